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

  /// The type a property declared with `annotation` (as written) and `value` has, when it is not
  /// the requirement's; `nil` when it is, or when that cannot be told without a compiler.
  public func mistypedType(annotation: String?, value: ModelValue?) -> String? {
    // As written, as nearly every declaration is: compared without making a string.
    if let annotation, spellings.contains(annotation) { return nil }
    guard let declared = Self.declaredType(annotation: annotation, value: value) else { return nil }
    return spellings.contains(Self.unwrapped(declared)) ? nil : declared
  }

  /// A type without spaces, `Optional<…>`, `?`/`!` and the `AppIntents.` qualifier:
  /// `Optional<AppIntents.IntentDescription>` is `IntentDescription`.
  static func unwrapped(_ type: String) -> String {
    var text = Substring(type.utf8.contains(UInt8(ascii: " ")) ? type.filter { $0 != " " } : type)
    while true {
      if text.hasPrefix("Optional<") && text.hasSuffix(">") {
        text = text.dropFirst("Optional<".count).dropLast()
      } else if text.hasSuffix("?") || text.hasSuffix("!") {
        text = text.dropLast()
      } else if text.hasPrefix("AppIntents.") {
        text = text.dropFirst("AppIntents.".count)
      } else {
        return String(text)
      }
    }
  }

  /// The type of a property: its annotation, or what its value makes (`String` for a string
  /// literal, `X` for `X(…)`); `nil` when it cannot be told without a compiler.
  static func declaredType(annotation: String?, value: ModelValue?) -> String? {
    if let annotation { return TypeSyntax.removingModuleSelectors(from: annotation) }
    switch value {
    case .string?: return "String"
    case .boolean?: return "Bool"
    case .initializer(let type, _)? where type.first?.isUppercase == true:
      return TypeSyntax.removingModuleSelectors(from: type)
    default: return nil
    }
  }
}
