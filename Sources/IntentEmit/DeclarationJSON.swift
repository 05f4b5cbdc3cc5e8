import SwiftScan

/// Encodes a scanned file's declaration tree as JSON, for `intentgen scan --format json` and for tests.
///
/// Every declaration becomes an object with `kind`, `name`, `line` and `column` (where the name is
/// written: 1-based, the column in UTF-8 bytes) and, only when they are not empty, `attributes`,
/// `modifiers`, `conditions`, `genericParameters`, `inherits`, `whereClause`, `bindings`,
/// `caseElements`, `parameters`, `effects`, `resultType`, `documentation` and `members`.
///
/// Expressions and statements are encoded structurally, with a `kind` key:
///
///     {"kind":"call","callee":{"kind":"identifier","name":"Phrase"},"arguments":[…]}
///     {"kind":"string","segments":[{"text":"Open "},{"interpolation":[…]}]}
///     {"kind":"opaque","text":"x.map { $0 }"}
///
/// Types are written as their source text. Empty arrays and absent values are left out, so the
/// output stays small and adding a field later does not change existing output. Nesting deeper than
/// `maximumDepth` is written as `opaque` source text instead of being followed.
public struct DeclarationJSON: Sendable {
  /// How deep declarations, expressions and statements are followed before falling back to text.
  public static let maximumDepth = 128

  /// The file whose byte ranges the declarations refer to.
  public let source: SourceFile

  public init(source: SourceFile) {
    self.source = source
  }

  /// The top-level declarations of a scanned file.
  public static func encode(_ file: ParsedFile) -> JSONValue {
    let encoder = DeclarationJSON(source: file.source)
    return .array(file.declarations.map { encoder.encode($0) })
  }

  /// One diagnostic as `{"severity","message","line","column","endLine","endColumn"}`.
  public func encode(_ diagnostic: Diagnostic) -> JSONValue {
    let start = source.location(of: diagnostic.range.lowerBound)
    let end = source.location(of: diagnostic.range.upperBound)
    return [
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
      "line": .int(start.line),
      "column": .int(start.column),
      "endLine": .int(end.line),
      "endColumn": .int(end.column),
    ]
  }

  // MARK: - Declarations

  /// One declaration with its members.
  public func encode(_ declaration: Declaration) -> JSONValue {
    encode(declaration, depth: 0)
  }

  private func encode(_ declaration: Declaration, depth: Int) -> JSONValue {
    var object = located(declaration.nameRange)
    object["kind"] = .string(declaration.kind.rawValue)
    object["name"] = .string(declaration.name)
    object["attributes"] = nonEmpty(declaration.attributes.map { encode($0, depth: depth + 1) })
    object["modifiers"] = nonEmpty(declaration.modifiers.map { .string($0) })
    object["conditions"] = nonEmpty(declaration.conditions.map(encode))
    object["genericParameters"] = declaration.genericParameters.map { .string($0) }
    object["inherits"] = nonEmpty(declaration.inheritance.map { .string($0.text) })
    object["whereClause"] = declaration.whereClause.map { .string($0) }
    object["bindings"] = nonEmpty(declaration.bindings.map { encode($0, depth: depth + 1) })
    object["caseElements"] = nonEmpty(declaration.caseElements.map { encode($0, depth: depth + 1) })
    object["parameters"] = nonEmpty(declaration.parameters.map { encode($0, depth: depth + 1) })
    object["effects"] = nonEmpty(declaration.effects.map { .string($0) })
    object["resultType"] = declaration.resultType.map { .string($0.text) }
    object["documentation"] = declaration.documentation.map { .string($0) }
    if depth < Self.maximumDepth {
      object["members"] = nonEmpty(declaration.members.map { encode($0, depth: depth + 1) })
    } else if !declaration.members.isEmpty {
      object["truncated"] = true
    }
    return .object(object)
  }

  private func encode(_ attribute: Attribute, depth: Int) -> JSONValue {
    var object = located(attribute.range)
    object["name"] = .string(attribute.name)
    object["arguments"] = attribute.arguments.flatMap { arguments in
      nonEmpty(arguments.map { encode($0, depth: depth + 1) })
    }
    return .object(object)
  }

