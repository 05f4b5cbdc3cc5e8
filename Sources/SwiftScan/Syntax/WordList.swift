/// A short ordered list of words, such as a declaration's modifiers (`public static`) or effects
/// (`async throws`), kept in one string.
///
/// Nearly every declaration has modifiers, usually one or two: joined with a line feed between
/// them, they fit in Swift's inline small string (up to 15 UTF-8 bytes), where an `[String]`
/// would cost one allocation to make and one to free per declaration. A list that cannot be
/// joined so — a word is empty or has a line feed (an effect such as `throws(E<"""…""">)` in
/// broken code keeps the line breaks of its tokens), or the first word starts with a NUL — is
/// written instead as a NUL, then each word as its UTF-8 length, a colon and its bytes. Either
/// way the list reads back exactly as it was made, and one list has one spelling, so `==` and
/// hashing compare words.
@usableFromInline struct WordList: Hashable, Sendable {
  @usableFromInline var storage = ""

  @usableFromInline init() {}

  @usableFromInline init(_ words: [String]) {
    for word in words { append(word) }
  }

  @inlinable var isEmpty: Bool { storage.isEmpty }

  private static let separator = UInt8(ascii: "\n")
  private static let escapeMark = UInt8(0)

  private var isEscaped: Bool { storage.utf8.first == Self.escapeMark }

  /// The words, in order.
  @usableFromInline var words: [String] {
    if storage.isEmpty { return [] }
    if !isEscaped { return storage.utf8.split(separator: Self.separator).map { String(Substring($0)) } }
    var words: [String] = []
    var rest = Substring(storage).utf8.dropFirst()
    while let colon = rest.firstIndex(of: UInt8(ascii: ":")) {
      let length = Int(Substring(rest[..<colon])) ?? 0
      let start = rest.index(after: colon)
      let end = rest.index(start, offsetBy: length)
      words.append(String(Substring(rest[start..<end])))
      rest = rest[end...]
    }
    return words
  }

  /// Appends a word of any text.
  @usableFromInline mutating func append(_ word: String) {
    let joinable =
      !word.isEmpty && !word.utf8.contains(Self.separator) && !(storage.isEmpty && word.utf8.first == Self.escapeMark)
    if joinable && !isEscaped {
      appendToken(word)
    } else {
      let words = words + [word]
      storage = "\0" + words.map { "\($0.utf8.count):\($0)" }.joined()
    }
  }

  /// Appends a word that the caller knows can be joined: the text of one identifier or keyword
  /// token, or of tokens without line breaks (`private(set)`). The parser's path: no scan of the
  /// word (not even in an assertion: debug builds, which the build plugin runs, would pay for it).
  @usableFromInline mutating func appendToken(_ word: String) {
    assert(!word.isEmpty && word.utf8.first != Self.escapeMark)
    if isEscaped {
      append(word)
    } else if storage.isEmpty {
      storage = word
    } else {
      storage += "\n"
      storage += word
    }
  }

  /// Whether `word` is one of the words, compared as `String ==` compares.
  @usableFromInline func contains(_ word: String) -> Bool {
    if isEscaped { return words.contains(word) }
    var rest = Substring(storage)
    while !rest.isEmpty {
      let end = rest.utf8.firstIndex(of: Self.separator) ?? rest.endIndex
      if rest[..<end] == word { return true }
      rest = end == rest.endIndex ? "" : rest[rest.utf8.index(after: end)...]
    }
    return false
  }
}
