//
//  Entity.swift
//  Fixture: conformance-through-refinement
//
//  The entity and query reach `AppEntity` and `EntityQuery` through framework refinements:
//  `IndexedEntity` refines `AppEntity`, and `EnumerableEntityQuery` refines `EntityQuery`.
//

import AppIntents
import Foundation

struct TrailEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
  static let defaultQuery = TrailQuery()

  let id: UUID

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}

struct TrailQuery: EnumerableEntityQuery {
  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }

  func allEntities() async throws -> [TrailEntity] {
    await TrailLibrary.shared.all().map { TrailEntity(id: $0.id, name: $0.name) }
  }
}

struct TrailRecord: Sendable {
  let id: UUID
  var name: String
  var hikedAt: Date?
}

enum TrailLibraryError: Error {
  case trailNotFound
}

actor TrailLibrary {
  static let shared = TrailLibrary()

  private var trails: [UUID: TrailRecord] = [:]
  private(set) var lastSyncedAt: Date?

  func all() -> [TrailRecord] {
    Array(trails.values)
  }

  func markHiked(id: UUID) throws {
    guard trails[id] != nil else { throw TrailLibraryError.trailNotFound }
    trails[id]?.hikedAt = .now
  }

  func sync() async throws {
    lastSyncedAt = .now
  }
}
