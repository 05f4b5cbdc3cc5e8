import IntentModel

/// Turns text from outside Swift source (display titles, units) into string literal contents.
enum SwiftIdentifier {
  /// `text` escaped for the inside of a string literal: backslashes, quotes and line breaks.
  static func stringLiteralContent(_ text: String) -> String {
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
