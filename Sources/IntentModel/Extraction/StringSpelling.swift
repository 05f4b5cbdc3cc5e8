extension String {
  /// Whether the string is `word`, lengths compared first. Most names compared with a known word
  /// (an attribute name with `Parameter`, a label with `title`) are not it, and usually differ
  /// in length: those are told apart without a call to the standard library's comparison.
  @inline(__always)
  func isSpelled(_ word: String) -> Bool {
    utf8.count == word.utf8.count && self == word
  }
}
