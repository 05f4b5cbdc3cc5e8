//
//  SiriNoteSchema.swift
//  FieldNotes
//
//  Siblings of `NoteEntity` and `CreateNoteIntent` that adopt the `.notes` app schema domain (27
//  releases; not on watchOS), so that Siri and Apple Intelligence can create notes from natural
//  requests. The schema fixes the names and types of the members (`name` and `content` are
//  `AttributedString`, `attachments` is `[IntentFile]`…), which differ from NoteEntity's, and a
//  schema type cannot exist on the 26 releases FieldNotes still supports: so these are separate,
//  27-only types over the same store. They can merge into NoteEntity and CreateNoteIntent once the
//  deployment target reaches 27.
//
//  `@AppEntity(schema:)` and `@AppIntent(schema:)` add the App Intents conformances and wrap the
//  schema members in `@Property` and `@Parameter`. These macros come with Apple's SDK. On Linux the
//  package builds against intentgen's stub modules (Stubs/), which cannot provide macros, hence
//  `!os(Linux)`: the compiler skips this file there, while intentgen, which reads every `#if`
//  branch, still lints it and extracts its types (see Stubs/README.md, "Not stubbed").
//

#if !os(watchOS) && !os(Linux)
import AppIntents
import Foundation

/// A note as the `.notes.note` schema describes it. An app may have only one such type.
@available(iOS 27, macOS 27, visionOS 27, *)
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
  var folder: SiriNotebookEntity?

  /// Not part of the schema: an entity may add properties, and Shortcuts shows this one.
  @Property(title: "Priority")
  var priority: Priority

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", image: .init(systemName: isPinned ? "pin.fill" : "note.text"))
  }

  /// Maps a `Note` the way `NoteEntity.init(_:)` does. The macro wraps the schema properties, so
  /// there is no memberwise initializer, and the plain stored `id` is assigned first.
  init(_ note: Note) {
    id = note.id
    name = AttributedString(note.title)
    content = note.body.isEmpty ? nil : AttributedString(note.body)
    attachments = []  // FieldNotes stores text only.
    isPinned = note.isPinned
    creationDate = note.createdAt
    modificationDate = note.modifiedAt
    folder = nil  // FieldNotes has no notebooks.
    priority = note.priority
  }

  struct SiriNoteEntityQuery: EntityQuery {
    func entities(for identifiers: [SiriNoteEntity.ID]) async throws -> [SiriNoteEntity] {
      await NoteStore.shared.notes(ids: identifiers).map(SiriNoteEntity.init)
    }

    func suggestedEntities() async throws -> [SiriNoteEntity] {
      await NoteStore.shared.allNotes().prefix(10).map(SiriNoteEntity.init)
    }
  }
}

/// A notebook, as the `.notes.folder` schema describes it. FieldNotes keeps every note in one list,
/// so there are no instances yet: the type exists because the note and `createNote` schemas declare
/// a `folder` of this schema, which FieldNotes leaves `nil` (schema members an app does not support
/// are declared and left `nil`).
@available(iOS 27, macOS 27, visionOS 27, *)
@AppEntity(schema: .notes.folder)
struct SiriNotebookEntity {
  static let defaultQuery = SiriNotebookEntityQuery()

  let id: UUID

  var name: String
  var parentFolder: SiriNotebookEntity?
  var account: SiriAccountEntity?

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  /// A string query, so that the entity can be resolved when it is a parameter (`createNote`'s
  /// `folder`). It finds nothing until FieldNotes has notebooks.
  struct SiriNotebookEntityQuery: EntityStringQuery {
    func entities(for identifiers: [SiriNotebookEntity.ID]) async throws -> [SiriNotebookEntity] {
      []
    }

    func entities(matching string: String) async throws -> [SiriNotebookEntity] {
      []
    }
  }
}

/// An account, as the `.notes.account` schema describes it, for the folder's `account`. FieldNotes
/// keeps its notes on the device, with no account, so there are no instances.
@available(iOS 27, macOS 27, visionOS 27, *)
@AppEntity(schema: .notes.account)
struct SiriAccountEntity {
  static let defaultQuery = SiriAccountEntityQuery()

  let id: UUID

  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  struct SiriAccountEntityQuery: EntityQuery {
    func entities(for identifiers: [SiriAccountEntity.ID]) async throws -> [SiriAccountEntity] {
      []
    }
  }
}

/// Creates a note from a request to Siri or Apple Intelligence, in the `.notes.createNote` shape.
@available(iOS 27, macOS 27, visionOS 27, *)
@AppIntent(schema: .notes.createNote)
struct SiriCreateNoteIntent {
  /// The Shortcuts app already offers `CreateNoteIntent`; this one is for Siri and Apple
  /// Intelligence only.
  static let isAssistantOnly = true

  var name: AttributedString
  var content: AttributedString?
  var attachments: [IntentFile]
  var isPinned: Bool
  var folder: SiriNotebookEntity?

  /// Registered by `FieldNotesIntents.registerDependencies()`.
  @Dependency private var store: NoteStore

  /// FieldNotes stores text only and has no notebooks, so `attachments` and `folder` are not kept.
  func perform() async throws -> some IntentResult & ReturnsValue<SiriNoteEntity> {
    let note = try await store.create(
      title: String(name.characters),
      body: content.map { String($0.characters) } ?? "",
      isPinned: isPinned,
      priority: .normal
    )
    return .result(value: SiriNoteEntity(note))
  }
}
#endif
