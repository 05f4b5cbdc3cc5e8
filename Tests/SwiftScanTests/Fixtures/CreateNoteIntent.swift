//
//  CreateNoteIntent.swift
//  FieldNotes
//
//  The action behind "Create a note in FieldNotes". Returns the new note so a shortcut can
//  pass it on, speaks a confirmation, and shows a small snippet.
//

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

struct CreateNoteIntent: AppIntent {
  static var title: LocalizedStringResource = "Create Note"

  static let description = IntentDescription(
    "Creates a new field note, optionally pinned and filed in a folder.",
    categoryName: "Notes",
    searchKeywords: ["new", "add", "write", "jot"]
  )

  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  @Parameter(title: "Title", requestValueDialog: "What should the note be called?")
  var title: String

  @Parameter(
    title: "Body",
    description: "The text of the note. Markdown is kept as written.",
    default: "",
    inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true)
  )
  var body: String

  @Parameter(title: "Folder", requestValueDialog: IntentDialog("Which folder should it go in?"))
  var folder: FolderEntity?

  @Parameter(title: "Pinned", default: false)
  var pinned: Bool

  @Parameter(title: "Priority", default: .normal)
  var priority: Priority

  @Parameter(title: "Tags")
  var tags: [String]?

  @Parameter(title: "Open After Creating", default: false)
  var openAfterCreating: Bool

  @Dependency var store: NoteStore
  @Dependency private var navigator: NoteNavigator

  static var parameterSummary: some ParameterSummary {
    Summary("Create \(\.$title) in \(\.$folder)") {
      \.$body; \.$pinned
      \.$priority
      \.$tags
      \.$openAfterCreating
    }
  }

  init() {}

  init(title: String, folder: FolderEntity? = nil, pinned: Bool = false) {
    self.title = title
    self.folder = folder
    self.pinned = pinned
  }

  func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog & ShowsSnippetView {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw $title.needsValueError("A note needs a title. What should it be called?")
    }
    guard trimmed.count <= 200 else {
      throw NoteError.titleTooLong(limit: 200)
    }

    let cleanedTags = (tags ?? [])
      .map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
      .filter { !$0.isEmpty }

    var note = Note(title: trimmed, body: body, folderName: folder?.name, tags: cleanedTags)
    note.isPinned = pinned
    note.priority = priority

    do {
      try await store.add(note)
    } catch NoteError.duplicateTitle(let existing) {
      // Two notes may share a title, but not within one folder: suffix it like Finder does.
      note.title = "\(trimmed) \(existing + 1)"
      try await store.add(note)
    } catch {
      throw NoteError.saveFailed(underlying: error.localizedDescription)
    }

    if pinned {
      WidgetCenter.shared.reloadTimelines(ofKind: "PinnedNotesWidget")
    }

    if openAfterCreating {
      try await continueInForeground(alwaysConfirm: false)
      await MainActor.run { navigator.pendingNoteID = note.id }
    }

    let entity = NoteEntity(note)
    let where_ = folder.map { " in \($0.name)" } ?? ""
    let tagList = cleanedTags.isEmpty ? "" : " tagged \(cleanedTags.map { "#\($0)" }.joined(separator: ", "))"
    return .result(
      value: entity,
      dialog: "Created “\(entity.title)”\(where_)\(tagList).",
      view: NoteCreatedSnippet(title: entity.title, folder: folder?.name, isPinned: pinned)
    )
  }
}

// MARK: - Snippet view

/// The snippet Siri shows after the note is created.
struct NoteCreatedSnippet: View {
  let title: String
  let folder: String?
  let isPinned: Bool

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      Image(systemName: isPinned ? "pin.fill" : "note.text")
        .foregroundStyle(isPinned ? .orange : .secondary)
      VStack(alignment: .leading, spacing: 2) {
        Text(title).font(.headline).lineLimit(2)
        if let folder {
          Text("In \(folder)").font(.caption).foregroundStyle(.secondary)
        }
      }
    }
    .padding()
  }
}

#Preview("Pinned note") {
  NoteCreatedSnippet(title: "Heron nest, north bank", folder: "Birds", isPinned: true)
}
