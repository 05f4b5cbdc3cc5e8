/// TEMPORARY skeleton, replaced by the real parser.
public enum DeclarationParser {
  public static func parse(_ lexed: LexedFile) -> ParsedFile {
    ParsedFile(source: lexed.source, tokens: lexed.tokens, declarations: [], diagnostics: lexed.diagnostics)
  }
}
