import Foundation
import XCTest

/// Names, titles, phrases and file names come from the code being checked: in no output format
/// can they split a line into two records, carry terminal escape sequences or become markup.
/// (Found by an audit; each test is one of its reproductions.)
final class UntrustedTextTests: XCTestCase {
  /// An App Shortcut whose only phrase is `phrase` (Swift source text): it lacks the app's name, so
  /// `phrase_application_name` reports it, quoting it.
  static func shortcuts(phrase: String, provider: String = "Shorts") -> String {
    """
    import AppIntents
    struct PipeIntent: AppIntent {
      static let title: LocalizedStringResource = "Pipe"
      func perform() async throws -> some IntentResult { .result() }
    }
    struct \(provider): AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PipeIntent(), phrases: ["\(phrase)"], shortTitle: "P", systemImageName: "p")
      }
    }

    """
  }

  static let hostilePhrase = #"\u{1B}[2J\u{1B}[31mRED \0 nul \u{2028}ls"#

  /// C0 and C1 controls, DEL, U+2028 and U+2029 other than tab and LF.
  static func controls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      scalar != "\n" && scalar != "\t"
        && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}")
    }
  }

  func testLintLinesKeepTheirShapeAndCarryNoControlCharacters() throws {
    let directory = try TemporaryDirectory()
    try directory.write("B\nC.swift", Self.shortcuts(phrase: Self.hostilePhrase))
    let xcode = try IntentgenProcess.run(["lint", "."], in: directory.url)
    XCTAssertEqual(Self.controls(in: xcode.output), [])
    let lines = xcode.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, xcode.output)
    XCTAssert(lines.allSatisfy { $0.contains(#"/B\u{A}C.swift:8:"#) }, xcode.output)
    XCTAssert(xcode.output.contains(#"phrase "\u{1B}[2J\u{1B}[31mRED \u{0} nul \u{2028}ls""#), xcode.output)

    let github = try IntentgenProcess.run(["lint", ".", "--reporter", "github"], in: directory.url)
    XCTAssertEqual(Self.controls(in: github.output), [])
    XCTAssert(github.output.hasPrefix("::error file=B%0AC.swift,line=8,"), github.output)
    XCTAssertEqual(github.output.split(separator: "\n").count, 1, github.output)
  }

  func testMarkdownShowsTextAsWritten() throws {
    let directory = try TemporaryDirectory()
    try directory.write("B\nC.swift", Self.shortcuts(phrase: Self.hostilePhrase + " <b>x</b> @octocat"))
    let markdown = try IntentgenProcess.run(["lint", ".", "--reporter", "markdown"], in: directory.url).output
    XCTAssertEqual(Self.controls(in: markdown), [])
    XCTAssert(
      markdown.contains(
        #"| error | `B\u{A}C.swift:8:49` | `phrase_application_name` | phrase "\\u{1B}\[2J\\u{1B}\[31mRED \\u{0} nul "#
          + #"\\u{2028}ls &lt;b&gt;x&lt;/b&gt; @"# + "\u{2060}octocat\""
      ),
      markdown
    )

    let title = #"<img src=https://example.com/t.png> <b>Pipe</b> &lt;x&gt; @octocat [l](https://example.com)"#
    let diff = try Self.diff(
      old: Self.intent(title: "Pipe"),
      new: Self.intent(title: title),
      format: "markdown",
      in: directory
    )
    XCTAssert(
      diff.contains(
        #"to "&lt;img src=https\://example.com/t.png&gt; &lt;b&gt;Pipe&lt;/b&gt; &amp;lt;x&amp;gt; @"#
          + "\u{2060}" + #"octocat \[l\](https\://example.com)""#
      ),
      diff
    )
  }

  /// Extracts `old` and `new` (the sources of `A.swift`) and diffs them in `format`.
  static func diff(old: String, new: String, format: String, in directory: TemporaryDirectory) throws -> String {
    for (side, source) in [("old", old), ("new", new)] {
      try directory.write("\(side)/A.swift", source)
      let extract = try IntentgenProcess.run(["extract", side, "-o", "\(side).json"], in: directory.url)
      XCTAssertEqual(extract.status, 0, extract.errorOutput)
    }
    return try IntentgenProcess.run(["diff", "old.json", "new.json", "--format", format], in: directory.url).output
  }

  static func intent(title: String) -> String {
    """
    import AppIntents
    struct PipeIntent: AppIntent {
      static let title: LocalizedStringResource = "\(title)"
      func perform() async throws -> some IntentResult { .result() }
    }

    """
  }

  func testDiffTextKeepsOneLinePerChange() throws {
    let directory = try TemporaryDirectory()
    let new = Self.intent(title: #"Pipe\nbreaking intent removed FakeIntent: injected\u{1B}[2J"#)
    let text = try Self.diff(old: Self.intent(title: "Pipe"), new: new, format: "text", in: directory)
    XCTAssertEqual(Self.controls(in: text), [])
    XCTAssertEqual(
      text,
      #"""
      compatible title changed PipeIntent: The intent title of PipeIntent changed from "Pipe" to "Pipe breaking intent \#
      removed FakeIntent: injected\u{1B}[2J"; users see the new name, saved shortcuts keep working
      1 compatible change

      """#
    )
  }
}
