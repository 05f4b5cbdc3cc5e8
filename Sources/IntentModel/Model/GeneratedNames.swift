/// The names of the types intentgen generates for a target, which extraction needs too: calls to
/// the generated Spotlight index owner are Spotlight facts like calls to `CSSearchableIndex`.
public enum GeneratedNames {
  /// The Spotlight index owner of a module: `FieldNotes` → `FieldNotesSpotlightIndex`.
  public static func spotlightIndexOwner(module: String) -> String {
    typeName(from: module) + "SpotlightIndex"
  }

  /// The on-device model's search configuration: `FieldNotes` → `FieldNotesSpotlightSearch`.
  public static func spotlightSearch(module: String) -> String {
    typeName(from: module) + "SpotlightSearch"
  }

  /// `name` with every character that cannot start or continue an ASCII identifier removed, and an
  /// underscore before a leading digit (`my-app` → `myapp`, `2D` → `_2D`); `Module` when nothing is left.
  public static func typeName(from name: String) -> String {
    let kept = String(
      String.UnicodeScalarView(
        name.unicodeScalars.filter {
          $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
      )
    )
    guard let first = kept.first else { return "Module" }
    return first.isNumber ? "_" + kept : kept
  }
}
