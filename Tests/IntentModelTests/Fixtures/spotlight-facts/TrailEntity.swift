//
//  TrailEntity.swift
//  Fixture: spotlight-facts
//
//  An indexed entity whose properties map to standard Spotlight keys and to one custom key.
//

import AppIntents
import CoreSpotlight
import Foundation

struct TrailEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
  static let defaultQuery = TrailQuery()

  let id: UUID

  @Property(title: "Name", indexingKey: \.title)
  var name: String

  @Property(title: "Summary", indexingKey: \.contentDescription)
  var summary: String

  @Property(title: "Features", indexingKey: \.keywords)
  var features: [String]

  @Property(title: "Distance (km)", customIndexingKey: TrailIndexKeys.distance)
  var distanceKilometers: Double

  /// Not indexed: no indexing key.
  @Property(title: "Favorite")
  var isFavorite: Bool

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(summary)")
  }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    []
  }
}

enum TrailIndexKeys {
  nonisolated(unsafe) static let distance: CSCustomAttributeKey = {
    guard
      let key = CSCustomAttributeKey(
        keyName: "trailDistanceKilometers",
        searchable: true,
        searchableByDefault: true,
        unique: false,
        multiValued: false
      )
    else {
      preconditionFailure("Invalid Core Spotlight custom attribute key name")
    }
    return key
  }()
}
