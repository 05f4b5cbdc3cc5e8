import IntentModel

/// The type of a property fits the Spotlight attribute its `indexingKey` names.
public struct IndexingKeyTypeMismatchRule: Rule {
  public static let description = RuleDescription(
    identifier: "indexing_key_type_mismatch",
    name: "Indexing Key Type Mismatch",
    description: """
      A property mapped with `@Property(indexingKey:)` has a type that fits the attribute's type in the \
      Spotlight attribute catalog: text for `String` attributes, a `Date` for date attributes, a number for \
      `Number` attributes… A single value fits a list attribute. Types the catalog cannot judge (enums, \
      entities, `Measurement`) are not checked.
      """,
    rationale: """
      The key path only names the attribute; the value is converted when the entity is indexed. A date \
      stored as text is invisible to a date filter, and a value of the wrong kind is dropped or mangled \
      without an error, so the property silently never matches the searches it was mapped for.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ArticleEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Article"
          static let defaultQuery = ArticleQuery()
          let id: String

          @Property(title: "Published", indexingKey: \.contentCreationDate)
          var ↓published: String

          @Property(title: "Tags", indexingKey: \.contentDescription)
          var ↓tags: [String]

          @Property(title: "Stars", indexingKey: \.rating)
          var ↓stars: Date?

          var displayRepresentation: DisplayRepresentation { "Article" }
        }
        """#
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct BookmarkEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bookmark"
          static let defaultQuery = BookmarkQuery()
          let id: String

          @Property(title: "Title", indexingKey: \.title)
          var title: String

          @Property(title: "URL", indexingKey: \.url)
          var url: URL

          @Property(title: "Author", indexingKey: \.authorNames)
          var author: String

          @Property(title: "Tags", indexingKey: \.keywords)
          var tags: [String]

          @Property(title: "Added", indexingKey: \.contentCreationDate)
          var dateAdded: Date?

          @Property(title: "Difficulty", indexingKey: \.rating)
          var difficulty: Double

          @Property(indexingKey: \.textContent)
          var body: AttributedString?

          @Property(title: "Kind", indexingKey: \.kind)
          var kind: BookmarkKind

          var displayRepresentation: DisplayRepresentation { "Bookmark" }
        }
        """#
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let catalog = SpotlightAttributeCatalog.bundled
    var violations: [Violation] = []
    // Properties are read field by field, in place: binding one to a variable would copy it.
    for entity in context.model.entities.indices {
      let properties = context.model.entities[entity].properties
      for index in properties.indices {
        guard let key = properties[index].indexingKey, let attribute = catalog.type(of: key),
          let typeText = properties[index].type, let kind = SwiftValueKind(typeText: typeText),
          !attribute.accepts(kind)
        else { continue }
        let property = properties[index]
        let message = """
          '\\.\(key)' holds \(Self.describe(attribute)) but \(property.name) is \(typeText); map a property of \
          type \(Self.swiftTypes(for: attribute)) to it, or choose an attribute that holds \(kind.description) \
          values
          """
        violations.append(violation(at: property.location, message))
      }
    }
    return violations
  }

  static func describe(_ type: SpotlightAttributeType) -> String {
    switch type {
    case .string: "text"
    case .strings: "a list of text"
    case .date: "a date"
    case .dates: "a list of dates"
    case .number: "a number"
    case .bool: "a flag"
    case .url: "a URL"
    case .data: "bytes"
    case .persons: "CSPerson values"
    }
  }

  static func swiftTypes(for type: SpotlightAttributeType) -> String {
    switch type {
    case .string: "String"
    case .strings: "[String]"
    case .date: "Date"
    case .dates: "[Date]"
    case .number: "Int or Double"
    case .bool: "Bool"
    case .url: "URL"
    case .data: "Data"
    case .persons: "[CSPerson]"
    }
  }
}
