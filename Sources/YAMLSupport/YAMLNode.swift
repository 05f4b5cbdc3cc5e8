/// A YAML node: a scalar, a sequence or a mapping, with where it is written.
///
/// Built from libyaml's event stream by `parse(bytes:path:)`. Scalars keep their text and style and
/// are not converted: deciding whether `yes` is a boolean is up to the reader of a key, which knows
/// what it expects. Mappings keep their pairs in source order, duplicates included. Aliases are
/// replaced by the node their anchor names. Merge keys (`<<`) are not applied.
///
/// ```swift
/// let root = try YAMLNode.parse(bytes: Array(text.utf8), path: ".intentgen.yml")
/// for rule in root?["disabled_rules"]?.sequence ?? [] { print(rule.scalar ?? "", rule.location) }
/// ```
public struct YAMLNode: Hashable, Sendable {
  /// What the node is.
  public enum Kind: Hashable, Sendable {
    case scalar(String, style: YAMLScalarStyle)
    case sequence([YAMLNode])
    /// Key/value pairs in source order.
    case mapping([Pair])
  }

  /// One key and its value in a mapping.
  public struct Pair: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  public var kind: Kind
  /// Where the node starts: its anchor or tag if it has one, else its first character (for a block
  /// collection, its first entry). For a node reached through an alias, the anchored node's location.
  public var location: YAMLLocation
  /// The tag as libyaml resolves it (`tag:yaml.org,2002:str` for `!!str`), if one is written.
  public var tag: String?

  public init(_ kind: Kind, location: YAMLLocation, tag: String? = nil) {
    self.kind = kind
    self.location = location
    self.tag = tag
  }

  /// The first (usually only) document of a YAML file, or `nil` when there is none: an empty file,
  /// only comments, or a document with no content (`---` alone).
  ///
  /// Never crashes on bad input: invalid YAML, invalid UTF-8, undefined or recursive aliases, alias
  /// expansion past 100,000 nodes, nesting deeper than 256 levels and a second document are errors.
  public static func parse(bytes: [UInt8], path: String) throws(YAMLError) -> YAMLNode? {
    try YAMLParser(bytes: bytes, path: path).parse()
  }

  // MARK: - Reading

  /// The text of a scalar.
  public var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// The style of a scalar.
  public var scalarStyle: YAMLScalarStyle? {
    if case .scalar(_, let style) = kind { return style }
    return nil
  }

  /// The elements of a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let elements) = kind { return elements }
    return nil
  }

  /// The pairs of a mapping.
  public var mapping: [Pair]? {
    if case .mapping(let pairs) = kind { return pairs }
    return nil
  }

  /// The value of the first pair whose key is the scalar `key`, if the node is a mapping.
  public subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar == key }?.value
  }

  /// Whether the node is YAML's null: an untagged plain `null`, `Null`, `NULL`, `~` or nothing.
  public var isNull: Bool {
    guard tag == nil, case .scalar(let text, .plain) = kind else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// `scalar`, `sequence` or `mapping`, for messages such as "expected a sequence, found a scalar".
  public var kindName: String {
    switch kind {
    case .scalar: "scalar"
    case .sequence: "sequence"
    case .mapping: "mapping"
    }
  }
}
