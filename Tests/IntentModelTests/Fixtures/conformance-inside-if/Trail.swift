//
//  Trail.swift
//  Fixture: conformance-inside-if
//
//  `TrailEntity` is an app entity on every platform. Trail+Platform.swift adds more
//  conformances, each only inside an `#if` branch.
//

import AppIntents
import Foundation

struct TrailEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
  static let defaultQuery = TrailQuery()

  let id: UUID

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    []
  }
}
