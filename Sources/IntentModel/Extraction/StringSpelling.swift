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

  /// `isSpelled(word)`, or `word` qualified by its module: `AppIntents.Parameter`,
  /// `AppIntents::Parameter` (a module selector). Lengths are compared first here too.
  @inline(__always)
  func isSpelledInAppIntents(_ word: String) -> Bool {
    let count = utf8.count
    let wordCount = word.utf8.count
    if count == wordCount { return self == word }
    guard count == wordCount + 11 || count == wordCount + 12, hasSuffix(word) else { return false }
    return hasPrefix(count == wordCount + 11 ? "AppIntents." : "AppIntents::")
  }
}
