/// A property name written after a dot in generated code (`entity.name`).
enum SwiftMemberName {
  /// The names that mean something else after a dot unless backticked: `x.self` is `x` itself,
  /// `x.init` its initializer. Other keywords (`x.default`, `x.Type` on a value) are members there.
  static let reserved: Set<String> = ["self", "init"]

  /// `name` as written after a dot: backticked when it is one of `reserved`.
  static func afterDot(_ name: String) -> String {
    reserved.contains(name) ? "`\(name)`" : name
  }
}
