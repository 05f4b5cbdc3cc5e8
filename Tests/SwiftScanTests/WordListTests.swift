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

  /// In broken code an effect's details can hold a multi-line literal: its line breaks stay
  /// inside the one effect.
  func testEffectWithLineBreaksInItsDetailStaysOneWord() {
    for lineBreak in ["\n", "\r\n"] {
      let text = "func f() throws(E<\"\"\"\(lineBreak)one\(lineBreak)\"\"\">) {}"
      let declaration = SourceScanner.scan(SourceFile(path: "Effects.swift", text: text)).declarations[0]
      XCTAssertEqual(declaration.effects.count, 1)
      XCTAssertEqual(declaration.effects.first?.hasPrefix("throws(E<"), true)
      XCTAssertEqual(declaration.effects.first?.utf8.contains(UInt8(ascii: "\n")), true)
    }
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

  func testSettersRoundTripAnyWords() {
    var declaration = Declaration(kind: .var, name: "v", range: 0..<0, nameRange: 0..<0)
    declaration.modifiers = [""]
    XCTAssertEqual(declaration.modifiers, [""])
    XCTAssertTrue(declaration.hasModifier(""))
    declaration.modifiers = ["static\nx"]
    XCTAssertEqual(declaration.modifiers, ["static\nx"])
    XCTAssertFalse(declaration.isStatic)
    XCTAssertFalse(declaration.hasModifier("static"))
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
    XCTAssertEqual(WordList([""]).words, [""])
    XCTAssertNotEqual(WordList([""]), WordList([]))
    XCTAssertTrue(WordList(["x", ""]).contains(""))
    XCTAssertFalse(WordList(["x"]).contains(""))
    // A word with a line feed in it stays one word.
    XCTAssertEqual(WordList(["a\nb", "c"]).words, ["a\nb", "c"])
    XCTAssertNotEqual(WordList(["a\nb"]), WordList(["a", "b"]))
    XCTAssertFalse(WordList(["a\nb"]).contains("a"))
    XCTAssertTrue(WordList(["a\nb"]).contains("a\nb"))
    // A first word that starts with a NUL (the mark of the escaped spelling) is escaped too.
    XCTAssertEqual(WordList(["\u{0}0:", "y"]).words, ["\u{0}0:", "y"])
    XCTAssertNotEqual(WordList(["\u{0}0:"]), WordList([""]))
    var growing = WordList(["a"])
    growing.append("")
    growing.appendToken("b")
    XCTAssertEqual(growing.words, ["a", "", "b"])
    XCTAssertEqual(growing, WordList(["a", "", "b"]))
    // Compared as `String ==` compares: the Kelvin sign is canonically equivalent to `K`.
    XCTAssertTrue(WordList(["e\u{301}", "\u{212A}"]).contains("K"))
    XCTAssertTrue(WordList(["e\u{301}", "\u{212A}"]).contains("\u{E9}"))
  }
}
