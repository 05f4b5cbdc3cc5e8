import YAMLSupport

/// Reads one schema-domain YAML file (format: `Schemas/domains/README.md`) into a `SchemaDomain`,
/// collecting every problem with its location instead of stopping at the first.
struct SchemaFileReader {
  static let topLevelKeys = ["domain", "category", "availability", "groups", "intents", "entities", "enums", "note"]
  static let memberKeys: [SchemaMember.Kind: [String]] = [
    .intent: ["parameters", "protocols", "availability", "deprecated", "returns", "shape", "note"],
    .entity: ["properties", "protocols", "availability", "deprecated", "shape", "note"],
    .enum: ["cases", "availability", "deprecated", "note"],
  ]
  static let slotKeys = ["type", "required", "availability", "earlierType", "typeAvailability", "note"]
  static let platforms = ["iOS", "macOS", "visionOS", "macCatalyst", "tvOS", "watchOS"]

  let path: String
  /// The entity and enum names a domain already has (from earlier files), which this file's types
  /// may use when it extends that domain.
  var existingMembers: (String) -> Set<String> = { _ in [] }
  var errors: [SchemaCatalogError] = []
  /// Member names used as types, with where: checked once the whole file is read.
  var references: [(name: String, node: YAMLNode)] = []

  static func read(
    bytes: [UInt8],
    path: String,
    existingMembers: @escaping (String) -> Set<String> = { _ in [] }
  ) -> (domain: SchemaDomain?, errors: [SchemaCatalogError]) {
    var reader = SchemaFileReader(path: path)
    reader.existingMembers = existingMembers
    do throws(YAMLError) {
      guard let root = try YAMLNode.parse(bytes: bytes, path: path) else {
        reader.error(at: nil, "the file is empty; a schema file is a mapping with a 'domain' key")
        return (nil, reader.errors)
      }
      let domain = reader.readDomain(root)
      return (domain, reader.errors.sorted())
    } catch {
      let message = error.context.map { "\(error.message) (\($0))" } ?? error.message
      return (nil, [SchemaCatalogError(path: path, line: error.line, column: error.column, message: message)])
    }
  }

  // MARK: - Errors

  mutating func error(at node: YAMLNode?, _ message: String) {
    errors.append(
      SchemaCatalogError(
        path: path,
        line: node?.location.line ?? 0,
        column: node?.location.column ?? 0,
        message: message
      )
    )
  }

  func location(_ node: YAMLNode) -> SchemaLocation {
    SchemaLocation(path: path, line: node.location.line, column: node.location.column)
  }

