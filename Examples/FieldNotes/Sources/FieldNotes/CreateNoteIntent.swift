//
//  CreateNoteIntent.swift
//  FieldNotes
//

import AppIntents
import Foundation

/// Creates a note. Returns it, so a shortcut can pass the new note to the next action.
struct CreateNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Create Note"

  static let description = IntentDescription(
    "Creates a new note in FieldNotes.",
    categoryName: "Notes",
    searchKeywords: ["new", "add", "write"]
  )

  /// Runs in the background; moves to the foreground only when asked to open the note.
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  @Parameter(title: "Title", requestValueDialog: "What should the note be called?")
  var noteTitle: String

  @Parameter(title: "Body", default: "", inputOptions: String.IntentInputOptions(multiline: true))
  var body: String

  @Parameter(title: "Priority", default: .normal)
  var priority: Priority

  @Parameter(title: "Pin It", default: false)
  var pin: Bool

  @Parameter(title: "Open After Creating", default: false)
  var openAfterCreating: Bool

  /// Registered by `FieldNotesIntents.registerDependencies()`.
  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Create \(\.$noteTitle) with \(\.$priority) priority") {
      \.$body
      \.$pin
      \.$openAfterCreating
    }
  }

  init() {}

  init(priority: Priority) {
    self.priority = priority
  }

  func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
    let title = noteTitle.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else {
      throw $noteTitle.needsValueError("A note needs a title. What should it be called?")
    }

    let note = try await store.create(title: title, body: body, isPinned: pin, priority: priority)

    if openAfterCreating {
      try await continueInForeground(alwaysConfirm: false)
      await MainActor.run { NoteNavigator.shared.selectedNoteID = note.id }
    }

    return .result(value: NoteEntity(note), dialog: "Created “\(note.title)”.")
  }
}
