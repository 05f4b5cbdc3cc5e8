//
//  Route.swift
//  Fixture: nested-types-same-name
//
//  `RouteEntity.Query` is declared in an extension of `RouteEntity`, not in its body; it is
//  still a type nested in `RouteEntity`.
//

import AppIntents
import Foundation

struct RouteEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Route")

  /// Resolves to `RouteEntity.Query`, declared in the extension below.
  static let defaultQuery = Query()

  let id: String

  @Property(title: "Name")
  var name: String

  @Property(title: "Surface")
  var surface: Surface

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  enum Surface: Int, AppEnum {
    case road = 1
    case singletrack = 2

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Route Surface")
    static let caseDisplayRepresentations: [Surface: DisplayRepresentation] = [
      .road: "Road",
      .singletrack: "Singletrack",
    ]
  }
}

extension RouteEntity {
  struct Query: EntityStringQuery {
    func entities(for identifiers: [RouteEntity.ID]) async throws -> [RouteEntity] {
      []
    }

    func entities(matching string: String) async throws -> [RouteEntity] {
      []
    }
  }
}
