import XCTest

@testable import SwiftScan

/// Lexes `text` and returns each token as `kind:text`, end of file excluded.
func lexKinds(_ text: String) -> [String] {
  let lexed = Lexer.lex(SourceFile(path: "test.swift", text: text))
  return lexed.tokens.dropLast().map { "\($0.kind.name):\(lexed.text(of: $0))" }
}

/// Lexes `bytes` and checks the tiling invariants; returns the lexed file.
@discardableResult
func assertLossless(
  _ bytes: [UInt8],
  file: StaticString = #filePath,
  line: UInt = #line
) -> LexedFile {
  let lexed = Lexer.lex(SourceFile(path: "test.swift", bytes: bytes))
  var expected: UInt32 = 0
  var rebuilt: [UInt8] = []
  rebuilt.reserveCapacity(bytes.count)
  for token in lexed.tokens {
    if token.fullStart != expected {
      XCTFail("token \(token.kind.name) starts at \(token.fullStart), expected \(expected)", file: file, line: line)
      return lexed
    }
    guard token.fullStart <= token.start, token.start <= token.end, token.end <= token.fullEnd else {
      XCTFail("token \(token.kind.name) has unordered offsets", file: file, line: line)
      return lexed
    }
    rebuilt += bytes[token.fullRange]
    expected = token.fullEnd
  }
  XCTAssertEqual(expected, UInt32(bytes.count), "tokens must cover the file", file: file, line: line)
  XCTAssertEqual(lexed.tokens.last?.kind, .endOfFile, file: file, line: line)
  XCTAssertEqual(lexed.tokens.filter { $0.kind == .endOfFile }.count, 1, file: file, line: line)
  XCTAssertEqual(rebuilt, bytes, "tokens must concatenate back to the source", file: file, line: line)
  return lexed
}
