//
//  DecoysInCommentsAndStrings.swift
//  FieldNotes
//
//  Declarations that appear only inside comments and string literals. A scanner must not
//  report any of them; the only real declarations here are `IntentTemplates`,
//  `BraceCounter`, and `ExportTemplateIntent` at the end of the file.
//
//  struct CommentedOutIntent: AppIntent {
//    static var title: LocalizedStringResource = "Commented Out"
//  }
//

import AppIntents
import Foundation

/*
 The first version of the entity, kept for the migration notes:

 struct LegacyNoteEntity: AppEntity {
   static var defaultQuery = LegacyQuery()
   /* nested: struct LegacyQuery: EntityQuery {} */
   var id: Int   // ids were row numbers, which is why they broke
 }

 extension LegacyNoteEntity: IndexedEntity {}
 */

/// Boilerplate the "New Intent" menu command pastes into a file.
///
/// ```swift
/// struct DocCommentIntent: AppIntent {
///   static var title: LocalizedStringResource = "In a doc comment"
/// }
/// ```
enum IntentTemplates {
  /// A multi-line string that happens to contain Swift source.
  static let appIntent = """
    import AppIntents

    struct Fake: AppIntent {
      static var title: LocalizedStringResource = "Fake"
      @Parameter(title: "Name") var name: String

      func perform() async throws -> some IntentResult {
        return .result()
      }
    }
    """

  /// An entity template with interpolated names; the braces inside are text, not code.
  static func entity(named name: String, idType: String = "UUID") -> String {
    """
    struct \(name)Entity: AppEntity {
      static var typeDisplayRepresentation: TypeDisplayRepresentation = "\(name)"
      static var defaultQuery = \(name)Query()
      let id: \(idType)
      var displayRepresentation: DisplayRepresentation { "\\(id)" }
    }

    struct \(name)Query: EntityQuery {
      func entities(for identifiers: [\(idType)]) async throws -> [\(name)Entity] { [] }
    }
    """
  }

  /// A provider template in a raw string: quotes and backslashes stay as written.
  static let shortcutsProvider = #"""
    struct FakeShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: Fake(), phrases: ["Run \(.applicationName)"], shortTitle: "Run", systemImageName: "play")
      }
    }
    """#

  /// Single-line literals with declarations and unbalanced braces.
  static let oneLiners = [
    "enum FakeEnum: String, AppEnum { case a }",
    #"protocol FakeProtocol: AppIntent { func perform() async throws -> some IntentResult }"#,
    "extension NoteEntity: FakeConformance {}",
    "}}}",
    "{",
    "\u{7B} struct NotReal {",
  ]
}

/// Real code whose string literals are full of braces; brace matching must skip them.
struct BraceCounter {
  var depth = 0

  mutating func feed(_ character: Character) {
    switch character {
    case "{": depth += 1 // "{" opens
    case "}": depth -= 1 /* "}" closes */
    default: break
    }
  }

  func describe() -> String {
    depth == 0 ? "balanced {}" : "unbalanced: \(depth > 0 ? "missing \"}\"" : "extra \"}\"")"
  }
}

// struct AlsoCommentedOut: AppIntent { static var title: LocalizedStringResource = "Nope" }

/// The one real intent in this file.
struct ExportTemplateIntent: AppIntent {
  static var title: LocalizedStringResource = "Export Intent Template"
  static var isDiscoverable = false

  @Parameter(title: "Type Name", default: "Sample")
  var typeName: String

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    let source = IntentTemplates.entity(named: typeName) // + "struct Trailing: AppIntent {}"
    return .result(value: source)
  }
}
