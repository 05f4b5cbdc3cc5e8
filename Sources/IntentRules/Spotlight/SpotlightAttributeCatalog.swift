import YAMLSupport

/// The kind of value a `CSSearchableItemAttributeSet` attribute holds.
public enum SpotlightAttributeType: String, Hashable, Sendable, CaseIterable {
  case string = "String"
  case strings = "[String]"
  case date = "Date"
  case dates = "[Date]"
  case number = "Number"
  case bool = "Bool"
  case url = "URL"
  case data = "Data"
  case persons = "[Person]"

  /// The kinds of Swift value that fit: a list attribute also takes a single element.
  func accepts(_ value: SwiftValueKind) -> Bool {
    switch (self, value) {
    case (.string, .scalar(.string)), (.strings, .scalar(.string)), (.strings, .list(.string)): true
    case (.date, .scalar(.date)), (.dates, .scalar(.date)), (.dates, .list(.date)): true
    case (.number, .scalar(.number)), (.bool, .scalar(.bool)): true
    case (.url, .scalar(.url)), (.data, .scalar(.data)): true
    default: false
    }
  }
}

/// What a Swift property type holds, for the types the Spotlight rules know.
enum SwiftValueKind: Hashable, Sendable {
  enum Scalar: String, Hashable, Sendable {
    case string, number, bool, date, url, data
  }

  case scalar(Scalar)
  case list(Scalar)

  /// The kind of a type as written (`Date?`, `[String]`, `Set<String>`, `Swift.Int`), or `nil` for a
  /// type the rules do not know (an enum, an entity, `Measurement<UnitLength>`…).
  init?(typeText: String) {
    // ASCII (the usual case): one byte per character, so byte slices do what substrings do, at a
    // fraction of the cost.
    var bytes = typeText
    let ascii = bytes.withUTF8 { buffer -> SwiftValueKind?? in
      guard buffer.allSatisfy({ $0 < 0x80 }) else { return .none }
      let space = UInt8(ascii: " ")
      if buffer.contains(space) { return .some(Self.kind(ascii: buffer.filter { $0 != space }[...], whole: nil)) }
      return .some(Self.kind(ascii: buffer[...], whole: typeText))
    }
    if let ascii {
      guard let kind = ascii else { return nil }
      self = kind
      return
    }
    // Filtering characters is slow: only when there is a space to remove.
    var text = typeText.utf8.contains(UInt8(ascii: " ")) ? Substring(typeText.filter { $0 != " " }) : typeText[...]
    while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
    if text.hasPrefix("Optional<") && text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
    var element: Substring?
    if text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":") {
      element = text.dropFirst().dropLast()
    } else {
      for prefix in ["Array<", "Set<", "ContiguousArray<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
        element = text.dropFirst(prefix.count).dropLast()
      }
    }
    if let element {
      guard let scalar = Self.scalar(element) else { return nil }
      self = .list(scalar)
    } else {
      guard let scalar = Self.scalar(text) else { return nil }
      self = .scalar(scalar)
    }
  }

  /// `init(typeText:)` on the bytes of an ASCII type without spaces; `whole` is the type as a
  /// string when the bytes are all of it (a name that is the whole type is then not copied).
  private static func kind<Bytes: BidirectionalCollection<UInt8>>(
    ascii typeText: Bytes,
    whole: String?
  )
    -> SwiftValueKind?
  where Bytes.SubSequence == Bytes {
    var text = typeText
    while let last = text.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { text = text.dropLast() }
    if text.last == UInt8(ascii: ">") && text.starts(with: "Optional<".utf8) { text = text.dropFirst(9).dropLast() }
    var element: Bytes?
    if text.first == UInt8(ascii: "[") && text.last == UInt8(ascii: "]") && !text.contains(UInt8(ascii: ":")) {
      element = text.dropFirst().dropLast()
    } else if text.last == UInt8(ascii: ">") {
      for prefix in ["Array<", "Set<", "ContiguousArray<"] where text.starts(with: prefix.utf8) {
        element = text.dropFirst(prefix.utf8.count).dropLast()
      }
    }
    guard let scalar = scalar(ascii: element ?? text, whole: whole) else { return nil }
    return element == nil ? .scalar(scalar) : .list(scalar)
  }

  /// `scalar(_:)` on the bytes of an ASCII type (`whole`: as in `kind(ascii:whole:)`).
  private static func scalar<Bytes: BidirectionalCollection<UInt8>>(ascii text: Bytes, whole: String?) -> Scalar?
  where Bytes.SubSequence == Bytes {
    var name = text
    while let last = name.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { name = name.dropLast() }
    for module in ["Swift.", "Foundation."] where name.starts(with: module.utf8) {
      name = name.dropFirst(module.utf8.count)
    }
    if let whole, name.count == whole.utf8.count { return scalar(named: whole) }
    return scalar(named: String(decoding: name, as: UTF8.self))
  }

  private static func scalar(_ text: Substring) -> Scalar? {
    var name = text
    while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
    for module in ["Swift.", "Foundation."] where name.hasPrefix(module) { name = name.dropFirst(module.count) }
    return scalar(named: String(name))
  }

  /// The scalar kind of a type name without module or optionality.
  private static func scalar(named name: String) -> Scalar? {
    switch name {
    case "String", "Substring", "AttributedString", "LocalizedStringResource", "Character": return .string
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
      "Float16", "CGFloat", "Decimal", "NSNumber":
      return .number
    case "Bool": return .bool
    case "Date": return .date
    case "URL": return .url
    case "Data": return .data
    default: return nil
    }
  }

  /// `String`, `[Date]`… for messages.
  var description: String {
    let name =
      switch scalar {
      case .string: "String"
      case .number: "number"
      case .bool: "Bool"
      case .date: "Date"
      case .url: "URL"
      case .data: "Data"
      }
    if case .list = self { return "[\(name)]" }
    return name
  }

  var scalar: Scalar {
    switch self {
    case .scalar(let scalar), .list(let scalar): scalar
    }
  }
}

