/// Path arithmetic on strings, without touching the file system (no symlinks resolved): `/`
/// separators, `.` and empty components dropped, `..` folded into its parent where there is one.
enum LexicalPath {
  /// The components of `path` after folding `.`, `..` and repeated separators. A leading `..` of a
  /// relative path is kept; one above the root of an absolute path is dropped.
  static func components(_ path: String) -> [Substring] {
    let absolute = path.hasPrefix("/")
    var result: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        if let last = result.last, last != ".." {
          result.removeLast()
        } else if !absolute {
          result.append(component)
        }
        continue
      }
      result.append(component)
    }
    return result
  }

  /// `path` normalized: `a/./b/../c/` is `a/c`, `` and `.` are `.`, `/x/..` is `/`.
  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    let joined = components(path).joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `child` relative to `base`, unless `child` is absolute; normalized.
  static func join(_ base: String, _ child: String) -> String {
    if child.hasPrefix("/") || base.isEmpty { return normalize(child) }
    return normalize(base + "/" + child)
  }

  /// The directory containing `path` (normalized): `a/b.yml` → `a`, `b.yml` → `.`, `/` → `/`.
  static func parent(_ path: String) -> String {
    let normalized = normalize(path)
    if normalized == "/" { return "/" }
    if normalized == "." { return ".." }
    guard let slash = normalized.lastIndex(of: "/") else { return "." }
    if slash == normalized.startIndex { return "/" }
    return String(normalized[..<slash])
  }

  /// The components of `path` below `root`, or `nil` when `path` is not inside `root`. Both are
  /// normalized first; a relative `path` is taken as relative to `root` already unless `root` is
  /// relative too and `path` starts with it.
  static func relativeComponents(of path: String, to root: String) -> [Substring]? {
    let rootIsAbsolute = root.hasPrefix("/")
    let pathIsAbsolute = path.hasPrefix("/")
    let pathComponents = components(path)
    let rootComponents = components(root)
    if pathIsAbsolute != rootIsAbsolute {
      // A relative path under an absolute root is relative to the root; an absolute path under a
      // relative root cannot be placed.
      return pathIsAbsolute ? nil : pathComponents
    }
    if !rootIsAbsolute && rootComponents.isEmpty { return pathComponents }
    guard pathComponents.count >= rootComponents.count,
      pathComponents.prefix(rootComponents.count).elementsEqual(rootComponents)
    else {
      return rootIsAbsolute ? nil : pathComponents
    }
    return Array(pathComponents.dropFirst(rootComponents.count))
  }
}
