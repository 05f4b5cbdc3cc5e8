/// A key path written with its root type names the same members as one without it:
/// `\LogMoodIntent.$mood` is `\.$mood` wherever an intent's key path is expected (summaries,
/// phrases, `When` conditions), and `\CSSearchableItemAttributeSet.title` is `\.title`.
///
/// The root is the type names before the first member: types start with an uppercase letter,
/// members with a lowercase one, `$` or `_`, as Swift's API design guidelines have them.
public enum KeyPathRoot {
  /// `components` without the type names that continue a root: the parser reads
  /// `\Outer.Intent.$mood` as the root `Outer` and the components `Intent`, `$mood`.
  static func members(root: String?, _ components: [String]) -> [String] {
    guard root != nil else { return components }
    var start = 0
    while start + 1 < components.count && isTypeName(components[start]) { start += 1 }
    return start == 0 ? components : Array(components[start...])
  }

  /// Whether a name is spelled as a type's: it starts with an ASCII uppercase letter.
  static func isTypeName(_ name: some StringProtocol) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// The text of a key path expression (a `When` condition, `\Intent.$mode, .equalTo, .draft`)
  /// with its root type left out (`\.$mode, .equalTo, .draft`); `text` itself when it has none.
  public static func rootless(_ text: String) -> String {
    let trimmed = text.drop { $0 == " " }
    guard trimmed.first == "\\" else { return text }
    var rest = trimmed.dropFirst()
    guard isTypeName(rest) else { return text }
    // Each type name and the `.` after it.
    while isTypeName(rest) {
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let after = rest.dropFirst(name.count)
      guard after.first == "." else { return text }
      rest = after.dropFirst()
    }
    return "\\." + String(rest)
  }
}
