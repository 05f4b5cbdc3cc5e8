//
//  NoteEntityQuery.swift
//  FieldNotes
//

import AppIntents
import Foundation

/// Finds notes for Siri, Shortcuts and Spotlight: by identifier, by text, and as suggestions.
struct NoteEntityQuery: EntityStringQuery {
  /// Turns saved identifiers back into notes; notes deleted since are simply left out.
  func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
    await NoteStore.shared.notes(ids: identifiers).map(NoteEntity.init)
  }

  /// Matches the title or body against what the user typed or said.
  func entities(matching string: String) async throws -> [NoteEntity] {
    await NoteStore.shared.search(string).map(NoteEntity.init)
  }

  /// Pinned and recent notes, offered before the user types anything.
  func suggestedEntities() async throws -> [NoteEntity] {
    await NoteStore.shared.allNotes().prefix(10).map(NoteEntity.init)
  }
}
