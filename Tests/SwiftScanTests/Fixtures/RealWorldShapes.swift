//
//  RealWorldShapes.swift
//  FieldNotes
//
//  Shapes met in shipping apps and packages that the scanner once read wrong: labelled trailing
//  closures and generic arguments in stored values, a value on the line after `=`, SwiftData's
//  `#Index<…>` among members, attributes on a freestanding macro, retroactive conformances,
//  operator functions whose generic parameters touch their name, member types of collection
//  types, `$` inside identifiers and attributes alone in a `#if` region.
//

import AppIntents
import Foundation
import SwiftData
import SwiftUI

// MARK: - Values

struct NoteAlert {
  var title: () -> String
  var actions: () -> [String]
  var message: () -> String

  init(
    title: @escaping () -> String,
    actions: @escaping () -> [String] = { [] },
    message: @escaping () -> String = { "" }
  ) {
    self.title = title
    self.actions = actions
    self.message = message
  }
}

extension NoteAlert {
  static let deleteNote = Self {
    "Delete note?"
  } actions: {
    ["Delete", "Cancel"]
  } message: {
    "The note will be removed from every device."
  }
  static let discardDraft = Self { "Discard draft?" }
}

struct NoteStatistics {
  static var summary =
    "Words, characters and reading time."
  // swift-format-ignore: UseShorthandTypeNames
  static let wordCounts = Dictionary<String, [Int]>()
  static let lessThan = 1 < 2, greaterThan = 3 > 2
  var _$observationRegistrar = 0
}

// MARK: - SwiftData

@Model
final class StoredNote {
  #Index<StoredNote>([\.title], [\.createdAt])
  #Unique<StoredNote>([\.identifier])
  var identifier: UUID
  var title: String
  var createdAt: Date

  init(identifier: UUID, title: String, createdAt: Date) {
    self.identifier = identifier
    self.title = title
    self.createdAt = createdAt
  }
}

// MARK: - Attributes

#if os(iOS)
@available(iOS 17, *)
#endif
struct NoteWidgetPreview: View {
  var body: some View { Text("Note") }
}

@available(iOS 17.0, macOS 14.0, *)
#Preview {
  NoteWidgetPreview()
}

// swift-format-ignore: AvoidRetroactiveConformances
extension Locale.Region: @retroactive Identifiable {
  public var id: String { identifier }
}

// MARK: - Operators and types

struct NoteVersion {
  var major: Int
  var minor: Int
}

// swift-format-ignore
func ==<Left: Equatable, Right: Equatable>(lhs: (Left, Right), rhs: (Left, Right)) -> Bool {
  lhs.0 == rhs.0 && lhs.1 == rhs.1
}

// swift-format-ignore
func <(lhs: NoteVersion, rhs: NoteVersion) -> Bool {
  (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
}

struct NoteLines: Sequence {
  var lines: [Substring]

  func makeIterator() -> Iterator {
    Iterator(underlying: lines.makeIterator())
  }

  struct Iterator: IteratorProtocol {
    var underlying: [Substring].Iterator
    var positions: [String: Int].Index?

    mutating func next() -> Substring? {
      underlying.next()
    }
  }
}
