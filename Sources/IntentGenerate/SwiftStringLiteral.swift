/// Text from outside Swift source (display titles, units) written inside a generated string literal.
enum SwiftStringLiteral {
  /// `text` escaped for the inside of a string literal: backslashes, quotes, line breaks and the
  /// other control characters (a NUL in source is a compiler warning, the others are errors).
  ///
  /// Read by scalar: CR LF is one `Character`, which no single-scalar case matches.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case "\0": escaped += "\\0"
      case _ where scalar.properties.generalCategory == .control:
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
