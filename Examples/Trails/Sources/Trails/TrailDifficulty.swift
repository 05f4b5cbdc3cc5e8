//
//  TrailDifficulty.swift
//  Trails
//

import AppIntents
import Foundation

/// How hard a trail is. The raw values are stored on disk, so they never change.
enum TrailDifficulty: String, AppEnum, Codable, Sendable {
  case easy
  case moderate
  case strenuous

  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Difficulty",
    numericFormat: "\(placeholder: .int) difficulty levels"
  )

  static let caseDisplayRepresentations: [TrailDifficulty: DisplayRepresentation] = [
    .easy: DisplayRepresentation(
      title: "Easy",
      subtitle: "Mostly flat, good footing",
      image: .init(systemName: "figure.walk")
    ),
    .moderate: DisplayRepresentation(
      title: "Moderate",
      subtitle: "Some climbing or rough ground",
      image: .init(systemName: "figure.hiking")
    ),
    .strenuous: DisplayRepresentation(
      title: "Strenuous",
      subtitle: "Long, steep or exposed",
      image: .init(systemName: "mountain.2.fill")
    ),
  ]

  /// The symbol the app and the entity's display representation show next to a trail.
  var symbolName: String {
    switch self {
    case .easy: "figure.walk"
    case .moderate: "figure.hiking"
    case .strenuous: "mountain.2.fill"
    }
  }
}
