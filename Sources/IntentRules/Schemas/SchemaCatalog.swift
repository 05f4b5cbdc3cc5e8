/// The schema-domain catalog: every `@AppIntent(schema:)`, `@AppEntity(schema:)` and
/// `@AppEnum(schema:)` member Apple defines, with the parameters, properties and protocols each
/// requires. Read from the YAML files of `Schemas/domains/` (bundled: see `BundledSchemas`) and
/// from the folders of the configuration's `schemas` key.
///
/// ```swift
/// let member = SchemaCatalog.bundled.member("notes.createNote")
/// member?.slots.map(\.name)  // ["name", "content", "attachments", "isPinned", "folder"]
/// ```
public struct SchemaCatalog: Hashable, Sendable {
  /// The domains by name (`notes`, `wordProcessor`).
  public private(set) var domains: [String: SchemaDomain] = [:]

  public init(domains: [SchemaDomain] = []) {
    for domain in domains { merge(domain) }
  }

  /// The catalog of the files bundled with intentgen, parsed on first use. Their errors (none, as
  /// a test checks) are in `SchemaCatalog.bundledErrors`.
  public static var bundled: SchemaCatalog { bundledLoad.catalog }

  /// Problems in the bundled files: empty unless `BundledSchemas.swift` is broken.
  public static var bundledErrors: [SchemaCatalogError] { bundledLoad.errors }

  private static let bundledLoad: (catalog: SchemaCatalog, errors: [SchemaCatalogError]) = load(
    files: BundledSchemas.files.map { SchemaSourceFile(path: "Schemas/domains/" + $0.name, text: $0.text) }
  )

  /// Reads schema files (the bundled ones, or a user's) into a catalog, later files extending and
  /// overriding earlier ones. Every problem is a located `SchemaCatalogError`; a file with errors
  /// still contributes its valid members.
  public static func load(
    files: [SchemaSourceFile],
    base: SchemaCatalog = SchemaCatalog()
  )
    -> (catalog: SchemaCatalog, errors: [SchemaCatalogError])
  {
    var catalog = base
    var errors: [SchemaCatalogError] = []
    for file in files {
      let known = catalog
      let read = SchemaFileReader.read(bytes: Array(file.text.utf8), path: file.path) { name in
        known.domains[name].map { Set($0.entities.keys).union($0.enums.keys) } ?? []
      }
      errors += read.errors
      if let domain = read.domain { catalog.merge(domain) }
    }
    return (catalog, errors.sorted())
  }

  /// The bundled catalog extended by the YAML files (`*.yaml`, `*.yml`) of `folders`, read in
  /// name order. A folder that cannot be read is an error located at the folder.
  public static func loading(folders: [String]) -> (catalog: SchemaCatalog, errors: [SchemaCatalogError]) {
    var files: [SchemaSourceFile] = []
    var errors: [SchemaCatalogError] = []
    for folder in folders {
      switch SchemaFolderReader.files(in: folder) {
      case .success(let found): files += found
      case .failure(let error): errors.append(error)
      }
    }
    let loaded = load(files: files, base: bundled)
    return (loaded.catalog, (errors + loaded.errors).sorted())
  }

  /// Adds a domain; a domain already in the catalog gains the new one's members and groups, which
  /// replace those of the same name.
  public mutating func merge(_ domain: SchemaDomain) {
    guard var existing = domains[domain.name] else {
      domains[domain.name] = domain
      return
    }
    existing.intents.merge(domain.intents) { $1 }
    existing.entities.merge(domain.entities) { $1 }
    existing.enums.merge(domain.enums) { $1 }
    existing.groups.merge(domain.groups) { $1 }
    if !domain.availability.isEmpty { existing.availability = domain.availability }
    domains[domain.name] = existing
  }

  /// The member of a reference such as `notes.createNote` (any kind), if the catalog has it.
  public func member(_ reference: String) -> SchemaMember? {
    guard let (domain, name) = Self.split(reference), let found = domains[domain] else { return nil }
    return found.intents[name] ?? found.entities[name] ?? found.enums[name]
  }

  /// The member of `reference` of one kind.
  public func member(_ reference: String, kind: SchemaMember.Kind) -> SchemaMember? {
    guard let (domain, name) = Self.split(reference), let found = domains[domain] else { return nil }
    return found.members(of: kind)[name]
  }

  /// `notes.note` → (`notes`, `note`); `nil` unless there are exactly two non-empty components.
  public static func split(_ reference: String) -> (domain: String, member: String)? {
    let parts = reference.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
  }
}

/// A schema file's text and the path shown in its errors.
public struct SchemaSourceFile: Hashable, Sendable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// One schema domain (`.notes`): its members by kind and its all-or-nothing groups.
public struct SchemaDomain: Hashable, Sendable {
  /// How Apple groups the domain.
  public enum Category: String, Hashable, Sendable, CaseIterable {
    /// Siri and Apple Intelligence.
    case primary
    /// One purpose (`assistant`, `visualIntelligence`).
    case singlePurpose = "single-purpose"
    /// Shortcuts only: not discoverable by Siri and Apple Intelligence.
    case shortcuts
  }

