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
      does not notice: the schema's shapes are only checked when Xcode builds the app. A member newer than \
      the adopting type (the 27 releases' `aperture` on an entity that also exists on iOS 18) is not asked of \
      it: its `@available` decides, else the `deployment_target`, else the 18 releases' `@Assistant…` spelling.
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
      // An asset entity of the 27 releases has their six editing properties.
      RuleExample(
        """
        @available(iOS 27, *)
        @AppEntity(schema: .photos.asset)
        struct ↓↓↓↓↓↓AssetEntity {
          static let defaultQuery = AssetQuery()
          let id: String
          var creationDate: Date?
          var location: PlaceDescriptor?
          var assetType: AssetKind?
          var isFavorite: Bool
          var isHidden: Bool
          var hasSuggestedEdits: Bool
          var displayRepresentation: DisplayRepresentation { "Photo" }
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
      // Members newer than the type: an asset entity that also exists on iOS 18 (by its `@available`,
      // else the deployment target, else the 18 releases' `@Assistant…` spelling) has the 18 shape,
      // without the six editing properties of 27.
      RuleExample(
        """
        @available(iOS 18, *)
        @AppEntity(schema: .photos.asset)
        struct AssetEntity {
          static let defaultQuery = AssetQuery()
          let id: String
          var creationDate: Date?
          var location: CLPlacemark?
          var assetType: AssetKind?
          var isFavorite: Bool
          var isHidden: Bool
          var hasSuggestedEdits: Bool
          var displayRepresentation: DisplayRepresentation { "Photo" }
        }

        @AssistantEntity(schema: .photos.asset)
        struct LegacyAssetEntity {
          static let defaultQuery = AssetQuery()
          let id: String
          var creationDate: Date?
          var location: CLPlacemark?
          var assetType: AssetKind?
          var isFavorite: Bool
          var isHidden: Bool
          var hasSuggestedEdits: Bool
          var displayRepresentation: DisplayRepresentation { "Photo" }
        }
        """
      ),
      RuleExample(
        """
        @AppEntity(schema: .photos.asset)
        struct AssetEntity {
          static let defaultQuery = AssetQuery()
          let id: String
          var creationDate: Date?
          var location: CLPlacemark?
          var assetType: AssetKind?
          var isFavorite: Bool
          var isHidden: Bool
          var hasSuggestedEdits: Bool
          var displayRepresentation: DisplayRepresentation { "Photo" }
        }
        """,
        configuration: APIAvailabilityRule.target26
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var violations: [Violation] = []
    for (intent, member) in SchemaRuleSupport.intents(context.model, catalog) {
      let declared = Set(intent.parameters.map(\.name))
      for slot in member.slots where !declared.contains(slot.name) {
        guard !SchemaRuleSupport.mayOmit(slot, typeName: intent.name, location: intent.location, context: context)
        else { continue }
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
      for slot in member.slots where !declared.contains(slot.name) {
        guard !SchemaRuleSupport.mayOmit(slot, typeName: entity.name, location: entity.location, context: context)
        else { continue }
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
