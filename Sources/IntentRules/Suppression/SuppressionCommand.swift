/// One parsed `// intentgen:disable…` or `// intentgen:enable…` comment.
struct SuppressionCommand: Hashable, Sendable {
  /// Whether the command turns rules off or back on.
  enum Action: String, Hashable, Sendable {
    case disable, enable
  }

  /// Which lines the command applies to.
  enum Scope: String, Hashable, Sendable {
    /// From the command's line until a command that reverses it (no modifier).
    case onward
    /// `:next`: only the line after the comment.
    case next
    /// `:this`: only the comment's line.
    case this
    /// `:previous`: only the line before the comment.
    case previous
  }

  var action: Action
  var scope: Scope
  /// Rule ids as written, `all` included, in order; unknown ids are left out.
  var rules: [String]
  /// The text after ` - `, if any.
  var reason: String?
  /// The line the command applies to (`onward`: the first such line).
  var line: Int

  /// Whether the command names every rule.
  var isAll: Bool { rules.contains(SuppressionCommandParser.allRules) }
}
