//
//  SpotlightIndexing.swift
//  FieldNotes
//
//  Spotlight: the IndexedEntity conformance for `NoteEntity` (declared in NoteEntity.swift),
//  a named index, reindexing through IndexedEntityQuery, and a CSSearchableItem pipeline
//  that associates existing items with entities. Core Spotlight is not on watchOS.
//

#if canImport(CoreSpotlight) && !os(watchOS)
import AppIntents
@preconcurrency import CoreSpotlight
import Foundation
import UniformTypeIdentifiers

extension NoteEntity: IndexedEntity {
  /// Adds what the `@Property` indexing keys cannot express.
  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.displayName = title
    attributes.contentDescription = String(body.prefix(300))
    attributes.keywords = tags + [folder, kind.rawValue]
    attributes.rating = NSNumber(value: priority.rawValue)
    attributes.contentModificationDate = modifiedAt
    if let key = NoteIndexKeys.wordCount {
      attributes.setValue(NSNumber(value: wordCount), forCustomKey: key)
    }
    return attributes
  }
}

/// Custom attribute keys, created once. The initializer is failable.
enum NoteIndexKeys {
  nonisolated(unsafe) static let wordCount = CSCustomAttributeKey(
    keyName: "com_example_fieldnotes_wordCount",
    searchable: false,
    searchableByDefault: false,
    unique: false,
    multiValued: false
  )
}

/// One named index for the whole app. Never mix it with `CSSearchableIndex.default()`.
enum NoteSpotlightIndex {
  static let indexName = "FieldNotes-Notes"

  static var index: CSSearchableIndex { CSSearchableIndex(name: indexName) }

  static func update(_ notes: [Note]) async throws {
    guard !notes.isEmpty else { return }
    let entities = notes.map(NoteEntity.init)
    // Pinned notes first, with a higher priority, so they surface above the rest.
    let (pinned, others) = (entities.filter(\.isPinned), entities.filter { !$0.isPinned })
    try await index.indexAppEntities(pinned, priority: 10)
    for batch in stride(from: 0, to: others.count, by: 200) {
      try Task.checkCancellation()
      let slice = Array(others[batch..<min(batch + 200, others.count)])
      try await index.indexAppEntities(slice)
    }
  }

  static func remove(_ ids: [NoteEntity.ID]) async throws {
    try await index.deleteAppEntities(identifiedBy: ids, ofType: NoteEntity.self)
  }

  static func removeAll() async throws {
    try await index.deleteAppEntities(ofType: NoteEntity.self)
    try await index.deleteAppEntities(ofType: FolderEntity.self)
  }
}

// MARK: - Reindexing on request (27)

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
extension NoteEntityQuery: IndexedEntityQuery {
  func reindexEntities(
    for identifiers: [NoteEntity.ID],
    indexDescription: CSSearchableIndexDescription
  ) async throws {
    let notes = await NoteStore.shared.notes(ids: identifiers)
    try await NoteSpotlightIndex.update(notes)
  }

  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
    try await NoteSpotlightIndex.update(await NoteStore.shared.allNotes())
  }
}

// MARK: - Legacy pipeline: searchable items that know their entity

/// Folders were indexed as plain items before entities existed. Associating each item with
/// its entity lets Siri act on results without re-plumbing the pipeline.
@MainActor
final class FolderItemIndexer: NSObject, CSSearchableIndexDelegate {
  static let shared = FolderItemIndexer()

  private let index = CSSearchableIndex(name: NoteSpotlightIndex.indexName)

  private override init() {
    super.init()
    index.indexDelegate = self
  }

  func index(_ folders: [FolderEntity]) async throws {
    let items = folders.map { folder in
      let attributes = CSSearchableItemAttributeSet(contentType: .folder)
      attributes.title = folder.name
      attributes.contentDescription = "\(folder.noteCount) notes"
      let item = CSSearchableItem(
        uniqueIdentifier: "folder:\(folder.id)",
        domainIdentifier: "folders",
        attributeSet: attributes
      )
      item.associateAppEntity(folder, priority: folder.noteCount > 20 ? 5 : 0)
      return item
    }
    try await index.indexSearchableItems(items)
  }

  nonisolated func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void
  ) {
    // The Objective-C handler is not Sendable; it is called exactly once, after the work.
    nonisolated(unsafe) let acknowledge = acknowledgementHandler
    Task { @MainActor in
      let folders = try? await FolderEntity.Query().allEntities()
      try? await self.index(folders ?? [])
      acknowledge()
    }
  }

  nonisolated func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping () -> Void
  ) {
    let slugs = identifiers.compactMap { $0.split(separator: ":", maxSplits: 1).last.map(String.init) }
    nonisolated(unsafe) let acknowledge = acknowledgementHandler
    Task { @MainActor in
      let folders = try? await FolderEntity.Query().entities(for: slugs)
      try? await self.index(folders ?? [])
      acknowledge()
    }
  }
}

// MARK: - Prototype code that still uses the default index

enum QuickIndexPrototype {
  /// Kept for the debug menu. Writes to the *default* index, so its items never meet the
  /// named index above.
  static func indexEverything() async throws {
    let notes = await NoteStore.shared.allNotes().map(NoteEntity.init)
    try await CSSearchableIndex.default().indexAppEntities(notes)
  }
}
#endif
