import IntentEmit
import XCTest

/// `ReportContext.lines`: the source lines reporters quote.
final class ReportContextTests: XCTestCase {
  func testLineBreaksOfEveryKind() {
    XCTAssertEqual(ReportContext.lines(of: ""), [""])
    XCTAssertEqual(ReportContext.lines(of: "a"), ["a"])
    XCTAssertEqual(ReportContext.lines(of: "a\n"), ["a", ""])
    XCTAssertEqual(ReportContext.lines(of: "a\nb\r\nc\rd"), ["a", "b", "c", "d"])
    XCTAssertEqual(ReportContext.lines(of: "\r\n\r\n"), ["", "", ""])
    XCTAssertEqual(ReportContext.lines(of: "\n\r"), ["", "", ""])
    XCTAssertEqual(ReportContext.lines(of: "é 😀\r\nx"), ["é 😀", "x"])
  }

  func testInvalidUTF8IsRepairedLineByLine() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x0A, 0x62, 0xC3]
    let lines = bytes.withUnsafeBufferPointer { ReportContext.lines(ofUTF8: $0) }
    XCTAssertEqual(lines, ["a\u{FFFD}", "b\u{FFFD}"])
  }

  /// Against a plain splitter that goes byte by byte, on random mixes of text and line breaks.
  func testAgreesWithAPlainSplitter() {
    var state: UInt64 = 7
    let pieces: [String] = ["a", "bc", " ", "\n", "\r", "\r\n", "é", "\n\n"]
    for _ in 0..<500 {
      var text = ""
      for _ in 0..<Int(state % 12) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      XCTAssertEqual(ReportContext.lines(of: text), plainLines(text), text.debugDescription)
    }
  }

  private func plainLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    var previousWasCR = false
    for byte in text.utf8 {
      if byte == 10 && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 13
      if byte == 10 || byte == 13 {
        lines.append(String(decoding: current, as: UTF8.self))
        current.removeAll()
      } else {
        current.append(byte)
      }
    }
    lines.append(String(decoding: current, as: UTF8.self))
    return lines
  }
}
