//
//  ParameterSummaries.swift
//  FieldNotes
//
//  Intents whose parameter summaries use the conditional builders: When/otherwise and
//  Switch/Case/DefaultCase, nested inside each other, plus trailing key-path blocks.
//

import AppIntents
import Foundation

// MARK: - When / otherwise

struct SaveNoteIntent: AppIntent {
  static var title: LocalizedStringResource = "Save Note"
  static let description = IntentDescription("Saves a note as a draft or publishes it to a shared folder.")

  @Parameter(title: "Note")
  var note: NoteEntity

  @Parameter(title: "Mode", default: .draft)
  var mode: NoteMode

  @Parameter(title: "Shared Folder")
  var sharedFolder: FolderEntity?

  @Parameter(title: "Notify Collaborators", default: true)
  var notify: Bool

  static var parameterSummary: some ParameterSummary {
    When(\.$mode, .equalTo, .draft) {
      Summary("Save \(\.$note) as a draft")
    } otherwise: {
      Summary("Publish \(\.$note) to \(\.$sharedFolder)") {
        \.$notify
      }
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    switch mode {
    case .draft:
      try await NoteStore.shared.saveDraft(noteID: note.id)
      return .result(dialog: "Saved \(note.title) as a draft.")
    case .published:
      guard let sharedFolder else {
        throw $sharedFolder.needsValueError("Which shared folder should it go to?")
      }
      try await NoteStore.shared.publish(noteID: note.id, to: sharedFolder.id, notify: notify)
      return .result(dialog: "Published to \(sharedFolder.name).")
    }
  }
}

// MARK: - Switch / Case / DefaultCase

struct ExportNotesIntent: AppIntent {
  static var title: LocalizedStringResource = "Export Notes"
  static var description: IntentDescription = "Exports recent notes as Markdown, plain text or PDF."

  @Parameter(title: "Format", default: .markdown)
  var format: ExportFormat

  @Parameter(title: "Count", default: 5)
  var count: Int

  @Parameter(title: "Include Attachments", default: false)
  var includeAttachments: Bool

  @Parameter(title: "Page Size", optionsProvider: PageSizeOptionsProvider())
  var pageSize: Int?

  @Parameter(title: "Since")
  var since: Date?

  static var parameterSummary: some ParameterSummary {
    Switch(\.$format) {
      Case(.markdown) {
        Summary("Export the last \(\.$count) notes as Markdown") {
          \.$includeAttachments
          \.$since
        }
      }
      Case(.pdf) {
        When(\.$includeAttachments, .equalTo, true) {
          Summary("Export \(\.$count) notes with attachments as PDF") { \.$pageSize; \.$since }
        } otherwise: {
          Summary("Export \(\.$count) notes as PDF") { \.$includeAttachments; \.$pageSize }
        }
      }
      DefaultCase {
        Summary("Export the last \(\.$count) notes as \(\.$format)")
      }
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
    let notes = await NoteStore.shared.allNotes()
      .filter { note in since.map { note.createdAt >= $0 } ?? true }
      .sorted { $0.createdAt > $1.createdAt }
      .prefix(max(1, count))

    let data = try NoteExporter(format: format, pageSize: pageSize ?? 25)
      .export(Array(notes), includeAttachments: includeAttachments)
    let stamp = Date.now.formatted(.iso8601.year().month().day())
    let file = IntentFile(data: data, filename: "FieldNotes-\(stamp).\(format.fileExtension)")
    return .result(value: file)
  }
}

// MARK: - hasAnyValue, and a summary with no parameters at all

struct SetReminderIntent: AppIntent {
  static var title: LocalizedStringResource = "Remind Me About Note"

  @Parameter(title: "Note")
  var note: NoteEntity

  @Parameter(title: "Date")
  var date: Date?

  @Parameter(title: "Priority", default: .normal)
  var priority: Priority

  static var parameterSummary: some ParameterSummary {
    When(\.$date, .hasAnyValue) {
      Summary("Remind me about \(\.$note) on \(\.$date)") { \.$priority }
    } otherwise: {
      Summary("Remind me about \(\.$note) tomorrow") { \.$date; \.$priority }
    }
  }

  func perform() async throws -> some IntentResult {
    let fireDate = date ?? Calendar.current.date(byAdding: .day, value: 1, to: .now)!
    try await ReminderScheduler.shared.schedule(noteID: note.id, at: fireDate, priority: priority)
    return .result()
  }
}

struct NoteStatisticsIntent: AppIntent {
  static var title: LocalizedStringResource = "Get Note Statistics"

  static var parameterSummary: some ParameterSummary {
    Summary("Get note statistics")
  }

  func perform() async throws -> some IntentResult & ReturnsValue<NoteStatistics> {
    let notes = await NoteStore.shared.allNotes()
    var stats = NoteStatistics()
    stats.total = notes.count
    stats.pinned = notes.count(where: \.isPinned)
    stats.busiestFolder = Dictionary(grouping: notes, by: { $0.folderName ?? "Inbox" })
      .max { $0.value.count < $1.value.count }?
      .key
    return .result(value: stats)
  }
}
