//
//  NoteIntents.swift
//  FieldNotes
//
//  Small intents that act on one existing note, all sharing a `NotesIntent` refinement.
//

import AppIntents
import Foundation
import Observation
import WidgetKit

/// Intents that read or write the note store. Refines `AppIntent`, so conforming types are
/// still intents even though their inheritance clause never says `AppIntent`.
protocol NotesIntent: AppIntent {}

extension NotesIntent {
  /// Every notes intent lands in the same Shortcuts category.
  static var categoryName: LocalizedStringResource { "Notes" }

  func reloadPinnedWidget() {
    WidgetCenter.shared.reloadTimelines(ofKind: "PinnedNotesWidget")
  }
}

/// Where intents that open the app leave their request for the UI.
@MainActor @Observable
final class NoteNavigator {
  var pendingNoteID: UUID?
  var pendingFolderID: FolderEntity.ID?

  nonisolated init() {}

  /// Opens Settings when the user has to grant microphone access by hand.
  static func requestMicrophoneAccess() {
    pendingSettingsRequest = true
  }

  static var pendingSettingsRequest = false

  /// The object undo registrations hang off; it never goes away.
  static let undoTarget = NoteNavigator()
}

// MARK: - Open

struct OpenNoteIntent: OpenIntent, NotesIntent {
  static var title: LocalizedStringResource = "Open Note"
  static var openAppWhenRun = true

  @Parameter(title: "Note", requestValueDialog: "Which note?")
  var target: NoteEntity

  @Dependency private var navigator: NoteNavigator

  init() {}
  init(note: NoteEntity) { self.target = note }

  @MainActor
  func perform() async throws -> some IntentResult {
    navigator.pendingNoteID = target.id
    return .result()
  }
}

// MARK: - Toggle pin

struct TogglePinIntent: NotesIntent {
  static let title: LocalizedStringResource = "Toggle Pin"
  static let description = IntentDescription("Pins or unpins a note.", categoryName: "Notes")
  static let supportedModes: IntentModes = .background

  @Parameter(title: "Note")
  var note: NoteEntity

  init() {}
  init(note: NoteEntity) { self.note = note }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard var current = await NoteStore.shared.note(id: note.id) else {
      throw NoteError.notFound(note.id)
    }
    current.isPinned.toggle()
    try await NoteStore.shared.update(current)
    reloadPinnedWidget()
    return .result(dialog: current.isPinned ? "Pinned \(current.title)." : "Unpinned \(current.title).")
  }
}

// MARK: - Move (options provider)

struct MoveNoteIntent: NotesIntent {
  static var title: LocalizedStringResource = "Move Note"

  @Parameter(title: "Note")
  var note: NoteEntity

  @Parameter(title: "Folder", optionsProvider: FolderOptionsProvider())
  var folder: String

  static var parameterSummary: some ParameterSummary {
    Summary("Move \(\.$note) to \(\.$folder)")
  }

  func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> {
    let moved = try await NoteStore.shared.move(noteID: note.id, toFolderNamed: folder)
    return .result(value: NoteEntity(moved))
  }
}

// MARK: - Delete

struct DeleteNotesIntent: DeleteIntent, NotesIntent {
  static var title: LocalizedStringResource = "Delete Notes"
  static var description = IntentDescription("Deletes notes permanently.", categoryName: "Notes")
  static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "Notes")
  var entities: [NoteEntity]

  static var parameterSummary: some ParameterSummary {
    Summary("Delete \(\.$entities)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let count = entities.count
    guard count > 0 else { return .result(dialog: "There was nothing to delete.") }

    let noun = count == 1 ? "note" : "notes"
    try await requestConfirmation(
      result: .result(dialog: "Delete \(count) \(noun)? This can't be undone."),
      confirmationActionName: .custom(
        acceptLabel: "Delete", acceptAlternatives: ["Remove"], denyLabel: "Keep", denyAlternatives: []
      )
    )

    let ids = entities.map(\.id)
    try await NoteStore.shared.delete(ids: ids)
    try? await NoteSpotlightIndex.remove(ids)
    reloadPinnedWidget()
    return .result(dialog: "Deleted \(count) \(noun).")
  }
}

// MARK: - Archive (hidden helper)

/// Used by the archive automation only; kept out of Spotlight and the action list.
struct ArchiveOldNotesIntent: NotesIntent {
  static var title: LocalizedStringResource = "Archive Old Notes"
  static var isDiscoverable = false
  static var authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

  @Parameter(title: "Older Than (Days)", default: 90, inclusiveRange: (7, 3650))
  var days: Int

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    let cutoff = Calendar.current.date(byAdding: .day, value: -days, to: .now) ?? .distantPast
    let archived = try await NoteStore.shared.archive { note in
      !note.isPinned && note.modifiedAt < cutoff
    }
    return .result(value: archived.count)
  }
}
