import IntentEmit
import XCTest

/// Markdown reports stay under GitHub's comment limit: the head is kept, rows are cut in order and
/// a last line counts what was left out.
final class MarkdownLimitTests: XCTestCase {
  static let rows = (1...5).map { MarkdownLimit.Row(text: "| row \($0) |\n") }  // 12 bytes each

  static func omission(_ count: Int) -> String { "\n\(count) more\n" }  // 8 bytes below 10

  func testEverythingIsKeptWithinTheLimit() {
    let output = MarkdownLimit.fit(head: "head\n", rows: Self.rows, limit: 65, omission: Self.omission)
    XCTAssertEqual(output, "head\n" + Self.rows.map(\.text).joined())
  }

  func testRowsAreCutInOrderAndCounted() {
    // head (5) + 3 rows (36) + "\n2 more\n" (8) = 49; a fourth row would need 53 with "\n1 more\n".
    for limit in 49...52 {
      let output = MarkdownLimit.fit(head: "head\n", rows: Self.rows, limit: limit, omission: Self.omission)
      XCTAssertEqual(output, "head\n| row 1 |\n| row 2 |\n| row 3 |\n\n2 more\n", "limit \(limit)")
      XCTAssertLessThanOrEqual(output.utf8.count, limit)
    }
    XCTAssertEqual(
      MarkdownLimit.fit(head: "head\n", rows: Self.rows, limit: 10, omission: Self.omission),
      "head\n\n5 more\n",
      "the head is kept even when no row fits"
    )
  }

  func testAHeadingIsWrittenOnlyWithItsFirstRow() {
    let rows = [
      MarkdownLimit.Row(heading: "## A\n", text: "| a |\n"),
      MarkdownLimit.Row(heading: "## B\n", text: "| b |\n"),
    ]
    XCTAssertEqual(
      MarkdownLimit.fit(head: "", rows: rows, limit: 20, omission: Self.omission),
      "## A\n| a |\n\n1 more\n"
    )
  }

  func testTheLimitCountsUTF8Bytes() {
    let rows = [MarkdownLimit.Row(text: "ééé\n"), MarkdownLimit.Row(text: "x\n")]  // 7 and 2 bytes
    XCTAssertEqual(MarkdownLimit.fit(head: "", rows: rows, limit: 9, omission: Self.omission), "ééé\nx\n")
    XCTAssertEqual(MarkdownLimit.fit(head: "", rows: rows, limit: 8, omission: Self.omission), "\n2 more\n")
  }
}
