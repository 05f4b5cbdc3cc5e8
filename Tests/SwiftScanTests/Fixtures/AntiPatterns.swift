//
//  AntiPatterns.swift
//  FieldNotes (before the App Intents review)
//
//  Code that compiles but breaks App Intents metadata extraction, Spotlight or Siri.
//  Each declaration is a deliberate mistake; the comment above it says which one.
//

import AppIntents
import CoreSpotlight
import Foundation

enum AppStrings {
  static let syncTitle = "Sync Notes"
  static let nameParameterTitle: LocalizedStringResource = "Name"
  static let sharedPhrases: [AppShortcutPhrase<SyncNotesIntent>] = ["Sync \(.applicationName)"]
}

// MISTAKE: the identifier is built from the name and the list position, so renaming or
// reordering a checklist breaks every shortcut that saved one.
struct ChecklistEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Checklist"
  static var defaultQuery = ChecklistQuery()

  var id: String { "\(name)-\(index)" }

  var name: String
  var index: Int

  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ChecklistQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ChecklistEntity] { [] }
}

// MISTAKE: an indexed entity whose properties have no indexing keys, so Spotlight gets
// nothing but the display representation.
struct WeakEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Scrap")
  static let defaultQuery = WeakEntityQuery()

  let id: UUID

  @Property(title: "Title")
  var title: String

  @Property(title: "Body")
  var body: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct WeakEntityQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [WeakEntity] { [] }
}

// MISTAKE: computed, non-literal metadata the extractor cannot read.
struct SyncNotesIntent: AppIntent {
  static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: AppStrings.syncTitle) }

  static var openAppWhenRun: Bool { UserDefaults.standard.bool(forKey: "openOnSync") }

  @Parameter(title: AppStrings.nameParameterTitle)
  var accountName: String

  func perform() async throws -> some IntentResult { .result() }
}

// MISTAKE: computed type and case representations, and `.archived` has no entry at all.
enum NoteState: String, AppEnum {
  case active, archived, trashed

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "State")
  }

  static var caseDisplayRepresentations: [NoteState: DisplayRepresentation] {
    [.active: "Active", .trashed: "Trash"]
  }
}

// MISTAKE: forces the app open for a toggle that could run in the background.
struct ToggleFavoriteIntent: AppIntent {
  static var title: LocalizedStringResource = "Toggle Favorite"
  static var openAppWhenRun = true

  @Parameter(title: "Note")
  var note: NoteEntity

  func perform() async throws -> some IntentResult { .result() }
}

// MISTAKE: `notes` is required, has no default, and is missing from the summary, so the
// intent is hidden from Spotlight on the Mac.
struct AppendTextIntent: AppIntent {
  static var title: LocalizedStringResource = "Append Text"

  @Parameter(title: "Note")
  var note: NoteEntity

  @Parameter(title: "Text")
  var text: String

  @Parameter(title: "Separator")
  var separator: String

  static var parameterSummary: some ParameterSummary {
    Summary("Append \(\.$text) to \(\.$note)")
  }

  func perform() async throws -> some IntentResult { .result() }
}

// MISTAKE: a second provider (only one per app works), a phrase without the app name, a
// String parameter in a phrase, phrases hoisted into a constant, and eleven shortcuts.
// The one-line shortcuts deliberately run past 120 columns.
struct ExtraShortcuts: AppShortcutsProvider {
  @AppShortcutsBuilder
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: SyncNotesIntent(), phrases: ["Sync my notes"], shortTitle: "Sync", systemImageName: "arrow.2.circlepath")
    AppShortcut(intent: AppendTextIntent(), phrases: ["Append \(\.$text) in \(.applicationName)"], shortTitle: "Append", systemImageName: "plus")
    AppShortcut(intent: SyncNotesIntent(), phrases: AppStrings.sharedPhrases, shortTitle: "Sync Again", systemImageName: "arrow.clockwise")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Favorite \(\.$note) in \(.applicationName)"], shortTitle: "Fav 1", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Star \(\.$note) in \(.applicationName)"], shortTitle: "Fav 2", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Like \(\.$note) in \(.applicationName)"], shortTitle: "Fav 3", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Heart \(\.$note) in \(.applicationName)"], shortTitle: "Fav 4", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Keep \(\.$note) in \(.applicationName)"], shortTitle: "Fav 5", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Save \(\.$note) in \(.applicationName)"], shortTitle: "Fav 6", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Mark \(\.$note) in \(.applicationName)"], shortTitle: "Fav 7", systemImageName: "star")
    AppShortcut(intent: ToggleFavoriteIntent(), phrases: ["Flag \(\.$note) in \(.applicationName)"], shortTitle: "Fav 8", systemImageName: "star")
  }

  static var shortcutTileColor: ShortcutTileColor = .grape
}

// MISTAKE: `.applicationName` twice in one phrase.
struct DoubledTokenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ToggleFavoriteIntent(),
      phrases: ["\(.applicationName) favorite \(\.$note) in \(.applicationName)"],
      shortTitle: "Favorite",
      systemImageName: "star.fill"
    )
  }
}
