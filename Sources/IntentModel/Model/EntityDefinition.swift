/// An `AppEntity` (or refinement) of the target, or a type declared with `@AppEntity(schema:)`.
public struct EntityDefinition: Hashable, Sendable {
  /// The type name as written, nested types dotted (`TrailEntity.Detail`).
  public var name: String
  public var location: ModelLocation
  /// Every App Intents protocol the type conforms to, implied ones included; sorted.
  public var conformances: [String]
  /// The conformances that hold only under `#if` conditions (they are also in `conformances`).
  public var conditionalConformances: [ConditionalConformance] = []
  /// The schema of `@AppEntity(schema: .photos.asset)`, as written without the leading dot.
  public var schema: String?
  public var identifier: IdentifierDefinition?
  public var typeDisplayRepresentation: ModelValue?
  public var displayRepresentation: ModelValue?
  public var defaultQuery: ModelValue?
  /// The query type `defaultQuery` creates, resolved in the entity's scope (`TrailEntity.Query`).
  public var defaultQueryTypeName: String?
  public var properties: [PropertyDefinition]
  /// Whether the type provides its own `attributeSet` (custom Spotlight attributes).
  public var overridesAttributeSet: Bool
  /// What that `attributeSet` sets (`attributes.contentDescription = body`), in source order. Not
  /// in the manifest.
  public var attributeSetAssignments: [AttributeSetAssignment] = []
  /// Whether the type is declared `public` or `open` (generated code for it must be public too).
  public var isPublic = false
  /// The documentation comment of the type's declaration, without comment markers (generator
  /// directives such as `intentgen:query` live there).
  public var documentation: String?

  public init(name: String, location: ModelLocation, conformances: [String]) {
    self.name = name
    self.location = location
    self.conformances = conformances
    self.properties = []
    self.overridesAttributeSet = false
  }

  /// The display name from `typeDisplayRepresentation` (a literal, or the `name:` argument; of a
  /// `LocalizedStringResource` with a `defaultValue:`, that value).
  public var typeDisplayName: String? {
    typeDisplayRepresentation.flatMap { $0.argument("name")?.displayText ?? $0.displayText }
  }

  /// The query type named by `defaultQuery` (`NoteQuery()` → `NoteQuery`); not an implicit
  /// `.init()` that no type annotation names.
  public var defaultQueryType: String? {
    if case .initializer(let type, _)? = defaultQuery, !type.hasPrefix(".") { return type }
    return nil
  }
}

/// How an entity's `id` is declared.
public struct IdentifierDefinition: Hashable, Sendable {
  public enum Declaration: Hashable, Sendable {
    /// `let id: UUID` — set by an initializer.
    case stored
    /// `var id = UUID()` — a default value, evaluated for every new instance.
    case storedWithDefault(String)
    /// `var id: String { … }` — computed, with its body's source text.
    case computed(String)
  }

  public var type: String?
  public var declaration: Declaration
  public var location: ModelLocation

  public init(type: String?, declaration: Declaration, location: ModelLocation) {
    self.type = type
    self.declaration = declaration
    self.location = location
  }
}

/// A property of an entity: under `@Property`, `@ComputedProperty`, `@DeferredProperty`, or a plain
/// stored property (schema entities need no wrapper).
public struct PropertyDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  public var title: ModelValue?
  public var type: String?
  public var isOptional: Bool
  /// `Property`, `ComputedProperty`, `DeferredProperty`, or `nil` for a plain stored property.
  public var wrapper: String?
  /// The Spotlight key of `indexingKey: \.contentDescription`, without `\.`.
  public var indexingKey: String?
  /// The source text of `customIndexingKey:`.
  public var customIndexingKey: String?
  /// The property's documentation comment, without comment markers (`unit: miles` lives there).
  public var documentation: String?

  public init(
    name: String,
    location: ModelLocation,
    type: String?,
    isOptional: Bool,
    wrapper: String?,
    title: ModelValue? = nil,
    indexingKey: String? = nil,
    customIndexingKey: String? = nil,
    documentation: String? = nil
  ) {
    self.name = name
    self.location = location
    self.title = title
    self.type = type
    self.isOptional = isOptional
    self.wrapper = wrapper
    self.indexingKey = indexingKey
    self.customIndexingKey = customIndexingKey
    self.documentation = documentation
  }
}

/// One attribute an entity's own `attributeSet` sets: `attributes.contentDescription = body`.
public struct AttributeSetAssignment: Hashable, Sendable {
  /// The `CSSearchableItemAttributeSet` property set (`contentDescription`).
  public var attribute: String
  /// The entity's property the value is, when it is one (`body`, `self.body`, `body.text`'s `body`).
  public var property: String?

  public init(attribute: String, property: String?) {
    self.attribute = attribute
    self.property = property
  }
}
