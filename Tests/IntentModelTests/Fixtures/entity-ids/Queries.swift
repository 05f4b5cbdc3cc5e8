//
//  Queries.swift
//  Fixture: entity-ids
//
//  One query per entity. Each names the entity's `ID` in `entities(for:)`.
//

import AppIntents
import Foundation

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    []
  }
}

struct CheckpointQuery: EntityQuery {
  func entities(for identifiers: [CheckpointEntity.ID]) async throws -> [CheckpointEntity] {
    []
  }
}

struct SegmentQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [SegmentEntity] {
    []
  }
}

struct SummitQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [SummitEntity] {
    []
  }
}
