import XCTest

@testable import SwiftScan

/// Modifiers and effects are stored joined in one string (`WordList`): they read back as written,
/// in order, and are looked up as whole words.
final class WordListTests: XCTestCase {
  func testParsedModifiersAndEffectsReadBackAsWritten() {
    let source = SourceFile(
      path: "Words.swift",
      text: """
        public private(set) nonisolated(unsafe) static var counter = 0
        public final class Store {
          open class func load() async throws(LoadError) -> Int { 0 }
          func plain() {}
          private( set ) var spaced = 1
        }
        """
    )
    let declarations = SourceScanner.scan(source).declarations
    XCTAssertEqual(declarations[0].modifiers, ["public", "private(set)", "nonisolated(unsafe)", "static"])
    XCTAssertTrue(declarations[0].isStatic)
    let store = declarations[1]
    XCTAssertEqual(store.modifiers, ["public", "final"])
    XCTAssertEqual(store.members[0].modifiers, ["open", "class"])
    XCTAssertEqual(store.members[0].effects, ["async", "throws(LoadError)"])
    XCTAssertTrue(store.members[0].isStatic)
    XCTAssertEqual(store.members[1].modifiers, [])
    XCTAssertEqual(store.members[1].effects, [])
    // Trivia inside a modifier's detail is kept as one space (the parser writes tokens so).
    XCTAssertEqual(store.members[2].modifiers, ["private( set )"])
  }

  func testLookupMatchesWholeWordsOnly() {
    let file = SourceScanner.scan(SourceFile(path: "Lookup.swift", text: "public private(set) var name = \"\""))
    let declaration = file.declarations[0]
    XCTAssertTrue(declaration.hasModifier("public"))
    XCTAssertTrue(declaration.hasModifier("private(set)"))
    XCTAssertFalse(declaration.hasModifier("private"))
    XCTAssertFalse(declaration.hasModifier("pub"))
    XCTAssertFalse(declaration.hasModifier("public private(set)"))
    XCTAssertFalse(declaration.hasModifier(""))
  }

  func testSettersRoundTrip() {
    var declaration = Declaration(kind: .func, name: "run", range: 0..<0, nameRange: 0..<0)
    XCTAssertEqual(declaration.modifiers, [])
    declaration.modifiers = ["public", "static"]
    declaration.effects = ["async", "throws"]
    XCTAssertEqual(declaration.modifiers, ["public", "static"])
    XCTAssertEqual(declaration.effects, ["async", "throws"])
    XCTAssertTrue(declaration.isStatic)
    XCTAssertTrue(declaration.hasModifier("static"))
    declaration.modifiers = []
    XCTAssertFalse(declaration.isStatic)
    XCTAssertEqual(declaration.modifiers, [])
  }

  func testWordsKeepTheirOrderAndEmptyOnes() {
    var words = WordList()
    XCTAssertTrue(words.isEmpty)
    words.append("b")
    words.append("a")
    words.append("b")
    XCTAssertEqual(words.words, ["b", "a", "b"])
    XCTAssertTrue(words.contains("a"))
    XCTAssertEqual(WordList(["", "x"]).words, ["", "x"])
    XCTAssertEqual(WordList(["x", ""]).words, ["x", ""])
    // Compared as `String ==` compares: the Kelvin sign is canonically equivalent to `K`.
    XCTAssertTrue(WordList(["e\u{301}", "\u{212A}"]).contains("K"))
    XCTAssertTrue(WordList(["e\u{301}", "\u{212A}"]).contains("\u{E9}"))
  }
}
