//
//  Shortcuts.swift
//  FieldNotes
//
//  The app's single AppShortcutsProvider. Phrases are written inline, every one carries the
//  app-name token, and phrase parameters are entities or enums only.
//

import AppIntents

/// App Shortcuts, available as soon as FieldNotes is installed.
struct FieldNotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CreateNoteIntent(),
      phrases: [
        "Create a note in \(.applicationName)",
        "New \(\.$folder) note with \(.applicationName)",
        "Jot something down in \(.applicationName)",
      ],
      shortTitle: "Create Note",
      systemImageName: "square.and.pencil"
    )

    AppShortcut(
      intent: OpenNoteIntent(),
      phrases: ["Open \(\.$target) in \(.applicationName)", "Show my \(\.$target) note in \(.applicationName)"],
      shortTitle: "Open Note",
      systemImageName: "note.text"
    )

    AppShortcut(intent: TogglePinIntent(), phrases: [
      "Pin \(\.$note) in \(.applicationName)",
      "Unpin \(\.$note) in \(.applicationName)"
    ], shortTitle: "Toggle Pin", systemImageName: "pin")

    AppShortcut(
      intent: ExportNotesIntent(),
      phrases: [
        "Export notes as \(\.$format) from \(.applicationName)",
        "Export my \(.applicationName) notes",
      ],
      shortTitle: "Export Notes",
      systemImageName: "square.and.arrow.up"
    )

    if #available(iOS 18.0, macOS 15.0, *) {
      AppShortcut(
        intent: NoteStatisticsIntent(),
        phrases: ["How many notes do I have in \(.applicationName)?"],
        shortTitle: "Note Statistics",
        systemImageName: "chart.bar"
      )
    }

    if #available(iOS 26.0, macOS 26.0, *) {
      AppShortcut(
        intent: ShowNoteIntent(),
        phrases: ["Show \(\.$note) from \(.applicationName)"],
        shortTitle: "Show Note",
        systemImageName: "text.viewfinder"
      )
    } else {
      AppShortcut(
        intent: OpenNoteIntent(),
        phrases: ["Read \(\.$target) in \(.applicationName)"],
        shortTitle: "Read Note",
        systemImageName: "text.viewfinder"
      )
    }

    // A runtime condition, not an availability check. The metadata processor cannot
    // evaluate it; a static checker should flag it.
    if FieldNotesFeatures.voiceNotesEnabled {
      AppShortcut(
        intent: RecordVoiceNoteIntent(),
        phrases: [
          "Record a voice note in \(.applicationName)",
          "Start a \(.applicationName) recording",
        ],
        shortTitle: "Record Voice Note",
        systemImageName: "mic"
      )
    } else {
      AppShortcut(
        intent: CreateNoteIntent(title: "Voice note"),
        phrases: ["Start a voice note in \(.applicationName)"],
        shortTitle: "Voice Note",
        systemImageName: "mic.slash"
      )
    }
  }

  static var shortcutTileColor: ShortcutTileColor = .orange

  /// Requests that should never reach FieldNotes, even though they sound close.
  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(phrases: [
      "Create a note in Notes",
      "Take a voice memo",
      "Open field notes on the web",
    ])
  }
}

/// Compile-time switches for features that ship dark.
enum FieldNotesFeatures {
  static let voiceNotesEnabled = true
}

extension FieldNotesShortcuts {
  /// Called after notes change so parameterized phrases ("Open Heron nest…") stay current.
  static func refreshParameters() {
    updateAppShortcutParameters()
  }
}
