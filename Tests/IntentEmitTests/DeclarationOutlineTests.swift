import IntentEmit
import SwiftScan
import XCTest

final class DeclarationOutlineTests: XCTestCase {
  func testOutline() {
    XCTAssertEqual(
      DeclarationOutline.render(DeclarationFixture.parsedFile),
      """
      import AppIntents  Sources/App/Note.swift:1:8
      @available(iOS 18, *) public struct NoteEntity: AppEntity, IndexedEntity  Sources/App/Note.swift:5:15
        @Property(title: "Title") var title: String  Sources/App/Note.swift:6:33
        static var typeDisplayRepresentation: TypeDisplayRepresentation  Sources/App/Note.swift:7:14
        [#if os(iOS)] func open(_ note: Note, count: Int) async throws -> some IntentResult  Sources/App/Note.swift:9:8
        case a, b(String)  Sources/App/Note.swift:11:8

      """
    )
  }

  /// A subscript's parameter has an argument label only when two names are written; a
  /// function's has its one name as label (`key key:` reads as `key:`).
  func testSubscriptAndFunctionParameterLabels() {
    let source = SourceFile(
      path: "Store.swift",
      text: """
        struct Store {
          subscript(index: Int, key key: String, _ other: Int) -> Int { 0 }
          func find(index: Int, key key: String, _ other: Int) {}
        }
        """
    )
    XCTAssertEqual(
      DeclarationOutline.render(SourceScanner.scan(source)),
      """
      struct Store  Store.swift:1:8
        subscript(index: Int, key key: String, other: Int) -> Int  Store.swift:2:3
        func find(index: Int, key: String, _ other: Int)  Store.swift:3:8

      """
    )
  }

  /// A failable initializer keeps its `?` or `!` (AltStore's `required init?(coder:)`).
  func testFailableInitializers() {
    let source = SourceFile(
      path: "Box.swift",
      text: """
        final class Box {
          required init?(coder: NSCoder) { nil }
          init!(raw: Int) { nil }
          init(value: Int) {}
        }
        """
    )
    XCTAssertEqual(
      DeclarationOutline.render(SourceScanner.scan(source)),
      """
      final class Box  Box.swift:1:13
        required init?(coder: NSCoder)  Box.swift:2:12
        init!(raw: Int)  Box.swift:3:3
        init(value: Int)  Box.swift:4:3

      """
    )
  }

  func testEmptyFile() {
    let file = ParsedFile(source: SourceFile(path: "a.swift", text: ""), tokens: [], declarations: [], diagnostics: [])
    XCTAssertEqual(DeclarationOutline.render(file), "")
  }
}
