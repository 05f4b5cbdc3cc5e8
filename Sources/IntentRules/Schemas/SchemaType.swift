/// The type of a schema parameter or property, in the catalog's fixed vocabulary (documented in
/// `Schemas/domains/README.md`): a system type (`AttributedString`, `[IntentFile]`), an entity or
/// enum schema of the same domain by its member name (`folder?`), or a wildcard.
public indirect enum SchemaType: Hashable, Sendable, CustomStringConvertible {
  /// A system type of the vocabulary, by its catalog name (`String`, `PlaceDescriptor`).
  case system(String)
  /// An entity or enum schema of the same domain (`folder` is `.notes.folder` in the notes domain).
  case member(String)
  /// Any `AppEntity` type, schema or not.
  case anyEntity
  /// Any `AppEnum` type, schema or not.
  case anyEnum
  /// An app-defined `@UnionValue` enum; the label (`MessageDestination`) is Apple's placeholder name.
  case union(String)
  /// Anything, optional or not: a slot whose type is not known.
  case any
  case array(SchemaType)
  case set(SchemaType)
  case optional(SchemaType)

  /// The vocabulary's system types and the Swift spellings each accepts (module-qualified names
  /// are reduced to their last component before the comparison).
  public static let systemTypes: [String: Set<String>] = [
    "String": ["String"],
    "AttributedString": ["AttributedString"],
    "Bool": ["Bool"],
    "Int": ["Int"],
    "Double": ["Double", "TimeInterval"],
    "Date": ["Date"],
    "DateComponents": ["DateComponents"],
    "Duration": ["Duration"],
    "URL": ["URL"],
    "TimeInterval": ["TimeInterval", "Double"],
    "Data": ["Data"],
    "IntentFile": ["IntentFile"],
    "IntentPerson": ["IntentPerson"],
    "PlaceDescriptor": ["PlaceDescriptor"],
    "RecurrenceRule": ["RecurrenceRule"],
    "LinkMetadata": ["LinkMetadata", "LPLinkMetadata"],
    "StringSearchCriteria": ["StringSearchCriteria"],
    "SemanticContentDescriptor": ["SemanticContentDescriptor"],
    "CLPlacemark": ["CLPlacemark"],
    "FileEntityIdentifier": ["FileEntityIdentifier"],
  ]

  /// Every Swift spelling of a system type, for telling "another system type" from "an app type".
  static let systemSpellings: Set<String> = systemTypes.values.reduce(into: []) { $0.formUnion($1) }

  /// Whether the type is `T?` (or the `any` wildcard, which matches optional types too).
  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without its outer `?`.
  public var wrapped: SchemaType {
    if case .optional(let inner) = self { return inner }
    return self
  }

  /// The catalog spelling: `[IntentFile]`, `folder?`, `Set<playbackAttributes>`, `Union<AudioItem>`.
  public var description: String {
    switch self {
    case .system(let name), .member(let name): name
    case .anyEntity: "AppEntity"
    case .anyEnum: "AppEnum"
    case .union(let label): "Union<\(label)>"
    case .any: "Any"
    case .array(let element): "[\(element)]"
    case .set(let element): "Set<\(element)>"
    case .optional(let wrapped): "\(wrapped)?"
    }
  }

  /// The schema members the type names (`[folder]?` → `folder`).
  public var memberNames: [String] {
    switch self {
    case .member(let name): [name]
    case .array(let element), .set(let element), .optional(let element): element.memberNames
    default: []
    }
  }

  /// How the metadata processor names the type in its messages: an entity slot as
  /// `<Domain><Member>Entity` (`WordProcessorDocumentEntity`), an enum slot as `<Domain><Member>Enum`.
  public func processorName(domain: String, isEnum: (String) -> Bool) -> String {
    func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    switch self {
    case .member(let name):
      return capitalized(domain) + capitalized(name) + (isEnum(name) ? "Enum" : "Entity")
    case .array(let element): return "[\(element.processorName(domain: domain, isEnum: isEnum))]"
    case .set(let element): return "Set<\(element.processorName(domain: domain, isEnum: isEnum))>"
    case .optional(let wrapped): return "\(wrapped.processorName(domain: domain, isEnum: isEnum))?"
    default: return description
    }
  }

  // MARK: - Parsing

  /// Parses a catalog spelling. Member names are not checked against the domain here (the file
  /// reader does that once the whole file is read). `nil` with a reason when the text is not a type
  /// of the vocabulary.
  public static func parse(_ text: String) -> Result<SchemaType, SchemaTypeError> {
    var parser = Parser(text: Array(text.unicodeScalars))
    return parser.parseWhole()
  }

  /// Why a catalog type spelling was rejected.
  public struct SchemaTypeError: Error, Hashable, Sendable {
    public var message: String
  }

  private struct Parser {
    var text: [Unicode.Scalar]
    var index = 0
    var depth = 0

    mutating func parseWhole() -> Result<SchemaType, SchemaTypeError> {
      skipSpaces()
      let result = parseType()
      guard case .success = result else { return result }
      skipSpaces()
      if index < text.count {
        return .failure(SchemaTypeError(message: "unexpected '\(String(text[index]))' in type"))
      }
      return result
    }

    mutating func skipSpaces() {
      while index < text.count && text[index] == " " { index += 1 }
    }

    mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
      skipSpaces()
      guard index < text.count && text[index] == scalar else { return false }
      index += 1
      return true
    }

    mutating func identifier() -> String {
      skipSpaces()
      let start = index
      while index < text.count
        && (text[index].properties.isAlphabetic || text[index] == "_"
          || ("0"..."9").contains(text[index]))
      {
        index += 1
      }
      var result = ""
      result.unicodeScalars.append(contentsOf: text[start..<index])
      return result
    }

    mutating func parseType() -> Result<SchemaType, SchemaTypeError> {
      depth += 1
      defer { depth -= 1 }
      guard depth < 32 else { return .failure(SchemaTypeError(message: "type nested too deeply")) }
      var base: SchemaType
      if expect("[") {
        switch parseType() {
        case .success(let element): base = .array(element)
        case .failure(let error): return .failure(error)
        }
        guard expect("]") else { return .failure(SchemaTypeError(message: "expected ']' to close the array type")) }
      } else {
        let name = identifier()
        guard !name.isEmpty else {
          return .failure(SchemaTypeError(message: index < text.count ? "expected a type name" : "empty type"))
        }
        switch name {
        case "Set":
          guard expect("<") else { return .failure(SchemaTypeError(message: "expected '<' after Set")) }
          switch parseType() {
          case .success(let element): base = .set(element)
          case .failure(let error): return .failure(error)
          }
          guard expect(">") else { return .failure(SchemaTypeError(message: "expected '>' to close Set<…>")) }
        case "Union":
          guard expect("<") else {
            return .failure(SchemaTypeError(message: "expected '<' after Union, as in Union<AudioItem>"))
          }
          let label = identifier()
          guard !label.isEmpty, expect(">") else {
            return .failure(SchemaTypeError(message: "expected a label and '>' in Union<…>"))
          }
          base = .union(label)
        case "AppEntity": base = .anyEntity
        case "AppEnum": base = .anyEnum
        case "Any": base = .any
        default:
          if systemTypes[name] != nil {
            base = .system(name)
          } else if name.first?.isLowercase == true {
            base = .member(name)
          } else {
            let known = Array(systemTypes.keys) + ["AppEntity", "AppEnum", "Any", "Set", "Union"]
            let hint = NameSuggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(SchemaTypeError(message: "unknown type '\(name)'\(hint)"))
          }
        }
      }
      if expect("?") {
        if case .optional = base { return .failure(SchemaTypeError(message: "'??' is not a type")) }
        base = .optional(base)
      }
      return .success(base)
    }
  }
}
