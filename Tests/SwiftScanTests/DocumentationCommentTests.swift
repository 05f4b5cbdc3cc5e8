import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// Documentation comments made of `///` lines are read by a fast path; it must agree with the
/// general reader (which also handles block comments) on any trivia.
final class DocumentationCommentTests: XCTestCase {
  /// Both readers on the trivia before the first token of `text`.
  func readers(_ text: [UInt8]) -> (fast: String?, general: String?) {
    let lexed = Lexer.lex(SourceFile(path: "D.swift", bytes: text))
    let context = SyntaxContext(source: lexed.source, tokens: lexed.tokens)
    return context.tokens.withUnsafeBufferPointer { tokens in
      context.source.bytes.withUnsafeBufferPointer { bytes in
        var parser = Parser(context: context, tokens: tokens, bytes: bytes)
        return (
          parser.lineDocumentationComment(before: tokens[0]), parser.documentationCommentWithBlocks(before: tokens[0])
        )
      }
    }
  }

  func testFastPathAgreesWithTheGeneralReader() {
    let pieces = [
      "///", "//", "/// a", "///  b ", "// c", "\n", "\r\n", "\r", " ", "\t", "/** d */", "/* e */", "é", "\u{FF}",
    ]
    var random = SplitMix64(seed: 7)
    for _ in 0..<4000 {
      let trivia = (0..<random.int(in: 0...10)).map { _ in random.pick(pieces) }.joined()
      var bytes = Array(trivia.utf8)
      if random.chance(1, in: 4) { bytes.insert(0xE2, at: random.below(bytes.count + 1)) }
      bytes += Array("\nstruct A {}".utf8)
      let (fast, general) = readers(bytes)
      XCTAssertEqual(fast, general, "\(trivia.debugDescription) \(bytes)")
    }
  }

  func testReadsTheLastRunOfLines() {
    let (fast, _) = readers(Array("// not this\n\n/// First\n///Second\n  ///  third\nstruct A {}".utf8))
    XCTAssertEqual(fast, "First\nSecond\n third")
  }
}
