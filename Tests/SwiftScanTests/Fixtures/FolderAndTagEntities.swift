//
//  FolderAndTagEntities.swift
//  FieldNotes
//
//  Two small entities that each declare a nested type named `Query`, plus a transient entity.
//  Since Xcode 16 query identifiers are bare type names, so the two `Query` types collide.
//

import AppIntents
import CoreSpotlight
import Foundation

// MARK: - Folder

/// A folder of notes. Folders are few, so the query can enumerate all of them.
struct FolderEntity: IndexedEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
  static var defaultQuery = Query()

  /// The folder's slug ("field-trips"); slugs are assigned once and never reused.
  let id: String

  @Property(title: "Name", indexingKey: \.title)
  var name: String

  @Property(title: "Note Count")
  var noteCount: Int

  @Property(title: "Color")
  var colorName: String?

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)",
      subtitle: "\(noteCount) notes",
      image: .init(systemName: "folder.fill")
    )
  }

  init(id: String, name: String, noteCount: Int, colorName: String? = nil) {
    self.id = id
    self.name = name
    self.noteCount = noteCount
    self.colorName = colorName
  }

  struct Query: EnumerableEntityQuery {
    func entities(for identifiers: [FolderEntity.ID]) async throws -> [FolderEntity] {
      try await allEntities().filter { identifiers.contains($0.id) }
    }

    func allEntities() async throws -> [FolderEntity] {
      let folders = await NoteStore.shared.folders()
      return folders.map { folder in
        FolderEntity(id: folder.slug, name: folder.name, noteCount: folder.noteIDs.count, colorName: folder.color)
      }
    }

    func suggestedEntities() async throws -> [FolderEntity] {
      try await allEntities()
        .sorted { $0.noteCount > $1.noteCount }
        .prefix(5)
        .map { $0 }
    }
  }
}

// MARK: - Tag

/// A tag, identified by its lowercased name.
struct TagEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Tag",
    numericFormat: "\(placeholder: .int) tags"
  )
  static var defaultQuery = Query()

  var id: String { name.lowercased() }

  let name: String
  let usageCount: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "#\(name)", subtitle: "Used \(usageCount) times")
  }

  /// Same bare name as `FolderEntity.Query`: the metadata processor reports
  /// "Found multiple, identical identifiers for query: Query".
  struct Query: EntityStringQuery {
    typealias Entity = TagEntity

    func entities(for identifiers: [String]) async throws -> [TagEntity] {
      let wanted = Set(identifiers)
      return await all().filter { wanted.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [TagEntity] {
      let prefix = string.hasPrefix("#") ? String(string.dropFirst()) : string
      return await all().filter { $0.name.range(of: prefix, options: [.caseInsensitive, .anchored]) != nil }
    }

    func suggestedEntities() async throws -> [TagEntity] {
      Array(await all().prefix(8))
    }

    private func all() async -> [TagEntity] {
      let counts = await NoteStore.shared.tagCounts()
      return counts
        .sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        .map { TagEntity(name: $0.key, usageCount: $0.value) }
    }
  }
}

// MARK: - Transient

/// Statistics computed on demand and returned by `NoteStatisticsIntent`; never persisted,
/// so it has no query and its properties need defaults.
struct NoteStatistics: TransientAppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note Statistics"

  @Property(title: "Total Notes")
  var total: Int

  @Property(title: "Pinned Notes")
  var pinned: Int

  @Property(title: "Busiest Folder")
  var busiestFolder: String?

  init() {
    total = 0
    pinned = 0
    busiestFolder = nil
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(total) notes",
      subtitle: "\(pinned) pinned\(busiestFolder.map { ", mostly in \($0)" } ?? "")"
    )
  }
}
