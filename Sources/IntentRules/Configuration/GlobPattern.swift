/// One `included` / `excluded` pattern of `.intentgen.yml`, matched against paths relative to the
/// configuration file's directory.
///
/// `*` matches any run of characters within one path component, `?` one character other than
/// `/`, and a component `**` any number of components, none included. Everything else matches
/// itself. A pattern that matches a directory matches everything inside it, so `Tests` and
/// `Tests/**` both cover `Tests/A/B.swift`. Patterns are anchored at the configuration's
/// directory: `*.swift` matches top-level files only, `**/*.swift` files at any depth.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public var pattern: String
  private var components: [GlobComponent]
  /// Whether a component is `**`: without one, the pattern matches paths of its own length only.
  private var hasGlobstar: Bool
  /// The components followed by `**` (unless they end with it): matching a path against them is
  /// matching the path or any of its ancestors against the pattern, in one pass.
  private var componentsOrDescendants: [GlobComponent]

  public init(_ pattern: String) {
    self.pattern = pattern
    components = LexicalPath.components(pattern).map(GlobComponent.init)
    hasGlobstar = components.contains { $0.isGlobstar }
    componentsOrDescendants = components
    if components.last?.isGlobstar == false { componentsOrDescendants.append(GlobComponent("**")) }
  }

  public var description: String { pattern }

  /// The pattern's components joined by `/` when it has no wildcard (`*`, `?`), else nil: such a
  /// pattern matches exactly the paths with these components, and their descendants.
  var literalPath: String? {
    guard !components.contains(where: { $0.characters.contains("*") || $0.characters.contains("?") }) else {
      return nil
    }
    return components.map { String($0.characters) }.joined(separator: "/")
  }

  /// Whether the pattern matches the path given by `components` (relative to the pattern's base)
  /// or one of its ancestor directories.
  public func matches(components path: [Substring]) -> Bool {
    matches(prepared: path.map(GlobComponent.init))
  }

  /// Whether the pattern matches `path`, a relative path with `/` separators, or an ancestor of it.
  public func matches(_ path: String) -> Bool {
    matches(components: LexicalPath.components(path))
  }

  /// `matches(components:)` for components already prepared, so that a path matched against many
  /// patterns is prepared once.
  func matches(prepared path: [GlobComponent]) -> Bool {
    guard !components.isEmpty else { return true }
    guard hasGlobstar else {
      return path.count >= components.count && Self.match(components, path[0..<components.count])
    }
    return !path.isEmpty && Self.match(componentsOrDescendants, path[...])
  }

  /// Matches whole components, `**` as a wildcard over components (greedy with one backtrack
  /// point, which suffices for `*`-style wildcards and needs no recursion).
  private static func match(_ pattern: [GlobComponent], _ path: ArraySlice<GlobComponent>) -> Bool {
    var p = 0
    var s = path.startIndex
    var starP = -1
    var starS = 0
    while s < path.endIndex {
      if p < pattern.count && !pattern[p].isGlobstar && GlobComponent.matches(pattern: pattern[p], text: path[s]) {
        p += 1
        s += 1
      } else if p < pattern.count && pattern[p].isGlobstar {
        starP = p
        starS = s
        p += 1
      } else if starP >= 0 {
        p = starP + 1
        starS += 1
        s = starS
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p].isGlobstar { p += 1 }
    return p == pattern.count
  }
}