  private func encode(_ condition: IfConfigCondition) -> JSONValue {
    var object: [String: JSONValue] = ["directive": .string(condition.directive.rawValue)]
    if !condition.condition.isEmpty { object["condition"] = .string(condition.condition) }
    object["precedingConditions"] = nonEmpty(condition.precedingConditions.map { .string($0) })
    object["regionLine"] = .int(source.location(of: condition.regionStart).line)
    return .object(object)
  }

  private func encode(_ binding: PatternBinding, depth: Int) -> JSONValue {
    var object = located(binding.nameRange)
    object["name"] = .string(binding.name)
    object["type"] = binding.type.map { .string($0.text) }
    object["initializer"] = binding.initializer.map { encode($0, depth: depth + 1) }
    object["accessors"] = nonEmpty(binding.accessors.map { encode($0, depth: depth + 1) })
    return .object(object)
  }

  private func encode(_ accessor: Accessor, depth: Int) -> JSONValue {
    var object: [String: JSONValue] = ["kind": .string(accessor.kind)]
    object["effects"] = nonEmpty(accessor.effects.map { .string($0) })
    object["statements"] = nonEmpty(accessor.statements.map { encode($0, depth: depth + 1) })
    return .object(object)
  }

  private func encode(_ element: EnumCaseElement, depth: Int) -> JSONValue {
    var object = located(element.nameRange)
    object["name"] = .string(element.name)
    object["associatedValue"] = element.associatedValue.map { .string($0) }
    object["rawValue"] = element.rawValue.map { encode($0, depth: depth + 1) }
    return .object(object)
  }

  private func encode(_ parameter: FunctionParameter, depth: Int) -> JSONValue {
    var object: [String: JSONValue] = ["label": .string(parameter.label), "name": .string(parameter.name)]
    object["type"] = parameter.type.map { .string($0.text) }
    object["defaultValue"] = parameter.defaultValue.map { encode($0, depth: depth + 1) }
    object["attributes"] = nonEmpty(parameter.attributes.map { encode($0, depth: depth + 1) })
    return .object(object)
  }

  // MARK: - Expressions

  /// One expression, structurally.
  public func encode(_ expression: Expr) -> JSONValue {
    encode(expression, depth: 0)
  }

  private func encode(_ expression: Expr, depth: Int) -> JSONValue {
    guard depth < Self.maximumDepth else { return opaque(expression.range) }
    let next = depth + 1
    var object: [String: JSONValue]
    switch expression.kind {
    case .string(let literal):
      object = ["kind": "string"]
      object["segments"] = nonEmpty(
        literal.segments.map { segment in
          switch segment {
          case .text(let text): ["text": .string(text)]
          case .interpolation(let arguments, _): ["interpolation": .array(arguments.map { encode($0, depth: next) })]
          }
        }
      )
      if literal.isMultiline { object["multiline"] = true }
      if literal.rawDelimiterCount > 0 { object["rawDelimiters"] = .int(literal.rawDelimiterCount) }
    case .integer(let text):
      object = ["kind": "integer", "value": .string(text)]
    case .float(let text):
      object = ["kind": "float", "value": .string(text)]
    case .boolean(let value):
      object = ["kind": "boolean", "value": .bool(value)]
    case .nil:
      object = ["kind": "nil"]
    case .identifier(let name):
      object = ["kind": "identifier", "name": .string(name)]
    case .memberAccess(let base, let name):
      object = ["kind": "memberAccess", "name": .string(name)]
      object["base"] = base.map { encode($0, depth: next) }
    case .specialized(let base, let genericArguments):
      object = ["kind": "specialized", "base": encode(base, depth: next)]
      object["genericArguments"] = nonEmpty(genericArguments.map { .string($0.text) })
    case .call(let callee, let arguments, let trailingClosures):
      object = ["kind": "call", "callee": encode(callee, depth: next)]
      object["arguments"] = nonEmpty(arguments.map { encode($0, depth: next) })
      object["trailingClosures"] = nonEmpty(trailingClosures.map { encode($0, depth: next) })
    case .keyPath(let root, let components):
      object = ["kind": "keyPath"]
      object["root"] = root.map { .string($0) }
      object["components"] = nonEmpty(components.map { .string($0) })
    case .array(let elements):
      object = ["kind": "array"]
      object["elements"] = nonEmpty(elements.map { encode($0, depth: next) })
    case .dictionary(let elements):
      object = ["kind": "dictionary"]
      object["elements"] = nonEmpty(
        elements.map { ["key": encode($0.key, depth: next), "value": encode($0.value, depth: next)] }
      )
    case .closure(let closure):
      object = encode(closure, depth: next)
      object["kind"] = "closure"
    case .prefixOperator(let op, let operand):
      object = ["kind": "prefixOperator", "operator": .string(op), "operand": encode(operand, depth: next)]
    case .postfixOperator(let operand, let op):
      object = ["kind": "postfixOperator", "operator": .string(op), "operand": encode(operand, depth: next)]
    case .infixSequence(let operands, let operators):
      object = ["kind": "infixSequence"]
      object["operands"] = nonEmpty(operands.map { encode($0, depth: next) })
      object["operators"] = nonEmpty(operators.map { .string($0) })
    case .tuple(let elements):
      object = ["kind": "tuple"]
      object["elements"] = nonEmpty(elements.map { encode($0, depth: next) })
    case .effect(let keyword, let operand):
      object = ["kind": "effect", "keyword": .string(keyword), "expression": encode(operand, depth: next)]
    case .opaque:
      return opaque(expression.range)
    }
    return .object(object)
  }

