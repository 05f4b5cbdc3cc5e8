//
//  HoistedShortcuts.swift
//  Fixture: non-literal-values
//
//  The first shortcut's phrases are hoisted into a property, which the extractor cannot see;
//  the second is written inline.
//

import AppIntents

struct TrailsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogHikeIntent(),
      phrases: logHikePhrases,
      shortTitle: "Log Hike",
      systemImageName: "square.and.pencil"
    )

    AppShortcut(
      intent: LiteralControlIntent(),
      phrases: ["Start a hike in \(.applicationName)"],
      shortTitle: "Start Hike",
      systemImageName: "figure.hiking"
    )
  }

  private static var logHikePhrases: [AppShortcutPhrase<LogHikeIntent>] {
    [
      "Log a hike in \(.applicationName)",
      "Record a hike with \(.applicationName)",
    ]
  }
}
