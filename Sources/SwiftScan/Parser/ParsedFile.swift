/// A source file's tokens and top-level declarations, with every diagnostic found on the way.
public struct ParsedFile: Sendable {
  public let source: SourceFile
  public var tokens: [Token]
  public var declarations: [Declaration]
  /// Lexer and parser diagnostics, in source order.
  public var diagnostics: [Diagnostic]

  public init(source: SourceFile, tokens: [Token], declarations: [Declaration], diagnostics: [Diagnostic]) {
    self.source = source
    self.tokens = tokens
    self.declarations = declarations
    self.diagnostics = diagnostics
  }

  /// The index of the first token whose text starts at or after byte `offset` (`tokens.count`
  /// when there is none), by binary search.
  public func firstTokenIndex(startingAtOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// The scanner's entry point: lex a file, then parse its declarations.
public enum SourceScanner {
  public static func scan(_ source: SourceFile) -> ParsedFile {
    DeclarationParser.parse(Lexer.lex(source))
  }
}
