import Foundation
import IntentModel
import StubToolchain
import SwiftScan
import XCTest

@testable import IntentGenerate

/// Legal but unusual Swift reaches generated code intact: titles and display names with control
/// characters and line breaks, properties named with keywords, `#if` branches, enums whose names
/// the generated code also uses. Each source is generated, then type-checked with the generated
/// files against the stub modules of `Stubs/`, without an error or a warning in generated code —
/// the promise `GeneratedCodeCompilationTests` checks for the examples.
final class HostileInputCompilationTests: XCTestCase {
  /// The Swift file of an indexed entity with a generated property query, with `members` inside.
  static func entity(_ members: String, display: String = #""Note""#) -> String {
    """
    import AppIntents
    import CoreSpotlight
    import Foundation

    /// intentgen:query enumerable properties
    struct NoteEntity: IndexedEntity {
      static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \(display))
      static let defaultQuery = NoteEntityQuery()
      let id: Int
      var displayRepresentation: DisplayRepresentation { "Note" }
    \(members)
    }

    """
  }

  /// Generates `sources` (file name → text) as module `Hostile` and type-checks the result.
  func assertGeneratedCodeCompiles(
    _ sources: [String: String],
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let build = try StubBuild.get()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-hostile-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    var parsed: [ParsedFile] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let path = directory.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
      parsed.append(SourceScanner.scan(SourceFile(path: name, text: text)))
    }
    let result = CodeGenerator.generate(AppIntentsModel.extract(from: parsed, module: "Hostile"))
    XCTAssertFalse(result.files.isEmpty, "nothing generated", file: file, line: line)
    var generated: [String] = []
    for output in result.files {
      let path = directory.appendingPathComponent("Generated-" + output.name).path
      try Data(output.text.utf8).write(to: URL(fileURLWithPath: path))
      generated.append(path)
    }
    try build.assertGeneratedCodeTypeChecks(
      sources: paths,
      generated: generated,
      module: "Hostile",
      label: "hostile input",
      file: file,
      line: line
    )
  }

  /// A title with a NUL, a control character or a CR LF pair reaches the instructions literal
  /// escaped: written as it is, a NUL is a compiler warning, another control character an error,
  /// and CR LF (one `Character`, so it escaped neither `\r` nor `\n`) a line break that ended the
  /// literal.
  func testControlCharactersInTitlesAreEscaped() throws {
    let members = #"""
        @Property(title: "nul \0 bell \u{7} crlf \r\n tab \t end", indexingKey: \.title)
        var name: String
      """#
    try assertGeneratedCodeCompiles(["Note.swift": Self.entity(members)])
  }
}

extension HostileInputCompilationTests {
  /// A display name with a line break or a control character is one line of a documentation
  /// comment: written as it is, the text after the line break was code (`struct X {` here).
  func testDisplayNameWithALineBreakStaysInTheComment() throws {
    let members = #"""
        @Property(title: "Name", indexingKey: \.title)
        var name: String
      """#
    try assertGeneratedCodeCompiles(["Note.swift": Self.entity(members, display: #""Note\nstruct X {\r\0""#)])
  }
}

extension HostileInputCompilationTests {
  /// Properties named with keywords, backticked in the source, are read as members in the
  /// generated filters, sort orders and text search: `entity.self` is the entity itself and
  /// `entity.init` its initializer, so those two must stay backticked after a dot.
  func testPropertiesNamedWithKeywords() throws {
    let members = #"""
        @Property(title: "Self", indexingKey: \.title)
        var `self`: String
        @Property(title: "Init")
        var `init`: Int
        @Property(title: "Default")
        var `default`: Date
        @Property(title: "Type")
        var `Type`: String?
        @Property(title: "Switch")
        var `switch`: Bool
      """#
    try assertGeneratedCodeCompiles(["Note.swift": Self.entity(members)])
  }
}

extension HostileInputCompilationTests {
  /// A property declared in each branch of an `#if` is one property of the generated filters, sort
  /// orders, text search and instructions (its two declarations made each filter case twice); one
  /// whose type differs between branches is left out, as no filter fits both.
  func testPropertyDeclaredInEachBranchOfAnIf() throws {
    let members = #"""
        #if os(iOS)
        @Property(title: "Name", indexingKey: \.title)
        var name: String
        @Property(title: "Size")
        var size: Int
        #else
        @Property(title: "Name", indexingKey: \.title)
        var name: String
        @Property(title: "Size")
        var size: Double
        #endif
      """#
    try assertGeneratedCodeCompiles(["Note.swift": Self.entity(members)])
    let file = SourceScanner.scan(SourceFile(path: "Note.swift", text: Self.entity(members)))
    let result = CodeGenerator.generate(AppIntentsModel.extract(from: [file], module: "Hostile"))
    let query = try XCTUnwrap(result.files.first { $0.name == "NoteEntityQuery.swift" }).text
    XCTAssertEqual(query.components(separatedBy: "case nameIs(String)").count, 2, query)
    XCTAssertFalse(query.contains("size"), query)
    let search = try XCTUnwrap(result.files.first { $0.name == "HostileSpotlightSearch.swift" }).text
    XCTAssertEqual(search.components(separatedBy: "- title: Name").count, 2, search)
  }
}

extension HostileInputCompilationTests {
  /// Target types named as the generated query's own types or the App Intents protocols' type
  /// associated types — an `AppEnum` called `Filter` (a photo app), an entity called `Result` — are
  /// qualified with the module inside the query, where the bare name meant the query's `Filter` or
  /// the protocol's `Result` (a recursive enum, wrong types: nothing compiled).
  func testTypesNamedAsTheQuerysOwnTypes() throws {
    let source = #"""
      import AppIntents
      import CoreSpotlight
      import Foundation

      enum Filter: String, AppEnum {
        case sepia, mono
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Filter")
        static let caseDisplayRepresentations: [Filter: DisplayRepresentation] = [.sepia: "Sepia", .mono: "Mono"]
      }

      /// intentgen:query enumerable properties
      struct Result: IndexedEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Result")
        static let defaultQuery = ResultQuery()
        let id: Int
        var displayRepresentation: DisplayRepresentation { "Result" }
        @Property(title: "Name", indexingKey: \.title)
        var name: String
        @Property(title: "Filter")
        var filter: Filter
      }

      """#
    try assertGeneratedCodeCompiles(["Result.swift": source])
  }
}

extension HostileInputCompilationTests {
  /// A property type qualified with its module (`Swift.String`, `Foundation.Date`) is the same type
  /// as the bare name: it is filtered, sorted and searched as the bare name is (it was left out of
  /// the generated query without a word).
  func testModuleQualifiedStandardTypes() throws {
    let members = #"""
        @Property(title: "Name", indexingKey: \.title)
        var name: Swift.String
        @Property(title: "Due")
        var due: Foundation.Date
        @Property(title: "Count")
        var count: Swift.Int
        @Property(title: "Tags")
        var tags: [Swift.String]
      """#
    try assertGeneratedCodeCompiles(["Note.swift": Self.entity(members)])
    let file = SourceScanner.scan(SourceFile(path: "Note.swift", text: Self.entity(members)))
    let result = CodeGenerator.generate(AppIntentsModel.extract(from: [file], module: "Hostile"))
    let query = try XCTUnwrap(result.files.first { $0.name == "NoteEntityQuery.swift" }).text
    for expected in ["case nameContains(", "case dueBefore(", "case countLessThan(", "entity.tags.contains"] {
      XCTAssertTrue(query.contains(expected), "\(expected) missing:\n\(query)")
    }
  }
}

extension HostileInputCompilationTests {
  /// App types named as the standard library's and the SDK's (`Sort`, `Task`), custom indexing
  /// keys written as implicit members and through `Self`, an attribute whose Swift name lowercases
  /// an initialism (`htmlContentData`), and an entity compiled only on macOS (absent here): the
  /// generated code compiles with all of them, as it did not.
  func testNamesTheGeneratedCodeUsedUnqualified() throws {
    let tasks = #"""
      import AppIntents
      import CoreSpotlight
      import Foundation

      enum Sort: String, AppEnum {
        case newest, oldest
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Sort")
        static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [.newest: "Newest", .oldest: "Oldest"]
      }

      extension CSCustomAttributeKey {
        nonisolated(unsafe) static let project = CSCustomAttributeKey(keyName: "project")!
      }

      /// intentgen:query enumerable properties
      struct Task: IndexedEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Task")
        static let defaultQuery = TaskQuery()
        nonisolated(unsafe) static let areaKey = CSCustomAttributeKey(keyName: "area")!
        let id: Int
        var displayRepresentation: DisplayRepresentation { "Task" }
        @Property(title: "Name", indexingKey: \.title)
        var name: String
        @Property(title: "Project", customIndexingKey: .project)
        var project: String
        @Property(title: "Area", customIndexingKey: Self.areaKey)
        var area: String
        @Property(title: "Notes", indexingKey: \.htmlContentData)
        var notes: Data
      }

      """#
    let macOnly = #"""
      import AppIntents
      import CoreSpotlight
      import Foundation

      #if os(macOS)
      /// intentgen:query enumerable
      struct ServerEntity: IndexedEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Server")
        static let defaultQuery = ServerEntityQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { "Server" }
        @Property(title: "Host", indexingKey: \.title)
        var host: String
      }
      #endif

      """#
    try assertGeneratedCodeCompiles(["Task.swift": tasks, "Server.swift": macOnly])
  }
}

extension HostileInputCompilationTests {
  /// An entity available from the 26 releases (tankful's `VehicleEntity`) gets a provider, query
  /// and extensions available from them too; on an earlier deployment target they would not compile.
  func testAvailabilityOfTheEntityIsCopied() throws {
    let source = #"""
      import AppIntents
      import CoreSpotlight
      import Foundation

      /// intentgen:query enumerable properties
      @available(iOS 26.0, macOS 26.0, *)
      struct FuelLogEntity: IndexedEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Fuel Log")
        static let defaultQuery = FuelLogEntityQuery()
        let id: UUID
        var displayRepresentation: DisplayRepresentation { "Fuel Log" }
        @Property(title: "Station", indexingKey: \.title)
        var station: String
      }

      """#
    try assertGeneratedCodeCompiles(["FuelLog.swift": source])
    let file = SourceScanner.scan(SourceFile(path: "FuelLog.swift", text: source))
    let result = CodeGenerator.generate(AppIntentsModel.extract(from: [file], module: "Hostile"))
    let query = try XCTUnwrap(result.files.first { $0.name == "FuelLogEntityQuery.swift" }).text
    for declaration in [
      "protocol FuelLogEntityProvider", "extension FuelLogEntityProvider", "struct FuelLogEntityQuery",
      "extension FuelLogEntityQuery: EntityPropertyQuery",
    ] {
      XCTAssertTrue(query.contains("@available(iOS 26.0, macOS 26.0, *)\n" + declaration), declaration)
    }
    // The conformance is guarded for the 27 releases, which implies the entity's 26.
    let index = try XCTUnwrap(result.files.first { $0.name.hasSuffix("SpotlightIndex.swift") }).text
    XCTAssertTrue(index.contains(", *)\nextension FuelLogEntityQuery: IndexedEntityQuery"), index)
    XCTAssertFalse(index.contains("@available(iOS 26.0, macOS 26.0, *)\nextension FuelLogEntityQuery"), index)
  }
}

extension HostileInputCompilationTests {
  /// An entity that indexes through its own `attributeSet` (Linkeeper's bookmarks): the search
  /// configuration fetches and explains what that set sets, not only the title.
  func testOwnAttributeSetIsSearched() throws {
    let source = #"""
      import AppIntents
      import CoreSpotlight
      import Foundation

      /// intentgen:query enumerable
      struct BookmarkEntity: IndexedEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Bookmark")
        static let defaultQuery = BookmarkEntityQuery()
        let id: UUID
        @Property(title: "Name")
        var name: String
        var notes: String
        var url: URL
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        var attributeSet: CSSearchableItemAttributeSet {
          let attributes = defaultAttributeSet
          attributes.contentDescription = self.notes
          if notes.isEmpty {
            attributes.url = url
          }
          attributes.notAnAttribute = 1
          return attributes
        }
      }

      """#
    let file = SourceScanner.scan(SourceFile(path: "Bookmark.swift", text: source))
    let result = CodeGenerator.generate(AppIntentsModel.extract(from: [file], module: "Hostile"))
    let search = try XCTUnwrap(result.files.first { $0.name.hasSuffix("SpotlightSearch.swift") }).text
    XCTAssertTrue(search.contains("    .title,\n    .contentDescription,\n    .url,\n  ]"), search)
    XCTAssertTrue(search.contains("- contentDescription: notes\n"), search)
    XCTAssertFalse(search.contains("notAnAttribute"), search)
    // The stub's attribute set has no `notAnAttribute`: compile the generated code only.
    try assertGeneratedCodeCompiles([
      "Bookmark.swift": source.replacingOccurrences(of: "attributes.notAnAttribute = 1", with: "")
    ])
  }
}
