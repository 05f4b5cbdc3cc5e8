import Foundation
import XCTest

@testable import FieldNotes

/// The note store's own logic, which runs anywhere: reading saved notes, their order, search. (On
/// Linux the App Intents and Spotlight calls go to type-checking stubs that cannot run, so the
/// tests stay away from creating, pinning and deleting, which index notes in Spotlight.)
final class NoteStoreTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("FieldNotesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: directory)
  }

  /// A store reading `notes` from a file, as after a previous launch.
  private func store(with notes: [Note]) throws -> NoteStore {
    let file = directory.appendingPathComponent("notes.json")
    try JSONEncoder().encode(notes).write(to: file)
    return NoteStore(fileURL: file)
  }

  private func note(_ title: String, body: String = "", pinned: Bool = false, modified: TimeInterval) -> Note {
    var note = Note(title: title, body: body, isPinned: pinned)
    note.modifiedAt = Date(timeIntervalSince1970: modified)
    return note
  }

  func testSavedNotesAreListedPinnedFirstThenMostRecentlyModified() async throws {
    let old = note("Old", modified: 100)
    let recent = note("Recent", modified: 300)
    let pinned = note("Pinned", pinned: true, modified: 50)
    let store = try store(with: [old, recent, pinned])
    let titles = await store.allNotes().map(\.title)
    XCTAssertEqual(titles, ["Pinned", "Recent", "Old"])
  }

  func testSearchMatchesTitlesAndBodiesIgnoringCase() async throws {
    let store = try store(with: [
      note("Birds", body: "A heron by the lake", modified: 1),
      note("Lake walk", modified: 2),
      note("Groceries", body: "milk", modified: 3),
    ])
    let titles = await store.search("LAKE").map(\.title)
    XCTAssertEqual(titles, ["Lake walk", "Birds"])
  }

  func testNotesAreFoundByIdentifier() async throws {
    let first = note("First", modified: 1)
    let second = note("Second", modified: 2)
    let store = try store(with: [first, second])
    let byID = await store.note(id: second.id)
    XCTAssertEqual(byID?.title, "Second")
    let byIDs = await store.notes(ids: [second.id, UUID(), first.id]).map(\.title)
    XCTAssertEqual(byIDs, ["Second", "First"])
  }

  func testAMissingFileGivesAnEmptyStore() async {
    let store = NoteStore(fileURL: directory.appendingPathComponent("missing.json"))
    let notes = await store.allNotes()
    XCTAssertEqual(notes, [])
  }
}
