/// The unit of an entity property, from a `unit:` line of its documentation comment
/// (`/// unit: miles`). Generated model instructions state it, so that a model reading
/// `distance: 4.2` knows what the number means.
enum PropertyUnit {
  /// The text after `unit:` on the first such line, trimmed; `nil` without one.
  static func parse(_ documentation: String?) -> String? {
    guard let documentation else { return nil }
    for rawLine in documentation.split(whereSeparator: \.isNewline) {
      var line = rawLine.drop(while: \.isWhitespace)
      if line.hasPrefix("- ") { line = line.dropFirst(2).drop(while: \.isWhitespace) }
      guard line.lowercased().hasPrefix("unit:") else { continue }
      let unit = line.dropFirst(5).trimmingWhitespace
      return unit.isEmpty ? nil : String(unit)
    }
    return nil
  }
}

extension Substring {
  /// The text without leading and trailing whitespace.
  var trimmingWhitespace: Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return self[first...last]
  }
}
