//
//  LexerStress.swift
//  FieldNotes
//
//  Realistic code that is hard to tokenize: every string literal form, nested interpolation,
//  nested block comments, Unicode and backticked identifiers, numeric literals, key paths.
//

import Foundation

/* A block comment /* with a nested block comment */ that is still open here,
   and only closes on this line. */

/**
 Formats notes for sharing.

 - Note: Output keeps `#tags` and "smart quotes" as written, and a `/*` inside this
   doc comment opens a nested comment, so the text never mentions it without closing it.
   That one was closed: */
 */
struct NoteFormatter {
  let notes: [Note]

  /// Nested interpolation: a closure inside an interpolation that itself interpolates.
  func summaryLine() -> String {
    "\(notes.count) notes: \(notes.map { "\($0.title) (\($0.tags.count))" }.joined(separator: ", "))"
  }

  /// Markdown export. The closing delimiter's indentation is stripped from every line.
  func markdown(for note: Note) -> String {
    """
    # \(note.title)

    > Filed in **\(note.folderName ?? "Inbox")** on \(note.createdAt.formatted(date: .abbreviated, time: .omitted))
    \(note.tags.isEmpty ? "" : "Tags: " + note.tags.map { "`#\($0)`" }.joined(separator: " "))

    \(note.body)

    ---
    Exported by FieldNotes \u{2014} "quoted", \"escaped\", and three quotes: \""" (still inside).
    This sentence is long, so it continues \
    on the next source line without a line break.
    """
  }

  /// Raw strings keep backslashes and quotes literally; only `\#(` interpolates.
  static let hashtagPattern = #"(?<!\w)#([\p{L}\p{N}_-]+)"#

  /// Documents the template syntax itself, so `\(` must stay literal.
  static let templateHelp = #"Write \(title) or \(folder) in a template; use "\\" for a backslash."#

  /// Two pound signs because the text contains `"#`.
  func anchor(for note: Note, tag: String) -> String {
    ##"<a href="#note-\##(note.id.uuidString)" class="tag">"#\##(tag)"</a>"##
  }

  /// A multi-line raw string with a raw interpolation and a literal `\n`.
  func htmlArticle(for note: Note) -> String {
    #"""
    <article id="note-\#(note.id.uuidString)">
      <h1>\#(note.title)</h1>
      <p class="hint">Line breaks are written as \n and "quotes" need no escaping.</p>
    </article>
    """#
  }

  /// Escapes of every kind, including a ZWJ emoji sequence and a combining accent.
  static let escapes = [
    "tab:\tnull:\0backslash:\\quote:\"apostrophe:\'",
    "\u{1F600} \u{1F426}\u{200D}\u{2B1B} caf\u{65}\u{301}",
    "unicode literal: 😀 🐦‍⬛ café — done",
  ]

  /// URLs and comment markers inside strings are not comments.
  static let shareBase = "https://fieldnotes.example.com/note/" // a real comment after a string
  static let fakeComment = "/* not a comment */ and // not one either"
  static let emptyStrings = ["", #""#, """
    """]
}

// MARK: - Unicode and backticked identifiers

enum Größe: String, CaseIterable {
  case klein, mittel, groß
}

struct FieldMeasurement {
  let π = Double.pi
  let café = "☕️"
  let 🐶🐮 = "dogcow"
  let `class`: String
  let `default`: Bool

  func `is`(_ other: FieldMeasurement) -> Bool { `class` == other.`class` }

  /// Area of a circular plot, in square metres.
  func fläche(radius r: Double) -> Double { π * r * r }
}

// MARK: - Numeric literals

enum Limits {
  static let maxAttachmentBytes = 26_214_400
  static let colorMask = 0xFF_FF_FF
  static let flags = 0b1010_0001
  static let permissions = 0o755
  static let epsilon = 1.5e-3
  static let hexFloat = 0x1.8p3
  static let negative = -42
  static let big: UInt64 = 18_446_744_073_709_551_615
}

// MARK: - Key paths, shorthand arguments, projections, capture lists

final class NoteListModel {
  private(set) var notes: [Note] = []
  private var observers: [(Note) -> Void] = []

  func titlesSorted() -> [String] {
    notes.sorted { $0.modifiedAt > $1.modifiedAt }.map(\.title)
  }

  func tagCounts() -> [Int] {
    notes.map(\Note.tags.count) + notes.compactMap(\.tags.first?.count)
  }

  func entityKeyPaths() -> [PartialKeyPath<NoteEntity>] {
    [\NoteEntity.title, \NoteEntity.$title, \.self, \NoteEntity.tags[0]]
  }

  func observe(_ store: NoteStore) {
    observers.append { [weak self, unowned store] note in
      guard let self else { return }
      Task { await store.touch(note.id) }
      self.notes.removeAll { $0.id == note.id }
    }
  }

  func longest() -> Note? {
    notes.max { $0.body.count < $1.body.count }
  }
}
