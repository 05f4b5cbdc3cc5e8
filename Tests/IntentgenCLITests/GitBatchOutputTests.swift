import XCTest

@testable import intentgen

/// Reading `git cat-file --batch --follow-symlinks` output: every answer git gives, and output
/// that is cut short or garbled (refused, not misread).
final class GitBatchOutputTests: XCTestCase {
  func testEveryKindOfAnswer() throws {
    let output = Array(
      """
      5f4a9254d93ae1567dc44b46bc63db533ce642bf blob 14
      a\nb c missing

      symlink 13
      /etc/hostname
      dangling 9
      t:./a b 2
      loop 8
      t:./loop
      notdir 10
      t:./a/file
      83c1f51b08d02c437f294f307d46a16c1636ea7d tree 3
      xyz
      t:./a b 12 missing
      t:./x ambiguous

      """.utf8
    )
    XCTAssertEqual(
      try GitBatchOutput.answers(in: output),
      [
        .blob(Array("a\nb c missing\n".utf8)),
        .linkOutOfRepository(target: "/etc/hostname"),
        .brokenLink(reason: "dangling"),
        .brokenLink(reason: "loop"),
        .brokenLink(reason: "notdir"),
        .otherObject(type: "tree"),
        .notFound(reason: "missing"),
        .notFound(reason: "ambiguous"),
      ]
    )
    XCTAssertEqual(try GitBatchOutput.answers(in: []), [])
  }

  func testOutputCutShortOrGarbledIsRefused() {
    let cases = [
      "5f4a blob 14\nshort\n",  // the body is cut short
      "5f4a blob 3\nabcd",  // no line break after the body
      "5f4a blob 3\nabc",  // nor at the end
      "5f4a blob\n",  // no size
      "5f4a blob -1\n",  // a negative size
      "5f4a blob 99999999999999999999999\n",  // a size that overflows
      "symlink two\nab\n",  // a size that is not a number
      "header without a line break",
      "a b c d 1\nx\n",  // too many fields
    ]
    for text in cases {
      XCTAssertThrowsError(try GitBatchOutput.answers(in: Array(text.utf8)), text)
    }
  }
}
