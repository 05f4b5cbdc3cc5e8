//
//  ConcurrencyAndGenerics.swift
//  FieldNotes
//
//  The model and store the intents use: an actor, `nonisolated` members, a property wrapper,
//  generics with `where` clauses, `some`/`any`, typed throws, and conformances added here to
//  types declared in other files (`NoteEntity`, `TogglePinIntent`).
//

import AppIntents
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

// MARK: - Model

struct Note: Identifiable, Hashable, Codable, Sendable {
  let id: UUID
  var title: String
  var body: String
  var folderSlug: String?
  var folderName: String?
  var tags: [String]
  var isPinned = false
  var priority: Priority = .normal
  var kind: NoteKind = .text
  var audioURL: URL?
  private(set) var createdAt: Date
  var modifiedAt: Date

  init(
    id: UUID = UUID(), title: String, body: String, folderName: String? = nil,
    tags: [String] = [], audioURL: URL? = nil, createdAt: Date = .now
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.folderName = folderName
    self.folderSlug = folderName.map { $0.lowercased().replacingOccurrences(of: " ", with: "-") }
    self.tags = tags
    self.audioURL = audioURL
    self.createdAt = createdAt
    self.modifiedAt = createdAt
  }
}

struct Folder: Identifiable, Sendable {
  var id: String { slug }
  let slug: String
  var name: String
  var color: String?
  var noteIDs: [UUID]
}

enum NoteError: Error, CustomLocalizedStringResourceConvertible {
  case notFound(UUID)
  case titleTooLong(limit: Int)
  case duplicateTitle(existingCount: Int)
  case saveFailed(underlying: String)
  case noAudio(String)

  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .notFound: "That note no longer exists."
    case .titleTooLong(let limit): "Titles can be at most \(limit) characters."
    case .duplicateTitle: "A note with that title already exists in this folder."
    case .saveFailed(let reason): "The note couldn't be saved: \(reason)"
    case .noAudio(let title): "“\(title)” has no recording."
    }
  }
}

// MARK: - Property wrapper

/// Clamps a value into a range on every write.
@propertyWrapper
struct Clamped<Value: Comparable & Sendable>: Sendable {
  private var value: Value
  let range: ClosedRange<Value>

  init(wrappedValue: Value, _ range: ClosedRange<Value>) {
    self.range = range
    self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }

  var wrappedValue: Value {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }

  var projectedValue: ClosedRange<Value> { range }
}

// MARK: - Store

/// The single owner of notes in the app process.
actor NoteStore {
  static let shared = NoteStore()

  private var notesByID: [UUID: Note] = [:]
  private(set) var folderList: [Folder] = []
  @Clamped(1...500) var maxSuggestions = 50

  nonisolated let containerIdentifier = "group.com.example.fieldnotes"

  nonisolated var debugName: String { "NoteStore(\(containerIdentifier))" }

  func note(id: UUID) -> Note? { notesByID[id] }

  func notes(ids: some Sequence<UUID>) -> [Note] { ids.compactMap { notesByID[$0] } }

  func allNotes() -> [Note] { Array(notesByID.values) }

  func search(_ text: String) -> [Note] {
    notesByID.values.filter { $0.title.localizedStandardContains(text) || $0.body.localizedStandardContains(text) }
  }

  func add(_ note: Note) throws(NoteError) {
    let clashes = notesByID.values.filter { $0.folderSlug == note.folderSlug && $0.title == note.title }
    guard clashes.isEmpty else { throw .duplicateTitle(existingCount: clashes.count) }
    notesByID[note.id] = note
  }

  func update(_ note: Note) throws(NoteError) {
    guard notesByID[note.id] != nil else { throw .notFound(note.id) }
    var copy = note
    copy.modifiedAt = .now
    notesByID[note.id] = copy
  }

  func delete(ids: [UUID]) { ids.forEach { notesByID[$0] = nil } }

  func touch(_ id: UUID) { notesByID[id]?.modifiedAt = .now }

  func folders() -> [Folder] { folderList }

  func tagCounts() -> [String: Int] {
    notesByID.values.flatMap(\.tags).reduce(into: [:]) { counts, tag in counts[tag, default: 0] += 1 }
  }

  /// Removes every note the predicate accepts and returns them.
  func archive(where shouldArchive: @Sendable (Note) -> Bool) throws -> [Note] {
    let doomed = notesByID.values.filter(shouldArchive)
    doomed.forEach { notesByID[$0.id] = nil }
    return doomed
  }

  func move(noteID: UUID, toFolderNamed name: String) throws(NoteError) -> Note {
    guard var note = notesByID[noteID] else { throw .notFound(noteID) }
    note.folderName = name
    try update(note)
    return note
  }

  func saveDraft(noteID: UUID) throws(NoteError) {
    guard notesByID[noteID] != nil else { throw .notFound(noteID) }
  }

  func publish(noteID: UUID, to folder: String, notify: Bool) throws(NoteError) {
    guard var note = notesByID[noteID] else { throw .notFound(noteID) }
    note.folderSlug = folder
    try update(note)
  }

  func reset() { notesByID.removeAll(); folderList.removeAll() }

  func resetLegacy() { reset() }
}

// MARK: - Generic helpers

/// Groups any sequence of identifiable values by a key, keeping the input order.
func grouped<S: Sequence, Key: Hashable>(
  _ values: S,
  by key: (S.Element) throws -> Key
) rethrows -> [Key: [S.Element]] where S.Element: Identifiable {
  try Dictionary(grouping: values, by: key)
}

extension Collection where Element == Note, Index == Int {
  /// The pinned notes, newest first.
  var pinnedNewestFirst: [Note] {
    filter(\.isPinned).sorted { $0.modifiedAt > $1.modifiedAt }
  }
}

protocol NoteSource: Sendable {
  associatedtype Snapshot: Collection where Snapshot.Element == Note
  func snapshot() async -> Snapshot
}

struct StoreSource: NoteSource {
  func snapshot() async -> [Note] { await NoteStore.shared.allNotes() }
}

func loadAll(from sources: [any NoteSource]) async -> [Note] {
  var result: [Note] = []
  for source in sources { result += await collect(source) }
  return result
}

private func collect(_ source: some NoteSource) async -> [Note] {
  Array(await source.snapshot())
}

func firstSource() -> some NoteSource { StoreSource() }

actor PlaceLookup {
  static let shared = PlaceLookup()
  private var cache: [UUID: String] = [:]

  func placeName(forNote id: UUID) async throws -> String? { cache[id] }
}

// MARK: - Conformances for types declared elsewhere

extension NoteEntity: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { entity in
      Data("\(entity.title)\n\n\(entity.body)".utf8)
    }
    ProxyRepresentation(exporting: \.title)
  }
}

@available(iOS 26.0, macOS 26.0, *)
extension TogglePinIntent: UndoableIntent {
  @MainActor
  func registerUndo(for noteID: UUID, wasPinned: Bool) {
    undoManager?.registerUndo(withTarget: NoteNavigator.undoTarget) { _ in
      Task {
        guard var note = await NoteStore.shared.note(id: noteID) else { return }
        note.isPinned = wasPinned
        try? await NoteStore.shared.update(note)
      }
    }
    undoManager?.setActionName("Toggle Pin")
  }
}
