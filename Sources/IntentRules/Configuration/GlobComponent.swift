/// One path component, or one component of a glob pattern, ready to be matched: its characters
/// and, when it is ASCII, its bytes. Two ASCII components are matched byte by byte, which is many
/// times faster than by `Character` (in the debug builds the build plugin runs, above all); any
/// other pair is matched by characters.
///
/// A class, immutable: matching reads components from arrays many times, and a copy of a
/// reference costs one reference count where a struct's arrays cost one each.
final class GlobComponent: Hashable, Sendable {
  let characters: [Character]
  let bytes: [UInt8]
  let isASCII: Bool
  /// Whether the component is `**`, which (in a pattern) matches any number of components.
  let isGlobstar: Bool

  init(_ text: Substring) {
    bytes = Array(text.utf8)
    isASCII = !bytes.contains { $0 >= 0x80 }
    characters = Array(text)
    isGlobstar = text == "**"
  }

  static func == (lhs: GlobComponent, rhs: GlobComponent) -> Bool { lhs.characters == rhs.characters }

  func hash(into hasher: inout Hasher) { hasher.combine(characters) }

  /// Whether `text` matches `pattern`, in which `*` matches any run of characters and `?` one.
  static func matches(pattern: GlobComponent, text: GlobComponent) -> Bool {
    if pattern.isASCII && text.isASCII {
      return matchWildcards(pattern.bytes, text.bytes, star: UInt8(ascii: "*"), question: UInt8(ascii: "?"))
    }
    return matchWildcards(pattern.characters, text.characters, star: "*", question: "?")
  }

  /// Wildcard matching with one backtrack point (enough for `*`), in linear space; written once
  /// for each element type so that neither goes through generic code in debug builds.
  private static func matchWildcards(_ pattern: [UInt8], _ text: [UInt8], star: UInt8, question: UInt8) -> Bool {
    var p = 0
    var t = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < pattern.count && (pattern[p] == question || (pattern[p] != star && pattern[p] == text[t])) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == star {
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
    while p < pattern.count && pattern[p] == star { p += 1 }
    return p == pattern.count
  }

  private static func matchWildcards(
    _ pattern: [Character],
    _ text: [Character],
    star: Character,
    question: Character
  ) -> Bool {
    var p = 0
    var t = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < pattern.count && (pattern[p] == question || (pattern[p] != star && pattern[p] == text[t])) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == star {
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
    while p < pattern.count && pattern[p] == star { p += 1 }
    return p == pattern.count
  }
}
