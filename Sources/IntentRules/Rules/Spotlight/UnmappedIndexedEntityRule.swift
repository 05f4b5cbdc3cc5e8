import IntentModel

/// An `IndexedEntity` maps at least one property to a Spotlight attribute.
public struct UnmappedIndexedEntityRule: Rule {
  public static let description = RuleDescription(
    identifier: "unmapped_indexed_entity",
    name: "Unmapped Indexed Entity",
    description: """
      An `IndexedEntity` maps at least one property with `@Property(indexingKey:)` or \
      `@Property(customIndexingKey:)`, or provides its own `attributeSet`.
      """,
    rationale: """
      "A @Property with no indexingKey: or customIndexingKey: is not indexed. It resolves, it displays, an \
      intent can read it. It is not in the index" — and nothing warns. Without any mapping, the default \
      attribute set holds only the display representation's title and subtitle, so Spotlight, Siri and \
      semantic search never see the entity's content (WWDC25 260: map other properties explicitly).
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ↓WeakEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = WeakQuery()
          var id: String

          @Property(title: "Title")
          var title: String

          @Property(title: "Body")
          var body: String

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }
        """#
      ),
      RuleExample(
        files: [
          (
            "TrailEntity.swift",
            #"""
            struct ↓TrailEntity: AppEntity {
              static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
              static let defaultQuery = TrailQuery()
              let id: UUID
              @Property(title: "Name") var name: String
              var displayRepresentation: DisplayRepresentation { "\(name)" }
            }
            """#
          ),
          ("TrailEntity+Spotlight.swift", "extension TrailEntity: IndexedEntity {}\n"),
        ]
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct NoteEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          var id: String

          @Property(title: "Title", indexingKey: \.title)
          var title: String

          @Property(title: "Body")
          var body: String

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }

        struct TrailEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
          static let defaultQuery = TrailQuery()
          let id: UUID

          @Property(title: "Distance", customIndexingKey: TrailKeys.distance)
          var distance: Double

          var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        struct RecipeEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()
          let id: String
          @Property(title: "Name") var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }

          var attributeSet: CSSearchableItemAttributeSet {
            let attributes = CSSearchableItemAttributeSet()
            attributes.title = name
            return attributes
          }
        }
        """#
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    context.model.entities.compactMap { entity in
      guard SpotlightSupport.isIndexed(entity), !entity.conformances.contains("TransientAppEntity"),
        !entity.overridesAttributeSet,
        !entity.properties.contains(where: { $0.indexingKey != nil || $0.customIndexingKey != nil })
      else { return nil }
      return violation(
        at: entity.location,
        """
        \(entity.name) is an IndexedEntity but maps no property to a Spotlight attribute, so only its display \
        representation is indexed; give the properties people search by @Property(indexingKey:) or \
        customIndexingKey:
        """
      )
    }
  }
}
