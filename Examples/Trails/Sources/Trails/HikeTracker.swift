//
//  HikeTracker.swift
//  Trails
//
//  The hike in progress. Only one hike can be tracked at a time; starting another ends the first.
//

import AppIntents
import Foundation

/// What kind of outing is being tracked; it sets the pace used for arrival estimates.
enum HikeActivity: String, AppEnum, Codable, Sendable {
  case hike
  case trailRun
  case walk

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Activity")

  static let caseDisplayRepresentations: [HikeActivity: DisplayRepresentation] = [
    .hike: DisplayRepresentation(title: "Hike", image: .init(systemName: "figure.hiking")),
    .trailRun: DisplayRepresentation(title: "Trail Run", image: .init(systemName: "figure.run")),
    .walk: DisplayRepresentation(title: "Walk", image: .init(systemName: "figure.walk")),
  ]

  /// Typical moving speed, used to estimate when someone should be back.
  var kilometersPerHour: Double {
    switch self {
    case .hike: 4
    case .trailRun: 9
    case .walk: 3
    }
  }
}

/// One tracked outing.
struct Hike: Identifiable, Hashable, Codable, Sendable {
  let id: UUID
  let trailID: UUID
  let trailName: String
  let activity: HikeActivity
  let startedAt: Date
  var endedAt: Date?
  /// How often the app asks "still OK?" while the hike runs; `nil` turns check-ins off.
  let checkInInterval: Duration?
  let expectedBackAt: Date
}

/// Owns the hike in progress. Registered with `AppDependencyManager`, so intents read it
/// through `@Dependency` instead of reaching for the singleton.
actor HikeTracker {
  static let shared = HikeTracker()

  private(set) var current: Hike?

  /// Starts tracking `trail`, ending any hike already in progress.
  func start(trail: Trail, activity: HikeActivity, checkInMinutes: Int?) -> Hike {
    let now = Date.now
    let hours = trail.distanceKilometers / activity.kilometersPerHour
    let hike = Hike(
      id: UUID(),
      trailID: trail.id,
      trailName: trail.name,
      activity: activity,
      startedAt: now,
      endedAt: nil,
      checkInInterval: checkInMinutes.map { .seconds($0 * 60) },
      expectedBackAt: now.addingTimeInterval(hours * 3600)
    )
    current = hike
    return hike
  }

  /// Ends the hike in progress and returns it, or `nil` when nothing was being tracked.
  func end() -> Hike? {
    guard var hike = current else { return nil }
    hike.endedAt = .now
    current = nil
    return hike
  }
}
