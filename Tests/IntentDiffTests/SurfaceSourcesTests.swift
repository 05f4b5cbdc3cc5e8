import Foundation
import IntentDiff
import IntentEmit
import IntentModel
import XCTest

/// The no-op diff, and surfaces from a model, its manifest and its lock file agreeing.
final class SurfaceSourcesTests: XCTestCase {
  func testModelAgainstItselfHasNoChanges() throws {
    for example in ["FieldNotes", "Trails"] {
      let surface = IntentSurface(model: try DiffFixture.exampleModel(example))
      XCTAssertFalse(surface.intents.isEmpty, example)
      XCTAssertEqual(SurfaceDiff.changes(from: surface, to: surface), [], example)
    }
  }

  func testGoldenManifestAgainstTheExampleHasNoChanges() throws {
    for example in ["FieldNotes", "Trails"] {
      let golden = DiffFixture.repositoryRoot.appendingPathComponent(
        "Tests/IntentEmitTests/Golden/\(example).manifest.json"
      )
      let bytes = try Array(Data(contentsOf: golden))
      let fromManifest = try IntentSurface(manifest: JSONDocument.parse(bytes))
      let fromModel = IntentSurface(model: try DiffFixture.exampleModel(example))
      XCTAssertEqual(SurfaceDiff.changes(from: fromManifest, to: fromModel), [], example)
      XCTAssertEqual(fromManifest, fromModel, example)
    }
  }

  func testManifestRoundTrip() throws {
    for example in ["FieldNotes", "Trails"] {
      let model = try DiffFixture.exampleModel(example) { DiffFixture.editFieldNotes(&$0) }
      let text = Manifest.text(for: model, generatorVersion: IntentgenVersion.current)
      let fromManifest = try IntentSurface(manifest: JSONDocument.parse(Array(text.utf8)))
      XCTAssertEqual(fromManifest, IntentSurface(model: model), example)
    }
  }

  func testLockRoundTripIsSortedAndStable() throws {
    let surface = IntentSurface(model: try DiffFixture.exampleModel("FieldNotes"))
    let lock = IntentLock(surface: surface, acknowledged: ["b", "a", "b"])
    XCTAssertEqual(lock.acknowledged, ["a", "b"])
    let reread = try IntentLock(bytes: Array(lock.text.utf8))
    XCTAssertEqual(reread, lock)
    XCTAssertEqual(reread.text, lock.text)
    XCTAssertTrue(lock.text.hasPrefix("{\n  \"acknowledged\": [\n    \"a\",\n    \"b\"\n  ],\n  \"entities\": {"))
    XCTAssertFalse(lock.text.contains("null"))
  }

