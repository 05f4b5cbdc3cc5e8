//
//  Shortcuts.swift
//  Fixture: phrases
//
//  One AppShortcutsProvider with every phrase and builder form the metadata processor accepts.
//

import AppIntents

struct TrailsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    // Plain phrases, a phrase that starts with the app name, and parameterized phrases over an
    // entity parameter (`trail`) and an enum parameter (`activity`).
    AppShortcut(
      intent: StartHikeIntent(),
      phrases: [
        "Start a hike in \(.applicationName)",
        "\(.applicationName), start a hike",
        "Start hiking \(\.$trail) with \(.applicationName)",
        "Start a \(\.$activity) on \(\.$trail) with \(.applicationName)",
      ],
      shortTitle: "Start Hike",
      systemImageName: "figure.hiking"
    )

    // The same intent again, created with an argument, and all phrases on one line.
    AppShortcut(
      intent: StartHikeIntent(activity: .walk),
      phrases: ["Go for a walk with \(.applicationName)", "Start a \(.applicationName) walk"],
      shortTitle: "Start Walk",
      systemImageName: "figure.walk"
    )

    if #available(iOS 18.0, macOS 15.0, *) {
      AppShortcut(
        intent: SuggestTrailIntent(),
        phrases: ["Suggest a trail in \(.applicationName)"],
        shortTitle: "Suggest a Trail",
        systemImageName: "sparkle.magnifyingglass"
      )
    }

    // Two shortcuts under one availability check. `AppShortcutsBuilder` has no `buildEither`,
    // so an `else` branch (or a runtime `if`) does not compile; `if #available` without `else`
    // is the only conditional form.
    if #available(iOS 26.0, macOS 26.0, *) {
      AppShortcut(
        intent: EndHikeIntent(),
        phrases: ["End my hike in \(.applicationName)"],
        shortTitle: "End Hike",
        systemImageName: "flag.checkered"
      )
      AppShortcut(
        intent: StartHikeIntent(activity: .trailRun),
        phrases: ["Start a trail run with \(.applicationName)"],
        shortTitle: "Start Trail Run",
        systemImageName: "figure.run"
      )
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .teal

  /// Requests that sound close but belong to other apps.
  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(phrases: [
      "Start a workout",
      "Start a run in Fitness",
      "End my workout",
    ])
  }
}
