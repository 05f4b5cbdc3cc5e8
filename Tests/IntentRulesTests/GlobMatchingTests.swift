import XCTest

@testable import IntentRules

/// Glob matching is fast in three ways — patterns without wildcards looked up by path, ASCII
/// components compared as bytes, "the path or an ancestor" matched in one pass — and each must
/// agree with the definition, kept here as the reference: the pattern, by characters, against the
/// path and then each of its ancestors.
final class GlobMatchingTests: XCTestCase {
  /// Random relative paths or patterns over components that matter, non-ASCII ones included.
  private static func randomPaths(_ components: [String], count: Int, seed: UInt64) -> [String] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in
      (0..<(1 + next(4))).map { _ in components[next(components.count)] }.joined(separator: "/")
    }
  }

  private static let pathComponents = [
    "a", "b", "Gen", "Generated", "x.swift", "é", "e\u{301}", "ab", "aab", "Été.swift",
  ]
  private static let patternComponents = [
    "a", "b", "*", "**", "?", "Gen*", "*.swift", "é", "e\u{301}", "a*b", "?b", "*é*", "É*", "Generated",
  ]

  func testMatchingAgreesWithTheReferenceDefinition() {
    let patterns = Self.randomPaths(Self.patternComponents, count: 250, seed: 7)
    let paths = Self.randomPaths(Self.pathComponents, count: 250, seed: 11)
    var matched = 0
    for pattern in patterns {
      let glob = GlobPattern(pattern)
      for path in paths {
        let expected = Self.referenceMatches(pattern, path)
        XCTAssertEqual(glob.matches(path), expected, "\(pattern) against \(path)")
        if expected { matched += 1 }
      }
    }
    XCTAssertGreaterThan(matched, 500, "the random cases include many matches")
  }

  func testAPathFilterAgreesWithItsPatternsOneByOne() {
    let patterns =
      Self.randomPaths(Self.patternComponents, count: 60, seed: 3)
      + Self.randomPaths(Self.pathComponents, count: 60, seed: 5)
    let paths = Self.randomPaths(Self.pathComponents, count: 300, seed: 13)
    for split in [0, 30, 90, 120] {
      let excluded = Array(patterns[..<split])
      let included = Array(patterns[split...].prefix(15))
      let filter = PathFilter(root: "/repo", included: included, excluded: excluded)
      for path in paths {
        let isExcluded = excluded.contains { Self.referenceMatches($0, path) }
        let isIncluded = included.isEmpty || included.contains { Self.referenceMatches($0, path) }
        XCTAssertEqual(filter.includes("/repo/" + path), !isExcluded && isIncluded, path)
        XCTAssertEqual(filter.excludes("/repo/" + path), isExcluded, path)
      }
    }
  }

  // MARK: - The reference

  /// Whether `pattern` matches `path` or one of its ancestors, by characters, trying each.
  private static func referenceMatches(_ pattern: String, _ path: String) -> Bool {
    let pattern = LexicalPath.components(pattern).map { Array($0) }
    let path = LexicalPath.components(path).map { Array($0) }
    guard !pattern.isEmpty else { return true }
    return (1...max(1, path.count)).contains { length in
      length <= path.count && matchComponents(pattern[...], path[..<length])
    }
  }

  /// Matches components recursively: `**` takes any number of components.
  private static func matchComponents(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == ["*", "*"] {
      return (0...path.count).contains { matchComponents(pattern.dropFirst(), path.dropFirst($0)) }
    }
    guard let component = path.first, matchCharacters(first[...], component[...]) else { return false }
    return matchComponents(pattern.dropFirst(), path.dropFirst())
  }

  /// Matches characters recursively: `*` takes any run, `?` one character.
  private static func matchCharacters(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    if first == "*" {
      return (0...text.count).contains { matchCharacters(pattern.dropFirst(), text.dropFirst($0)) }
    }
    guard let character = text.first, first == "?" || first == character else { return false }
    return matchCharacters(pattern.dropFirst(), text.dropFirst())
  }
}
