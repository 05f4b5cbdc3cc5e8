/// How a generated property query compares one kind of `@Property` value, chosen by its type:
/// equality for strings, enums and booleans, `<` and `>` for numbers and dates, `contains` for
/// strings. Optional values and types not listed here are left out of filters and sort orders.
public enum QueryValueKind: Hashable, Sendable {
  case text
  case boolean
  case number
  case date
  case enumeration

  public static let numberTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Decimal",
  ]

  /// The kind of `property`, or `nil` when a property query cannot filter by it. `enumNames` are
  /// the target's `AppEnum` types, full and bare names.
  public init?(_ property: PropertyDefinition, enumNames: Set<String>) {
    guard property.wrapper == "Property", !property.isOptional, let written = property.type else { return nil }
    let type = Self.unqualified(written)
    switch type {
    case "String": self = .text
    case "Bool": self = .boolean
    case "Date": self = .date
    case _ where Self.numberTypes.contains(type): self = .number
    case _ where enumNames.contains(type): self = .enumeration
    default: return nil
    }
  }

  /// `type` without the `Swift.` and `Foundation.` qualifiers of the names in it
  /// (`[Swift.String]` → `[String]`): the same types, which the generated query handles alike.
  public static func unqualified(_ type: String) -> String {
    guard type.contains(".") else { return type }
    var result = ""
    var rest = type[...]
    while let first = rest.first {
      if !(result.last.map { $0 == "_" || $0.isLetter || $0.isNumber || $0 == "." } ?? false),
        let module = ["Swift.", "Foundation."].first(where: { rest.hasPrefix($0) })
      {
        rest = rest.dropFirst(module.count)
        continue
      }
      result.append(first)
      rest = rest.dropFirst()
    }
    return result
  }

  /// The comparators offered for the kind, each with the suffix of its filter case.
  public var comparators: [QueryComparator] {
    switch self {
    case .text: [.equalTo, .contains]
    case .boolean: [.equalTo]
    case .enumeration: [.equalTo, .notEqualTo]
    case .number: [.lessThan, .greaterThan]
    case .date: [.before, .after]
    }
  }

  /// Whether a sort order can use the kind.
  public var isSortable: Bool {
    switch self {
    case .text, .number, .date: true
    case .boolean, .enumeration: false
    }
  }
}

/// One comparator of a generated property query (how it is written is IntentGenerate's business).
public enum QueryComparator: Hashable, Sendable {
  case equalTo, notEqualTo, contains, lessThan, greaterThan, before, after
}
