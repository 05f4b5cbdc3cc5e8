import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// `parseType()` reads a single plain name without its general machinery; on any input it must
/// give what the general parser gives, and stop at the same token.
final class TypeShortcutTests: XCTestCase {
  func testShortcutAgreesWithTheGeneralParser() {
    let pieces = [
      "String", "Note", "some", "any", "__owned", "`Type`", "Self", "Int", "?", "!", "<", ">", ">>", ".", "Type",
      "&", "[", "]", ":", "(", ")", "->", "...", ",", "{", "\n", " ", "é", "async", "inout", "@escaping",
    ]
    var random = SplitMix64(seed: 11)
    for _ in 0..<4000 {
      let text = (0..<random.int(in: 1...6)).map { _ in random.pick(pieces) }.joined(separator: random.pick(["", " "]))
      let lexed = Lexer.lex(SourceFile(path: "T.swift", text: text))
      let context = SyntaxContext(source: lexed.source, tokens: lexed.tokens)
      context.tokens.withUnsafeBufferPointer { tokens in
        context.source.bytes.withUnsafeBufferPointer { bytes in
          for depth in [0, Parser.maximumDepth - 3, Parser.maximumDepth - 2] {
            var shortcut = Parser(context: context, tokens: tokens, bytes: bytes)
            var general = Parser(context: context, tokens: tokens, bytes: bytes)
            shortcut.depth = depth
            general.depth = depth
            let fast = shortcut.parseType()
            let slow = general.parseAnyType()
            XCTAssertEqual(fast, slow, text.debugDescription)
            XCTAssertEqual(shortcut.index, general.index, text.debugDescription)
            XCTAssertEqual(shortcut.partial, general.partial, text.debugDescription)
            XCTAssertEqual(shortcut.diagnostics.count, general.diagnostics.count, text.debugDescription)
          }
        }
      }
    }
  }
}
