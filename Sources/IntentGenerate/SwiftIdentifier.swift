/// Turns names from outside Swift source (module names, display titles) into valid Swift
/// identifiers and string literal contents.
enum SwiftIdentifier {
  /// `name` with every character that cannot appear in an identifier removed, and an underscore
  /// before a leading digit (`my-app` → `myapp`, `2D` → `_2D`); `Module` when nothing is left.
  static func typeName(from name: String) -> String {
    let kept = String(
      String.UnicodeScalarView(
        name.unicodeScalars.filter { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
      )
    )
    guard let first = kept.first else { return "Module" }
    return first.isNumber ? "_" + kept : kept
  }

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
