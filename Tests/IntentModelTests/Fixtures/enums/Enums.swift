//
//  Enums.swift
//  Fixture: enums
//
//  App enums with String raw values (explicit and implicit), Int raw values (explicit and
//  auto-incremented), and no raw-value type at all. `AppEnum` requires `RawRepresentable`, so
//  the last one implements it by hand. `DistanceUnit` is a plain enum and not an app enum.
//

import AppIntents
import Foundation

/// String raw values, some different from the case names; plain-string display representations.
enum TrailSurface: String, AppEnum {
  case packedDirt = "packed_dirt"
  case gravel
  case boardwalk = "board-walk"
  case paved

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Surface"

  static let caseDisplayRepresentations: [TrailSurface: DisplayRepresentation] = [
    .packedDirt: "Packed Dirt",
    .gravel: "Gravel",
    .boardwalk: "Boardwalk",
    .paved: "Paved",
  ]
}

/// Int raw values: the first is explicit and the next two count up from it (2 and 3).
enum TrailDifficulty: Int, AppEnum {
  case easy = 1, moderate, strenuous

  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Difficulty",
    numericFormat: "\(placeholder: .int) difficulty levels"
  )

  static let caseDisplayRepresentations: [TrailDifficulty: DisplayRepresentation] = [
    .easy: DisplayRepresentation(
      title: "Easy",
      subtitle: "Mostly flat",
      image: .init(systemName: "figure.walk")
    ),
    .moderate: DisplayRepresentation(
      title: "Moderate",
      subtitle: "Some climbing",
      image: .init(systemName: "figure.hiking")
    ),
    .strenuous: DisplayRepresentation(
      title: "Strenuous",
      subtitle: "Long and steep",
      image: .init(systemName: "mountain.2.fill")
    ),
  ]
}

/// Implicit String raw values (the case names), and both display-representation forms mixed.
enum Season: String, AppEnum {
  case spring
  case summer
  case autumn
  case winter

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Season")

  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .spring: "Spring",
    .summer: DisplayRepresentation(title: "Summer", image: .init(systemName: "sun.max")),
    .autumn: "Autumn",
    .winter: DisplayRepresentation(title: "Winter", subtitle: "Check for snow", image: .init(systemName: "snowflake")),
  ]
}

/// No raw-value type in the inheritance clause; `RawRepresentable` is implemented by hand and
/// returns the case names, so the identifiers are the same either way.
enum MapStyle: AppEnum {
  case standard
  case topographic
  case satellite

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Map Style")

  static let caseDisplayRepresentations: [MapStyle: DisplayRepresentation] = [
    .standard: "Standard",
    .topographic: "Topographic",
    .satellite: "Satellite",
  ]

  init?(rawValue: String) {
    switch rawValue {
    case "standard": self = .standard
    case "topographic": self = .topographic
    case "satellite": self = .satellite
    default: return nil
    }
  }

  var rawValue: String {
    switch self {
    case .standard: "standard"
    case .topographic: "topographic"
    case .satellite: "satellite"
    }
  }
}

/// Not an app enum: it has raw values and cases but conforms to nothing from App Intents.
enum DistanceUnit: String, Codable, CaseIterable {
  case kilometers
  case miles
}
