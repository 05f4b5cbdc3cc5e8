/// The `#if` condition generated code about a type needs: the type's own `#if` branches, so that
/// a query or conformance of an entity declared only `#if os(iOS)` is compiled only where the
/// entity exists.
enum CompilationCondition {
  /// `conditions` (outermost first, as the model records them: `os(iOS)`, `!(DEBUG)`) as one
  /// condition, or `nil` when there are none.
  static func joined(_ conditions: [String]) -> String? {
    guard !conditions.isEmpty else { return nil }
    return conditions.map { condition in
      condition.contains("||") || condition.contains("&&") ? "(\(condition))" : condition
    }.joined(separator: " && ")
  }
}
