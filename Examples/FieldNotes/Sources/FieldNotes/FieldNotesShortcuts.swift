//
//  FieldNotesShortcuts.swift
//  FieldNotes
//

import AppIntents

/// The App Shortcuts FieldNotes offers as soon as it is installed. Every phrase names the app
/// once, and phrase parameters are only entities and enums.
struct FieldNotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CreateNoteIntent(),
      phrases: [
        "Create a note in \(.applicationName)",
        "New \(.applicationName) note",
        "Add a \(\.$priority) priority note to \(.applicationName)",
      ],
      shortTitle: "New Note",
      systemImageName: "square.and.pencil"
    )

    AppShortcut(
      intent: OpenNoteIntent(),
      phrases: [
        "Open a note in \(.applicationName)",
        "Open \(\.$target) in \(.applicationName)",
      ],
      shortTitle: "Open Note",
      systemImageName: "note.text"
    )

    AppShortcut(
      intent: TogglePinIntent(),
      phrases: [
        "Pin a note in \(.applicationName)",
        "Pin \(\.$note) in \(.applicationName)",
      ],
      shortTitle: "Toggle Pin",
      systemImageName: "pin"
    )

    AppShortcut(
      intent: OpenFieldNotesScreenIntent(screen: .pinned),
      phrases: [
        "Show my pinned notes in \(.applicationName)",
        "Open pinned notes in \(.applicationName)",
      ],
      shortTitle: "Pinned Notes",
      systemImageName: "pin.circle"
    )
  }

  static let shortcutTileColor: ShortcutTileColor = .orange
}