/// The `CSSearchableItemAttributeSet` attributes an entity property can name as its
/// `indexingKey`, with their types: `Schemas/spotlight-attributes.yaml`, embedded in the library as
/// `BundledSchemas.spotlightAttributes` by `Schemas/generate-bundled.sh`.
public struct SpotlightAttributeCatalog: Hashable, Sendable {
  /// Attribute name (the key path without `\.`) → type.
  public var attributes: [String: SpotlightAttributeType]

  public init(attributes: [String: SpotlightAttributeType]) {
    self.attributes = attributes
  }

  /// The type of the attribute `name`, if it is one.
  public func type(of name: String) -> SpotlightAttributeType? { attributes[name] }

  /// The catalog shipped with intentgen. It is empty only if the bundled YAML is broken, which
  /// `SpotlightCatalogTests` rules out; the rules do nothing with an empty catalog.
  public static let bundled: SpotlightAttributeCatalog =
    (try? load(bytes: Array(BundledSchemas.spotlightAttributes.utf8), path: "Schemas/spotlight-attributes.yaml"))
    ?? SpotlightAttributeCatalog(attributes: [:])

  /// Reads a catalog: a mapping `attributes` of attribute names to type names. Malformed YAML, a
  /// missing or misshapen `attributes`, a name that is not an identifier, a duplicate name and an
  /// unknown type name are errors at their file:line:column.
  public static func load(bytes: [UInt8], path: String) throws(YAMLError) -> SpotlightAttributeCatalog {
    func error(_ node: YAMLNode, _ message: String) -> YAMLError {
      YAMLError(path: path, line: node.location.line, column: node.location.column, message: message)
    }
    guard let root = try YAMLNode.parse(bytes: bytes, path: path) else {
      throw YAMLError(path: path, line: 1, column: 1, message: "expected a mapping with 'attributes', found nothing")
    }
    guard let rootPairs = root.mapping else {
      throw error(root, "expected a mapping with 'attributes', found a \(root.kindName)")
    }
    for pair in rootPairs where pair.key.scalar != "attributes" {
      throw error(pair.key, "unknown key '\(pair.key.scalar ?? pair.key.kindName)'; the catalog has only 'attributes'")
    }
    guard let attributesNode = root["attributes"] else {
      throw error(root, "missing 'attributes', a mapping of attribute names to types")
    }
    guard let pairs = attributesNode.mapping else {
      throw error(attributesNode, "expected a mapping of attribute names to types, found a \(attributesNode.kindName)")
    }
    var attributes: [String: SpotlightAttributeType] = [:]
    let typeNames = SpotlightAttributeType.allCases.map(\.rawValue)
    for pair in pairs {
      guard let name = pair.key.scalar, Self.isIdentifier(name) else {
        throw error(pair.key, "expected an attribute name such as 'contentDescription'")
      }
      guard attributes[name] == nil else { throw error(pair.key, "duplicate attribute '\(name)'") }
      // `[String]` is YAML for a one-element list: that is how list types are written.
      let typeName: String
      if let scalar = pair.value.scalar {
        typeName = scalar
      } else if let elements = pair.value.sequence, elements.count == 1, let element = elements.first?.scalar {
        typeName = "[\(element)]"
      } else {
        throw error(pair.value, "expected a type name for '\(name)', found a \(pair.value.kindName)")
      }
      guard let type = SpotlightAttributeType(rawValue: typeName) else {
        var message = "unknown type '\(typeName)' for '\(name)'"
        if let suggestion = NameSuggestion.closest(to: typeName, among: typeNames) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; use one of \(typeNames.joined(separator: ", "))"
        }
        throw error(pair.value, message)
      }
      attributes[name] = type
    }
    return SpotlightAttributeCatalog(attributes: attributes)
  }

  /// An ASCII identifier (on bytes: every character of one is a single byte, and Unicode letter
  /// tests cost far more).
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, first < UInt8(ascii: "0") || first > UInt8(ascii: "9") else { return false }
    return text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
  }
}
