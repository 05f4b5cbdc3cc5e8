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