  public var name: String
  public var category: Category
  /// Minimum OS versions by platform (`iOS: "27.0"`).
  public var availability: [String: String]
  /// All-or-nothing groups by name: the intents an app must adopt together.
  public var groups: [String: [String]]
  public var intents: [String: SchemaMember]
  public var entities: [String: SchemaMember]
  public var enums: [String: SchemaMember]
  /// The file the domain was read from.
  public var path: String

  public init(name: String, category: Category, path: String) {
    self.name = name
    self.category = category
    self.path = path
    availability = [:]
    groups = [:]
    intents = [:]
    entities = [:]
    enums = [:]
  }

  /// The members of one kind.
  public func members(of kind: SchemaMember.Kind) -> [String: SchemaMember] {
    switch kind {
    case .intent: intents
    case .entity: entities
    case .enum: enums
    }
  }

  /// Every member name of every kind, for suggestions.
  public var allMemberNames: [String] { Array(intents.keys) + Array(entities.keys) + Array(enums.keys) }
}

/// One schema member: an intent, entity or enum schema, and what it requires.
public struct SchemaMember: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case intent, entity, `enum`

    /// The macro that adopts a member of this kind.
    public var macro: String {
      switch self {
      case .intent: "@AppIntent"
      case .entity: "@AppEntity"
      case .enum: "@AppEnum"
      }
    }
  }

  /// How much of the member's shape is known.
  public enum Shape: String, Hashable, Sendable, CaseIterable {
    /// Every parameter or property is listed: a missing one is an error, an extra intent
    /// parameter must be optional.
    case complete
    /// The listed ones are required, but there may be others: extras are not checked.
    case partial
    /// Only the name is known: nothing but the name is checked.
    case unknown
  }

  public var domain: String
  public var name: String
  public var kind: Kind
  public var shape: Shape
  /// Parameters (intents) or properties (entities), in file order.
  public var slots: [SchemaSlot]
  /// Protocol requirements; each is a list of alternatives (`AudioStartingIntent | AudioPlaybackIntent`).
  public var protocols: [[String]]
  /// Minimum OS versions, when they differ from the domain's.
  public var availability: [String: String]
  /// Apple's deprecation message, if the member is deprecated.
  public var deprecated: String?
  /// What `perform()` returns (informational).
  public var returns: SchemaType?
  /// Conventional enum cases (apps choose their own; not checked).
  public var cases: [String]
  public var location: SchemaLocation

  public init(domain: String, name: String, kind: Kind, location: SchemaLocation) {
    self.domain = domain
    self.name = name
    self.kind = kind
    self.location = location
    shape = .complete
    slots = []
    protocols = []
    availability = [:]
    cases = []
  }

  /// `notes.createNote`.
  public var reference: String { domain + "." + name }

  /// The slot named `name`.
  public func slot(_ name: String) -> SchemaSlot? { slots.first { $0.name == name } }
}

/// A parameter of an intent schema or a property of an entity schema.
public struct SchemaSlot: Hashable, Sendable {
  public var name: String
  public var type: SchemaType
  /// Whether the metadata processor requires the member to be declared (optional types too: "leave
  /// unsupported schema properties nil, but declare them"). `false` for seed-dependent members.
  public var isRequired: Bool
  /// Minimum OS versions, when they differ from the member's.
  public var availability: [String: String]
  /// The member's type in the releases before `typeAvailability`, when it changed
  /// (`location: CLPlacemark?` before 27, `PlaceDescriptor?` since).
  public var earlierType: SchemaType?
  /// Since when `type` applies, when `earlierType` is set.
  public var typeAvailability: [String: String]
  public var location: SchemaLocation

  public init(name: String, type: SchemaType, isRequired: Bool = true, location: SchemaLocation) {
    self.name = name
    self.type = type
    self.isRequired = isRequired
    self.availability = [:]
    self.earlierType = nil
    self.typeAvailability = [:]
    self.location = location
  }
}

/// Where a catalog element is written: file, 1-based line and column.
public struct SchemaLocation: Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  public var description: String { "\(path):\(line):\(column)" }
}

/// A problem in a schema file or folder, with where it is.
///
/// `description` is an Xcode-style line:
/// `Schemas/notes.yaml:12:13: error: unknown type 'Strin'; did you mean 'String'?`.
public struct SchemaCatalogError: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var path: String
  /// 1-based line; 0 for a problem with a whole file or folder.
  public var line: Int
  /// 1-based column in UTF-8 bytes; 0 for a problem with a whole file or folder.
  public var column: Int
  /// Lowercase, names the problem and the fix, no final period.
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
  }

  public static func < (lhs: SchemaCatalogError, rhs: SchemaCatalogError) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
  }
}
