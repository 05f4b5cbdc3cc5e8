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

  static func extract(_ type: TypeMembers, conformances: [String]) -> QueryDefinition {
    var query = QueryDefinition(name: type.name, location: type.location, conformances: conformances)
    var methods: Set<String> = []
    for member in type.members {
      let declaration = member.declaration
      if declaration.kind == .typealias && declaration.name == "Entity" {
        query.entity = declaration.resultType?.text
      }
      guard declaration.kind == .func, methodNames.contains(declaration.name) else { continue }
      let signature = declaration.name + "(" + declaration.parameters.map { $0.label + ":" }.joined() + ")"
      // Helpers are not query methods.
      guard entityMethods.contains(signature) || otherMethods.contains(signature) else { continue }
      methods.insert(signature)
      if query.entity == nil, entityMethods.contains(signature), let result = declaration.resultType {
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
