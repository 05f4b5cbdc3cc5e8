import IntentEmit
import XCTest

/// Control characters from the checked code are written visibly, and line breaks as each output
/// needs them.
final class VisibleTextTests: XCTestCase {
  func testControlCharactersAreWrittenAsSwiftEscapes() {
    let text = "\u{1B}[2J\u{1B}[31mRED \0 nul \u{7}\u{8}\u{7F}\u{85}\u{9F}\u{2028}ls\u{2029}"
    XCTAssertEqual(
      VisibleText.escaped(text, lineBreaks: .space),
      #"\u{1B}[2J\u{1B}[31mRED \u{0} nul \u{7}\u{8}\u{7F}\u{85}\u{9F}\u{2028}ls\u{2029}"#
    )
  }

  func testLineBreaksBecomeSpacesEscapesOrStay() {
    let text = "a\nb\r\nc\rd\u{B}e\u{C}f"
    XCTAssertEqual(VisibleText.escaped(text, lineBreaks: .space), #"a b c d\u{B}e\u{C}f"#)
    XCTAssertEqual(VisibleText.escaped(text, lineBreaks: .escaped), #"a\u{A}b\u{D}\u{A}c\u{D}d\u{B}e\u{C}f"#)
    XCTAssertEqual(VisibleText.escaped(text, lineBreaks: .kept), "a\nb\r\nc\rd\\u{B}e\\u{C}f")
  }

  func testTabAndOrdinaryTextAreKept() {
    for text in ["a\tb", "café 🎉 \\(.applicationName) \u{200E}", ""] {
      for lineBreaks in [VisibleText.LineBreaks.space, .escaped, .kept] {
        XCTAssertEqual(VisibleText.escaped(text, lineBreaks: lineBreaks), text)
      }
    }
  }
}
