/// The tokens of a parsed file, shared by the parts of its tree that are parsed only when read.
public final class SyntaxContext: Sendable {
  public let source: SourceFile
  public let tokens: [Token]

  public init(source: SourceFile, tokens: [Token]) {
    self.source = source
    self.tokens = tokens
  }
}

/// A run of tokens (an initializer, an argument list, an accessor block) whose syntax is parsed
/// when it is first read rather than during the declaration scan.
///
/// Declarations are found by skipping over such runs, which keeps scanning close to the cost of
/// lexing; the values App Intents tooling needs are parsed on demand, for the few declarations
/// that matter.
public struct DeferredSyntax: Hashable, Sendable {
  @usableFromInline let context: SyntaxContext
  /// Indices of the first token and one past the last.
  @usableFromInline let tokenRange: Range<Int>
  /// The parser's nesting depth and open chain suffixes where the run was skipped; parsing it
  /// later resumes with them, so the bounds on the tree hold across deferred runs inside
  /// deferred runs.
  let depth: Int32
  let chainSuffixes: Int32

  init(context: SyntaxContext, tokenRange: Range<Int>, depth: Int, chainSuffixes: Int) {
    self.context = context
    self.tokenRange = tokenRange
    self.depth = Int32(clamping: depth)
    self.chainSuffixes = Int32(clamping: chainSuffixes)
  }

  /// The byte range of the tokens.
  @inlinable public var range: Range<Int> {
    guard tokenRange.lowerBound < tokenRange.upperBound else {
      let offset = Int(context.tokens[min(tokenRange.lowerBound, context.tokens.count - 1)].start)
      return offset..<offset
    }
    return Int(context.tokens[tokenRange.lowerBound].start)..<Int(context.tokens[tokenRange.upperBound - 1].end)
  }

  /// Equal when the runs cover the same bytes of equal text, whichever parse they come from.
  public static func == (lhs: DeferredSyntax, rhs: DeferredSyntax) -> Bool {
    if lhs.context === rhs.context { return lhs.tokenRange == rhs.tokenRange }
    let left = lhs.range
    let right = rhs.range
    return left == right && lhs.context.source.bytes[left] == rhs.context.source.bytes[right]
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(range)
  }

  /// Runs `body` with a parser positioned on the first token that treats the end of the run as
  /// the end of the file.
  func withParser<T>(_ body: (inout Parser) -> T) -> T {
    context.tokens.withUnsafeBufferPointer { tokens in
      context.source.bytes.withUnsafeBufferPointer { bytes in
        var parser = Parser(context: context, tokens: tokens, bytes: bytes, limit: tokenRange.upperBound)
        parser.index = tokenRange.lowerBound
        parser.depth = Int(depth)
        parser.chainSuffixes = Int(chainSuffixes)
        return body(&parser)
      }
    }
  }

  /// Runs `body` over the run's tokens and the bytes of its file (token offsets index `bytes`),
  /// for readers that take common shapes straight from the tokens rather than parsing them.
  @inlinable public func withTokens<T>(_ body: (UnsafeBufferPointer<Token>, UnsafeBufferPointer<UInt8>) -> T) -> T {
    context.tokens.withUnsafeBufferPointer { tokens in
      context.source.bytes.withUnsafeBufferPointer { bytes in
        body(UnsafeBufferPointer(rebasing: tokens[tokenRange]), bytes)
      }
    }
  }

  func parseExpression() -> Expr { withParser { $0.parseExpression() } }
  func parseArguments() -> [Argument] { withParser { $0.parseArgumentList() } }
  func parseAccessors() -> [Accessor] { withParser { $0.parseAccessorBlock() } }
  func parseParameters(oneNameIsLabel: Bool) -> [FunctionParameter] {
    withParser { $0.parseParameterClause(oneNameIsLabel: oneNameIsLabel) }
  }
}

extension Deferred {
  /// The run of tokens when the value is still to be parsed, else `nil`.
  @inlinable var syntax: DeferredSyntax? {
    if case .syntax(let syntax) = self { return syntax }
    return nil
  }
}

/// A value that is either given (built by hand, or already parsed) or parsed from its tokens when read.
public enum Deferred<Value: Hashable & Sendable>: Hashable, Sendable {
  case value(Value)
  case syntax(DeferredSyntax)
}

extension Deferred where Value == Expr {
  var resolved: Expr {
    switch self {
    case .value(let value): value
    case .syntax(let syntax): syntax.parseExpression()
    }
  }
}

extension Deferred where Value == [Argument] {
  var resolved: [Argument] {
    switch self {
    case .value(let value): value
    case .syntax(let syntax): syntax.parseArguments()
    }
  }
}

extension Deferred where Value == [FunctionParameter] {
  /// The parameters; `oneNameIsLabel` as in `Parser.parseParameterClause(oneNameIsLabel:)`.
  func resolved(oneNameIsLabel: Bool) -> [FunctionParameter] {
    switch self {
    case .value(let value): value
    case .syntax(let syntax): syntax.parseParameters(oneNameIsLabel: oneNameIsLabel)
    }
  }
}

extension Deferred where Value == [Accessor] {
  var resolved: [Accessor] {
    switch self {
    case .value(let value): value
    case .syntax(let syntax): syntax.parseAccessors()
    }
  }
}
