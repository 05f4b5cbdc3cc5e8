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
  private var components: [[Character]]

  public init(_ pattern: String) {
    self.pattern = pattern
    components = LexicalPath.components(pattern).map { Array($0) }
  }

  public var description: String { pattern }

  /// Whether the pattern matches the path given by `components` (relative to the pattern's base)
  /// or one of its ancestor directories.
  public func matches(components path: [Substring]) -> Bool {
    let path = path.map { Array($0) }
    guard !components.isEmpty else { return true }
    for length in stride(from: path.count, through: 1, by: -1) where matchComponents(path[0..<length]) {
      return true
    }
    return false
  }

  /// Whether the pattern matches `path`, a relative path with `/` separators, or an ancestor of it.
  public func matches(_ path: String) -> Bool {
    matches(components: LexicalPath.components(path))
  }

  /// Matches whole components, `**` as a wildcard over components (greedy with one backtrack
  /// point, which suffices for `*`-style wildcards and needs no recursion).
  private func matchComponents(_ path: ArraySlice<[Character]>) -> Bool {
    let pattern = components
    var p = 0
    var s = path.startIndex
    var starP = -1
    var starS = 0
    while s < path.endIndex {
      if p < pattern.count && pattern[p] != ["*", "*"] && Self.matchComponent(pattern[p], path[s]) {
        p += 1
        s += 1
      } else if p < pattern.count && pattern[p] == ["*", "*"] {
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
    while p < pattern.count && pattern[p] == ["*", "*"] { p += 1 }
    return p == pattern.count
  }

  /// Matches one component against one pattern component with `*` and `?`.
  static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
    var p = 0
    var t = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < pattern.count && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t])) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == "*" {
        starP = p
        starT = t
        p += 1
      } else if starP >= 0 {
        p = starP + 1
        starT += 1
        t = starT
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
