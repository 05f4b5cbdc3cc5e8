extension String {
  /// Whether the string is `word`: the same length in UTF-8 and equal. Most names compared with a
  /// known word (an attribute name with `Parameter`, a label with `title`) are not it, and usually
  /// differ in length: those are told apart without a call to the standard library's comparison.
  /// Unlike `==`, spellings of different lengths are never equal, even when canonically
  /// equivalent (`\u{212A}` and `K`) — as the compiler, which does not normalize identifiers,
  /// tells them apart.
  @inline(__always)
  func isSpelled(_ word: String) -> Bool {
    utf8.count == word.utf8.count && self == word
  }
}
