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

  /// The qualified names of the types and extensions whose declarations contain byte `offset`,
  /// innermost first (`["Library.Shelf", "Library"]`; an extension by the name it extends).
  public func enclosingTypeNames(around offset: Int) -> [String] {
    var names: [String] = []
    var declarations = self.declarations
    var scope = ""
    while let declaration = declarations.first(where: { $0.kind.isTypeLike && $0.range.contains(offset) }) {
      scope = declaration.kind == .extension || scope.isEmpty ? declaration.name : scope + "." + declaration.name
      names.insert(scope, at: 0)
      declarations = declaration.members
    }
    return names
  }
}

/// The scanner's entry point: lex a file, then parse its declarations.
public enum SourceScanner {
  public static func scan(_ source: SourceFile) -> ParsedFile {
    DeclarationParser.parse(Lexer.lex(source))
  }
}
