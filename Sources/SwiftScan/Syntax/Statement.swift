/// A statement inside a closure, getter or result-builder body.
public struct Statement: Hashable, Sendable {
  public var kind: StatementKind
  public var range: Range<Int>
  /// The `#if` branches enclosing the statement inside its body, outermost first.
  public var conditions: [IfConfigCondition]

  public init(_ kind: StatementKind, range: Range<Int>, conditions: [IfConfigCondition] = []) {
    self.kind = kind
    self.range = range
    self.conditions = conditions
  }
}

/// What a statement is. Loops, `switch`, `guard` and the like are `.opaque`.
public enum StatementKind: Hashable, Sendable {
  case expression(Expr)
  /// `return value` (or a bare `return` with `nil`).
  case `return`(Expr?)
  /// A local declaration (`let phrases = [...]`).
  indirect case declaration(Declaration)
  /// `if conditions { … } else …`: each condition as written (`#available(iOS 18, *)`, `flag`),
  /// and the `else` branch, which is itself an `if` statement for `else if`.
  case `if`(conditions: [String], then: [Statement], else: [Statement]?)
  case opaque
}
