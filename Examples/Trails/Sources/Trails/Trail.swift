//
//  Trail.swift
//  Trails
//
//  The trail model and the store every intent reads and writes. Trails targets iOS 26 and
//  macOS 26, so intents can declare `supportedModes` and entities can map properties to
//  Spotlight keys directly.
//

import AppIntents
import Foundation
import Observation

/// A trail as the app stores it on disk.
struct Trail: Identifiable, Hashable, Codable, Sendable {
  let id: UUID
  var name: String
  var summary: String
  var region: String
  var trailheadName: String
  var distanceKilometers: Double
  var elevationGainMeters: Int
  var difficulty: TrailDifficulty
  /// Words people search with that the summary may not contain: "waterfall", "dog-friendly".
  var features: [String]
  var isAccessible: Bool
  var isFavorite: Bool
  let addedAt: Date
  var lastHikedAt: Date?
}

/// Errors the store reports; intents surface them to Siri and Shortcuts as spoken text.
enum TrailStoreError: Error, CustomLocalizedStringResourceConvertible {
  case trailNotFound

  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .trailNotFound: "That trail is no longer in your library."
    }
  }
}

/// The single owner of the trail library. An actor, so intents that run in the background
/// while the app's UI is open cannot corrupt it.
actor TrailStore {
  static let shared = TrailStore()

  private var trailsByID: [UUID: Trail] = [:]
  private let fileURL: URL

  init(fileURL: URL = URL.applicationSupportDirectory.appending(path: "trails.json")) {
    self.fileURL = fileURL
    if let data = try? Data(contentsOf: fileURL),
      let saved = try? JSONDecoder().decode([Trail].self, from: data)
    {
      trailsByID = Dictionary(uniqueKeysWithValues: saved.map { ($0.id, $0) })
    }
  }

  /// Every trail, favorites first, then alphabetically.
  func allTrails() -> [Trail] {
    trailsByID.values.sorted { lhs, rhs in
      if lhs.isFavorite != rhs.isFavorite { return lhs.isFavorite }
      return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
    }
  }

  func trail(id: UUID) -> Trail? {
    trailsByID[id]
  }

  /// The trails that still exist, in the order asked for.
  func trails(ids: [UUID]) -> [Trail] {
    ids.compactMap { trailsByID[$0] }
  }

  /// Matches the name, region, trailhead and features against what someone typed or said.
  func search(_ text: String) -> [Trail] {
    allTrails().filter { trail in
      trail.name.localizedStandardContains(text)
        || trail.region.localizedStandardContains(text)
        || trail.trailheadName.localizedStandardContains(text)
        || trail.features.contains { $0.localizedStandardContains(text) }
    }
  }

  /// Favorites and the most recently hiked trails, for pickers before anyone types.
  func suggestions(limit: Int) -> [Trail] {
    let recent = trailsByID.values
      .filter { $0.lastHikedAt != nil }
      .sorted { ($0.lastHikedAt ?? .distantPast) > ($1.lastHikedAt ?? .distantPast) }
    let favorites = allTrails().filter(\.isFavorite)
    var seen = Set<UUID>()
    return Array((favorites + recent).filter { seen.insert($0.id).inserted }.prefix(limit))
  }

  /// The matching trail hiked least recently, so suggestions rotate through the library.
  func suggestion(difficulty: TrailDifficulty, maximumDistance: Double, accessibleOnly: Bool) -> Trail? {
    trailsByID.values
      .filter { $0.difficulty == difficulty && $0.distanceKilometers <= maximumDistance }
      .filter { !accessibleOnly || $0.isAccessible }
      .min { ($0.lastHikedAt ?? .distantPast) < ($1.lastHikedAt ?? .distantPast) }
  }

  func markHiked(id: UUID, at date: Date) async throws -> Trail {
    guard var trail = trailsByID[id] else { throw TrailStoreError.trailNotFound }
    trail.lastHikedAt = date
    trailsByID[id] = trail
    try await didChange([trail])
    return trail
  }

  func delete(id: UUID) async throws {
    guard trailsByID.removeValue(forKey: id) != nil else { throw TrailStoreError.trailNotFound }
    try save()
    try await TrailsSpotlightIndex.remove(ids: [id], of: TrailEntity.self)
    TrailsShortcuts.updateAppShortcutParameters()
  }

  /// Saves, then keeps Spotlight and the App Shortcut parameters in step with the data.
  /// Favorites are indexed with a higher priority, so they rank above the rest.
  private func didChange(_ changed: [Trail]) async throws {
    try save()
    let entities = changed.map(TrailEntity.init)
    try await TrailsSpotlightIndex.index(entities.filter(\.isFavorite), priority: 10)
    try await TrailsSpotlightIndex.index(entities.filter { !$0.isFavorite })
    TrailsShortcuts.updateAppShortcutParameters()
  }

  private func save() throws {
    let data = try JSONEncoder().encode(Array(trailsByID.values))
    try FileManager.default.createDirectory(
      at: fileURL.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try data.write(to: fileURL, options: .atomic)
  }
}

/// Where intents that open the app leave the trail to show. The app's root view observes it.
@MainActor
@Observable
final class TrailNavigator {
  static let shared = TrailNavigator()

  var selectedTrailID: UUID?
}

/// App Intents setup, called once from the app's initializer before any intent can run.
enum TrailsAppIntents {
  static func registerDependencies() {
    AppDependencyManager.shared.add(dependency: TrailStore.shared)
    AppDependencyManager.shared.add(dependency: TrailStore.shared as any TrailEntityProvider)
    AppDependencyManager.shared.add(dependency: HikeTracker.shared)
  }
}

/// Where the generated `TrailEntity.Query` finds trails for Siri, Shortcuts, Spotlight and the
/// Find Trails action. Filters are evaluated in memory over `allEntities()` (the generated default).
extension TrailStore: TrailEntityProvider {
  /// Turns saved identifiers back into trails; trails deleted since are left out.
  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    trails(ids: identifiers).map(TrailEntity.init)
  }

  func allEntities() async throws -> [TrailEntity] {
    allTrails().map(TrailEntity.init)
  }

  /// Favorites and recent hikes. These are also the values Siri listens for in the
  /// parameterized App Shortcut phrases.
  func suggestedEntities() async throws -> [TrailEntity] {
    suggestions(limit: 12).map(TrailEntity.init)
  }

  /// Also matches the trailhead, which the entity does not carry.
  func search(matching string: String) async throws -> [TrailEntity] {
    search(string).map(TrailEntity.init)
  }
}
