/// Text from outside Swift source (display titles, units) written inside a generated string literal.
enum SwiftStringLiteral {
  /// `text` escaped for the inside of a string literal: backslashes, quotes and line breaks.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
