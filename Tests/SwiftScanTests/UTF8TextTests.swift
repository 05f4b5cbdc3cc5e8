import SwiftScan
import XCTest

/// `UTF8Text.decode`: text only from valid UTF-8, as `String(validating:as:)` (macOS 15) gives it;
/// `UTF8Text.precedes`: the byte order of UTF-8, as `lexicographicallyPrecedes` on `utf8` gives it.
final class UTF8TextTests: XCTestCase {
  func testValidTextIsDecoded() {
    for text in ["", "Note.swift", "Notizen für später", "名前", "😀", "\u{FFFD} written on purpose", "a\0b"] {
      XCTAssertEqual(UTF8Text.decode(Array(text.utf8)), text)
    }
  }

  func testInvalidBytesGiveNil() {
    let cases: [[UInt8]] = [
      [0xFF],  // never in UTF-8
      [0x42, 0xFE, 0x2E],  // a Latin-1 name
      [0xC3],  // cut short
      [0xE2, 0x82],  // cut short
      [0xC0, 0xAF],  // overlong `/`
      [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0x80],  // a lone continuation byte
    ]
    for bytes in cases {
      XCTAssertNil(UTF8Text.decode(bytes), "\(bytes)")
      XCTAssertNil(UTF8Text.decode(bytes[...]), "\(bytes) as a slice")
    }
  }

  func testPrecedesIsTheByteOrderOfUTF8() {
    let texts = [
      "", "a", "ab", "abc", "b", "B", "Z", "_", "a/b.swift", "a/b/c.swift", "a.b/c.swift", "Sources/A.swift",
      "Sources/a.swift", "é", "e\u{301}", "名前", "😀", "z😀", "\u{FFFD}", "a\0b", "a\0",
    ]
    for lhs in texts {
      for rhs in texts {
        XCTAssertEqual(
          UTF8Text.precedes(lhs, rhs),
          lhs.utf8.lexicographicallyPrecedes(rhs.utf8),
          "\(lhs.debugDescription) < \(rhs.debugDescription)"
        )
      }
    }
  }
}
