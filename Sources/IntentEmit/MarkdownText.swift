/// Text from the checked code (titles, phrases, messages, file and module names) written into
/// GitHub-flavored Markdown so that it shows exactly as written and never becomes markup: the
/// one escaping that `lint --reporter markdown` and `diff --format markdown` share.
///
/// `escaped` is for running text, such as a table cell:
/// - control characters are written visibly first (`\u{1B}`, see `VisibleText`), and a line
///   break (CR, LF or CR LF) becomes `<br>`, so a cell stays on its table row;
/// - `&`, `<` and `>` become `&amp;`, `&lt;` and `&gt;`, so no HTML tag or entity is rendered;
/// - ASCII punctuation that can start markup is backslash-escaped (CommonMark lets any ASCII
///   punctuation be escaped): `\` `` ` `` `*` `_` `[` `]` `|` `~` `!` `#` `$` (`$` starts
///   GitHub's math), `:` before `//` and `.` after `www` (GitHub's extended autolinks);
/// - `@` and `#` are followed by U+2060 WORD JOINER, which is invisible: GitHub finds @mentions
///   and #123 references in the rendered text, where a backslash no longer is, and the joiner
///   keeps them from notifying anyone or linking an issue.
///
/// `code` is for a code span, inside which backslashes are literal: control characters and line
/// breaks are written visibly, `|` is escaped as GFM tables require (even in code), and the span is
/// fenced with more backticks than the text holds in a row, so a backtick in a file name is shown.
public enum MarkdownText {
  /// `text` as running Markdown text that renders as `text`.
  public static func escaped(_ text: String) -> String {
    let scalars = Array(VisibleText.escaped(text, lineBreaks: .kept).unicodeScalars)
    var result = ""
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\r", "\n":
        if scalar == "\r" && index < scalars.count && scalars[index] == "\n" { index += 1 }
        result += "<br>"
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "@": result += "@\u{2060}"
      case "#": result += "\\#\u{2060}"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "!", "$":
        result += "\\" + String(scalar)
      case ":" where scalars[index...].starts(with: ["/", "/"]):
        result += "\\:"
      case "." where isAfterWWW(scalars, index - 1):
        result += "\\."
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `www` (in any case) is just before `position`.
  private static func isAfterWWW(_ scalars: [Unicode.Scalar], _ position: Int) -> Bool {
    position >= 3 && scalars[(position - 3)..<position].allSatisfy { $0 == "w" || $0 == "W" }
  }

  /// `text` as a code span for a table cell: `` `Sources/A.swift:3:1` ``, or ``` `` a`b `` ```.
  public static func code(_ text: String) -> String {
    let visible = VisibleText.escaped(text, lineBreaks: .escaped).replacingOccurrences(of: "|", with: "\\|")
    guard !visible.isEmpty else { return "" }
    var longestRun = 0
    var run = 0
    for character in visible {
      run = character == "`" ? run + 1 : 0
      longestRun = max(longestRun, run)
    }
    let fence = String(repeating: "`", count: longestRun + 1)
    // CommonMark drops one space at each end when both ends have one, and a backtick at an end
    // would join the fence: a space on each side keeps the text as it is.
    let padded =
      visible.hasPrefix("`") || visible.hasSuffix("`")
      || (visible.hasPrefix(" ") && visible.hasSuffix(" ") && visible.contains { $0 != " " })
    let padding = padded ? " " : ""
    return fence + padding + visible + padding + fence
  }
}
