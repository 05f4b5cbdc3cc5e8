import SwiftScan

/// Reads a query's entity type and the query methods it implements.
enum QueryExtractor {
  /// The requirements of the query protocols; each returns the entity (`[Entity]`, `Entity?`…).
  static let entityMethods: Set<String> = [
    "entities(for:)", "suggestedEntities()", "entities(matching:)", "allEntities()", "defaultResult()",
    "values(for:)", "results()", "entities(matching:mode:sortedBy:limit:)",
  ]

  /// Requirements that return no entity (`IndexedEntityQuery`'s reindexing).
  static let otherMethods: Set<String> = [
    "reindexEntities(for:indexDescription:)", "reindexAllEntities(indexDescription:)",
  ]

  /// The base names of `entityMethods` and `otherMethods`: other functions are helpers, ruled out
  /// before their signatures are spelled.
  static let methodNames: Set<String> = Set(
    entityMethods.union(otherMethods).map { String($0[..<($0.firstIndex(of: "(") ?? $0.endIndex)]) }
  )

  /// Whether each requirement (`entityMethods` and `otherMethods`) returns the entity: one
  /// lookup per candidate method.
  static let returnsEntity: [String: Bool] = Dictionary(
    uniqueKeysWithValues: entityMethods.map { ($0, true) } + otherMethods.map { ($0, false) }
  )

  static func extract(_ type: TypeMembers, conformances: [String]) -> QueryDefinition {
    var query = QueryDefinition(name: type.name, location: type.location, conformances: conformances)
    // Queries implement a handful of requirements: a list, sorted at the end.
    var methods: [String] = []
    for member in type.members {
      let declaration = member.declaration
      let kind = declaration.kind
      if kind == .typealias && declaration.name == "Entity" {
        query.entity = declaration.resultType?.text
      }
      guard kind == .func, methodNames.contains(declaration.name) else { continue }
      var signature = declaration.name + "("
      for parameter in declaration.parameters { signature += parameter.label + ":" }
      signature += ")"
      // Helpers are not query methods.
      guard let isEntityMethod = returnsEntity[signature] else { continue }
      if !methods.contains(signature) { methods.append(signature) }
      if query.entity == nil, isEntityMethod, let result = declaration.resultType {
        query.entity = elementType(result)
      }
    }
    query.implementedMethods = methods.sorted()
    return query
  }

  /// `[Note]`, `Note?`, `Note` → `Note`; `some …` and others → the text.
  static func elementType(_ type: TypeSyntax) -> String? {
    switch type.shape {
    case .array(let element): return element.text
    case .optional(let wrapped, _): return elementType(wrapped)
    case .named: return type.text
    default: return nil
    }
  }
}
