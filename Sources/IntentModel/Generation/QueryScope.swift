/// The names visible inside a generated query that a target's types may also have: the query's own
/// `Filter`, and the associated types and type aliases of the App Intents query protocols. Inside
/// the query, a target type written with one of these names means the query's type instead (an
/// `AppEnum` called `Filter` is the query's filter enum), so generated code qualifies it with the
/// module.
public enum QueryScope {
  public static let names: Set<String> = [
    "Filter", "Entity", "Result", "AllEntitiesResult", "ComparatorMappingType", "QueryProperties",
    "SortingOptions", "Sort", "Property", "SortableBy", "EqualToComparator", "NotEqualToComparator",
    "LessThanComparator", "LessThanOrEqualToComparator", "GreaterThanComparator", "GreaterThanOrEqualToComparator",
    "ContainsComparator", "HasPrefixComparator", "HasSuffixComparator",
  ]

  /// `type` as written inside a generated query of `module`: `module.type` when its first name is
  /// one of `names` and the module name is an identifier (else as it is: nothing better exists).
  public static func qualified(_ type: String, module: String) -> String {
    let first = type.prefix { $0 != "." && $0 != "<" }
    guard names.contains(String(first)), isIdentifier(module) else { return type }
    return module + "." + type
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first == "_" || first.isLetter else { return false }
    return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }
}
