//
//  NoteEntityQuery+Reindex.swift
//  FieldNotes
//
//  Spotlight asks the app to re-supply its entities when the index was damaged or restored. On the
//  27 releases the entity's query answers, through `IndexedEntityQuery`; FieldNotes implements no
//  Core Spotlight index delegate, so this is its only reindexing path.
//

import AppIntents
import CoreSpotlight
import Foundation

@available(iOS 27, macOS 27, visionOS 27, *)
extension NoteEntityQuery: IndexedEntityQuery {
  /// Reindexes only the notes Spotlight asked for; notes deleted since are left out.
  func reindexEntities(for identifiers: [NoteEntity.ID], indexDescription: CSSearchableIndexDescription) async throws {
    try await NoteSpotlightIndex.index(NoteStore.shared.notes(ids: identifiers))
  }

  /// Reindexes every note, in batches, on a schedule the app does not control.
  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
    let notes = await NoteStore.shared.allNotes()
    for start in stride(from: 0, to: notes.count, by: 100) {
      try Task.checkCancellation()
      try await NoteSpotlightIndex.index(Array(notes[start..<min(start + 100, notes.count)]))
    }
  }
}