  private func encode(_ argument: Argument, depth: Int) -> JSONValue {
    var object: [String: JSONValue] = ["value": encode(argument.value, depth: depth)]
    object["label"] = argument.label.map { .string($0) }
    return .object(object)
  }

  private func encode(_ trailingClosure: TrailingClosure, depth: Int) -> JSONValue {
    var object = encode(trailingClosure.closure, depth: depth)
    object["label"] = trailingClosure.label.map { .string($0) }
    return .object(object)
  }

  private func encode(_ closure: Closure, depth: Int) -> [String: JSONValue] {
    var object: [String: JSONValue] = [:]
    object["signature"] = closure.signature.map { .string($0) }
    object["statements"] = nonEmpty(closure.statements.map { encode($0, depth: depth + 1) })
    return object
  }

  // MARK: - Statements

  /// One statement, structurally. `conditions` are the `#if` branches around it; an `if`
  /// statement's own conditions are `conditionList`.
  public func encode(_ statement: Statement) -> JSONValue {
    encode(statement, depth: 0)
  }

  private func encode(_ statement: Statement, depth: Int) -> JSONValue {
    guard depth < Self.maximumDepth else { return opaque(statement.range) }
    let next = depth + 1
    var object: [String: JSONValue]
    switch statement.kind {
    case .expression(let expression):
      object = ["kind": "expression", "expression": encode(expression, depth: next)]
    case .return(let value):
      object = ["kind": "return"]
      object["value"] = value.map { encode($0, depth: next) }
    case .declaration(let declaration):
      object = ["kind": "declaration", "declaration": encode(declaration, depth: next)]
    case .if(let conditions, let thenStatements, let elseStatements):
      object = ["kind": "if"]
      object["conditionList"] = nonEmpty(conditions.map { .string($0) })
      object["then"] = nonEmpty(thenStatements.map { encode($0, depth: next) })
      // An `else` branch is kept even when empty: `else {}` is not the same as no `else`.
      object["else"] = elseStatements.map { statements in .array(statements.map { encode($0, depth: next) }) }
    case .opaque:
      object = ["kind": "opaque", "text": .string(source.text(statement.range))]
    }
    object["conditions"] = nonEmpty(statement.conditions.map(encode))
    return .object(object)
  }

  // MARK: - Helpers

  /// `{"line": …, "column": …}` for the start of a range.
  private func located(_ range: Range<Int>) -> [String: JSONValue] {
    let location = source.location(of: range.lowerBound)
    return ["line": .int(location.line), "column": .int(location.column)]
  }

  private func opaque(_ range: Range<Int>) -> JSONValue {
    ["kind": "opaque", "text": .string(source.text(range))]
  }

  private func nonEmpty(_ values: [JSONValue]) -> JSONValue? {
    values.isEmpty ? nil : .array(values)
  }
}
