//
//  SchemaTypes.swift
//  FieldNotes
//
//  Types that adopt the .notes app schema domain (27 releases). They are siblings of
//  NoteEntity and CreateNoteIntent because the schema fixes names and types
//  (`name: AttributedString`, `attachments: [IntentFile]`…) and the whole type must be 27-only.
//  The schema accessors do not exist in older SDKs, so the file is gated on the compiler too.
//

#if compiler(>=6.4) && !os(watchOS)
import AppIntents
import Foundation

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppEntity(schema: .notes.note)
struct SiriNoteEntity {
  static let defaultQuery = SiriNoteEntityQuery()

  let id: UUID
  var name: AttributedString
  var content: AttributedString?
  var attachments: [IntentFile]
  var isPinned: Bool
  var creationDate: Date?
  var modificationDate: Date?
  var folder: SiriFolderEntity?

  /// Not part of the schema; extra entity properties are allowed.
  var wordCount: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(String(name.characters))")
  }

  init(_ note: Note) {
    // Plain stored properties first: schema properties go through the macro's wrappers.
    id = note.id
    wordCount = note.body.split(separator: " ").count
    name = AttributedString(note.title)
    content = note.body.isEmpty ? nil : AttributedString(note.body)
    attachments = []
    isPinned = note.isPinned
    creationDate = note.createdAt
    modificationDate = note.modifiedAt
    folder = note.folderSlug.map { SiriFolderEntity(id: $0, name: note.folderName ?? $0) }
  }

  struct SiriNoteEntityQuery: EntityStringQuery {
    func entities(for identifiers: [UUID]) async throws -> [SiriNoteEntity] {
      await NoteStore.shared.notes(ids: identifiers).map(SiriNoteEntity.init)
    }

    func entities(matching string: String) async throws -> [SiriNoteEntity] {
      await NoteStore.shared.search(string).map(SiriNoteEntity.init)
    }
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppEntity(schema: .notes.folder)
struct SiriFolderEntity {
  static let defaultQuery = SiriFolderEntityQuery()

  let id: String
  var name: String
  var parentFolder: SiriFolderEntity?
  var account: SiriAccountEntity?

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: String, name: String) {
    self.id = id
    self.name = name
    self.parentFolder = nil
    self.account = nil
  }

  struct SiriFolderEntityQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [SiriFolderEntity] {
      try await allEntities().filter { identifiers.contains($0.id) }
    }

    func allEntities() async throws -> [SiriFolderEntity] {
      await NoteStore.shared.folders().map { SiriFolderEntity(id: $0.slug, name: $0.name) }
    }
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppEntity(schema: .notes.account)
struct SiriAccountEntity {
  static let defaultQuery = SiriAccountQuery()

  let id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  struct SiriAccountQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SiriAccountEntity] {
      identifiers.map { SiriAccountEntity(id: $0, name: $0 == "local" ? "On My iPhone" : "iCloud") }
    }
  }
}

// MARK: - Intents

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppIntent(schema: .notes.createNote)
struct SiriCreateNoteIntent {
  var name: AttributedString
  var content: AttributedString?
  var attachments: [IntentFile]
  var isPinned: Bool
  var folder: SiriFolderEntity?

  /// Extra parameters must be optional when the schema does not define them.
  @Parameter(title: "Priority")
  var priority: Priority?

  func perform() async throws -> some ReturnsValue<SiriNoteEntity> {
    var note = Note(
      title: String(name.characters),
      body: content.map { String($0.characters) } ?? "",
      folderName: folder?.name
    )
    note.isPinned = isPinned
    note.priority = priority ?? .normal
    try await NoteStore.shared.add(note)
    return .result(value: SiriNoteEntity(note))
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppIntent(schema: .notes.updateNote)
struct SiriUpdateNoteIntent {
  var target: SiriNoteEntity
  var name: AttributedString?
  var attachments: [IntentFile]?
  var isPinned: Bool?
  var folder: SiriFolderEntity?

  func perform() async throws -> some ReturnsValue<SiriNoteEntity> {
    guard var note = await NoteStore.shared.note(id: target.id) else {
      throw NoteError.notFound(target.id)
    }
    if let name { note.title = String(name.characters) }
    if let isPinned { note.isPinned = isPinned }
    if let folder { note.folderSlug = folder.id; note.folderName = folder.name }
    try await NoteStore.shared.update(note)
    return .result(value: SiriNoteEntity(note))
  }
}

// MARK: - Cross-device identity

@available(iOS 27.0, macOS 27.0, watchOS 27.0, visionOS 27.0, *)
extension NoteEntity: SyncableEntity {}
#endif
