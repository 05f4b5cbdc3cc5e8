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

  func testEmptyFile() {
    let file = ParsedFile(source: SourceFile(path: "a.swift", text: ""), tokens: [], declarations: [], diagnostics: [])
    XCTAssertEqual(DeclarationOutline.render(file), "")
  }
}
