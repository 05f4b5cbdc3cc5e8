//
//  Trail.swift
//  Fixture: nested-types-same-name
//
//  `TrailEntity.Query` and `TrailEntity.Surface` share their bare names with the types nested
//  in `RouteEntity` (Route.swift). They are different types.
//

import AppIntents
import Foundation

struct TrailEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")

  /// Resolves to `TrailEntity.Query`, the nearest `Query` in scope.
  static let defaultQuery = Query()

  let id: UUID

  @Property(title: "Name")
  var name: String

  @Property(title: "Surface")
  var surface: Surface

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  enum Surface: String, AppEnum {
    case dirt
    case gravel

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail Surface")
    static let caseDisplayRepresentations: [Surface: DisplayRepresentation] = [
      .dirt: "Dirt",
      .gravel: "Gravel",
    ]
  }

  struct Query: EntityQuery {
    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
      []
    }
  }
}
