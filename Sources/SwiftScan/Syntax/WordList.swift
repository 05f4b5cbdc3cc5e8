/// A short ordered list of words, such as a declaration's modifiers (`public static`) or effects
/// (`async throws`), kept as one string with a line feed between words.
///
/// Nearly every declaration has one to three modifiers: joined, they fit in a small string, which
/// Swift stores inline. An `[String]` would cost one allocation per declaration to make and one to
/// free. Words never contain a line feed (the parser writes each as its tokens, trivia collapsed
/// to one space), so the separator is unambiguous.
@usableFromInline struct WordList: Hashable, Sendable {
  @usableFromInline var joined = ""

  @usableFromInline init() {}

  @usableFromInline init(_ words: [String]) {
    joined = words.joined(separator: "\n")
  }

  @inlinable var isEmpty: Bool { joined.isEmpty }

  /// The words, in order.
  @usableFromInline var words: [String] {
    joined.isEmpty
      ? []
      : joined.utf8.split(separator: Self.separator, omittingEmptySubsequences: false).map { String(Substring($0)) }
  }

  @usableFromInline mutating func append(_ word: String) {
    if joined.isEmpty {
      joined = word
    } else {
      joined += "\n"
      joined += word
    }
  }

  /// Whether `word` is one of the words, compared as `String ==` compares.
  @usableFromInline func contains(_ word: String) -> Bool {
    var rest = Substring(joined)
    while !rest.isEmpty {
      let end = rest.utf8.firstIndex(of: Self.separator) ?? rest.endIndex
      if rest[..<end] == word { return true }
      rest = end == rest.endIndex ? "" : rest[rest.utf8.index(after: end)...]
    }
    return false
  }

  @usableFromInline static let separator = UInt8(ascii: "\n")
}
