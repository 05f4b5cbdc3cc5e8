import SwiftScan

/// Reads what an entity's own `attributeSet` getter sets, for the Spotlight search instructions:
///
/// ```swift
/// var attributeSet: CSSearchableItemAttributeSet {
///   let attributes = defaultAttributeSet
///   attributes.contentDescription = body
///   return attributes
/// }
/// ```
///
/// An assignment counts when it sets a property of a local declared in the getter (`attributes`
/// above); `if` branches are read too. Anything else (a helper that fills the set, a loop) is not
/// seen, and sets nothing.
enum AttributeSetReader {
  static func assignments(in statements: [Statement]) -> [AttributeSetAssignment] {
    var locals: Set<String> = []
    var found: [AttributeSetAssignment] = []
    read(statements, locals: &locals, into: &found)
    return found
  }

  private static func read(
    _ statements: [Statement],
    locals: inout Set<String>,
    into found: inout [AttributeSetAssignment]
  ) {
    for statement in statements {
      switch statement.kind {
      case .declaration(let declaration):
        for binding in declaration.bindings { locals.insert(binding.name) }
      case .expression(let expression):
        guard case .infixSequence(let operands, let operators) = expression.kind, operators == ["="],
          operands.count == 2, case .memberAccess(let base?, let attribute) = operands[0].kind,
          case .identifier(let local) = base.kind, locals.contains(local),
          !found.contains(where: { $0.attribute == attribute })
        else { continue }
        found.append(AttributeSetAssignment(attribute: attribute, property: property(operands[1])))
      case .if(_, let then, let otherwise):
        read(then, locals: &locals, into: &found)
        if let otherwise { read(otherwise, locals: &locals, into: &found) }
      case .return, .opaque:
        continue
      }
    }
  }

  /// The entity property a value starts from: `body`, `self.body`, `body.text`, `body ?? ""`.
  private static func property(_ value: Expr) -> String? {
    switch value.kind {
    case .identifier(let name): return name
    case .memberAccess(let base?, let name):
      if case .identifier("self") = base.kind { return name }
      return property(base)
    case .infixSequence(let operands, _): return operands.first.flatMap(property)
    default: return nil
    }
  }
}
