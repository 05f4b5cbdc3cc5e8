//
//  NoteSpotlightIndex.swift
//  FieldNotes
//

import AppIntents
import CoreSpotlight
import Foundation

/// Keeps the app's one named Spotlight index in step with the store.
///
/// Every call goes through the same index name: mixing a named index with
/// `CSSearchableIndex.default()` would create two stores that never see each other.
enum NoteSpotlightIndex {
  static let indexName = "FieldNotes-Notes"

  private static var searchableIndex: CSSearchableIndex {
    CSSearchableIndex(name: indexName)
  }

  /// Adds or updates notes; an entity whose identifier is already indexed is replaced.
  static func index(_ notes: [Note]) async throws {
    guard !notes.isEmpty else { return }
    try await searchableIndex.indexAppEntities(notes.map(NoteEntity.init))
  }

  static func remove(ids: [UUID]) async throws {
    try await searchableIndex.deleteAppEntities(identifiedBy: ids, ofType: NoteEntity.self)
  }

  /// Rebuilds the index from scratch, for example after restoring a backup.
  static func rebuild() async throws {
    try await searchableIndex.deleteAppEntities(ofType: NoteEntity.self)
    try await index(NoteStore.shared.allNotes())
  }
}
