/// One lexed token: its kind and the byte ranges of its text and of its surrounding trivia.
///
/// Tokens tile the file: `fullStart..<start` is the leading trivia (whitespace, newlines, comments),
/// `start..<end` the text, `end..<fullEnd` the trailing trivia (up to, not including, the next
/// newline), and each token's `fullEnd` is the next token's `fullStart`.
public struct Token: Hashable, Sendable {
  public var kind: TokenKind
  /// For `.keyword` tokens the reserved word; for identifiers a contextual keyword, or `.none`.
  public var keyword: Keyword
  public var flags: TokenFlags
  public var fullStart: UInt32
  public var start: UInt32
  public var end: UInt32
  public var fullEnd: UInt32

  @_transparent
  public init(
    kind: TokenKind,
    keyword: Keyword = .none,
    flags: TokenFlags = .empty,
    fullStart: UInt32,
    start: UInt32,
    end: UInt32,
    fullEnd: UInt32
  ) {
    self.kind = kind
    self.keyword = keyword
    self.flags = flags
    self.fullStart = fullStart
    self.start = start
    self.end = end
    self.fullEnd = fullEnd
  }

  /// The byte range of the token's text.
  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
  /// The byte range of the token with its leading and trailing trivia.
  @inlinable public var fullRange: Range<Int> { Int(fullStart)..<Int(fullEnd) }
  @inlinable public var leadingTriviaRange: Range<Int> { Int(fullStart)..<Int(start) }
  @inlinable public var trailingTriviaRange: Range<Int> { Int(end)..<Int(fullEnd) }

  /// Whether a line break precedes the token (it starts a line).
  @inlinable public var isAtStartOfLine: Bool { flags.contains(.leadingNewline) }

  @inlinable public func `is`(_ keyword: Keyword) -> Bool { self.keyword == keyword }
}

/// Facts about a token's surroundings that the parser needs without re-reading trivia.
public struct TokenFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  @_transparent public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// No flag set. Written instead of `[]` in the lexer: the array literal goes through
  /// `SetAlgebra`'s generic initializer, which an unoptimized build does not specialize (it was
  /// over a third of the debug lexer's time).
  @_transparent public static var empty: TokenFlags { TokenFlags(rawValue: 0) }

  /// The leading trivia contains a line break.
  public static let leadingNewline = TokenFlags(rawValue: 1 << 0)
  /// The leading trivia is not empty.
  public static let leadingTrivia = TokenFlags(rawValue: 1 << 1)
  /// The trailing trivia is not empty.
  public static let trailingTrivia = TokenFlags(rawValue: 1 << 2)
  /// The token is malformed (unterminated literal, bad digit…); a diagnostic says how.
  public static let hasError = TokenFlags(rawValue: 1 << 3)
  /// The leading trivia contains a comment (doc comments, suppression commands).
  public static let leadingComment = TokenFlags(rawValue: 1 << 4)

  // Concrete versions of the `SetAlgebra` operations the lexer uses per token: the generic
  // defaults go through protocol witnesses, which is slow in unoptimized builds.

  @_transparent
  public func contains(_ member: TokenFlags) -> Bool { rawValue & member.rawValue == member.rawValue }

  @_transparent
  public func union(_ other: TokenFlags) -> TokenFlags { TokenFlags(rawValue: rawValue | other.rawValue) }

  @_transparent
  @discardableResult
  public mutating func insert(_ newMember: TokenFlags) -> (inserted: Bool, memberAfterInsert: TokenFlags) {
    let inserted = !contains(newMember)
    self = TokenFlags(rawValue: rawValue | newMember.rawValue)
    return (inserted, newMember)
  }
}
