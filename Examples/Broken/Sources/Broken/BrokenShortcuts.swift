import AppIntents

// Deliberately broken: see README.md.
struct BrokenShortcuts: AppShortcutsProvider {
  static let searchPhrases: [AppShortcutPhrase<SearchRecipesIntent>] = [
    "Search recipes in \(.applicationName)"
  ]

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CreateRecipeIntent(),
      phrases: [
        "Create a recipe",
        "Create a \(.applicationName) recipe in \(.applicationName)",
        "Add a recipe to \(.applicationName)",
        "Add a recipe called \(\.$name) to \(.applicationName)",
      ],
      shortTitle: "New Recipe",
      systemImageName: "plus"
    )
    AppShortcut(
      intent: OpenRecipeIntent(),
      phrases: [
        "Open \(\.$recipe) in \(.applicationName)",
        "Show \(\.$recipe) with \(\.$course) in \(.applicationName)",
      ],
      shortTitle: "Open Recipe",
      systemImageName: "book"
    )
    AppShortcut(
      intent: CookIntent(),
      phrases: [
        "Add a recipe to \(.applicationName)",
        // intentgen:disable:next duplicate_phrase - kept on purpose to show a suppression
        "Add a recipe to \(.applicationName)",
        // intentgen:disable:next no_such_rule
        "Cook in \(.applicationName)",
      ],
      shortTitle: "Cook",
      systemImageName: "flame"
    )
    AppShortcut(
      intent: SearchRecipesIntent(),
      phrases: searchPhrases,
      shortTitle: "Search",
      systemImageName: "magnifyingglass"
    )
  }
}

struct SecondShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CookIntent(),
      phrases: ["Start cooking with \(.applicationName)"],
      shortTitle: "Start Cooking",
      systemImageName: "timer"
    )
  }
}
