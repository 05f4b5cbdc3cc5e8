import XCTest

@testable import SwiftScan

/// `ParsedFile.firstTokenIndex(startingAtOrAfter:)` against a linear search, at every offset.
final class TokenSearchTests: XCTestCase {
  func testFirstTokenIndexMatchesALinearSearch() {
    for text in ["", "x", "  let a = 1 // note\n\tvar b: [Int] = [1, 2]\n", "/* only trivia */\n"] {
      let file = SourceScanner.scan(SourceFile(path: "T.swift", bytes: Array(text.utf8)))
      for offset in 0...(text.utf8.count + 2) {
        let expected = file.tokens.firstIndex { Int($0.start) >= offset } ?? file.tokens.count
        XCTAssertEqual(file.firstTokenIndex(startingAtOrAfter: offset), expected, "\(text.debugDescription) @\(offset)")
      }
    }
  }
}
