import SwiftScan

/// The App Intents requirements that have a default implementation, with the type a declaration
/// must have to implement them.
///
/// A requirement without a default (`title`) declared with another type does not compile. One with
/// a default does: `static let description: LocalizedStringResource = "…"` is then a property of
/// its own beside the protocol's `description`, which stays the default (no description), and
/// nothing says so.
public struct DefaultedRequirement: Sendable {
  /// The property's name (`description`).
  public var name: String
  /// The type the requirement has, as written in messages (`IntentDescription`).
  public var type: String
  /// Other spellings of `type` a declaration may use (`IntentDescription?`).
  public var spellings: [String]

  /// `AppIntent`'s `description`.
  public static let intentDescription = DefaultedRequirement(
    name: "description",
    type: "IntentDescription",
    spellings: ["IntentDescription", "IntentDescription?", "IntentDescription!", "AppIntents.IntentDescription"]
  )

  /// The type a static property is declared with: its annotation, or what its initializer makes
  /// (`String` for a string literal, `X` for `X(…)`); `nil` when it cannot be told without a compiler.
  public static func declaredType(of binding: PatternBinding) -> String? {
    if let type = binding.type { return type.textWithoutModuleSelectors }
    guard let initializer = binding.initializer else { return nil }
    switch initializer.kind {
    case .string: return "String"
    case .boolean: return "Bool"
    case .call(let callee, _, _):
      guard let name = callee.dottedName, !name.hasPrefix("."), name.first?.isUppercase == true else { return nil }
      return TypeSyntax.removingModuleSelectors(from: name)
    default: return nil
    }
  }

  /// Whether `binding` is declared with a type that does not implement the requirement.
  public func isMistyped(_ binding: PatternBinding) -> Bool {
    guard let declared = Self.declaredType(of: binding) else { return false }
    return !spellings.contains(declared.filter { $0 != " " })
  }
}
