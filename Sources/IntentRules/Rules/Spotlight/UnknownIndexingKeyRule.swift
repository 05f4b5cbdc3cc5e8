import IntentModel

/// An `indexingKey` names a `CSSearchableItemAttributeSet` attribute.
public struct UnknownIndexingKeyRule: Rule {
  public static let description = RuleDescription(
    identifier: "unknown_indexing_key",
    name: "Unknown Indexing Key",
    description: """
      The key path of `@Property(indexingKey:)` names a `CSSearchableItemAttributeSet` attribute of the \
      Spotlight attribute catalog (`Schemas/spotlight-attributes.yaml`).
      """,
    rationale: """
      `indexingKey:` takes a `PartialKeyPath<CSSearchableItemAttributeSet>`: a name that is not an attribute \
      does not compile on Apple platforms, and on Linux nothing notices. Properties with no standard Spotlight \
      equivalent take a `customIndexingKey:` (a `CSCustomAttributeKey`) instead. The catalog is hand-curated \
      from Apple's headers, so the rule warns rather than fails; add a missing attribute to the catalog.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ArticleEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Article"
          static let defaultQuery = ArticleQuery()
          let id: String

          @Property(title: "Summary", indexingKey: \.description)
          var ↓summary: String

          @Property(title: "Tags", indexingKey: \.keyword)
          var ↓tags: [String]

          var displayRepresentation: DisplayRepresentation { "Article" }
        }
        """#
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct ArticleEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Article"
          static let defaultQuery = ArticleQuery()
          let id: String

          @Property(title: "Summary", indexingKey: \.contentDescription)
          var summary: String

          @Property(title: "Tags", indexingKey: \.keywords)
          var tags: [String]

          @Property(title: "Reading Time", customIndexingKey: ArticleKeys.readingTime)
          var readingMinutes: Int

          @Property(title: "Page", indexingKey: \.htmlContentData)
          var page: Data

          var displayRepresentation: DisplayRepresentation { "Article" }
        }
        """#
      )
    ]
  )

  /// Names people reach for that are not attributes, and the attribute meant.
  static let likelyMeant: [String: String] = [
    "description": "contentDescription", "summary": "contentDescription", "body": "textContent",
    "text": "textContent", "content": "textContent", "name": "title", "tags": "keywords", "author": "authorNames",
    "authorName": "authorNames", "creationDate": "contentCreationDate", "createdDate": "contentCreationDate",
    "modificationDate": "contentModificationDate", "modifiedDate": "contentModificationDate",
    "location": "namedLocation", "address": "fullyFormattedAddress", "date": "contentCreationDate",
    // The Objective-C spelling; Swift lowercases the leading initialism.
    "HTMLContentData": "htmlContentData", "html": "htmlContentData",
  ]

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let catalog = SpotlightAttributeCatalog.bundled
    guard !catalog.attributes.isEmpty else { return [] }
    var violations: [Violation] = []
    // Properties are read field by field, in place: binding one to a variable would copy it.
    for entity in context.model.entities.indices {
      let properties = context.model.entities[entity].properties
      for index in properties.indices {
        guard let key = properties[index].indexingKey, catalog.type(of: key) == nil else { continue }
        let property = properties[index]
        let suggestion =
          Self.likelyMeant[key].flatMap { catalog.type(of: $0) == nil ? nil : $0 }
          ?? NameSuggestion.closest(to: key, among: catalog.attributes.keys)
        let fix = suggestion.map { "use '\\.\($0)'" } ?? "map it to a Spotlight attribute"
        let message = """
          '\\.\(key)' is not a CSSearchableItemAttributeSet attribute; \(fix), or give \(property.name) a \
          customIndexingKey if Spotlight has no attribute for it
          """
        violations.append(violation(at: property.location, message))
      }
    }
    return violations
  }
}
