extension String {
  /// Whether a name is the known ASCII `word` (an attribute name, a label, a requirement): the
  /// same length in UTF-8 and equal. Most names compared with a known word are not it and differ
  /// in length, and are told apart without a call to the standard library's comparison.
  ///
  /// With an ASCII word this is equality of bytes. A spelling that `==` would equate with the
  /// word through canonical equivalence — the Kelvin sign `\u{212A}` for `K` — is longer, so it
  /// is not the word: the compiler does not normalize identifiers either. Names compared with
  /// each other (both from source) use `==`.
  @inline(__always)
  func isSpelled(_ word: String) -> Bool {
    utf8.count == word.utf8.count && self == word
  }
}
