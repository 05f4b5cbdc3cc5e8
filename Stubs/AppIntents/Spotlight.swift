// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.
//
// AppIntents depends on CoreSpotlight, not the reverse: the SDK declares `indexAppEntities` and
// `deleteAppEntities` in AppIntents, as an extension of CoreSpotlight's `CSSearchableIndex` (their
// symbols are `s:So17CSSearchableIndexC10AppIntentsE…`), and `IndexedEntity` refers to
// `CSSearchableItemAttributeSet`. Code calling them imports both modules.

import CoreSpotlight
import Foundation

/// An app entity that the app donates to its Spotlight index (`IndexedEntity`, iOS 18).
public protocol IndexedEntity: AppEntity {
  /// Extra attributes indexed with the entity; `@Property(indexingKey:)` values are added to them.
  var attributeSet: CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
  public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

  /// The title, subtitle and image of the display representation, as an attribute set.
  public var defaultAttributeSet: CSSearchableItemAttributeSet { CSSearchableItemAttributeSet() }

  /// Whether the entity is kept out of Spotlight results while still indexed (iOS 18.4).
  public var hideInSpotlight: Bool { false }
}

/// An entity query that re-supplies indexed entities when Spotlight asks, after its index was damaged
/// or restored (`IndexedEntityQuery`, iOS 27; SDK: `protocol IndexedEntityQuery : EntityQuery where
/// Self.Entity : IndexedEntity`, with exactly these two requirements).
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {
  func reindexEntities(for identifiers: [Entity.ID], indexDescription: CSSearchableIndexDescription) async throws
  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws
}

extension CSSearchableIndex {
  /// Adds or updates entities; an entity whose identifier is already indexed is replaced.
  public func indexAppEntities(_ appEntities: [some IndexedEntity], priority: Int = 0) async throws {
    stubTrap("CSSearchableIndex.indexAppEntities(_:priority:)")
  }

  /// Removes the entities with these identifiers.
  public func deleteAppEntities<Entity: IndexedEntity>(
    identifiedBy identifiers: [Entity.ID],
    ofType type: Entity.Type
  ) async throws {
    stubTrap("CSSearchableIndex.deleteAppEntities(identifiedBy:ofType:)")
  }

  /// Removes every entity of a type.
  public func deleteAppEntities<Entity: IndexedEntity>(ofType entityType: Entity.Type) async throws {
    stubTrap("CSSearchableIndex.deleteAppEntities(ofType:)")
  }
}

extension CSSearchableItem {
  /// Creates an item from an entity (iOS 27, resolves deferred properties first).
  public convenience init<Entity: IndexedEntity>(appEntity: Entity, priority: Int) async {
    self.init()
  }

  /// Links an existing item to an entity, so that semantic search can act on it.
  public func associateAppEntity(_ appEntity: some IndexedEntity, priority: Int = 0) {}
}

extension CSSearchableItemAttributeSet {
  public func associateAppEntity<Entity: IndexedEntity>(_ appEntity: Entity, priority: Int = 0) {}
}