  /// The mapping's pairs with scalar keys, each key once; other keys are errors, and so are keys
  /// not in `known` (with a suggestion) when `known` is given.
  mutating func pairs(
    of node: YAMLNode,
    known: [String]?,
    what: String
  ) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
    guard let mapping = node.mapping else {
      error(at: node, "expected a mapping for \(what), found a \(node.kindName)")
      return []
    }
    var seen: Set<String> = []
    var result: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
    for pair in mapping {
      guard let key = pair.key.scalar else {
        error(at: pair.key, "expected a name as key in \(what), found a \(pair.key.kindName)")
        continue
      }
      guard seen.insert(key).inserted else {
        error(at: pair.key, "duplicate key '\(key)' in \(what)")
        continue
      }
      if let known, !known.contains(key) {
        let hint = NameSuggestion.closest(to: key, among: known).map { "; did you mean '\($0)'?" } ?? ""
        error(at: pair.key, "unknown key '\(key)' in \(what)\(hint) (known keys: \(known.joined(separator: ", ")))")
        continue
      }
      result.append((key, pair.key, pair.value))
    }
    return result
  }

  mutating func string(_ node: YAMLNode, what: String) -> String? {
    guard let text = node.scalar, !node.isNull else {
      error(at: node, "expected a string for \(what), found \(node.isNull ? "nothing" : "a " + node.kindName)")
      return nil
    }
    return text
  }

  mutating func stringList(_ node: YAMLNode, what: String) -> [(String, YAMLNode)] {
    guard let elements = node.sequence else {
      error(at: node, "expected a list for \(what), found a \(node.kindName)")
      return []
    }
    return elements.compactMap { element in string(element, what: what).map { ($0, element) } }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
    return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
  }

  // MARK: - Domain

  mutating func readDomain(_ root: YAMLNode) -> SchemaDomain? {
    let pairs = pairs(of: root, known: Self.topLevelKeys, what: "a schema file")
    guard root.mapping != nil else { return nil }
    guard let nameEntry = pairs.first(where: { $0.key == "domain" }) else {
      error(at: root, "missing key 'domain' (the domain's name, as in domain: notes)")
      return nil
    }
    guard let name = string(nameEntry.value, what: "'domain'") else { return nil }
    guard Self.isIdentifier(name) else {
      error(
        at: nameEntry.value,
        "'\(name)' is not a domain name; write it as in @AppEntity(schema: .notes.note) → notes"
      )
      return nil
    }
    var domain = SchemaDomain(name: name, category: .primary, path: path)
    var groupNodes: [(String, [(String, YAMLNode)])] = []
    for (key, _, value) in pairs {
      switch key {
      case "category":
        guard let text = string(value, what: "'category'") else { continue }
        if let category = SchemaDomain.Category(rawValue: text) {
          domain.category = category
        } else {
          let names = SchemaDomain.Category.allCases.map(\.rawValue)
          error(at: value, "unknown category '\(text)'; use one of \(names.joined(separator: ", "))")
        }
      case "availability":
        domain.availability = availability(value)
      case "groups":
        for (group, _, list) in self.pairs(of: value, known: nil, what: "'groups'") {
          groupNodes.append((group, stringList(list, what: "group '\(group)'")))
        }
      case "intents", "entities", "enums":
        let kind: SchemaMember.Kind = key == "intents" ? .intent : key == "entities" ? .entity : .enum
        for (memberName, keyNode, body) in self.pairs(of: value, known: nil, what: "'\(key)'") {
          guard Self.isIdentifier(memberName), memberName.first?.isLowercase == true else {
            error(at: keyNode, "'\(memberName)' is not a member name; members are lowerCamelCase, as in createNote")
            continue
          }
          let member = readMember(memberName, kind: kind, domain: name, keyNode: keyNode, body: body)
          switch kind {
          case .intent: domain.intents[memberName] = member
          case .entity: domain.entities[memberName] = member
          case .enum: domain.enums[memberName] = member
          }
        }
      default:
        break  // `domain` read above; `note` is documentation.
      }
    }
    for (group, intents) in groupNodes {
      for (intent, node) in intents where domain.intents[intent] == nil {
        error(at: node, "group '\(group)' names '\(intent)', which is not an intent of the \(name) domain")
      }
      domain.groups[group] = intents.map(\.0)
    }
    checkReferences(domain)
    return domain
  }

  /// `{iOS: "27.0", macOS: "27.0"}`: platform names and dotted version numbers.
  mutating func availability(_ node: YAMLNode) -> [String: String] {
    var result: [String: String] = [:]
    for (platform, _, value) in pairs(of: node, known: Self.platforms, what: "'availability'") {
      guard let version = string(value, what: "the \(platform) version") else { continue }
      let parts = version.split(separator: ".", omittingEmptySubsequences: false)
      guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
        error(at: value, "'\(version)' is not a version; write it as in \(platform): \"27.0\"")
        continue
      }
      result[platform] = version
    }
    return result
  }

  // MARK: - Members

  mutating func readMember(
    _ name: String,
    kind: SchemaMember.Kind,
    domain: String,
    keyNode: YAMLNode,
    body: YAMLNode
  ) -> SchemaMember {
    var member = SchemaMember(domain: domain, name: name, kind: kind, location: location(keyNode))
    if body.isNull {
      member.shape = .unknown
      return member
    }
    let known = Self.memberKeys[kind] ?? []
    let entries = pairs(of: body, known: known, what: "\(kind.rawValue) '\(name)'")
    var hasSlots = false
    for (key, _, value) in entries {
      switch key {
      case "parameters", "properties":
        hasSlots = true
        member.slots = slots(value, what: "\(key) of '\(name)'")
      case "protocols":
        member.protocols = stringList(value, what: "'protocols'").compactMap { text, node in
          let alternatives = text.split(separator: "|").map { $0.trimmingSpaces }
          guard alternatives.allSatisfy(Self.isIdentifier) else {
            error(at: node, "'\(text)' is not a protocol name or a list of them separated by '|'")
            return nil
          }
          return alternatives
        }
      case "availability":
        member.availability = availability(value)
      case "deprecated":
        member.deprecated = string(value, what: "'deprecated'")
      case "returns":
        member.returns = type(value)
      case "cases":
        member.cases = stringList(value, what: "'cases'").map(\.0)
      case "shape":
        guard let text = string(value, what: "'shape'") else { continue }
        if let shape = SchemaMember.Shape(rawValue: text) {
          member.shape = shape
        } else {
          let names = SchemaMember.Shape.allCases.map(\.rawValue).joined(separator: ", ")
          error(at: value, "unknown shape '\(text)'; use one of \(names)")
        }
      default:
        break  // `note` is documentation.
      }
    }
    if kind != .enum && !hasSlots && member.shape != .unknown {
      let key = kind == .intent ? "parameters" : "properties"
      error(
        at: keyNode,
        "\(kind.rawValue) '\(name)' lists no \(key); write \(key): {} when it has none, or shape: unknown"
      )
    }
    return member
  }

  mutating func slots(_ node: YAMLNode, what: String) -> [SchemaSlot] {
    var result: [SchemaSlot] = []
    for (name, keyNode, value) in pairs(of: node, known: nil, what: what) {
      guard Self.isIdentifier(name) else {
        error(at: keyNode, "'\(name)' is not a Swift identifier")
        continue
      }
      if value.mapping != nil {
        var slotType: SchemaType?
        var isRequired = true
        var slotAvailability: [String: String] = [:]
        var earlierType: SchemaType?
        var typeAvailability: [String: String] = [:]
        for (key, _, field) in pairs(of: value, known: Self.slotKeys, what: "'\(name)'") {
          switch key {
          case "type": slotType = type(field)
          case "earlierType": earlierType = type(field)
          case "typeAvailability": typeAvailability = availability(field)
          case "required":
            switch field.scalar {
            case "true"?: isRequired = true
            case "false"?: isRequired = false
            default: error(at: field, "expected true or false for 'required'")
            }
          case "availability": slotAvailability = availability(field)
          default: break
          }
        }
        guard let slotType else {
          if value["type"] == nil { error(at: value, "missing key 'type' for '\(name)'") }
          continue
        }
        if (earlierType == nil) != typeAvailability.isEmpty {
          error(
            at: value,
            "'\(name)' needs both 'earlierType' and 'typeAvailability' (since when 'type' replaced 'earlierType'), "
              + "or neither"
          )
        }
        var slot = SchemaSlot(name: name, type: slotType, isRequired: isRequired, location: location(keyNode))
        slot.availability = slotAvailability
        if !typeAvailability.isEmpty {
          slot.earlierType = earlierType
          slot.typeAvailability = typeAvailability
        }
        result.append(slot)
      } else if let slotType = type(value) {
        result.append(SchemaSlot(name: name, type: slotType, location: location(keyNode)))
      }
    }
    return result
  }

  /// A type spelling. A flow sequence (`[IntentFile]` unquoted) is an error with the fix.
  mutating func type(_ node: YAMLNode) -> SchemaType? {
    if let elements = node.sequence {
      let inner = elements.compactMap(\.scalar).joined(separator: ", ")
      error(at: node, "an array type must be quoted, as in \"[\(inner)]\"; unquoted, YAML reads a list")
      return nil
    }
    guard let text = string(node, what: "a type") else { return nil }
    switch SchemaType.parse(text) {
    case .success(let parsed):
      references += parsed.memberNames.map { ($0, node) }
      return parsed
    case .failure(let failure):
      error(at: node, "\(failure.message) in '\(text)'")
      return nil
    }
  }

  /// Every member name a type uses must be an entity or enum of the domain.
  mutating func checkReferences(_ domain: SchemaDomain) {
    let known = Set(domain.entities.keys).union(domain.enums.keys).union(existingMembers(domain.name))
    for (name, node) in references where !known.contains(name) {
      let hint = NameSuggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
      error(
        at: node,
        "unknown type '\(name)': not a system type nor an entity or enum of the \(domain.name) domain\(hint)"
      )
    }
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
