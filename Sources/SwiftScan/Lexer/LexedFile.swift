/// A source file split into tokens, with the lexer's diagnostics.
public struct LexedFile: Sendable {
  public let source: SourceFile
  /// Every token of the file, tiling it; the last one is `.endOfFile`.
  public var tokens: [Token]
  public var diagnostics: [Diagnostic]

  public init(source: SourceFile, tokens: [Token], diagnostics: [Diagnostic]) {
    self.source = source
    self.tokens = tokens
    self.diagnostics = diagnostics
  }

  /// The text of a token.
  public func text(of token: Token) -> String { source.text(token.range) }
}
