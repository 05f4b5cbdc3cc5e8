//
//  Entities.swift
//  Fixture: queries
//
//  Three entities, each with a different kind of default query (see Queries.swift), and an
//  intent whose parameter takes its options from a DynamicOptionsProvider.
//

import AppIntents
import Foundation

struct TrailEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
  static let defaultQuery = TrailQuery()

  let id: UUID

  @Property(title: "Name", indexingKey: \.title)
  var name: String

  @Property(title: "Park")
  var parkName: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(parkName)")
  }
}

struct ParkEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Park")
  static let defaultQuery = ParkQuery()

  let id: String

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }
}

struct RegionEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Region")
  static let defaultQuery = RegionQuery()

  let id: Int

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

struct StartAtTrailheadIntent: AppIntent {
  static let title: LocalizedStringResource = "Start at Trailhead"

  @Parameter(title: "Trailhead", optionsProvider: TrailheadOptionsProvider())
  var trailhead: String

  func perform() async throws -> some IntentResult {
    .result()
  }
}
