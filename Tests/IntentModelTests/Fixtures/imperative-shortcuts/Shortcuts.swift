import AppIntents

struct LogRunIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Run"

  func perform() async throws -> some IntentResult { .result() }
}

struct PlanRouteIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan Route"

  func perform() async throws -> some IntentResult { .result() }
}

struct ShowStatsIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Stats"

  func perform() async throws -> some IntentResult { .result() }
}

/// Built in code, as some shipping apps do it: the compiler records the initializers of the local
/// variables (the first array, `more`) and not the shortcuts appended to them.
struct RunShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    var shortcuts: [AppShortcut] = [
      AppShortcut(
        intent: LogRunIntent(),
        phrases: ["Log a run in \(.applicationName)"],
        shortTitle: "Log Run",
        systemImageName: "figure.run"
      )
    ]
    shortcuts.append(
      AppShortcut(
        intent: PlanRouteIntent(),
        phrases: ["Plan a route with \(.applicationName)"],
        shortTitle: "Plan Route",
        systemImageName: "map"
      )
    )
    if #available(iOS 18.0, macOS 15.0, *) {
      shortcuts += [
        AppShortcut(
          intent: ShowStatsIntent(),
          phrases: ["Show my running stats in \(.applicationName)"],
          shortTitle: "Show Stats",
          systemImageName: "chart.bar"
        )
      ]
    }
    let more = [
      AppShortcut(
        intent: ShowStatsIntent(),
        phrases: ["How far did I run this week in \(.applicationName)"],
        shortTitle: "Weekly Distance",
        systemImageName: "chart.bar"
      )
    ]
    return shortcuts + more
  }
}
