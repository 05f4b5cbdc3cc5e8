/// A value as Apple's metadata extractor would see it: a literal, a direct initializer call, an
/// enum case, or — for anything else — a non-literal with its source text, which the extractor
/// rejects (lint rules report it).
///
/// Not `indirect`: the nested values are in arrays already, and an indirect enum boxes every
/// value, strings and numbers included.
public enum ModelValue: Hashable, Sendable {
  /// A string literal, escapes resolved, interpolations written `${name}` the way Apple
  /// normalizes phrases (`\(.applicationName)` → `${applicationName}`, `\(\.$note)` → `${note}`).
  case string(String)
  case integer(String)
  case float(String)
  case boolean(Bool)
  case `nil`
  /// `.member` or `Type.member` (an enum case or static member), as written.
  case member(String)
  /// `Type(label: value, …)` or `.init(…)`: a direct initializer call.
  case initializer(type: String, arguments: [ModelArgument])
  case array([ModelValue])
  case dictionary([ModelDictionaryEntry])
  /// Anything Apple's extractor cannot read statically, with its source text.
  case nonLiteral(String)

  /// The text of a string value, or the first unlabelled string argument of an initializer
  /// such as `LocalizedStringResource("…")` or `IntentDescription("…")`, or the argument of
  /// `init(stringLiteral:)`, the initializer a string literal stands for
  /// (`DisplayRepresentation(stringLiteral: "Vanilla")` is `"Vanilla"`).
  public var text: String? {
    switch self {
    case .string(let text): return text
    case .initializer(_, let arguments):
      return (arguments.first { $0.label == nil } ?? arguments.first { $0.label == "stringLiteral" })?.value.text
    default: return nil
    }
  }

  /// The text people read: `text`, except for a `LocalizedStringResource("entity.plant",
  /// defaultValue: "Plant")`, whose first argument is a key to look up and whose default value is
  /// the text shown where the table has no translation.
  public var displayText: String? {
    if case .initializer(let type, _) = self, type == "LocalizedStringResource" || type == ".init",
      let shown = argument("defaultValue")?.text
    {
      return shown
    }
    return text
  }

  /// The argument with `label` of an initializer value.
  public func argument(_ label: String) -> ModelValue? {
    guard case .initializer(_, let arguments) = self else { return nil }
    return arguments.first { $0.label == label }?.value
  }

  /// The value where a string resource is expected (a title, a description): there an implicit
  /// member such as `.rateTrailTitle` is a generated string-catalog symbol, not a literal.
  public var asStringResource: ModelValue {
    if case .member(let name) = self { return .nonLiteral(name) }
    return self
  }

  /// The value where an argument of `type` is expected: there `.init(…)` is that type's
  /// initializer, as the compiler records it (`title: .init("Count")` is a
  /// `LocalizedStringResource("Count")`).
  public func implicitlyTyped(as type: String) -> ModelValue {
    guard case .initializer(".init", let arguments) = self else { return self }
    return .initializer(type: type, arguments: arguments)
  }

  /// Whether Apple's extractor can read the value.
  public var isLiteral: Bool {
    switch self {
    case .nonLiteral: return false
    case .array(let elements): return elements.allSatisfy(\.isLiteral)
    case .dictionary(let entries): return entries.allSatisfy { $0.key.isLiteral && $0.value.isLiteral }
    case .initializer(_, let arguments): return arguments.allSatisfy(\.value.isLiteral)
    default: return true
    }
  }
}

/// A labelled argument of an initializer value.
public struct ModelArgument: Hashable, Sendable {
  public var label: String?
  public var value: ModelValue

  public init(label: String?, value: ModelValue) {
    self.label = label
    self.value = value
  }
}

/// One `key: value` of a dictionary value.
public struct ModelDictionaryEntry: Hashable, Sendable {
  public var key: ModelValue
  public var value: ModelValue

  public init(key: ModelValue, value: ModelValue) {
    self.key = key
    self.value = value
  }
}
