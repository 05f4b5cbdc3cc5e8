import IntentModel

/// How a comparator of a generated property query is written: the SDK comparator type, the suffix
/// of the filter case it creates, and the test the case applies to an entity's value.
extension QueryComparator {
  /// The `EntityPropertyQuery` comparator type alias.
  var typeName: String {
    switch self {
    case .equalTo: "EqualToComparator"
    case .notEqualTo: "NotEqualToComparator"
    case .contains: "ContainsComparator"
    case .lessThan, .before: "LessThanComparator"
    case .greaterThan, .after: "GreaterThanComparator"
    }
  }

  /// Appended to the property name to name the filter case (`titleContains`).
  var caseSuffix: String {
    switch self {
    case .equalTo: "Is"
    case .notEqualTo: "IsNot"
    case .contains: "Contains"
    case .lessThan: "LessThan"
    case .greaterThan: "GreaterThan"
    case .before: "Before"
    case .after: "After"
    }
  }

  /// The Boolean expression that tests `value` (the entity's property) against `operand`.
  func test(_ value: String, _ operand: String, kind: QueryValueKind) -> String {
    switch self {
    case .equalTo where kind == .text: "\(value).localizedCaseInsensitiveCompare(\(operand)) == .orderedSame"
    case .equalTo: "\(value) == \(operand)"
    case .notEqualTo: "\(value) != \(operand)"
    case .contains: "\(value).localizedStandardContains(\(operand))"
    case .lessThan, .before: "\(value) < \(operand)"
    case .greaterThan, .after: "\(value) > \(operand)"
    }
  }
}
