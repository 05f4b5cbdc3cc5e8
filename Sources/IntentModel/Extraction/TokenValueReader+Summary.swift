import SwiftScan

extension TokenValueReader {
  /// A node of a parameter summary read from tokens: `Summary("…") { \.$a }`, or `When(…) { … }
  /// otherwise: { … }` whose branches are such nodes.
  struct SummaryNode {
    var kind: SummaryDefinition.Kind
    /// Where the node is written (its name, or the `otherwise` label).
    var start: Int
    var formatString: ModelValue?
    /// The parameters the format string interpolates (`\(\.$note)` → `note`).
    var parameters: [String] = []
    /// The parameters of a `Summary`'s trailing closure (`\.$date` → `date`).
    var otherParameters: [String] = []
    /// A `When`'s arguments as written.
    var condition: String?
    var branches: [SummaryNode] = []
  }

  /// The summary of a `parameterSummary` getter written `{ Summary(…) }`, `{ return Summary(…) }`
  /// or `{ When(…) { … } otherwise: { … } }` with such summaries inside, or `nil` for any other
  /// body (`Switch`, several statements, closures as arguments…), which the caller parses.
  static func summary(of syntax: DeferredSyntax, source: SourceReader) -> SummaryNode? {
    readGetterBody(of: syntax, source: source) { $0.readSummaryNode(depth: 0) }
  }

  /// Deeper `When`s are left to the parser, whose nesting bound then applies.
  private static let maximumSummaryDepth = 6

  /// `Summary("…")` with an optional closure of key paths, or `When(…) { … }` with an optional
  /// `otherwise: { … }`.
  private mutating func readSummaryNode(depth: Int) -> SummaryNode? {
    let callee = current
    guard depth < Self.maximumSummaryDepth, callee.kind == .identifier, peekKind() == .leftParen,
      !tokens[index + 1].isAtStartOfLine
    else { return nil }
    switch text(callee) {
    case "Summary":
      index += 2
      interpolatedKeyPaths.removeAll()
      guard kind == .stringQuote, let format = readString(), kind == .rightParen else { return nil }
      advance()
      var node = SummaryNode(kind: .summary, start: Int(callee.start), formatString: format.value)
      node.parameters = interpolatedKeyPaths
      if kind == .leftBrace && !current.isAtStartOfLine {
        guard let keyPaths = readKeyPathStatements() else { return nil }
        node.otherParameters = keyPaths
      }
      return node
    case "When":
      index += 1
      guard let arguments = readArguments({ $1.range }), let first = arguments.first, let last = arguments.last,
        kind == .leftBrace && !current.isAtStartOfLine,
        let branches = readSummaryBranches(depth: depth)
      else { return nil }
      var node = SummaryNode(kind: .when, start: Int(callee.start))
      node.condition = source.text(first.lowerBound..<last.upperBound)
      node.branches = branches
      let label = current
      // The label may start a line (`}` then `otherwise: {`), as the compiler reads it.
      if label.kind == .identifier && text(label) == "otherwise" && peekKind() == .colon && peekKind(2) == .leftBrace {
        index += 2
        guard let otherwise = readSummaryBranches(depth: depth) else { return nil }
        var otherwiseNode = SummaryNode(kind: .otherwise, start: Int(label.start))
        otherwiseNode.branches = otherwise
        node.branches.append(otherwiseNode)
      }
      return node
    default:
      return nil
    }
  }

  /// A closure of summary nodes, one per line or after `;`. The reader on `{`; ends after `}`.
  private mutating func readSummaryBranches(depth: Int) -> [SummaryNode]? {
    readStatements(startingWith: .identifier) { $0.readSummaryNode(depth: depth + 1) }
  }

  /// A closure of key path statements, `{ \.$a; \.$b.c }` (one per line or after `;`): the first
  /// component of each, without `$`. The reader on `{`; ends after `}`.
  private mutating func readKeyPathStatements() -> [String]? {
    readStatements(startingWith: .backslash) { reader in
      guard reader.kind == .backslash, let first = reader.readKeyPath()?.keyPathComponents?.first else { return nil }
      return first.hasPrefix("$") ? String(first.dropFirst()) : first
    }
  }

  /// The statements of a closure, each read by `read`, separated by `;` or by a line break before
  /// a token of kind `starting` (a token that cannot continue the statement before it). The reader
  /// on `{`; ends after `}`.
  private mutating func readStatements<Item>(
    startingWith starting: TokenKind,
    _ read: (inout TokenValueReader) -> Item?
  ) -> [Item]? {
    advance()
    var items: [Item] = []
    while kind != .rightBrace {
      if kind == .semicolon {
        advance()
        continue
      }
      guard let item = read(&self) else { return nil }
      items.append(item)
      // The statement ends here: at `}`, `;`, or the next statement on a line of its own.
      guard kind == .rightBrace || kind == .semicolon || (kind == starting && current.isAtStartOfLine)
      else { return nil }
    }
    advance()
    return items
  }
}
