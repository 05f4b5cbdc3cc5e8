//
//  TrailEntity.swift
//  Trails
//

import AppIntents
import CoreSpotlight
import Foundation

/// A trail as Siri, Shortcuts and Spotlight see it: a projection of `Trail`, not the model.
///
/// The identifier is the trail's own UUID, so a saved shortcut or a Spotlight result still
/// finds the trail after it is renamed or the library is re-sorted.
///
/// Its query, `TrailEntity.Query`, is generated at build time by intentgen's build plugin, with the
/// Find Trails action (filters and sort orders from the `@Property` values). It reads trails from
/// `TrailStore` through the generated `TrailEntityProvider` protocol.
///
/// intentgen:query properties
struct TrailEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Trail",
    numericFormat: "\(placeholder: .int) trails"
  )

  static let defaultQuery = Query()

  let id: UUID

  @Property(title: "Name", indexingKey: \.title)
  var name: String

  @Property(title: "Summary", indexingKey: \.contentDescription)
  var summary: String

  @Property(title: "Region", indexingKey: \.namedLocation)
  var region: String

  @Property(title: "Features", indexingKey: \.keywords)
  var features: [String]

  /// Spotlight has no attribute for trail length, so it goes under the app's own key.
  ///
  /// unit: kilometers
  @Property(title: "Distance (km)", customIndexingKey: TrailIndexKeys.distance)
  var distanceKilometers: Double

  /// unit: meters
  @Property(title: "Elevation Gain (m)")
  var elevationGainMeters: Int

  @Property(title: "Difficulty")
  var difficulty: TrailDifficulty

  @Property(title: "Wheelchair Accessible")
  var isAccessible: Bool

  @Property(title: "Favorite")
  var isFavorite: Bool

  @Property(title: "Last Hiked", indexingKey: \.lastUsedDate)
  var lastHikedAt: Date?

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)",
      subtitle: "\(region) · \(formattedDistance)",
      image: .init(systemName: difficulty.symbolName)
    )
  }

  /// "12.4 km", in the user's number format.
  var formattedDistance: String {
    Measurement(value: distanceKilometers, unit: UnitLength.kilometers)
      .formatted(.measurement(width: .abbreviated, usage: .asProvided))
  }

  init(_ trail: Trail) {
    id = trail.id
    name = trail.name
    summary = trail.summary
    region = trail.region
    features = trail.features
    distanceKilometers = trail.distanceKilometers
    elevationGainMeters = trail.elevationGainMeters
    difficulty = trail.difficulty
    isAccessible = trail.isAccessible
    isFavorite = trail.isFavorite
    lastHikedAt = trail.lastHikedAt
  }
}

/// The app's custom Spotlight attribute keys, created once.
enum TrailIndexKeys {
  /// The initializer returns `nil` only for an invalid key name; this one is a fixed,
  /// valid name, so failing here is a programming error that shows up at first launch.
  nonisolated(unsafe) static let distance: CSCustomAttributeKey = {
    guard
      let key = CSCustomAttributeKey(
        keyName: "com_example_trails_distanceKilometers",
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
