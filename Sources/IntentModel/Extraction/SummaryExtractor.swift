import SwiftScan

/// Reads a `parameterSummary` result-builder body into a tree of `Summary`, `When`/`otherwise` and
/// `Switch`/`Case`/`DefaultCase` nodes.
enum SummaryExtractor {
  static func summary(
    of binding: PatternBinding,
    member: TypeMembers.Member,
    in type: TypeMembers
  )
    -> SummaryDefinition?
  {
    // The usual summaries, read from the tokens.
    if binding.initializerSyntax == nil, let syntax = binding.accessorSyntax,
      let node = TokenValueReader.summary(of: syntax, source: member.reader)
    {
      return definition(of: node, member: member, in: type)
    }
    return parsedSummary(of: binding, member: member, in: type)
  }

  /// The definition of a summary read from tokens, located in `member`'s file.
  static func definition(
    of node: TokenValueReader.SummaryNode,
    member: TypeMembers.Member,
    in type: TypeMembers
  ) -> SummaryDefinition {
    var result = SummaryDefinition(kind: node.kind, location: type.location(of: member, range: node.start..<node.start))
    result.formatString = node.formatString
    result.parameters = node.parameters
    result.otherParameters = node.otherParameters
    result.condition = node.condition
    result.branches = node.branches.map { definition(of: $0, member: member, in: type) }
    return result
  }

  /// `summary(of:member:in:)` from the parsed getter, whatever its shape.
  static func parsedSummary(
    of binding: PatternBinding,
    member: TypeMembers.Member,
    in type: TypeMembers
  )
    -> SummaryDefinition?
  {
    guard let statements = binding.getter ?? binding.initializer.map({ [Statement(.expression($0), range: $0.range)] })
    else { return nil }
    let nodes = self.nodes(statements, reader: member.reader, member: member, type: type)
    return nodes.first
  }

  static func nodes(
    _ statements: [Statement],
    reader: SourceReader,
    member: TypeMembers.Member,
    type: TypeMembers
  )
    -> [SummaryDefinition]
  {
    statements.compactMap { statement in
      switch statement.kind {
      case .expression(let expression), .return(let expression?):
        return node(expression, reader: reader, member: member, type: type)
      default:
        return nil
      }
    }
  }

  static func node(
    _ expression: Expr,
    reader: SourceReader,
    member: TypeMembers.Member,
    type: TypeMembers
  )
    -> SummaryDefinition
  {
    let location = type.location(of: member, range: expression.range)
    guard case .call(let callee, let arguments, let trailing) = expression.kind, let name = callee.dottedName,
      let kind = SummaryDefinition.Kind(rawValue: name)
    else {
      var unknown = SummaryDefinition(kind: .unknown, location: location)
      unknown.condition = reader.text(expression.range)
      return unknown
    }
    var node = SummaryDefinition(kind: kind, location: location)
    switch kind {
    case .summary:
      if let format = arguments.first(where: { $0.label == nil }) {
        node.formatString = reader.value(format.value)
        if case .string(let literal) = format.value.kind { node.parameters = referencedParameters(literal) }
      }
      for closure in trailing {
        for statement in closure.closure.statements {
          if case .expression(let path) = statement.kind, case .keyPath(let root, let components) = path.kind,
            let first = KeyPathRoot.members(root: root, components).first
          {
            node.otherParameters.append(first.hasPrefix("$") ? String(first.dropFirst()) : first)
          }
        }
      }
    default:
      // Branches may also be written as closure arguments: `When(…, { … }, otherwise: { … })`.
      var conditionArguments: [Argument] = []
      var closures: [TrailingClosure] = []
      for argument in arguments {
        if case .closure(let closure) = argument.value.kind {
          closures.append(TrailingClosure(label: argument.label, closure: closure, range: argument.value.range))
        } else {
          conditionArguments.append(argument)
        }
      }
      if let first = conditionArguments.first?.value.range, let last = conditionArguments.last?.value.range {
        node.condition = reader.text(first.lowerBound..<last.upperBound)
      }
      for closure in closures + trailing {
        let branches = nodes(closure.closure.statements, reader: reader, member: member, type: type)
        if closure.label == "otherwise" {
          var otherwise = SummaryDefinition(kind: .otherwise, location: type.location(of: member, range: closure.range))
          otherwise.branches = branches
          node.branches.append(otherwise)
        } else {
          node.branches += branches
        }
      }
    }
    return node
  }

  /// The parameters a format string interpolates: `\(\.$title)` → `title`.
  static func referencedParameters(_ literal: StringLiteral) -> [String] {
    literal.segments.compactMap { segment in
      guard case .interpolation(let arguments, _) = segment, arguments.count == 1,
        case .keyPath(let root, let components) = arguments[0].value.kind,
        let first = KeyPathRoot.members(root: root, components).first
      else { return nil }
      return first.hasPrefix("$") ? String(first.dropFirst()) : first
    }
  }
}
