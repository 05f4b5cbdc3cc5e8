//
//  TrailEntity+Find.swift
//  Trails
//
//  The Find Trails action in Shortcuts: filter by name, region, difficulty, distance and
//  accessibility, and sort by name, distance or climb.
//

import AppIntents
import Foundation

/// One condition from the Find Trails action, in a `Sendable` form the store can evaluate.
enum TrailFilter: Sendable {
  case nameContains(String)
  case regionIs(String)
  case difficultyIs(TrailDifficulty)
  case distanceAtMost(Double)
  case distanceAtLeast(Double)
  case accessibleIs(Bool)

  func matches(_ trail: TrailEntity) -> Bool {
    switch self {
    case .nameContains(let text): trail.name.localizedStandardContains(text)
    case .regionIs(let region): trail.region.localizedCaseInsensitiveCompare(region) == .orderedSame
    case .difficultyIs(let difficulty): trail.difficulty == difficulty
    case .distanceAtMost(let kilometers): trail.distanceKilometers <= kilometers
    case .distanceAtLeast(let kilometers): trail.distanceKilometers >= kilometers
    case .accessibleIs(let isAccessible): trail.isAccessible == isAccessible
    }
  }
}

extension TrailEntity.Query: EntityPropertyQuery {
  typealias ComparatorMappingType = TrailFilter

  static var findIntentDescription: IntentDescription? {
    IntentDescription(
      "Finds trails in your library by name, region, difficulty or distance.",
      categoryName: "Trails",
      searchKeywords: ["hike", "walk", "route"],
      resultValueName: "Trails"
    )
  }

  // Stored `let`s built from the builder syntax, so the metadata extractor can read them.
  // The builder types are not `Sendable`, but nothing mutates them after initialization.
  nonisolated(unsafe) static let properties = QueryProperties {
    Property(\TrailEntity.$name) {
      ContainsComparator { TrailFilter.nameContains($0) }
    }
    Property(\TrailEntity.$region) {
      EqualToComparator { TrailFilter.regionIs($0) }
    }
    Property(\TrailEntity.$difficulty) {
      EqualToComparator { TrailFilter.difficultyIs($0) }
    }
    Property(\TrailEntity.$distanceKilometers) {
      LessThanOrEqualToComparator { TrailFilter.distanceAtMost($0) }
      GreaterThanOrEqualToComparator { TrailFilter.distanceAtLeast($0) }
    }
    Property(\TrailEntity.$isAccessible) {
      EqualToComparator { TrailFilter.accessibleIs($0) }
    }
  }

  nonisolated(unsafe) static let sortingOptions = SortingOptions {
    SortableBy(\TrailEntity.$name)
    SortableBy(\TrailEntity.$distanceKilometers)
    SortableBy(\TrailEntity.$elevationGainMeters)
  }

  func entities(
    matching comparators: [TrailFilter],
    mode: ComparatorMode,
    sortedBy: [Sort<TrailEntity>],
    limit: Int?
  ) async throws -> [TrailEntity] {
    let candidates = await TrailStore.shared.allTrails().map(TrailEntity.init)
    var matches = candidates.filter { trail in
      switch mode {
      case .and: comparators.allSatisfy { $0.matches(trail) }
      case .or: comparators.isEmpty || comparators.contains { $0.matches(trail) }
      }
    }
    // The first sort is the primary key, so apply them in reverse with a stable sort.
    for sort in sortedBy.reversed() {
      let ascending = sort.order == .ascending
      matches = Self.stableSorted(matches, ascending: ascending) { lhs, rhs in
        if sort.by == \TrailEntity.$name {
          return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
        } else if sort.by == \TrailEntity.$distanceKilometers {
          return lhs.distanceKilometers < rhs.distanceKilometers
        } else if sort.by == \TrailEntity.$elevationGainMeters {
          return lhs.elevationGainMeters < rhs.elevationGainMeters
        }
        return false
      }
    }
    guard let limit else { return matches }
    return Array(matches.prefix(max(limit, 0)))
  }

  /// `sort(by:)` is not guaranteed to be stable; ties keep their earlier order here.
  private static func stableSorted(
    _ trails: [TrailEntity],
    ascending: Bool,
    by areInIncreasingOrder: (TrailEntity, TrailEntity) -> Bool
  ) -> [TrailEntity] {
    trails.enumerated()
      .sorted { lhs, rhs in
        if areInIncreasingOrder(lhs.element, rhs.element) { return ascending }
        if areInIncreasingOrder(rhs.element, lhs.element) { return !ascending }
        return lhs.offset < rhs.offset
      }
      .map(\.element)
  }
}
