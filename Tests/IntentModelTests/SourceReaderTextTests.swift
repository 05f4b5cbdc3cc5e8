import SwiftScan
import XCTest

@testable import IntentModel

/// `SourceReader.text(_:)` takes a fast path on bytes for most source; it must agree with the
/// character-based definition everywhere.
final class SourceReaderTextTests: XCTestCase {
  func testByteAndCharacterVersionsAgreeOnRandomText() {
    // Combining (U+0301), joining (U+200D) and prepended (U+0600) marks change what a space is
    // as a character; lone continuation bytes are repaired.
    let alphabet = Array(" \t\n\r a;(é\u{301}\u{200D}\u{600}".utf8) + [0xA9, 0xC3]
    var random = SeededRandom(seed: 0x1234_5678)
    for _ in 0..<20000 {
      let bytes = (0..<random.next(24)).map { _ in alphabet[random.next(alphabet.count)] }
      let lower = random.next(bytes.count + 1)
      let range = lower..<(lower + random.next(bytes.count - lower + 1))
      let reader = SourceReader(file: SourceScanner.scan(SourceFile(path: "T.swift", bytes: bytes)))
      let expected = SourceReader.joinedLines(reader.file.source.text(range))
      XCTAssertEqual(reader.text(range), expected, "\(bytes) \(range)")
      if let fast = SourceReader.joinedLinesFromBytes(bytes, range) {
        XCTAssertEqual(fast, expected, "\(bytes) \(range)")
      }
    }
  }

  func testJoinsTrimmedLines() {
    let bytes = Array("  a \n\n\t b\t\n   \nc".utf8)
    XCTAssertEqual(SourceReader.joinedLinesFromBytes(bytes, 0..<bytes.count), "a b  c")
    XCTAssertEqual(SourceReader.joinedLines(String(decoding: bytes, as: UTF8.self)), "a b  c")
    XCTAssertNil(SourceReader.joinedLinesFromBytes(Array("a\r\nb".utf8), 0..<4))
  }
}

/// `SourceReader.lastComponentIsCapitalized(_:)` decides on bytes for ASCII names; it must agree
/// with splitting by characters.
final class InitializerTypeTests: XCTestCase {
  func testByteAndCharacterVersionsAgree() {
    let parts = ["", ".", "..", "A", "a", "Note", "note", "Z", "_x", "9", "é", "É"]
    for first in parts {
      for second in parts {
        for third in parts {
          let name = first + second + third
          let last = name.split(separator: ".").last.map(String.init) ?? name
          XCTAssertEqual(SourceReader.lastComponentIsCapitalized(name), last.first?.isUppercase == true, name)
        }
      }
    }
  }
}

/// `TypeIndex.sorted(_:)` orders ASCII names by integer prefixes first; the result must be
/// `String`'s order.
final class TypeNameOrderTests: XCTestCase {
  func testSortsAsStringsDo() {
    let parts = [
      "A", "a", "Note", "NoteEntity", "NoteEntityQuery", "_", "Z9", ".", "Query", "é", "ABCDEFGH", "ABCDEFGHI",
      "ABCDEFGHIJKLMNOPQRSTUVW", "ABCDEFGHIJKLMNOPQRSTUVWX", "ABCDEFGHIJKLMNOPQRSTUVWXY",
      // A NUL byte and a combining mark (which composes with the letter before it) fall back to
      // comparing strings.
      "\u{0}", "e\u{301}",
    ]
    var random = SeededRandom(seed: 99)
    for round in 0..<300 {
      var names: Set<String> = []
      for _ in 0..<random.next(40) {
        let name = (0..<(1 + random.next(3))).map { _ in parts[random.next(parts.count)] }.joined()
        if round % 2 == 0 && !name.utf8.allSatisfy({ $0 > 0 && $0 < 0x80 }) { continue }  // half the rounds all-ASCII
        names.insert(name)
      }
      XCTAssertEqual(TypeIndex.sorted(Array(names)), names.sorted())
    }
  }
}
