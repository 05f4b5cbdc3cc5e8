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
      XCTAssertEqual(SourceFile.computeLineStarts(bytes), Self.referenceLineStarts(bytes), "\(bytes)")
    }
  }

  func testLocations() {
    let source = SourceFile(path: "A.swift", text: "ab\r\ncd\re\n\nlonger line of text\n")
    XCTAssertEqual(source.lineStarts, [0, 4, 7, 9, 10, 30])
    XCTAssertEqual(source.location(of: 5).description, "2:2")
    XCTAssertEqual(source.location(of: 12).description, "5:3")
  }
}
