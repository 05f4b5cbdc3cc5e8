//
//  TrailsShortcuts.swift
//  Trails
//

import AppIntents

/// The App Shortcuts Trails offers as soon as it is installed. Every phrase names the app once,
/// phrase parameters are only entities and enums, and every shortcut has at least one phrase
/// without a parameter, so it is usable before the trail list has been donated.
struct TrailsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartHikeIntent(),
      phrases: [
        "Start a hike in \(.applicationName)",
        "Start hiking \(\.$trail) with \(.applicationName)",
        "Start a \(\.$activity) on \(\.$trail) with \(.applicationName)",
      ],
      shortTitle: "Start Hike",
      systemImageName: "figure.hiking"
    )

    AppShortcut(
      intent: EndHikeIntent(),
      phrases: [
        "End my hike in \(.applicationName)",
        "Stop tracking my \(.applicationName) hike",
      ],
      shortTitle: "End Hike",
      systemImageName: "flag.checkered"
    )

    AppShortcut(
      intent: OpenTrailIntent(),
      phrases: [
        "Open a trail in \(.applicationName)",
        "Show \(\.$target) in \(.applicationName)",
      ],
      shortTitle: "Open Trail",
      systemImageName: "map"
    )

    AppShortcut(
      intent: SuggestTrailIntent(),
      phrases: [
        "Suggest a trail in \(.applicationName)",
        "Find me a \(\.$difficulty) trail in \(.applicationName)",
      ],
      shortTitle: "Suggest a Trail",
      systemImageName: "sparkle.magnifyingglass"
    )
  }

  static let shortcutTileColor: ShortcutTileColor = .grayGreen
}
