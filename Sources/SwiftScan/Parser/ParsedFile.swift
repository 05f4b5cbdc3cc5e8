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
}

/// The scanner's entry point: lex a file, then parse its declarations.
public enum SourceScanner {
  public static func scan(_ source: SourceFile) -> ParsedFile {
    DeclarationParser.parse(Lexer.lex(source))
  }
}
