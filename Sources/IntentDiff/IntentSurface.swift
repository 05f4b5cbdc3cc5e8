/// The part of a target's App Intents that saved shortcuts, automations, Spotlight and Siri refer
/// to, keyed by the identifiers they store: intents, entities, queries and enums by type name,
/// parameters by intent and name, enum cases by enum and name, App Shortcut phrases by provider,
/// intent and normalized text.
///
/// Build it from a model (`init(model:)`), from a manifest file (`init(manifest:)`) or from a lock
/// file (`IntentLock`); compare two with `SurfaceDiff.changes(from:to:)`. Source locations are
/// left out on purpose: moving code is not a change of the surface.
public struct IntentSurface: Hashable, Sendable {
  /// The module the surface was extracted from; informational, never compared.
  public var module: String
  /// Intents by type name.
  public var intents: [String: Intent]
  /// Entities by type name.
  public var entities: [String: Entity]
  /// Queries by type name.
  public var queries: [String: Query]
  /// Enums by type name.
  public var enums: [String: Enum]
  /// Every App Shortcut phrase (string literals only).
  public var phrases: Set<Phrase>

  /// An empty surface.
  public init(module: String) {
    self.module = module
    intents = [:]
    entities = [:]
    queries = [:]
    enums = [:]
    phrases = []
  }

  /// An intent: its title, parameters and behavior.
  public struct Intent: Hashable, Sendable {
    public var title: String?
    /// Parameters by property name.
    public var parameters: [String: Parameter]
    /// `nil` when not recorded (a lock file written before intentgen recorded it): not compared.
    public var behavior: Behavior?

    public init(title: String?, parameters: [String: Parameter], behavior: Behavior? = nil) {
      self.title = title
      self.parameters = parameters
      self.behavior = behavior
    }
  }

  /// An intent parameter: its type, title, and whether a value is required.
  public struct Parameter: Hashable, Sendable {
    /// The declared type without `?` (`String`, `[NoteEntity]`), if written.
    public var type: String?
    public var title: String?
    /// Not optional and without a default value.
    public var isRequired: Bool

    public init(type: String?, title: String?, isRequired: Bool) {
      self.type = type
      self.title = title
      self.isRequired = isRequired
    }
  }

  /// An entity: its display name and identifier type.
  public struct Entity: Hashable, Sendable {
    public var title: String?
    public var identifierType: String?

    public init(title: String?, identifierType: String?) {
      self.title = title
      self.identifierType = identifierType
    }
  }

  /// A query: the entity it finds and, for an `EntityPropertyQuery`, the properties people find
  /// entities by (with their comparators) and sort by, which saved "find … where …" shortcuts use.
  public struct Query: Hashable, Sendable {
    public var entity: String?
    /// Comparator type names by entity property name.
    public var properties: [String: Set<String>]
    /// The entity properties results can be sorted by.
    public var sortingOptions: Set<String>

    public init(entity: String?, properties: [String: Set<String>] = [:], sortingOptions: Set<String> = []) {
      self.entity = entity
      self.properties = properties
      self.sortingOptions = sortingOptions
    }
  }

  /// An enum: its display name, raw-value type and cases.
  public struct Enum: Hashable, Sendable {
    public var title: String?
    public var rawType: String?
    /// Cases by name.
    public var cases: [String: Case]

    public init(title: String?, rawType: String?, cases: [String: Case]) {
      self.title = title
      self.rawType = rawType
      self.cases = cases
    }
  }

  /// An enum case: the raw value stored in saved shortcuts, and its display title.
  public struct Case: Hashable, Sendable {
    public var rawValue: String?
    public var title: String?

    public init(rawValue: String?, title: String?) {
      self.rawValue = rawValue
      self.title = title
    }
  }

  /// One phrase of one App Shortcut, normalized (`Open ${target} in ${applicationName}`).
  public struct Phrase: Hashable, Sendable, Comparable {
    /// The `AppShortcutsProvider` type.
    public var provider: String
    /// The intent type the shortcut runs (empty when it could not be read).
    public var intent: String
    public var text: String

    public init(provider: String, intent: String, text: String) {
      self.provider = provider
      self.intent = intent
      self.text = text
    }

    /// `FieldNotesShortcuts.OpenNoteIntent "Open ${target} in ${applicationName}"`.
    public var subject: String { "\(provider).\(intent) \"\(text)\"" }

    public static func < (lhs: Phrase, rhs: Phrase) -> Bool {
      (lhs.provider, lhs.intent, lhs.text) < (rhs.provider, rhs.intent, rhs.text)
    }
  }
}
