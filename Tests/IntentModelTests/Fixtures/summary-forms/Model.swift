//
//  Model.swift
//  Fixture: summary-forms
//
//  The entity and enums the intents in Intents.swift take as parameters.
//

import AppIntents
import Foundation

struct TrailEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
  static let defaultQuery = TrailQuery()

  let id: UUID

  @Property(title: "Name")
  var name: String

  @Property(title: "Distance (km)")
  var distanceKilometers: Double

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    []
  }
}

enum DistanceUnit: String, AppEnum {
  case kilometers
  case miles
  case meters

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Unit")
  static let caseDisplayRepresentations: [DistanceUnit: DisplayRepresentation] = [
    .kilometers: "Kilometers",
    .miles: "Miles",
    .meters: "Meters",
  ]
}

enum ExportFormat: String, AppEnum {
  case gpx
  case kml
  case csv
  case pdf

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Export Format")
  static let caseDisplayRepresentations: [ExportFormat: DisplayRepresentation] = [
    .gpx: "GPX",
    .kml: "KML",
    .csv: "CSV",
    .pdf: "PDF",
  ]
}
