//
//  RegexAndOperators.swift
//  FieldNotes
//
//  Regex literals (bare and extended, single- and multi-line) living next to `/` as division,
//  plus custom operators with their own precedence group.
//

import Foundation
import RegexBuilder

// MARK: - Custom operators

/// Loosely matches: either string contains the other, ignoring case and diacritics.
infix operator <~> : ComparisonPrecedence

/// Square root of a plot area, for side lengths.
prefix operator √

/// Degrees, as in `45°`.
postfix operator °

/// Assigns only when the left side is nil.
infix operator ??= : AssignmentPrecedence

precedencegroup PipelinePrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
  lowerThan: TernaryPrecedence
}

/// Feeds a value through a transform: `notes |> pinnedFirst |> limit(10)`.
infix operator |> : PipelinePrecedence

extension String {
  static func <~> (lhs: String, rhs: String) -> Bool {
    lhs.localizedStandardContains(rhs) || rhs.localizedStandardContains(lhs)
  }
}

prefix func √ (value: Double) -> Double { value.squareRoot() }

postfix func ° (degrees: Double) -> Measurement<UnitAngle> {
  Measurement(value: degrees, unit: .degrees)
}

func ??= <Value>(lhs: inout Value?, rhs: @autoclosure () -> Value) {
  if lhs == nil { lhs = rhs() }
}

func |> <Input, Output>(value: Input, transform: (Input) throws -> Output) rethrows -> Output {
  try transform(value)
}

/// Lets a regex literal be used directly as a `case` pattern.
func ~= (pattern: Regex<Substring>, value: String) -> Bool {
  value.wholeMatch(of: pattern) != nil
}

// MARK: - Regex literals

enum NoteLinkParser {
  /// `fieldnotes://note/<UUID>?folder=<slug>`, written as a multi-line extended literal:
  /// whitespace is ignored and `#` starts a comment inside it.
  nonisolated(unsafe) static let noteLink = #/
    fieldnotes://note/
    (?<id> [0-9A-F]{8} - [0-9A-F]{4} - [0-9A-F]{4} - [0-9A-F]{4} - [0-9A-F]{12} )  # uppercase UUID
    (?: \? folder= (?<folder> [a-z0-9-]+ ) )?                                      # optional folder
  /#

  /// Hashtags: a `#` followed by letters, digits, `_` or `-`.
  nonisolated(unsafe) static let hashtag = /#([\p{L}\p{N}_-]+)/

  /// A single-line extended literal whose body contains slashes: `2025/06/14`.
  static func datedPathComponents(_ path: String) -> (year: Int, month: Int, day: Int)? {
    let datedPath = #/(\d{4})/(\d{2})/(\d{2})/#
    guard let match = path.firstMatch(of: datedPath) else { return nil }
    return (Int(match.1)!, Int(match.2)!, Int(match.3)!)
  }

  static func noteID(in url: URL) -> UUID? {
    guard let match = url.absoluteString.wholeMatch(of: noteLink) else { return nil }
    return UUID(uuidString: String(match.id))
  }

  static func hashtags(in text: String) -> [String] {
    text.matches(of: hashtag).map { String($0.1) }
  }

  /// Division right next to regex literals, with and without spaces.
  static func density(of text: String, lines: Int) -> Double {
    let words = text.matches(of: /\w+/).count
    let tags = text.matches(of: hashtag).count
    let perLine = Double(words) / Double(max(lines, 1))
    let ratio = Double(tags)/Double(max(words, 1))
    var score = perLine * (1 + ratio)
    score /= 2
    return score
  }

  static func classify(_ query: String) -> String {
    switch query {
    case /\d+/: "a number"
    case /#\w+/: "a hashtag"
    case /[0-9A-F-]{36}/: "a note identifier"
    default: "free text"
    }
  }

  /// The same UUID pattern built with RegexBuilder, for comparison.
  nonisolated(unsafe) static let uuidBuilder = Regex {
    Capture {
      Repeat(count: 8) { .hexDigit }
      "-"
      Repeat(count: 4) { .hexDigit }
    }
    OneOrMore(.any, .reluctant)
  }
}

// MARK: - Using the operators

struct PlotSurvey {
  var area: Double
  var heading: Measurement<UnitAngle>?
  var label: String?

  mutating func normalize(notes: [Note], query: String) -> [Note] {
    label ??= "Plot \(Int(√area))m"
    heading ??= 45.0°
    let side = √area / 2
    _ = side
    return notes
      |> { $0.filter { $0.title <~> query } }
      |> { $0.sorted { ($0.isPinned ? 0 : 1, $0.title) < ($1.isPinned ? 0 : 1, $1.title) } }
      |> { Array($0.prefix(10)) }
  }

  func bitTricks(_ value: UInt32) -> UInt32 {
    ((value &<< 3) | (value >> 29)) &+ 0x9E37_79B9 & ~0 ^ value % 7
  }

  func ranges(_ notes: [Note]) -> ([Note], [Note]) {
    let mid = notes.count / 2
    return (Array(notes[..<mid]), Array(notes[mid...]))
  }
}
