//
//  TrailSpotlightIndex.swift
//  Trails
//
//  Keeps the app's one named Spotlight index in step with the trail library, and answers
//  Spotlight's requests to rebuild it.
//

import AppIntents
import CoreSpotlight
import Foundation

/// Every call goes through the same index name: mixing a named index with
/// `CSSearchableIndex.default()` would create two stores that never see each other.
enum TrailSpotlightIndex {
  static let indexName = "Trails-Library"

  /// Favorites are indexed with a higher priority so they rank above the rest.
  static let favoritePriority = 10

  /// Spotlight takes entities in arrays; large libraries are sent in chunks of this size.
  static let batchSize = 200

  private static var searchableIndex: CSSearchableIndex {
    CSSearchableIndex(name: indexName)
  }

  /// Adds or updates trails; an entity whose identifier is already indexed is replaced.
  static func update(_ trails: [Trail]) async throws {
    let entities = trails.map(TrailEntity.init)
    let favorites = entities.filter(\.isFavorite)
    let others = entities.filter { !$0.isFavorite }

    if !favorites.isEmpty {
      try await searchableIndex.indexAppEntities(favorites, priority: favoritePriority)
    }
    for start in stride(from: 0, to: others.count, by: batchSize) {
      try Task.checkCancellation()
      let batch = Array(others[start..<min(start + batchSize, others.count)])
      try await searchableIndex.indexAppEntities(batch)
    }
  }

  static func remove(ids: [UUID]) async throws {
    guard !ids.isEmpty else { return }
    try await searchableIndex.deleteAppEntities(identifiedBy: ids, ofType: TrailEntity.self)
  }

  /// Rebuilds the index from scratch, for example after restoring a backup.
  static func rebuild() async throws {
    try await searchableIndex.deleteAppEntities(ofType: TrailEntity.self)
    try await update(TrailStore.shared.allTrails())
  }
}

// MARK: - Reindexing on request

/// On the 27 releases Spotlight can ask the app to re-supply entities after its index was
/// damaged or restored. Both requests go through the same named index as everything else.
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
extension TrailEntity.Query: IndexedEntityQuery {
  func reindexEntities(
    for identifiers: [TrailEntity.ID],
    indexDescription: CSSearchableIndexDescription
  ) async throws {
    try await TrailSpotlightIndex.update(TrailStore.shared.trails(ids: identifiers))
  }

  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
    try await TrailSpotlightIndex.update(TrailStore.shared.allTrails())
  }
}
