/// Pairs removed and added names that are probably one declaration renamed: a removed name and an
/// added name are paired when their shapes are equal and neither side has another candidate with
/// that shape. Ambiguous shapes are left as removals and additions; guessing would be worse.
enum RenameMatcher {
  /// The renames, as `(old, new)` pairs sorted by the old name.
  static func renames<Shape: Hashable>(removed: [String: Shape], added: [String: Shape]) -> [(old: String, new: String)]
  {
    var removedByShape: [Shape: [String]] = [:]
    for (name, shape) in removed { removedByShape[shape, default: []].append(name) }
    var addedByShape: [Shape: [String]] = [:]
    for (name, shape) in added { addedByShape[shape, default: []].append(name) }
    var pairs: [(old: String, new: String)] = []
    for (shape, oldNames) in removedByShape {
      guard oldNames.count == 1, let newNames = addedByShape[shape], newNames.count == 1 else { continue }
      pairs.append((oldNames[0], newNames[0]))
    }
    return pairs.sorted { $0.old.utf8.lexicographicallyPrecedes($1.old.utf8) }
  }
}
