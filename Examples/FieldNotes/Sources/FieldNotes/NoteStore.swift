//
//  NoteStore.swift
//  FieldNotes
//
//  The note model and the store every intent reads and writes. FieldNotes targets iOS 26 and
//  macOS 26, so the intents can use `supportedModes` and property indexing keys directly.
//

import AppIntents
import Foundation
import Observation

/// A note as FieldNotes stores it on disk.
struct Note: Identifiable, Hashable, Codable, Sendable {
  let id: UUID
  var title: String
  var body: String
  var isPinned: Bool
  var priority: Priority
  let createdAt: Date
  var modifiedAt: Date

  init(title: String, body: String = "", isPinned: Bool = false, priority: Priority = .normal) {
    let now = Date.now
    self.id = UUID()
    self.title = title
    self.body = body
    self.isPinned = isPinned
    self.priority = priority
    self.createdAt = now
    self.modifiedAt = now
  }
}

/// Errors the store reports; intents surface them to Siri and Shortcuts as spoken text.
enum NoteStoreError: Error, CustomLocalizedStringResourceConvertible {
  case noteNotFound

  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .noteNotFound: "That note no longer exists."
    }
  }
}

/// The single owner of the notes. An actor, so intents running in the background at the same
/// time as the app's UI cannot corrupt it.
actor NoteStore {
  static let shared = NoteStore()

  private var notesByID: [UUID: Note] = [:]
  private let fileURL: URL

  init(fileURL: URL = URL.applicationSupportDirectory.appending(path: "notes.json")) {
    self.fileURL = fileURL
    if let data = try? Data(contentsOf: fileURL),
      let saved = try? JSONDecoder().decode([Note].self, from: data)
    {
      notesByID = Dictionary(uniqueKeysWithValues: saved.map { ($0.id, $0) })
    }
  }

  /// All notes, pinned first, then most recently modified first.
  func allNotes() -> [Note] {
    notesByID.values.sorted { lhs, rhs in
      if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
      return lhs.modifiedAt > rhs.modifiedAt
    }
  }

  func note(id: UUID) -> Note? {
    notesByID[id]
  }

  func notes(ids: [UUID]) -> [Note] {
    ids.compactMap { notesByID[$0] }
  }

  func search(_ text: String) -> [Note] {
    allNotes().filter { note in
      note.title.localizedStandardContains(text) || note.body.localizedStandardContains(text)
    }
  }

  func create(title: String, body: String, isPinned: Bool, priority: Priority) async throws -> Note {
    let note = Note(title: title, body: body, isPinned: isPinned, priority: priority)
    notesByID[note.id] = note
    try await didChange([note])
    return note
  }

  func togglePin(id: UUID) async throws -> Note {
    guard var note = notesByID[id] else { throw NoteStoreError.noteNotFound }
    note.isPinned.toggle()
    note.modifiedAt = .now
    notesByID[id] = note
    try await didChange([note])
    return note
  }

  func delete(id: UUID) async throws {
    guard notesByID.removeValue(forKey: id) != nil else { throw NoteStoreError.noteNotFound }
    try save()
    try await FieldNotesSpotlightIndex.remove(ids: [id], of: NoteEntity.self)
    FieldNotesShortcuts.updateAppShortcutParameters()
  }

  /// Saves, then keeps Spotlight and the App Shortcut parameters in step with the data.
  private func didChange(_ changed: [Note]) async throws {
    try save()
    try await FieldNotesSpotlightIndex.index(changed.map(NoteEntity.init))
    FieldNotesShortcuts.updateAppShortcutParameters()
  }

  private func save() throws {
    let data = try JSONEncoder().encode(Array(notesByID.values))
    try FileManager.default.createDirectory(
      at: fileURL.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try data.write(to: fileURL, options: .atomic)
  }
}

/// Where intents that open the app leave the note or screen to show: the app's intent router. The
/// app's root view observes it, navigates, and clears `pendingScreen` once it is shown.
@MainActor
@Observable
final class NoteNavigator {
  static let shared = NoteNavigator()

  var selectedNoteID: UUID?
  var pendingScreen: FieldNotesScreen?
}

/// App Intents setup, called once from the app's initializer before any intent can run.
enum FieldNotesIntents {
  static func registerDependencies() {
    AppDependencyManager.shared.add(dependency: NoteStore.shared)
    AppDependencyManager.shared.add(dependency: NoteStore.shared as any NoteEntityProvider)
  }
}

/// Where the generated `NoteEntityQuery` finds notes for Siri, Shortcuts and Spotlight.
extension NoteStore: NoteEntityProvider {
  /// Turns saved identifiers back into notes; notes deleted since are simply left out.
  func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
    notes(ids: identifiers).map(NoteEntity.init)
  }

  func allEntities() async throws -> [NoteEntity] {
    allNotes().map(NoteEntity.init)
  }

  /// Pinned and recent notes, offered before the user types anything.
  func suggestedEntities() async throws -> [NoteEntity] {
    allNotes().prefix(10).map(NoteEntity.init)
  }

  /// Matches the title or body against what the user typed or said.
  func search(matching string: String) async throws -> [NoteEntity] {
    search(string).map(NoteEntity.init)
  }
}

#if !canImport(Darwin)
extension URL {
  /// `URL.applicationSupportDirectory` exists on Apple platforms only (iOS 16, macOS 13). This
  /// equivalent lets the example type-check on Linux against intentgen's App Intents stubs
  /// (see Stubs/README.md); on Apple platforms this block is not compiled.
  static var applicationSupportDirectory: URL {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
  }
}
#endif
