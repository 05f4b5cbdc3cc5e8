//
//  Queries.swift
//  Fixture: queries
//

import AppIntents
import CoreSpotlight
import Foundation

/// Names its entity through `typealias Entity`; the methods only say `Entity`.
struct TrailQuery: EntityQuery {
  typealias Entity = TrailEntity

  func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    []
  }
}

/// Spotlight can ask for reindexing on the 27 releases; the conformance is added in an extension.
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
extension TrailQuery: IndexedEntityQuery {
  func reindexEntities(for identifiers: [Entity.ID], indexDescription: CSSearchableIndexDescription) async throws {}

  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
}

/// Names its entity only in method signatures; `Entity` is inferred from them.
struct ParkQuery: EntityStringQuery {
  func entities(for identifiers: [ParkEntity.ID]) async throws -> [ParkEntity] {
    []
  }

  func entities(matching string: String) async throws -> [ParkEntity] {
    []
  }
}

/// A small, fixed set: every region can be listed.
struct RegionQuery: EnumerableEntityQuery {
  func entities(for identifiers: [RegionEntity.ID]) async throws -> [RegionEntity] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }

  func allEntities() async throws -> [RegionEntity] {
    [
      RegionEntity(id: 1, name: "Cascades"),
      RegionEntity(id: 2, name: "Sierra Nevada"),
    ]
  }
}

/// Options for a plain `String` parameter; not an entity query.
struct TrailheadOptionsProvider: DynamicOptionsProvider {
  func results() async throws -> [String] {
    ["North Lot", "Visitor Center", "Ranger Station"]
  }
}
