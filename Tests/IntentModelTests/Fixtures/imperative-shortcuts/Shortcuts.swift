import AppIntents

struct AskIntent: AppIntent {
  static let title: LocalizedStringResource = "Ask"

  func perform() async throws -> some IntentResult { .result() }
}

struct ClassifyIntent: AppIntent {
  static let title: LocalizedStringResource = "Classify"

  func perform() async throws -> some IntentResult { .result() }
}

struct SearchChatsIntent: AppIntent {
  static let title: LocalizedStringResource = "Search Chats"

  func perform() async throws -> some IntentResult { .result() }
}

/// Built in code, as some shipping apps do: the compiler records the initializers of the local
/// variables (the first array, `more`) and not the shortcuts appended to them.
struct ChatShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    var shortcuts: [AppShortcut] = [
      AppShortcut(
        intent: AskIntent(),
        phrases: ["Ask a model on \(.applicationName)"],
        shortTitle: "Ask Model",
        systemImageName: "text.bubble"
      )
    ]
    shortcuts.append(
      AppShortcut(
        intent: ClassifyIntent(),
        phrases: ["Classify with \(.applicationName)"],
        shortTitle: "Classify",
        systemImageName: "checklist"
      )
    )
    if #available(iOS 18.0, macOS 15.0, *) {
      shortcuts += [
        AppShortcut(
          intent: SearchChatsIntent(),
          phrases: ["Find chats on \(.applicationName)"],
          shortTitle: "Search Chats",
          systemImageName: "magnifyingglass"
        )
      ]
    }
    let more = [
      AppShortcut(
        intent: SearchChatsIntent(),
        phrases: ["Search conversations on \(.applicationName)"],
        shortTitle: "Search",
        systemImageName: "magnifyingglass"
      )
    ]
    return shortcuts + more
  }
}
