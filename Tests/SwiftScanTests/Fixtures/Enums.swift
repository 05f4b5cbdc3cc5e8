//
//  Enums.swift
//  FieldNotes
//
//  App enums: Int and String raw values, implicit and explicit raw values, several cases on
//  one line, a backticked case name, a schema enum, and a plain enum that is not an AppEnum.
//

import AppIntents
import Foundation

/// How urgent a note is. The raw values are persisted, so never renumber them.
enum Priority: Int, AppEnum, Comparable, Sendable {
  case low = 0
  case normal = 1
  case high = 2
  case urgent = 3

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"

  static var caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
    .low: "Low",
    .normal: "Normal",
    .high: DisplayRepresentation(title: "High", subtitle: "Urgent", image: .init(systemName: "flag")),
    .urgent: DisplayRepresentation(
      title: "Urgent",
      subtitle: "Needs attention today",
      image: .init(systemName: "exclamationmark.triangle.fill")
    ),
  ]

  static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a note mostly contains. One raw value differs from its case name.
enum NoteKind: String, AppEnum {
  case text
  case checklist
  case voiceMemo = "voice-memo"
  case sketch

  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Note Kind",
    numericFormat: "\(placeholder: .int) kinds of note"
  )

  static let caseDisplayRepresentations: [NoteKind: DisplayRepresentation] = [
    .text: DisplayRepresentation(title: "Text", image: .init(systemName: "text.alignleft")),
    .checklist: DisplayRepresentation(title: "Checklist", image: .init(systemName: "checklist")),
    .voiceMemo: DisplayRepresentation(title: "Voice Memo", image: .init(systemName: "waveform")),
    .sketch: DisplayRepresentation(title: "Sketch", image: .init(systemName: "scribble")),
  ]
}

/// Draft or published; drives the `When` summary in `SaveNoteIntent`.
enum NoteMode: String, AppEnum {
  case draft, published

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Save Mode"

  static var caseDisplayRepresentations: [NoteMode: DisplayRepresentation] = [
    .draft: "Draft",
    .published: DisplayRepresentation(title: "Published", subtitle: "Visible to collaborators"),
  ]
}

/// Export targets. `plainText` keeps a short raw value for old shortcuts.
enum ExportFormat: String, AppEnum, CaseIterable {
  case markdown, plainText = "plain", pdf

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Export Format"
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .markdown: "Markdown",
    .plainText: DisplayRepresentation(title: "Plain Text", subtitle: ".txt"),
    .pdf: "PDF",
  ]

  var fileExtension: String {
    switch self {
    case .markdown: "md"
    case .plainText: "txt"
    case .pdf: "pdf"
    }
  }
}

/// Sort orders for lists. `default` is a keyword, so the case is backticked.
enum NoteSort: String, AppEnum {
  case `default`
  case title
  case newest
  case oldest

  static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Sort Order")
  static var caseDisplayRepresentations: [NoteSort: DisplayRepresentation] = [
    .`default`: "Default",
    .title: "Title",
    .newest: "Newest First",
    .oldest: "Oldest First",
  ]
}

/// Kinds of attachment, adopting the Photos schema's asset type.
@available(iOS 18.0, macOS 15.0, *)
@AppEnum(schema: .photos.assetType)
enum AttachmentKind: String, AppEnum {
  case photo
  case video

  static let caseDisplayRepresentations: [AttachmentKind: DisplayRepresentation] = [
    .photo: "Photo",
    .video: "Video",
  ]
}

/// Not an AppEnum: associated values, an indirect case and a nested enum. No display
/// representations are expected here.
indirect enum NoteFilter: Hashable, Sendable {
  case all
  case pinned
  case inFolder(FolderEntity.ID)
  case tagged(String, caseSensitive: Bool = false)
  case not(NoteFilter)
  case both(NoteFilter, NoteFilter)

  enum Field: String, CaseIterable { case title, body, tags }

  func matches(_ note: Note) -> Bool {
    switch self {
    case .all: true
    case .pinned: note.isPinned
    case .inFolder(let slug): note.folderSlug == slug
    case let .tagged(tag, caseSensitive):
      note.tags.contains { caseSensitive ? $0 == tag : $0.caseInsensitiveCompare(tag) == .orderedSame }
    case .not(let inner): !inner.matches(note)
    case .both(let a, let b): a.matches(note) && b.matches(note)
    }
  }
}
