//
//  IntentTests.swift
//  FieldNotesTests
//
//  Swift Testing suites for the intents: freestanding macros (`#expect`, `#require`),
//  attributes with multi-line arguments and closures, and raw identifiers as test names.
//

import AppIntents
import Foundation
import Testing
@testable import FieldNotes

@Suite("Note intents", .serialized, .tags(.intents))
struct NoteIntentTests {
  let store = NoteStore.shared

  init() async throws {
    await store.reset()
  }

  @Test("Create Note returns the new note")
  func createReturnsNote() async throws {
    var intent = CreateNoteIntent()
    intent.title = "Otter tracks"
    intent.body = "Mud flat, low tide"
    intent.pinned = true

    _ = try await intent.perform()

    let notes = await store.allNotes()
    let note = try #require(notes.first { $0.title == "Otter tracks" })
    #expect(note.isPinned)
    #expect(note.body == "Mud flat, low tide", "body should be stored verbatim")
  }

  @Test(
    "Titles are trimmed and validated",
    arguments: [
      ("  Heron  ", true),
      ("", false),
      (String(repeating: "x", count: 201), false),
    ]
  )
  func titleValidation(title: String, shouldSucceed: Bool) async {
    let intent = CreateNoteIntent(title: title)
    if shouldSucceed {
      await #expect(throws: Never.self) { _ = try await intent.perform() }
    } else {
      await #expect(throws: (any Error).self) { _ = try await intent.perform() }
    }
  }

  @Test(.enabled { await NoteStore.shared.allNotes().isEmpty }, .timeLimit(.minutes(1)))
  func `toggling a pin twice restores the original state`() async throws {
    let note = Note(title: "Lichen", body: "")
    try await store.add(note)
    let intent = TogglePinIntent(note: NoteEntity(note))
    _ = try await intent.perform()
    _ = try await intent.perform()
    #expect(await store.note(id: note.id)?.isPinned == false)
  }

  @Test(arguments: ExportFormat.allCases)
  func exportUsesTheRightExtension(format: ExportFormat) {
    #expect(!format.fileExtension.isEmpty)
    #expect(format.fileExtension.count <= 3, "\(format) uses a long extension: \(format.fileExtension)")
  }

  @Test func priorityOrdering() {
    #expect(Priority.low < .urgent)
    #expect([Priority.high, .low, .normal].sorted() == [.low, .normal, .high])
  }
}

@Suite struct PhraseTests {
  @Test("Every phrase names the app")
  func phrasesContainAppName() {
    let source = #"AppShortcut(intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"])"#
    #expect(source.contains(#"\(.applicationName)"#))
    withKnownIssue("The metadata processor is not available on Linux") {
      try validateWithMetadataProcessor(source)
    }
  }

  private func validateWithMetadataProcessor(_ source: String) throws {
    struct Unavailable: Error {}
    throw Unavailable()
  }
}

extension Tag {
  @Tag static var intents: Self
}
