extension EntityDefinition {
  /// The properties a generated query can read, once each. A property declared in several `#if`
  /// branches (in the model once per branch) counts once, and not at all when its declarations
  /// disagree on the type or the wrapper: no generated filter fits every branch.
  public var queryableProperties: [PropertyDefinition] {
    var declarations: [String: [PropertyDefinition]] = [:]
    for property in properties { declarations[property.name, default: []].append(property) }
    var written: Set<String> = []
    return properties.filter { property in
      guard written.insert(property.name).inserted, let all = declarations[property.name] else { return false }
      return all.allSatisfy {
        ($0.type, $0.isOptional, $0.wrapper) == (property.type, property.isOptional, property.wrapper)
      }
    }
  }
}
