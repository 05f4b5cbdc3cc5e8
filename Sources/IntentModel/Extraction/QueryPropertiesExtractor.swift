import SwiftScan

/// Reads an `EntityPropertyQuery`'s `properties` (`QueryProperties { Property(\Note.$title) { … } }`)
/// and `sortingOptions` (`SortingOptions { SortableBy(\Note.$modified) }`) result-builder bodies.
enum QueryPropertiesExtractor {
  static func properties(
    of binding: PatternBinding,
    member: TypeMembers.Member,
    in type: TypeMembers
  ) -> [QueryPropertyDefinition] {
    // A property whose key path cannot be read (`Property(keyPath)`) is left out, as a sort by one is.
    entries(
      of: binding,
      builders: ["QueryProperties", "EntityQueryProperties"],
      entries: ["Property", "EntityQueryProperty"]
    ).compactMap { call, range in
      guard let name = keyPathProperty(call) else { return nil }
      var comparators: [String] = []
      if case .call(_, _, let trailingClosures) = call.kind, let body = trailingClosures.first {
        comparators = expressions(in: body.closure.statements).compactMap { comparator in
          comparator.calleeName.map(AppIntentsProtocol.withoutModule)
        }
      }
      return QueryPropertyDefinition(
        name: name,
        comparators: comparators,
        location: type.location(of: member, range: range)
      )
    }
  }

  static func sortingOptions(of binding: PatternBinding) -> [String] {
    entries(
      of: binding,
      builders: ["SortingOptions", "EntityQuerySortingOptions"],
      entries: ["SortableBy", "EntityQuerySortableByProperty"]
    ).compactMap { call, _ in keyPathProperty(call) }
  }

  /// The entry calls of a builder's body (`QueryProperties { Property(…) }`, also spelled with the
  /// types the aliases name: `EntityQueryProperties<Note, String> { … }`): the binding's initializer,
  /// or what its getter evaluates to, each with its source range.
  static func entries(of binding: PatternBinding, builders: [String], entries: [String]) -> [(Expr, Range<Int>)] {
    let value = binding.initializer ?? binding.getter.flatMap { expressions(in: $0).last }
    guard let value, case .call(let callee, _, let trailingClosures) = value.kind, let body = trailingClosures.first
    else { return [] }
    guard let builder = callee.dottedName.map(AppIntentsProtocol.withoutModule), builders.contains(builder) else {
      return []
    }
    return expressions(in: body.closure.statements).compactMap { expression in
      guard let name = expression.calleeName.map(AppIntentsProtocol.withoutModule), entries.contains(name) else {
        return nil
      }
      return (expression, expression.range)
    }
  }

  /// The expressions of a result-builder body, those inside `if` / `else` branches included
  /// (`#if` branches are statements already).
  static func expressions(in statements: [Statement]) -> [Expr] {
    statements.flatMap { statement -> [Expr] in
      switch statement.kind {
      case .expression(let expression), .return(let expression?): [expression]
      case .if(_, let then, let otherwise): expressions(in: then) + expressions(in: otherwise ?? [])
      default: []
      }
    }
  }

  /// The property a call's first argument names by key path (`\NoteEntity.$title` → `title`).
  static func keyPathProperty(_ call: Expr) -> String? {
    guard case .call(_, let arguments, _) = call.kind, let first = arguments.first,
      case .keyPath(_, let components) = first.value.kind, let last = components.last
    else { return nil }
    return last.hasPrefix("$") ? String(last.dropFirst()) : last
  }
}
