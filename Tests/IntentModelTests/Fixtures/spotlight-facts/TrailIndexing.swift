//
//  TrailIndexing.swift
//  Fixture: spotlight-facts
//
//  Every way this app talks to Core Spotlight: a named index reached through a constant and
//  through a literal, the default index, entity indexing with and without a priority, deletion
//  by identifier and by type, and a searchable item associated with an entity.
//

import AppIntents
import CoreSpotlight
import Foundation
import UniformTypeIdentifiers

enum TrailIndex {
  static let name = "Trails"

  /// The same named index, through the constant.
  static var index: CSSearchableIndex {
    CSSearchableIndex(name: name)
  }

  static func update(_ trails: [TrailEntity]) async throws {
    try await index.indexAppEntities(trails)
  }

  /// The same named index again, this time spelled as a literal.
  static func updateFavorites(_ favorites: [TrailEntity]) async throws {
    try await CSSearchableIndex(name: "Trails").indexAppEntities(favorites, priority: 10)
  }

  static func remove(_ ids: [TrailEntity.ID]) async throws {
    try await index.deleteAppEntities(identifiedBy: ids, ofType: TrailEntity.self)
  }

  static func removeAll() async throws {
    try await index.deleteAppEntities(ofType: TrailEntity.self)
  }

  /// A plain searchable item for a trail report, tied to the trail entity it describes.
  static func indexReport(title: String, body: String, about trail: TrailEntity) async throws {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = title
    attributes.contentDescription = body
    let item = CSSearchableItem(
      uniqueIdentifier: "report-\(trail.id.uuidString)",
      domainIdentifier: "reports",
      attributeSet: attributes
    )
    item.associateAppEntity(trail, priority: 5)
    try await index.indexSearchableItems([item])
  }
}

/// Older code that still writes to the default index: a second, separate store.
enum LegacyTrailIndex {
  static func update(_ trails: [TrailEntity]) async throws {
    try await CSSearchableIndex.default().indexAppEntities(trails)
  }

  static func removeAll() async throws {
    try await CSSearchableIndex.default().deleteAppEntities(ofType: TrailEntity.self)
  }
}
