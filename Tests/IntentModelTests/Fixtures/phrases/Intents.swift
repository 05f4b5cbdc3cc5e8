//
//  Intents.swift
//  Fixture: phrases
//
//  The intents, entity and enum that Shortcuts.swift refers to.
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

  /// The trail names Siri listens for in parameterized phrases.
  func suggestedEntities() async throws -> [TrailEntity] {
    []
  }
}

enum HikeActivity: String, AppEnum {
  case hike
  case trailRun
  case walk

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Activity")
  static let caseDisplayRepresentations: [HikeActivity: DisplayRepresentation] = [
    .hike: "Hike",
    .trailRun: "Trail Run",
    .walk: "Walk",
  ]
}

struct StartHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Hike"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  @Parameter(title: "Activity", default: .hike)
  var activity: HikeActivity

  init() {}

  init(activity: HikeActivity) {
    self.activity = activity
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct SuggestTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Suggest a Trail"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// Uses `supportedModes`, so the provider offers it only on the 26 releases.
struct EndHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "End Hike"
  static let supportedModes: IntentModes = .background

  func perform() async throws -> some IntentResult {
    .result()
  }
}
