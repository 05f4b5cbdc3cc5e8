import IntentEmit
import XCTest

/// Text from the checked code shows as written in Markdown (GitHub-flavored): no HTML, no markup,
/// no mention, no broken table. The expectations were checked with cmark-gfm (tables, autolinks).
final class MarkdownTextTests: XCTestCase {
  func testHTMLAndEntitiesAreShownAsText() {
    XCTAssertEqual(
      MarkdownText.escaped("<img src=x> <b>Pipe</b> &lt;x&gt; A & B"),
      "&lt;img src=x&gt; &lt;b&gt;Pipe&lt;/b&gt; &amp;lt;x&amp;gt; A &amp; B"
    )
  }

  func testPunctuationThatStartsMarkupIsBackslashEscaped() {
    XCTAssertEqual(
      MarkdownText.escaped(#"\(.applicationName) `x` *b* _i_ [l](u) ![i](u) ~~s~~ a|b $x$"#),
      #"\\(.applicationName) \`x\` \*b\* \_i\_ \[l\](u) \!\[i\](u) \~\~s\~\~ a\|b \$x\$"#
    )
    // Other punctuation is left alone: it starts nothing inside a line.
    XCTAssertEqual(
      MarkdownText.escaped(#"a.b, c; "d" 'e' (f) {g} -> 1+2=3 ?"#),
      #"a.b, c; "d" 'e' (f) {g} -&gt; 1+2=3 ?"#
    )
  }

  func testMentionsReferencesAndAutolinksAreDefused() {
    XCTAssertEqual(MarkdownText.escaped("@octocat"), "@\u{2060}octocat")
    XCTAssertEqual(MarkdownText.escaped("#12"), "\\#\u{2060}12")
    XCTAssertEqual(MarkdownText.escaped("x@example.com"), "x@\u{2060}example.com")
    XCTAssertEqual(MarkdownText.escaped("https://example.com"), "https\\://example.com")
    XCTAssertEqual(MarkdownText.escaped("see WWW.example.com."), "see WWW\\.example.com.")
  }

  func testLineBreaksAndControlCharacters() {
    XCTAssertEqual(MarkdownText.escaped("a\nb\r\nc\rd"), "a<br>b<br>c<br>d")
    XCTAssertEqual(MarkdownText.escaped("\u{1B}[2J\0\u{2028}\tx"), #"\\u{1B}\[2J\\u{0}\\u{2028}"# + "\tx")
  }

  func testCodeSpans() {
    XCTAssertEqual(MarkdownText.code("Sources/A.swift:3:1"), "`Sources/A.swift:3:1`")
    // A backtick is shown: the fence is longer than any run of backticks inside.
    XCTAssertEqual(MarkdownText.code("a`b.swift"), "``a`b.swift``")
    XCTAssertEqual(MarkdownText.code("a``b"), "```a``b```")
    XCTAssertEqual(MarkdownText.code("`a"), "`` `a ``")
    XCTAssertEqual(MarkdownText.code("a`"), "`` a` ``")
    XCTAssertEqual(MarkdownText.code(" a "), "`  a  `")
    XCTAssertEqual(MarkdownText.code("  "), "`  `")
    // Backslashes are literal in code; `|` is escaped for the table; line breaks are visible.
    XCTAssertEqual(MarkdownText.code(#"a|\b <i> @x *y*"#), #"`a\|\b <i> @x *y*`"#)
    XCTAssertEqual(MarkdownText.code("B\nC\u{1B}.swift"), #"`B\u{A}C\u{1B}.swift`"#)
    XCTAssertEqual(MarkdownText.code(""), "")
  }
}
