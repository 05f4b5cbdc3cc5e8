import IntentEmit
import XCTest

/// Suggested command lines paste into a POSIX shell as the command they name.
final class ShellQuotingTests: XCTestCase {
  func testPlainWordsAreKept() {
    for word in ["intentgen", "App/Sources", "-o", "a_b-c.d,e:f+g@h%i", "/tmp/x"] {
      XCTAssertEqual(ShellQuoting.quote(word), word)
    }
  }

  func testOtherWordsAreSingleQuoted() {
    XCTAssertEqual(ShellQuoting.quote("My App"), "'My App'")
    XCTAssertEqual(ShellQuoting.quote("It's"), #"'It'\''s'"#)
    XCTAssertEqual(ShellQuoting.quote("'\u{301}x"), "''\\''\u{301}x'", "a quote with a combining mark is still a quote")
    XCTAssertEqual(ShellQuoting.quote(""), "''")
    for word in [
      "$HOME", "`id`", "a;b", "a|b", "a&b", "*.swift", "~/x", "=x", "a\\b", "!x", "(x)", "é", "a\"b", "a\tb",
    ] {
      XCTAssertEqual(ShellQuoting.quote(word), "'\(word)'", word)
    }
  }

  func testControlCharactersUseANSICQuotes() {
    XCTAssertEqual(ShellQuoting.quote("B\nC's\\"), #"$'B\nC\'s\\'"#)
    XCTAssertEqual(ShellQuoting.quote("a\u{1B}\u{2028}"), #"$'a\x1B\xE2\x80\xA8'"#)
  }

  func testCommandLine() {
    XCTAssertEqual(
      ShellQuoting.commandLine(["intentgen", "generate", "My App", "-o", "Gen Out"]),
      "intentgen generate 'My App' -o 'Gen Out'"
    )
  }
}
