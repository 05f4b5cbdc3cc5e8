import IntentModel

/// A transient entity is not an `IndexedEntity`.
public struct TransientIndexedEntityRule: Rule {
  public static let description = RuleDescription(
    identifier: "transient_indexed_entity",
    name: "Transient Indexed Entity",
    description: "A `TransientAppEntity` does not also conform to `IndexedEntity`.",
    rationale: """
      "Transient entities are temporary model objects, so they don't have persistent identifiers" \
      (WWDC session 343) — and Spotlight keys every indexed item by its identifier, which it hands back \
      later to be resolved through a query a transient entity does not have. An indexed transient entity \
      fills the index with results that cannot be opened.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ↓WorkoutSummary: TransientAppEntity, IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout Summary"

          @Property(title: "Distance") var distance: Measurement<UnitLength>

          var displayRepresentation: DisplayRepresentation { "Workout" }

          init() {}
        }
        """#
      ),
      RuleExample(
        files: [
          (
            "WorkoutSummary.swift",
            #"""
            struct ↓WorkoutSummary: TransientAppEntity {
              static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout Summary"
              var displayRepresentation: DisplayRepresentation { "Workout" }
              init() {}
            }
            """#
          ),
          ("WorkoutSummary+Spotlight.swift", "extension WorkoutSummary: IndexedEntity {}\n"),
        ]
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct WorkoutSummary: TransientAppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout Summary"
          var displayRepresentation: DisplayRepresentation { "Workout" }
          init() {}
        }

        struct WorkoutEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
          static let defaultQuery = WorkoutQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Workout" }
        }
        """#
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    context.model.entities.compactMap { entity in
      guard entity.conformances.contains("TransientAppEntity"), entity.conformances.contains("IndexedEntity") else {
        return nil
      }
      return violation(
        at: entity.location,
        """
        \(entity.name) is a TransientAppEntity and an IndexedEntity, but transient entities have no persistent \
        identifier for Spotlight to return; index a persistent AppEntity instead or drop the IndexedEntity \
        conformance
        """
      )
    }
  }
}
