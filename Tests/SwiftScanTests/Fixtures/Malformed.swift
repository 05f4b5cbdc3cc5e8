//
//  Malformed.swift
//  FieldNotes (mid-edit)
//
//  A file caught halfway through an edit: an unterminated string, an unterminated
//  interpolation, an unterminated raw string, a missing `}`, a stray `}`, a missing `]`,
//  and a block comment that never closes. The scanner must report diagnostics, must not
//  crash or loop, and should recover as many of `RenameNoteIntent`, `ArchiveFolderIntent`,
//  `ColorTag` and `RecoveredAfterErrors` as its recovery strategy allows.
//

import AppIntents
import Foundation

struct RenameNoteIntent: AppIntent {
  static var title: LocalizedStringResource = "Rename Note

  @Parameter(title: "Note")
  var note: NoteEntity

  @Parameter(title: "New Title")
  var newTitle: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard var stored = await NoteStore.shared.note(id: note.id) else {
      throw NoteError.notFound(note.id)
    // the closing brace of the guard was deleted here
    stored.title = newTitle
    try await NoteStore.shared.update(stored)
    return .result(dialog: "Renamed to \(newTitle")
  }
}

struct ArchiveFolderIntent: AppIntent {
  static var title: LocalizedStringResource = "Archive Folder"
  static let pattern = #"folder-\d+"

  @Parameter(title: "Folder")
  var folder: FolderEntity

  func perform() async throws -> some IntentResult {
    return .result()
  }
}
}

enum ColorTag: String, AppEnum {
  case red, green, blue

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Color Tag"
  static var caseDisplayRepresentations: [ColorTag: DisplayRepresentation] = [
    .red: "Red",
    .green: "Green",
    .blue: "Blue"
  // the closing bracket is missing
}

struct RecoveredAfterErrors {
  let value = 42
}

/* TODO: bring back the export intent once the PDF renderer lands.

struct ExportFolderIntent: AppIntent {
  static var title: LocalizedStringResource = "Export Folder"
}
