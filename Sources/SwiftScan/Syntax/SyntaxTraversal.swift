/// Reads every value of a declaration tree, parsing all deferred syntax (initializers, accessor
/// blocks, attribute arguments, default and raw values) and everything nested in it. Returns
/// the number of expressions and statements seen. The fuzz target and the property tests use it
/// to drive the on-demand parsers over arbitrary input.
func resolveAllSyntax(_ declarations: [Declaration]) -> Int {
  var count = 0
  for declaration in declarations { count += resolveAllSyntax(declaration) }
  return count
}

func resolveAllSyntax(_ declaration: Declaration) -> Int {
  var count = 0
  for attribute in declaration.attributes { count += resolveAllSyntax(attribute) }
  for binding in declaration.bindings {
    if let initializer = binding.initializer { count += resolveAllSyntax(initializer) }
    for accessor in binding.accessors {
      for statement in accessor.statements { count += resolveAllSyntax(statement) }
    }
  }
  for element in declaration.caseElements {
    if let rawValue = element.rawValue { count += resolveAllSyntax(rawValue) }
  }
  for parameter in declaration.parameters {
    for attribute in parameter.attributes { count += resolveAllSyntax(attribute) }
    if let value = parameter.defaultValue { count += resolveAllSyntax(value) }
  }
  return count + resolveAllSyntax(declaration.members)
}

func resolveAllSyntax(_ attribute: Attribute) -> Int {
  var count = 0
  for argument in attribute.arguments ?? [] { count += resolveAllSyntax(argument.value) }
  return count
}

func resolveAllSyntax(_ statement: Statement) -> Int {
  switch statement.kind {
  case .expression(let expression): return 1 + resolveAllSyntax(expression)
  case .return(let value): return 1 + (value.map(resolveAllSyntax) ?? 0)
  case .declaration(let declaration): return 1 + resolveAllSyntax(declaration)
  case .if(_, let thenBranch, let elseBranch):
    var count = 1
    for statement in thenBranch { count += resolveAllSyntax(statement) }
    for statement in elseBranch ?? [] { count += resolveAllSyntax(statement) }
    return count
  case .opaque: return 1
  }
}

func resolveAllSyntax(_ expression: Expr) -> Int {
  var count = 1
  switch expression.kind {
  case .string(let literal):
    for segment in literal.segments {
      if case .interpolation(let arguments, _) = segment {
        for argument in arguments { count += resolveAllSyntax(argument.value) }
      }
    }
  case .memberAccess(let base, _):
    if let base { count += resolveAllSyntax(base) }
  case .specialized(let base, _), .prefixOperator(_, let base), .postfixOperator(let base, _), .effect(_, let base):
    count += resolveAllSyntax(base)
  case .call(let callee, let arguments, let trailing):
    count += resolveAllSyntax(callee)
    for argument in arguments { count += resolveAllSyntax(argument.value) }
    for closure in trailing {
      for statement in closure.closure.statements { count += resolveAllSyntax(statement) }
    }
  case .array(let elements), .infixSequence(let elements, _):
    for element in elements { count += resolveAllSyntax(element) }
  case .dictionary(let elements):
    for element in elements { count += resolveAllSyntax(element.key) + resolveAllSyntax(element.value) }
  case .closure(let closure):
    for statement in closure.statements { count += resolveAllSyntax(statement) }
  case .tuple(let arguments):
    for argument in arguments { count += resolveAllSyntax(argument.value) }
  case .integer, .float, .boolean, .nil, .identifier, .keyPath, .opaque:
    break
  }
  return count
}
