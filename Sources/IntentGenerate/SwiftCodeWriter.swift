/// Builds indented Swift source text line by line, the way a person would type it: two-space
/// indentation, braces closing the blocks they open, blank lines without trailing spaces.
struct SwiftCodeWriter {
  private(set) var text = ""
  private var depth = 0

  /// Appends one line at the current indentation; an empty line is written without indentation.
  mutating func line(_ content: String = "") {
    if !content.isEmpty { text += String(repeating: "  ", count: depth) + content }
    text += "\n"
  }

  /// Appends several lines at the current indentation.
  mutating func lines(_ contents: [String]) {
    for content in contents { line(content) }
  }

  /// Appends a `///` comment, one line per element.
  mutating func documentation(_ contents: String...) {
    for content in contents { line(content.isEmpty ? "///" : "/// " + content) }
  }

  /// Appends `opener {`, the body one level deeper, and `}` (plus `closer`, such as `)`).
  mutating func block(_ opener: String, closer: String = "", _ body: (inout SwiftCodeWriter) -> Void) {
    line(opener + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}" + closer)
  }
}
