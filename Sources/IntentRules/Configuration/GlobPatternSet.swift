/// Several glob patterns matched together, at a cost that does not grow with the number of
/// patterns without wildcards: those are looked up by path (each ancestor of a path once), and only
/// the others are matched one by one. A configuration may exclude hundreds of paths.
struct GlobPatternSet: Hashable, Sendable {
  /// The components of each pattern without wildcards, joined by `/`.
  private var literalPaths: Set<String> = []
  /// The patterns with a wildcard, in the order written.
  private var wildcardPatterns: [GlobPattern] = []
  /// Whether a pattern with no component (`.`) is among them: it matches every path.
  private var matchesEverything = false

  init(_ patterns: [GlobPattern]) {
    for pattern in patterns {
      if let literal = pattern.literalPath {
        if literal.isEmpty { matchesEverything = true } else { literalPaths.insert(literal) }
      } else {
        wildcardPatterns.append(pattern)
      }
    }
  }

  /// Whether one of the patterns matches the path given by `components`, or one of its ancestors.
  func matchesAny(components: [Substring]) -> Bool {
    if matchesEverything { return true }
    if !literalPaths.isEmpty {
      var ancestor = ""
      for component in components {
        if !ancestor.isEmpty { ancestor += "/" }
        ancestor += component
        if literalPaths.contains(ancestor) { return true }
      }
    }
    guard !wildcardPatterns.isEmpty else { return false }
    let prepared = components.map(GlobComponent.init)
    return wildcardPatterns.contains { $0.matches(prepared: prepared) }
  }
}
