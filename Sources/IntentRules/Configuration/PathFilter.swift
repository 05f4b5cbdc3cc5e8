/// Which files a configuration lints: those matching an `included` pattern (all, when there is
/// none) and no `excluded` pattern. Excluded wins.
///
/// Patterns are relative to `root`, the configuration file's directory. Paths given to
/// `includes(_:)` may be absolute (then they must be inside `root`, when `root` is absolute) or
/// relative to `root`.
public struct PathFilter: Hashable, Sendable {
  /// The directory the patterns are relative to.
  public let root: String
  public let included: [GlobPattern]
  public let excluded: [GlobPattern]
  private let includedSet: GlobPatternSet
  private let excludedSet: GlobPatternSet

  public init(root: String, included: [String], excluded: [String]) {
    self.root = root
    self.included = included.map { Self.pattern($0, root: root) }
    self.excluded = excluded.map { Self.pattern($0, root: root) }
    includedSet = GlobPatternSet(self.included)
    excludedSet = GlobPatternSet(self.excluded)
  }

  /// An absolute pattern inside `root` becomes relative to it.
  private static func pattern(_ text: String, root: String) -> GlobPattern {
    guard text.hasPrefix("/"), root.hasPrefix("/"),
      let relative = LexicalPath.relativeComponents(of: text, to: root)
    else { return GlobPattern(text) }
    var pattern = GlobPattern(relative.joined(separator: "/"))
    pattern.pattern = text
    return pattern
  }

  /// Whether the file at `path` is linted.
  public func includes(_ path: String) -> Bool {
    guard let components = LexicalPath.relativeComponents(of: path, to: root) else {
      // Outside the configuration's directory: only the absence of `included` lets it in.
      return included.isEmpty
    }
    if excludedSet.matchesAny(components: components) { return false }
    return included.isEmpty || includedSet.matchesAny(components: components)
  }

  /// Whether `path` (a file or a directory) is excluded; a directory walker can skip an excluded
  /// directory without reading it.
  public func excludes(_ path: String) -> Bool {
    guard let components = LexicalPath.relativeComponents(of: path, to: root) else { return false }
    return excludedSet.matchesAny(components: components)
  }

  /// `child` relative to `base` unless absolute, normalized (`a/./b/../c` is `a/c`).
  public static func join(_ base: String, _ child: String) -> String {
    LexicalPath.join(base, child)
  }
}
