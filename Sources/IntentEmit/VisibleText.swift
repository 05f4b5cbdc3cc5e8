/// Text made safe to print where one line is one record — a terminal, a CI log, an Xcode
/// diagnostic, a GitHub workflow command — by writing control characters visibly, as Swift writes
/// them: `\u{1B}`, `\u{0}`, `\u{2028}`.
///
/// Names, titles, phrases and paths come from the code being checked, so they can hold characters
/// that a terminal obeys (ESC starts a sequence that recolors or clears the screen; NUL, BEL,
/// backspace) or that a reader takes for a line break (VT, FF, NEL, U+2028 LINE SEPARATOR,
/// U+2029 PARAGRAPH SEPARATOR), and could forge or hide output. Escaped: the C0 controls
/// (U+0000–U+001F) except tab, DEL (U+007F), the C1 controls (U+0080–U+009F), U+2028 and U+2029.
/// Tab is kept as it is everywhere. CR, LF and CR LF follow `LineBreaks`.
public enum VisibleText {
  /// What becomes of CR, LF and CR LF.
  public enum LineBreaks: Sendable {
    /// Each line break (CR LF counts as one) becomes a space: a message stays on its line.
    case space
    /// Escaped like the other controls (`\u{A}`): for a path, where every character counts.
    case escaped
    /// Left as they are, for a format that encodes them itself (GitHub's `%0A`, Markdown's `<br>`).
    case kept
  }

  /// `text` with its control characters written visibly and its line breaks as `lineBreaks` says.
  public static func escaped(_ text: String, lineBreaks: LineBreaks) -> String {
    let scalars = text.unicodeScalars
    let isLineBreak: (Unicode.Scalar) -> Bool = { $0 == "\n" || $0 == "\r" }
    guard scalars.contains(where: { isControl($0) && !(lineBreaks == .kept && isLineBreak($0)) }) else {
      return text
    }
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in scalars {
      defer { previous = scalar }
      if isLineBreak(scalar) && lineBreaks != .escaped {
        if lineBreaks == .kept {
          result.unicodeScalars.append(scalar)
        } else if !(scalar == "\n" && previous == "\r") {
          result += " "
        }
      } else if isControl(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is written as an escape (or, for CR and LF, handled as a line break).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `\u{1B}`: the scalar's value in uppercase hexadecimal, without leading zeros.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
