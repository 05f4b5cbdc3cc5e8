/// The `intentgen:query` line of an entity's documentation comment: asks intentgen to generate the
/// entity's query, optionally under a given name and with more than text search.
///
/// ```swift
/// /// A trail in the library.
/// ///
/// /// intentgen:query TrailQuery enumerable properties
/// struct TrailEntity: IndexedEntity { … }
/// ```
///
/// - `intentgen:query` alone generates the type `defaultQuery` names (`NoteQuery()` → `NoteQuery`).
/// - A type name (`TrailQuery`, or `TrailEntity.Query` for a nested type) generates that type.
/// - `enumerable` adds `EnumerableEntityQuery` (every entity can be listed).
/// - `properties` adds `EntityPropertyQuery` (the "Find" action: filters and sort orders built from
///   the entity's `@Property` values).
public struct QueryDirective: Hashable, Sendable {
  /// The directive's first word.
  public static let keyword = "intentgen:query"
  /// The options the directive accepts after the name.
  public static let options: Set<String> = ["enumerable", "properties"]

  public var name: String?
  public var isEnumerable = false
  public var supportsProperties = false
  /// Words that are neither an option nor a valid type name, reported as warnings.
  public var unknownWords: [String] = []

  /// Whether `documentation` contains the keyword anywhere: a byte search, so that the many
  /// entities without a directive cost next to nothing.
  public static func mayAppear(in documentation: String) -> Bool {
    var documentation = documentation
    return documentation.withUTF8 { bytes in
      // Each `:` at least nine bytes in is where the keyword's colon could be.
      var colon = 9
      while colon < bytes.count {
        if bytes[colon] == UInt8(ascii: ":")
          && UnsafeBufferPointer(rebasing: bytes[(colon - 9)...]).starts(with: keyword.utf8)
        {
          return true
        }
        colon += 1
      }
      return false
    }
  }

  /// The directive in `documentation`, or `nil` when there is none.
  public init?(documentation: String?) {
    guard let documentation else { return nil }
    let prefix = Self.keyword + " "
    let line = documentation.split(whereSeparator: \.isNewline).lazy
      .map { (line: Substring) -> Substring in line.drop(while: \.isWhitespace) }
      .first { (line: Substring) -> Bool in line == Self.keyword || line.hasPrefix(prefix) }
    guard let line else { return nil }
    for word in line.dropFirst(Self.keyword.count).split(whereSeparator: \.isWhitespace).map(String.init) {
      switch word {
      case "enumerable": isEnumerable = true
      case "properties": supportsProperties = true
      default:
        if name == nil && Self.isTypeName(word) { name = word } else { unknownWords.append(word) }
      }
    }
  }

  /// Whether `word` is a plain or dotted Swift type name (`Query`, `TrailEntity.Query`), each part
  /// capitalized as types are: a misspelled option (`enumerble`, `Enumerable`) is no type name, so
  /// it is reported rather than made the query's name.
  static func isTypeName(_ word: String) -> Bool {
    guard !options.contains(word.lowercased()) else { return false }
    return word.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.drop(while: { $0 == "_" }).first, first.isUppercase else { return false }
      return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
  }
}
