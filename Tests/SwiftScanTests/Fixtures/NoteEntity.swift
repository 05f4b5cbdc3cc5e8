//
//  NoteEntity.swift
//  FieldNotes
//
//  The app entity for one note: a projection of `Note`, not the model itself.
//  Spotlight conformance lives in SpotlightIndexing.swift; Transferable in ConcurrencyAndGenerics.swift.
//

import AppIntents
import CoreSpotlight
import Foundation

/// A note as Siri, Shortcuts and Spotlight see it.
///
/// The identifier is the note's own UUID, the same one the deep links carry, so a saved
/// shortcut that says "this note" still resolves after the note is renamed or moved.
struct NoteEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Note",
    numericFormat: "\(placeholder: .int) notes"
  )

  static var defaultQuery = NoteEntityQuery()

  let id: UUID

  @Property(title: "Title", indexingKey: \.title)
  var title: String

  @Property(title: "Body", indexingKey: \.contentDescription)
  var body: String

  @Property(title: "Folder")
  var folder: String

  @Property(title: "Tags", indexingKey: \.keywords)
  var tags: [String]

  @Property(title: "Pinned")
  var isPinned: Bool

  @Property(title: "Priority")
  var priority: Priority

  @Property(title: "Kind")
  var kind: NoteKind

  @Property(title: "Created", indexingKey: \.contentCreationDate)
  var createdAt: Date

  @Property(title: "Modified", indexingKey: \.contentModificationDate)
  var modifiedAt: Date

  /// Not an `@Property`: the system never sees it, which is the point.
  var audioURL: URL?

  /// Derived from the body on every read; the system knows not to store it.
  @ComputedProperty(title: "Word Count")
  var wordCount: Int {
    body.split(whereSeparator: \.isWhitespace).count
  }

  @ComputedProperty(title: "Has Audio")
  var hasAudio: Bool { audioURL != nil }

  /// Reverse geocoding is slow, so the system fetches the place only when it needs it.
  @DeferredProperty(title: "Place")
  var placeName: String? {
    get async throws {
      try await PlaceLookup.shared.placeName(forNote: id)
    }
  }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(title)",
      subtitle: "\(folder)",
      image: .init(systemName: isPinned ? "pin.fill" : "note.text")
    )
  }

  init(
    id: UUID = UUID(),
    title: String,
    body: String = "",
    folder: String = "Inbox",
    tags: [String] = [],
    isPinned: Bool = false,
    priority: Priority = .normal,
    kind: NoteKind = .text,
    createdAt: Date = .now,
    modifiedAt: Date? = nil,
    audioURL: URL? = nil
  ) {
    self.id = id
    self.audioURL = audioURL
    self.title = title
    self.body = body
    self.folder = folder
    self.tags = tags
    self.isPinned = isPinned
    self.priority = priority
    self.kind = kind
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }
}

// MARK: - Mapping from the model

extension NoteEntity {
  /// Builds the entity from a stored note. Used by every query and intent.
  init(_ note: Note) {
    self.init(
      id: note.id,
      title: note.title,
      body: note.body,
      folder: note.folderName ?? "Inbox",
      tags: note.tags,
      isPinned: note.isPinned,
      priority: note.priority,
      kind: note.kind,
      createdAt: note.createdAt,
      modifiedAt: note.modifiedAt,
      audioURL: note.audioURL
    )
  }

  /// A short, speakable summary: "Heron nest (3 tags, pinned)".
  var spokenSummary: String {
    var parts: [String] = []
    if !tags.isEmpty { parts.append("\(tags.count) tag\(tags.count == 1 ? "" : "s")") }
    if isPinned { parts.append("pinned") }
    return parts.isEmpty ? title : "\(title) (\(parts.joined(separator: ", ")))"
  }
}

// MARK: - Equality by identity

extension NoteEntity: Hashable {
  static func == (lhs: NoteEntity, rhs: NoteEntity) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// MARK: - An entity that wraps the model instead of copying it

/// The second architecture: an entity that keeps a reference to the model and computes
/// everything from it. Fine when the whole model fits in memory.
struct NoteSnapshotEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note Snapshot"
  static let defaultQuery = NoteSnapshotQuery()

  var id: UUID { note.id }
  let note: Note

  @ComputedProperty(title: "Title")
  var title: String { note.title }

  @ComputedProperty(title: "Excerpt", indexingKey: \.contentDescription)
  var excerpt: String { String(note.body.prefix(140)) }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(note.title)", subtitle: "\(note.folderName ?? "Inbox")")
  }
}

struct NoteSnapshotQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [NoteSnapshotEntity] {
    await NoteStore.shared.notes(ids: identifiers).map(NoteSnapshotEntity.init(note:))
  }
}
