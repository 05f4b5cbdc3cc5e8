import IntentModel

/// A schema entity declares `typeDisplayRepresentation`, which its schema supplies.
public struct SchemaTypeDisplayRepresentationRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_type_display_representation",
    name: "Schema Type Display Representation",
    description: """
      An `@AppEntity(schema:)` type does not declare `typeDisplayRepresentation`: the schema gives the type its \
      name.
      """,
    rationale: """
      The metadata processor warns ("The property 'typeDisplayRepresentation' should not be overridden in an \
      AppEntity that conforms to a schema") and the system shows the schema's type name anyway, so the \
      declaration only misleads.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        """
        @AppEntity(schema: .notes.account)
        struct AccountEntity {
          static let ↓typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
          static let defaultQuery = AccountQuery()
          let id: UUID
          var name: String
          var displayRepresentation: DisplayRepresentation { "\\(name)" }
        }
        """
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppEntity(schema: .notes.account)
        struct AccountEntity {
          static let defaultQuery = AccountQuery()
          let id: UUID
          var name: String
          var displayRepresentation: DisplayRepresentation { "\\(name)" }
        }

        struct ProjectEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Project"
          static let defaultQuery = ProjectQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Project" }
        }
        """
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    context.model.entities.compactMap { entity in
      guard let schema = entity.schema, entity.typeDisplayRepresentation != nil else { return nil }
      let location =
        MetadataSupport.propertyLocation("typeDisplayRepresentation", of: entity.name, in: context.declarations)
        ?? entity.location
      return violation(
        at: location,
        """
        \(entity.name) adopts .\(schema) and overrides typeDisplayRepresentation ("The property \
        'typeDisplayRepresentation' should not be overridden in an AppEntity that conforms to a schema"); remove it
        """
      )
    }
  }
}