  /// A property query's properties and sorting options survive the manifest and the lock file;
  /// a lock entry of a query without them is unchanged (no empty keys).
  func testQueryPropertiesRoundTrip() throws {
    let model = DiffFixture.model(
      #"""
      struct TaskQuery: EntityPropertyQuery {
        static var properties = QueryProperties {
          Property(\TaskEntity.$title) { EqualToComparator { $0 }; ContainsComparator { $0 } }
        }
        static var sortingOptions = SortingOptions { SortableBy(\TaskEntity.$due) }
        func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] { [] }
      }
      struct NoteQuery: EntityQuery {
        func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] { [] }
      }
      """#
    )
    let surface = IntentSurface(model: model)
    XCTAssertEqual(surface.queries["TaskQuery"]?.properties, ["title": ["EqualToComparator", "ContainsComparator"]])
    XCTAssertEqual(surface.queries["TaskQuery"]?.sortingOptions, ["due"])
    let text = Manifest.text(for: model, generatorVersion: IntentgenVersion.current)
    XCTAssertEqual(try IntentSurface(manifest: JSONDocument.parse(Array(text.utf8))), surface)
    let lock = IntentLock(surface: surface, acknowledged: [])
    XCTAssertEqual(try IntentLock(bytes: Array(lock.text.utf8)).surface, surface)
    XCTAssertTrue(lock.text.contains("\"NoteQuery\": {\n      \"entity\": \"NoteEntity\"\n    }"), lock.text)
  }

  /// An intent's behavior survives the manifest and the lock file; a lock entry without one (an
  /// older lock) reads as not recorded.
  func testIntentBehaviorRoundTrip() throws {
    let model = DiffFixture.model(
      """
      struct FindNoteIntent: AppIntent, CustomIntentMigratedAppIntent {
        static let title: LocalizedStringResource = "Find Note"
        static let intentClassName = "FindNoteIntentLegacy"
        static let openAppWhenRun = true
        static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication
        func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity?> { .result(value: nil) }
      }
      """
    )
    let surface = IntentSurface(model: model)
    XCTAssertEqual(
      surface.intents["FindNoteIntent"]?.behavior,
      IntentSurface.Behavior(
        output: "NoteEntity?",
        opensApp: true,
        isDiscoverable: true,
        authenticationPolicy: "IntentAuthenticationPolicy.requiresAuthentication",
        intentClassName: "FindNoteIntentLegacy"
      )
    )
    XCTAssertEqual(surface.intents["FindNoteIntent"]?.behavior?.intentClassName, "FindNoteIntentLegacy")
    let text = Manifest.text(for: model, generatorVersion: IntentgenVersion.current)
    XCTAssertEqual(try IntentSurface(manifest: JSONDocument.parse(Array(text.utf8))), surface)
    let lock = IntentLock(surface: surface, acknowledged: [])
    XCTAssertEqual(try IntentLock(bytes: Array(lock.text.utf8)).surface, surface)
    let older = lock.text.replacingOccurrences(of: #""behavior""#, with: #""unknown""#)
    XCTAssertNil(try IntentLock(bytes: Array(older.utf8)).surface.intents["FindNoteIntent"]?.behavior)
  }

  func testNotAManifestOrLock() {
    XCTAssertThrowsError(try IntentSurface(manifest: JSONDocument.parse(Array("[1]".utf8))))
    XCTAssertThrowsError(try JSONDocument.parse(Array("{".utf8)))
    XCTAssertThrowsError(try IntentLock(bytes: Array("{\"formatVersion\": 99, \"intents\": {}}".utf8)))
    XCTAssertThrowsError(try IntentLock(bytes: Array("{}".utf8)))
  }

  /// Numbers too large for an integer and entries of the wrong type are refused, not skipped.
  func testVersionsThatAreNotWholeNumbersAndAcknowledgementsThatAreNotIDs() {
    let manifest = #"{"formatVersion": 99999999999999999999999, "intents": []}"#
    XCTAssertThrowsError(try IntentSurface(manifest: JSONDocument.parse(Array(manifest.utf8)))) { error in
      XCTAssertEqual("\(error)", "manifest format version 1e+23 is not a whole number")
    }
    let lock = #"{"formatVersion": 1, "intents": {}, "acknowledged": ["intent:removed:A", 2]}"#
    XCTAssertThrowsError(try IntentLock(bytes: Array(lock.utf8))) { error in
      XCTAssertEqual((error as? IntentLock.Failure)?.message, "'acknowledged' lists change IDs (strings), found 2")
    }
    // Sections of the wrong type, as a hand edit makes them, are refused rather than ignored.
    for (lock, message) in [
      (
        #"{"formatVersion": 1, "intents": {}, "acknowledged": "intent:removed:A"}"#,
        #"'acknowledged' is a list, found "intent:removed:A""#
      ),
      (#"{"formatVersion": 1, "intents": {"A": 5}}"#, "'intents' entry 'A' is an object, found 5"),
      (#"{"formatVersion": 1, "intents": {}, "enums": []}"#, "'enums' is an object of names, found []"),
      (#"{"formatVersion": 1, "intents": {}, "phrases": {}}"#, "'phrases' is a list, found {}"),
    ] {
      XCTAssertThrowsError(try IntentLock(bytes: Array(lock.utf8))) { error in
        XCTAssertEqual((error as? IntentLock.Failure)?.message, message)
      }
    }
  }

  func testBreakingChangesAgainstALock() throws {
    let old = IntentSurface(model: try DiffFixture.exampleModel("FieldNotes"))
    let edited = try DiffFixture.exampleModel("FieldNotes") { DiffFixture.editFieldNotes(&$0) }
    let lock = IntentLock(surface: old)
    let breaking = BreakingChanges.unacknowledged(lock: lock, model: edited)
    XCTAssertEqual(
      breaking.map(\.id),
      ["parameter:renamed:CreateNoteIntent.noteTitle->CreateNoteIntent.title", "case:removed:Priority.high"]
    )

    // Acknowledging one by hand hides it.
    let partly = IntentLock(surface: old, acknowledged: ["case:removed:Priority.high"])
    XCTAssertEqual(BreakingChanges.unacknowledged(lock: partly, model: edited).map(\.id).count, 1)

    // Updating the lock accepts the breaking changes and keeps earlier acknowledgements.
    let updated = IntentLock.updating(partly, to: IntentSurface(model: edited))
    XCTAssertEqual(
      updated.acknowledged,
      ["case:removed:Priority.high", "parameter:renamed:CreateNoteIntent.noteTitle->CreateNoteIntent.title"]
    )
    XCTAssertEqual(BreakingChanges.unacknowledged(lock: updated, model: edited), [])
    XCTAssertEqual(IntentLock.updating(updated, to: IntentSurface(model: edited)), updated)
  }
}
