/// An expression from the App Intents API surface: literals, names, member access, calls with
/// trailing closures, key paths, collections and closures. Anything else is `.opaque`: kept as a
/// source range, never dropped. Names are recorded without module selectors (`Swift::max` is
/// `max`, `.AppIntents::orange` is `.orange`); the source range keeps what was written.
public struct Expr: Hashable, Sendable {
  public var kind: ExprKind
  public var range: Range<Int>

  public init(_ kind: ExprKind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  /// The string literal's value when it has no interpolation.
  public var staticString: String? {
    guard case .string(let literal) = kind else { return nil }
    return literal.staticValue
  }

  /// The called expression's name for `Name(…)`, `Module.Name(…)` and `.init(…)`.
  public var calleeName: String? {
    guard case .call(let callee, _, _) = kind else { return nil }
    return callee.dottedName
  }

  /// `a.b.c` for identifier and member-access chains (`.b` for an implicit member), else `nil`.
  public var dottedName: String? {
    switch kind {
    case .identifier(let name): return name
    case .memberAccess(let base, let name):
      guard let base else { return "." + name }
      return base.dottedName.map { $0 + "." + name }
    case .specialized(let base, _): return base.dottedName
    default: return nil
    }
  }
}

/// What an expression is.
public enum ExprKind: Hashable, Sendable {
  case string(StringLiteral)
  case integer(String)
  case float(String)
  case boolean(Bool)
  case `nil`
  /// A name, including `self`, `Self`, `$0` and backticked names (without backticks).
  case identifier(String)
  /// `base.name`, or `.name` (an implicit member) when `base` is `nil`.
  indirect case memberAccess(base: Expr?, name: String)
  /// `Name<Args>` in expression position.
  indirect case specialized(Expr, genericArguments: [TypeSyntax])
  /// `callee(arguments) { trailing } label: { trailing }`.
  indirect case call(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure])
  /// `\Root.a.b` or `\.a` (root `nil`); components as written, including `$` and `?`/`!`.
  case keyPath(root: String?, components: [String])
  case array([Expr])
  case dictionary([DictionaryElement])
  case closure(Closure)
  /// `prefix operand`, such as `-1` or `!flag`.
  indirect case prefixOperator(String, Expr)
  /// `operand postfix`, such as `value!`.
  indirect case postfixOperator(Expr, String)
  /// A flat sequence of operands and binary operators (`a ?? b`, `x + 1`); precedence is not resolved.
  case infixSequence(operands: [Expr], operators: [String])
  /// `(a, b)` or a parenthesized expression, with labels.
  case tuple([Argument])
  /// `try`, `await`: the keyword and the expression it marks.
  indirect case effect(String, Expr)
  /// Not understood; only the source range is kept.
  case opaque
}

/// A labelled (or unlabelled) argument in a call, attribute or tuple.
public struct Argument: Hashable, Sendable {
  public var label: String?
  public var value: Expr

  public init(label: String?, value: Expr) {
    self.label = label
    self.value = value
  }
}

/// A trailing closure and its label (`nil` for the first, unlabelled one).
public struct TrailingClosure: Hashable, Sendable {
  public var label: String?
  public var closure: Closure
  public var range: Range<Int>

  public init(label: String?, closure: Closure, range: Range<Int>) {
    self.label = label
    self.closure = closure
    self.range = range
  }
}

/// `key: value` in a dictionary literal.
public struct DictionaryElement: Hashable, Sendable {
  public var key: Expr
  public var value: Expr

  public init(key: Expr, value: Expr) {
    self.key = key
    self.value = value
  }
}

/// A closure or result-builder body: an optional signature (`x in`) and its statements.
public struct Closure: Hashable, Sendable {
  /// The text before `in`, if the closure declares parameters or captures.
  public var signature: String?
  public var statements: [Statement]

  public init(signature: String?, statements: [Statement]) {
    self.signature = signature
    self.statements = statements
  }
}

/// A string literal with its interpolation segments kept apart.
public struct StringLiteral: Hashable, Sendable {
  public enum Segment: Hashable, Sendable {
    /// Literal text with escapes resolved (`\n`, `\u{1F600}`, `\"`).
    case text(String)
    /// An interpolation `\( … )`: its arguments (usually one unlabelled expression).
    case interpolation([Argument], range: Range<Int>)
  }

  public var segments: [Segment]
  public var isMultiline: Bool
  /// The number of `#` of a raw string (0 for an ordinary string).
  public var rawDelimiterCount: Int

  public init(segments: [Segment], isMultiline: Bool, rawDelimiterCount: Int) {
    self.segments = segments
    self.isMultiline = isMultiline
    self.rawDelimiterCount = rawDelimiterCount
  }

  /// The text of a segment of a literal with `rawDelimiterCount` `#`s: escapes (`\n`, `\u{…}`,
  /// `\#n` in a raw literal…) resolved as the parser resolves them.
  public static func resolvingEscapes(_ segment: UnsafeBufferPointer<UInt8>, rawDelimiterCount: Int) -> String {
    Parser.resolveEscapes(segment, pounds: rawDelimiterCount)
  }

  /// The value when the literal has no interpolation.
  public var staticValue: String? {
    var value = ""
    for segment in segments {
      guard case .text(let text) = segment else { return nil }
      value += text
    }
    return value
  }
}
