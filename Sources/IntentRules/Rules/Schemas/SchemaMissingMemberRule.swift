import IntentModel

/// A schema intent lacks a parameter of its schema, or a schema entity a property.
public struct SchemaMissingMemberRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_missing_member",
    name: "Schema Missing Member",
    description: """
      An `@AppIntent(schema:)` type declares every parameter of its schema and an `@AppEntity(schema:)` type \
      every property, with the schema's exact names, optional ones included (left `nil` when the app does not \
      support them). Properties may be stored, computed or wrapped in `@Property`.
      """,
    rationale: """
      The App Intents metadata processor halts the export of the target's metadata on a missing member \
      ("Missing required parameter 'target'", "Missing required property 'aperture'"), and the Swift compiler \
      does not notice: the schema's shapes are only checked when Xcode builds the app.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .notes.createNote)
        struct ↓CreateNoteIntent {
          var name: AttributedString
          var content: AttributedString?
          var attachments: [IntentFile]
          var folder: FolderEntity?

          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppEntity(schema: .photos.album)
        struct ↓↓AlbumEntity {
          static let defaultQuery = AlbumQuery()
          let id: String
          var name: String

          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
        }
        """
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .notes.createNote)
        struct CreateNoteIntent {
          var name: AttributedString
          var content: AttributedString?
          var attachments: [IntentFile]
          @Parameter(title: "Pinned") var isPinned: Bool
          var folder: FolderEntity?

          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        files: [
          (
            "AlbumEntity.swift",
            """
            @AppEntity(schema: .photos.album)
            struct AlbumEntity {
              static let defaultQuery = AlbumQuery()
              let id: String
              var name: String
              var creationDate: Date?

              var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
            }
            """
          ),
          (
            "AlbumEntity+Kind.swift",
            """
            extension AlbumEntity {
              var albumType: AlbumKind { .custom }
            }
            """
          ),
        ]
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var violations: [Violation] = []
    for (intent, member) in SchemaRuleSupport.intents(context.model, catalog) {
      let declared = Set(intent.parameters.map(\.name))
      for slot in member.slots where slot.isRequired && !declared.contains(slot.name) {
        let type = SchemaRuleSupport.swiftSpelling(
          slot.type,
          domain: member.domain,
          model: context.model,
          catalog: catalog
        )
        violations.append(
          violation(
            at: intent.location,
            """
            \(intent.name) adopts .\(member.reference) but has no parameter '\(slot.name)' ("Missing required \
            parameter '\(slot.name)' from AppSchemaIntent '\(member.reference)'"); declare var \(slot.name): \(type)
            """
          )
        )
      }
    }
    for (entity, member) in SchemaRuleSupport.entities(context.model, catalog) {
      let declared = Set(entity.properties.map(\.name)).union(
        SchemaRuleSupport.instancePropertyNames(of: entity.name, in: context.declarations)
      )
      for slot in member.slots where slot.isRequired && !declared.contains(slot.name) {
        let type = SchemaRuleSupport.swiftSpelling(
          slot.type,
          domain: member.domain,
          model: context.model,
          catalog: catalog
        )
        violations.append(
          violation(
            at: entity.location,
            """
            \(entity.name) adopts .\(member.reference) but has no property '\(slot.name)' ("Missing required \
            property '\(slot.name)'"); declare var \(slot.name): \(type)\(slot.type.isOptional ? " and leave it nil if unsupported" : "")
            """
          )
        )
      }
    }
    return violations
  }
}
