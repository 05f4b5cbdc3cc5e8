import IntentModel

/// A schema parameter or property is declared with another type than its schema's.
public struct SchemaMemberTypeRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_member_type",
    name: "Schema Member Type",
    description: """
      A schema parameter or property has the schema's type: the same system type (`AttributedString` is not \
      `String`), the same collection (`[IntentFile]`, `Set<…>`), or a type adopting the referenced entity or enum \
      schema of the same domain. A property the schema declares non-optional is not optional.
      """,
    rationale: """
      The metadata processor halts on a mismatch ("Parameter 'target' does not match required AppSchemaIntent \
      type 'WordProcessorDocumentEntity'") and names the schema's type, not yours. The entity types it expects \
      are those adopting the named schema, so a plain `AppEntity` in a schema slot fails too.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .notes.createNote)
        struct CreateNoteIntent {
          var ↓name: String
          var content: AttributedString?
          var attachments: [IntentFile]
          var isPinned: Bool
          var folder: FolderEntity?

          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        struct DocumentEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Document"
          static let defaultQuery = DocumentQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Document" }
        }

        @AppIntent(schema: .wordProcessor.createPage)
        struct CreatePageIntent {
          var ↓target: DocumentEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppEntity(schema: .reminders.list)
        struct ListEntity {
          static let defaultQuery = ListQuery()
          let id: UUID
          var ↓name: String?
          var ↓type: [ListKind]
          var displayRepresentation: DisplayRepresentation { "List" }
        }

        @AppEnum(schema: .reminders.listType)
        enum ListKind: String {
          case standard
        }
        """
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppEntity(schema: .wordProcessor.document)
        struct DocumentEntity {
          static let defaultQuery = DocumentQuery()
          let id: UUID
          var name: String
          var creationDate: Date?
          var modificationDate: Foundation.Date
          var displayRepresentation: DisplayRepresentation { "\\(name)" }
        }

        @AppIntent(schema: .wordProcessor.createPage)
        struct CreatePageIntent {
          var target: DocumentEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppEntity(schema: .reminders.locationTrigger)
        struct LocationTriggerEntity {
          static let defaultQuery = LocationTriggerQuery()
          let id: UUID
          var place: GeoToolbox.PlaceDescriptor
          var event: TriggerEvent
          var displayRepresentation: DisplayRepresentation { "Trigger" }
        }

        @AppIntent(schema: .reminders.createReminder)
        struct CreateReminderIntent {
          var title: String
          var list: ListEntity?
          var note: AttributedString?
          var isFlagged: Bool?
          var images: [IntentFile]
          var tags: Set<String>
          var urls: Array<URL>
          var dueDate: DateComponents?
          var recurrence: Calendar.RecurrenceRule?
          var locationTrigger: LocationTriggerEntity?
          var section: SectionEntity?
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    let lookup = context.lookup
    var violations: [Violation] = []
    for (intent, member) in SchemaRuleSupport.intents(context.model, catalog) {
      for parameter in intent.parameters {
        guard let slot = member.slot(parameter.name), let type = parameter.type else { continue }
        guard SchemaRuleSupport.match(type, slot.type, domain: member.domain, lookup: lookup) == .mismatch else {
          continue
        }
        let expected = SchemaRuleSupport.processorName(slot.type.wrapped, domain: member.domain, catalog: catalog)
        let fix = SchemaRuleSupport.swiftSpelling(
          slot.type,
          domain: member.domain,
          model: context.model,
          catalog: catalog
        )
        violations.append(
          violation(
            at: parameter.location,
            """
            parameter '\(parameter.name)' of \(intent.name) is \(type), not the type .\(member.reference) requires \
            ("Parameter '\(parameter.name)' does not match required AppSchemaIntent type '\(expected)'"); declare \
            var \(parameter.name): \(fix)
            """
          )
        )
      }
    }
    for (entity, member) in SchemaRuleSupport.entities(context.model, catalog) {
      for property in entity.properties {
        guard let slot = member.slot(property.name), let type = property.type else { continue }
        let match = SchemaRuleSupport.match(type, slot.type, domain: member.domain, lookup: lookup)
        let wronglyOptional =
          SchemaRuleSupport.isOptional(type, declared: property.isOptional) && !slot.type.isOptional
          && slot.type != .any
        guard match == .mismatch || wronglyOptional else { continue }
        let expected = SchemaRuleSupport.processorName(slot.type, domain: member.domain, catalog: catalog)
        let fix = SchemaRuleSupport.swiftSpelling(
          slot.type,
          domain: member.domain,
          model: context.model,
          catalog: catalog
        )
        violations.append(
          violation(
            at: property.location,
            """
            property '\(property.name)' of \(entity.name) is \(type), not the type .\(member.reference) requires \
            ('\(expected)'); declare var \(property.name): \(fix)
            """
          )
        )
      }
    }
    return violations
  }
}
