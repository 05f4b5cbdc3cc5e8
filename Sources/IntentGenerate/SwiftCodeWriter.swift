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

  /// The width documentation comments are wrapped at, indentation included.
  static let documentationWidth = 100

  /// Appends a `///` comment. Consecutive non-empty elements form a paragraph, reflowed to fit
  /// `documentationWidth`; an empty element is a blank comment line; lines between ``` fences are
  /// kept as they are. Line breaks and other control characters (from a display name) become
  /// spaces: a line break would end the comment.
  mutating func documentation(_ contents: String...) {
    let contents = contents.map(Self.commentText)
    let width = Self.documentationWidth - 2 * depth - 4
    var paragraph: [Substring] = []
    func flush(_ writer: inout SwiftCodeWriter) {
      var rest = paragraph.joined(separator: " ")[...]
      paragraph = []
      while !rest.isEmpty {
        var end = rest.endIndex
        // Longer than a line (`count` would walk the whole rest: quadratic on a long paragraph).
        if !rest.dropFirst(width).isEmpty, let space = rest.prefix(width + 1).lastIndex(of: " ") { end = space }
        writer.line("/// " + rest[..<end])
        rest = rest[end...].drop { $0 == " " }
      }
    }
    var inCode = false
    for content in contents {
      if content.hasPrefix("```") || inCode {
        flush(&self)
        line("/// " + content)
        if content.hasPrefix("```") { inCode.toggle() }
      } else if content.isEmpty {
        flush(&self)
        line("///")
      } else {
        paragraph.append(content[...])
      }
    }
    flush(&self)
  }

  /// `text` with each control character (line breaks, tabs, NUL) replaced by a space.
  static func commentText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    return result
  }

  /// Appends `switch subject {`, the cases at the same indentation (Swift's style), and `}`.
  mutating func switchBlock(_ subject: String, _ cases: (inout SwiftCodeWriter) -> Void) {
    line("switch \(subject) {")
    cases(&self)
    line("}")
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
