/// What the lexer learned searching ahead on a line for what closes a construct, kept so that a
/// line of many openers costs one search, not one per opener (which would be quadratic).
///
/// Each value is where a search ended (the line's end) without finding the closer: an opener
/// before that point has no closer on its line either.
struct LineSearches {
  /// For a curly-quoted text `“…`: no `”` or `"` before this offset.
  var noCurlyCloserBefore = 0
  /// For a raw string `#"""…` with the key's number of `#`: no `"#…` closing it before the value.
  var noRawCloserBefore: [Int: Int] = [:]
}
