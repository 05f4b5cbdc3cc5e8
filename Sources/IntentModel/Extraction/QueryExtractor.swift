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

  /// A query requirement by its argument labels, so that a method is matched without spelling
  /// its signature.
  struct Requirement {
    let signature: String
    let labels: [Substring]
    /// Whether it returns the entity (`entityMethods`) or not (`otherMethods`).
    let returnsEntity: Bool

    init(_ signature: String, returnsEntity: Bool) {
      self.signature = signature
      let open = signature.firstIndex(of: "(") ?? signature.endIndex
      labels = signature[open...].dropFirst().dropLast().split(separator: ":")
      self.returnsEntity = returnsEntity
    }
  }

  /// `entityMethods` and `otherMethods` grouped by base name, in a list (sorted, so that it is
  /// searched in the same order every run): other functions (helpers) are ruled out by comparing
  /// their name with a few base names, lengths first, which costs less than hashing it.
  static let requirements: [(name: String, requirements: [Requirement])] = Dictionary(
    grouping: entityMethods.map { Requirement($0, returnsEntity: true) }
      + otherMethods.map { Requirement($0, returnsEntity: false) },
    by: { String($0.signature[..<($0.signature.firstIndex(of: "(") ?? $0.signature.endIndex)]) }
  ).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }

  /// The requirement a function with these parameters implements, if any.
  static func requirement(named name: String, parameters: [FunctionParameter]) -> Requirement? {
    guard let candidates = requirements.first(where: { $0.name.isSpelled(name) })?.requirements else { return nil }
    return candidates.first { candidate in
      candidate.labels.count == parameters.count
        && zip(candidate.labels, parameters).allSatisfy { $0 == $1.label }
    }
  }

  static func extract(_ type: TypeMembers, conformances: [String]) -> QueryDefinition {
    var query = QueryDefinition(name: type.name, location: type.location, conformances: conformances)
    // Queries implement a handful of requirements: a list, sorted at the end.
    var methods: [String] = []
    for member in type.members where member.kind == .typealias || member.kind == .func {
      let declaration = member.declaration
      let kind = member.kind
      if kind == .typealias && declaration.name == "Entity" {
        query.entity = declaration.resultType?.text
      }
      // Helpers are not query methods.
      guard kind == .func, let requirement = requirement(named: declaration.name, parameters: declaration.parameters)
      else { continue }
      if !methods.contains(requirement.signature) { methods.append(requirement.signature) }
      if query.entity == nil, requirement.returnsEntity, let result = declaration.resultType {
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
