//
//  NoteIntents.swift
//  FieldNotes
//
//  Intents that act on one existing note.
//

import AppIntents
import Foundation

/// Opens a note in the app. Spotlight runs it when someone taps a note in the results.
struct OpenNoteIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Note"
  static let description = IntentDescription("Opens a note in FieldNotes.", categoryName: "Notes")

  @Parameter(title: "Note", requestValueDialog: "Which note?")
  var target: NoteEntity

  static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$target)")
  }

  init() {}

  init(note: NoteEntity) {
    target = note
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    NoteNavigator.shared.selectedNoteID = target.id
    return .result()
  }
}

/// Pins or unpins a note without opening the app.
struct TogglePinIntent: AppIntent {
  static let title: LocalizedStringResource = "Toggle Pin"
  static let description = IntentDescription("Pins or unpins a note.", categoryName: "Notes")
  static let supportedModes: IntentModes = .background

  @Parameter(title: "Note", requestValueDialog: "Which note?")
  var note: NoteEntity

  static var parameterSummary: some ParameterSummary {
    Summary("Toggle the pin on \(\.$note)")
  }

  init() {}

  init(note: NoteEntity) {
    self.note = note
  }

  func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
    let updated = try await NoteStore.shared.togglePin(id: note.id)
    let dialog: IntentDialog = updated.isPinned ? "Pinned “\(updated.title)”." : "Unpinned “\(updated.title)”."
    return .result(value: NoteEntity(updated), dialog: dialog)
  }
}
