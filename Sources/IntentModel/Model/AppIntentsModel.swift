/// The App Intents surface of one target: what `intentgen extract` writes as the manifest and what
/// lint rules and generators read.
public struct AppIntentsModel: Hashable, Sendable {
  public var module: String
  public var entities: [EntityDefinition]
  public var intents: [IntentDefinition]
  public var queries: [QueryDefinition]
  public var enums: [EnumDefinition]
  public var shortcutProviders: [ShortcutProviderDefinition]
  public var spotlight: [SpotlightFact]
  /// Problems found while reading the target (unreadable files, syntax errors), sorted.
  public var diagnostics: [ModelDiagnostic]

  public init(module: String) {
    self.module = module
    entities = []
    intents = []
    queries = []
    enums = []
    shortcutProviders = []
    spotlight = []
    diagnostics = []
  }
}

/// A Spotlight call site: an index being created or entities being indexed or deleted.
public struct SpotlightFact: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// `CSSearchableIndex(name: "…")`.
    case namedIndex
    /// `CSSearchableIndex.default()`.
    case defaultIndex
    case indexAppEntities
    case deleteAppEntities
    /// `deleteAllSearchableItems()`: empties the index, every entity type included.
    case deleteAllSearchableItems
  }

  public var kind: Kind
  public var location: ModelLocation
  /// The index name for `namedIndex`; the entity type for `deleteAppEntities(…, ofType: X.self)`.
  public var detail: String?
  /// Whether `detail` is a string literal's text (`CSSearchableIndex(name: "Notes")`) rather than
  /// the source of an expression (`CSSearchableIndex(name: indexName)`).
  public var isLiteral = false
  /// `namedIndex`: the index's name when it is known — the literal's text, or the value of the
  /// string constant the whole argument names (`CSSearchableIndex(name: Indexes.notes)`).
  public var resolvedName: String?
  /// Where the call starts, when its name argument is an identifier chain that may name a string
  /// constant: resolved into `resolvedName` once every file of the target is parsed.
  var constantChainOffset: Int?
  /// Whether the call goes through the generated index owner (`<Module>SpotlightIndex.index(…)`):
  /// the target uses intentgen's generated Spotlight code.
  public var isThroughGeneratedOwner = false

  public init(kind: Kind, location: ModelLocation, detail: String?) {
    self.kind = kind
    self.location = location
    self.detail = detail
  }
}

/// A problem found while building the model, with its location.
public struct ModelDiagnostic: Hashable, Sendable, Comparable {
  public enum Severity: String, Hashable, Sendable {
    case warning, error
  }

  public var severity: Severity
  public var location: ModelLocation
  public var message: String

  public init(severity: Severity, location: ModelLocation, message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public static func < (lhs: ModelDiagnostic, rhs: ModelDiagnostic) -> Bool {
    (lhs.location, lhs.message) < (rhs.location, rhs.message)
  }
}
