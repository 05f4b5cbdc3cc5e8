import AppIntents

// Deliberately broken: see README.md.
struct CreateRecipeIntent: AppIntent {
  static let title: LocalizedStringResource = "Create Recipe"

  @Parameter(title: "Name") var name: String
  @Parameter(title: "Servings") var servings: Int
  @Parameter(title: "Difficulty") var difficulty: Difficulty?
  @Parameter(title: "Rating") var rating: Float?

  static var parameterSummary: some ParameterSummary {
    Summary("Create \(\.$name) for \(\.$people)")
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct OpenRecipeIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Recipe"

  @Parameter(title: "Recipe") var target: RecipeEntity
  @Parameter(title: "Recipe") var recipe: RecipeEntity
  @Parameter(title: "Course") var course: Course

  func perform() async throws -> some IntentResult { .result() }
}

struct CookIntent: AppIntent {
  static let title: LocalizedStringResource = .cookTitle
  static var openAppWhenRun: Bool { Settings.opensApp }
}

struct SearchRecipesIntent: AppIntent {
  static let title: LocalizedStringResource = "Search Recipes"

  @Parameter(title: "Text") var text: String

  func perform() async throws -> some IntentResult { .result() }
}
