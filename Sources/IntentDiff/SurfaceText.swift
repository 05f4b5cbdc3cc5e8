import Foundation
import IntentModel

/// How a title value is compared across versions: its text when it is a literal or a
/// `LocalizedStringResource("…")`, else the source text of the member or expression, so a
/// non-literal title changes only when its source does.
enum SurfaceText {
  static func of(_ value: ModelValue?) -> String? {
    guard let value else { return nil }
    if let text = value.text { return text }
    switch value {
    case .member(let name): return name
    case .nonLiteral(let source): return source
    default: return nil
    }
  }
}

extension SurfaceText {
  /// A parameter's type without the optional marker: `String?` and `String` are the same type to
  /// a saved shortcut; optionality is compared on its own (`isRequired`).
  static func parameterType(_ type: String?) -> String? {
    guard var type else { return nil }
    type = type.trimmingCharacters(in: .whitespaces)
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
    return type
  }
}
