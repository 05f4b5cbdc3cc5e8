import SwiftScan

extension TokenValueReader {
  /// What the usual parameter summary says, `Summary("Move \(\.$note) to \(\.$folder)")` with
  /// an optional trailing closure of key paths (`{ \.$date; \.$tags }`).
  struct SimpleSummary {
    /// Where `Summary` is written.
    var start: Int
    var formatString: ModelValue
    /// The parameters the format string interpolates (`note`, `folder`).
    var parameters: [String]
    /// The parameters of the trailing closure (`date`, `tags`).
    var otherParameters: [String]
  }

  /// The summary of a `parameterSummary` getter written `{ Summary("…") }` or
  /// `{ Summary("…") { \.$a; \.$b } }`, or `nil` for any other body (`When`, `Switch`, several
  /// statements…), which the caller parses.
  static func simpleSummary(of syntax: DeferredSyntax, source: SourceReader) -> SimpleSummary? {
    syntax.withTokens { tokens, bytes in
      guard tokens.count >= 6, tokens[tokens.count - 1].kind == .rightBrace else { return nil }
      var reader = TokenValueReader(
        tokens: UnsafeBufferPointer(rebasing: tokens.dropLast()),
        bytes: bytes,
        source: source
      )
      reader.advance()  // `{`
      if reader.kind == .keyword && reader.current.keyword == .return { reader.advance() }
      return reader.readSimpleSummary()
    }
  }

  private mutating func readSimpleSummary() -> SimpleSummary? {
    let callee = current
    guard callee.kind == .identifier, text(callee) == "Summary", peekKind() == .leftParen,
      !tokens[index + 1].isAtStartOfLine
    else { return nil }
    index += 2
    guard kind == .stringQuote, let format = readString(), kind == .rightParen else { return nil }
    advance()
    var summary = SimpleSummary(
      start: Int(callee.start),
      formatString: format.value,
      parameters: interpolatedKeyPaths,
      otherParameters: []
    )
    if kind == .leftBrace && !current.isAtStartOfLine {
      guard let keyPaths = readKeyPathStatements() else { return nil }
      summary.otherParameters = keyPaths
    }
    return atRunEnd ? summary : nil
  }

  /// A closure of key path statements, `{ \.$a; \.$b.c }` (one per line or after `;`): the first
  /// component of each, without `$`. The reader on `{`; ends after `}`.
  private mutating func readKeyPathStatements() -> [String]? {
    advance()
    var names: [String] = []
    while kind != .rightBrace {
      if kind == .semicolon {
        advance()
        continue
      }
      guard kind == .backslash else { return nil }
      advance()
      var first: String?
      while kind == .period && !current.flags.contains(.leadingTrivia) {
        guard index + 1 < tokens.count else { return nil }
        let component = tokens[index + 1]
        guard component.kind == .identifier || component.kind == .dollarIdentifier || component.kind == .keyword,
          isPlainName(component)
        else { return nil }
        if first == nil { first = text(component) }
        index += 2
      }
      guard let first else { return nil }
      names.append(first.hasPrefix("$") ? String(first.dropFirst()) : first)
      // The statement ends here: at `}`, `;`, or a key path on the next line.
      guard kind == .rightBrace || kind == .semicolon || (kind == .backslash && current.isAtStartOfLine)
      else { return nil }
    }
    advance()
    return names
  }
}
