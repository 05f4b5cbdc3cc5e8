import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// The line table, which skips eight bytes at a time, against a byte-by-byte definition.
final class SourceFileTests: XCTestCase {
  /// Line starts byte by byte: after `\n`, after `\r` not followed by `\n`, after `\r\n`.
  static func referenceLineStarts(_ bytes: [UInt8]) -> [UInt32] {
    var starts: [UInt32] = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\r") && index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(UInt32(index)) }
    }
    return starts
  }

  func testLineStartsMatchTheByteByByteDefinition() {
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x0E, 0x00, 0x20, 0x61, 0x7F, 0x80, 0x8D, 0xC3, 0xFF]
    var random = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      let count = Int(random.next() % 40)
      let density = Int(random.next() % 6) + 1
      let bytes = (0..<count).map { _ -> UInt8 in
        random.next() % UInt64(density) == 0
          ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(ascii: "x")
      }
      XCTAssertEqual(LineTable.lineStarts(bytes), Self.referenceLineStarts(bytes), "\(bytes)")
    }
  }

  func testLocations() {
    let source = SourceFile(path: "A.swift", text: "ab\r\ncd\re\n\nlonger line of text\n")
    XCTAssertEqual(source.lineStarts, [0, 4, 7, 9, 10, 30])
    XCTAssertEqual(source.location(of: 5).description, "2:2")
    XCTAssertEqual(source.location(of: 12).description, "5:3")
  }
}

extension SourceFileTests {
  /// The two-level search of `LineTable` (every 32nd line, then 32 lines) gives what a plain walk
  /// over the bytes gives, at every offset of files of 0 to 100 lines with all three line breaks.
  func testLineTableLocationsMatchAWalkOverTheBytes() {
    for lineCount in [0, 1, 31, 32, 33, 64, 65, 100] {
      var text = ""
      for line in 0..<lineCount { text += String(repeating: "x", count: line % 7) + ["\n", "\r\n", "\r"][line % 3] }
      let bytes = Array(text.utf8)
      let table = LineTable(bytes)
      var line = 1
      var column = 1
      for offset in 0...bytes.count {
        XCTAssertEqual(table.location(of: offset), SourceLocation(line: line, column: column, offset: offset))
        guard offset < bytes.count else { break }
        let byte = bytes[offset]
        let isBreak =
          byte == UInt8(ascii: "\n")
          || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
        if isBreak { line += 1; column = 1 } else { column += 1 }
      }
      XCTAssertEqual(table.location(of: bytes.count + 10).offset, bytes.count, "past the end maps to the end")
    }
  }
}
