import IntentEmit
import SwiftScan
import XCTest

final class DiagnosticFormatterTests: XCTestCase {
  func testXcodeLineWithByteColumn() {
    // "é" is two bytes, so `x` is at byte column 10 of line 2 (character column 9).
    let source = SourceFile(path: "Sources/App/Note.swift", text: "import A\nlet é = x\n")
    let offset = Array(source.bytes).firstIndex(of: UInt8(ascii: "x")) ?? 0
    let diagnostic = Diagnostic(.error, "cannot find 'x' in scope", at: offset..<(offset + 1))
    XCTAssertEqual(
      DiagnosticFormatter.format(diagnostic, in: source),
      "Sources/App/Note.swift:2:10: error: cannot find 'x' in scope"
    )
  }

  func testSeverities() {
    let source = SourceFile(path: "a.swift", text: "x")
    for severity in [Diagnostic.Severity.note, .warning, .error] {
      XCTAssertEqual(
        DiagnosticFormatter.format(Diagnostic(severity, "m", at: 0..<1), in: source),
        "a.swift:1:1: \(severity.rawValue): m"
      )
    }
  }

  func testMessageStaysOnOneLine() {
    let source = SourceFile(path: "a.swift", text: "x")
    XCTAssertEqual(
      DiagnosticFormatter.format(Diagnostic(.warning, "first\nsecond\r\nthird", at: 0..<1), in: source),
      "a.swift:1:1: warning: first second third"
    )
  }

  func testControlCharactersInPathAndMessageAreVisible() {
    XCTAssertEqual(
      DiagnosticFormatter.format(
        path: "B\nC\u{1B}.swift",
        line: 1,
        column: 2,
        severity: .error,
        message: "x\u{1B}[2J\ny"
      ),
      #"B\u{A}C\u{1B}.swift:1:2: error: x\u{1B}[2J y"#
    )
  }

  func testWithoutPosition() {
    XCTAssertEqual(
      DiagnosticFormatter.format(path: "missing.swift", severity: .error, message: "cannot read file: No such file"),
      "missing.swift: error: cannot read file: No such file"
    )
  }
}
