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

  /// A query requirement by its base name and argument labels, so that a method is matched
  /// without spelling its signature.
  struct Requirement {
    let signature: String
    let baseName: String
    let labels: [Substring]
    /// Whether it returns the entity (`entityMethods`) or not (`otherMethods`).
    let returnsEntity: Bool

    init(_ signature: String, returnsEntity: Bool) {
      self.signature = signature
      let open = signature.firstIndex(of: "(") ?? signature.endIndex
      baseName = String(signature[..<open])
      labels = signature[open...].dropFirst().dropLast().split(separator: ":")
      self.returnsEntity = returnsEntity
    }
  }

  /// `entityMethods` and `otherMethods`, sorted (searched in the same order every run). A
  /// function's name is compared with their base names, lengths first, which rules out helpers
  /// at less cost than hashing the name.
  static let requirements: [Requirement] =
    (entityMethods.map { Requirement($0, returnsEntity: true) }
    + otherMethods.map { Requirement($0, returnsEntity: false) }).sorted { $0.signature < $1.signature }

  /// The requirement a function with these parameters implements, if any. The parameters are
  /// only read (and so parsed: see `Declaration.parameters`) for a name that some requirement has.
  static func requirement(named name: String, parameters: () -> [FunctionParameter]) -> Requirement? {
    guard requirements.contains(where: { $0.baseName.isSpelled(name) }) else { return nil }
    let parameters = parameters()
    return requirements.first { candidate in
      candidate.baseName.isSpelled(name) && candidate.labels.count == parameters.count
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
        query.entity = declaration.resultType?.textWithoutModuleSelectors
      }
      // Helpers are not query methods.
      guard kind == .func,
        let requirement = requirement(named: declaration.name, parameters: { declaration.parameters })
      else { continue }
      if !methods.contains(requirement.signature) { methods.append(requirement.signature) }
      if query.entity == nil, requirement.returnsEntity, let result = declaration.resultType {
        query.entity = elementType(result)
      }
    }
    query.implementedMethods = methods.sorted()
    if conformances.contains("EntityPropertyQuery") {
      if let (member, binding) = type.property(named: "properties", isStatic: true) {
        query.properties = QueryPropertiesExtractor.properties(of: binding, member: member, in: type)
      }
      if let (_, binding) = type.property(named: "sortingOptions", isStatic: true) {
        query.sortingOptions = QueryPropertiesExtractor.sortingOptions(of: binding)
      }
    }
    return query
  }

  /// `[Note]`, `Note?`, `Note`, `IntentItemCollection<Note>` → `Note`; `some …` → `nil`.
  static func elementType(_ type: TypeSyntax) -> String? {
    switch type.shape {
    case .array(let element): return element.textWithoutModuleSelectors
    case .optional(let wrapped, _): return elementType(wrapped)
    case .named(let name, let arguments):
      // `suggestedEntities()` and `results()` may return sections of items: the collection
      // (`IntentItemCollection`, or `ItemCollection`, the typealias of `DynamicOptionsProvider`)
      // is not the entity, its argument is.
      if arguments.count == 1, isItemCollection(AppIntentsProtocol.withoutModule(name)) {
        return elementType(arguments[0])
      }
      return type.textWithoutModuleSelectors
    default: return nil
    }
  }

  /// Whether a type name, without its module, is the App Intents collection of items.
  static func isItemCollection(_ name: String) -> Bool {
    name == "IntentItemCollection" || name == "ItemCollection" || name == "DynamicOptionsProvider.ItemCollection"
  }
}
