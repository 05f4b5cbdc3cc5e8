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
      are those adopting the named schema, so a plain `AppEntity` in a schema slot fails too. Where a member's \
      type changed (`location` became a `PlaceDescriptor` in 27), a type that also exists on the earlier \
      releases may keep the earlier type, decided as for `schema_missing_member`.
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
      // Since 27 a journal entry's location is a PlaceDescriptor.
      RuleExample(
        """
        @available(iOS 27, *)
        @AppIntent(schema: .journal.createEntry)
        struct CreateEntryIntent {
          var message: AttributedString
          var title: String?
          var ↓location: CLPlacemark?
          var mediaItems: [IntentFile]
          var entryDate: Date?
          func perform() async throws -> some IntentResult { .result() }
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
      // A type that also exists on iOS 18 keeps the 18 releases' type (PlaceDescriptor is 27 only).
      RuleExample(
        """
        @available(iOS 18, *)
        @AssistantIntent(schema: .journal.createEntry)
        struct RecordLiftIntent {
          var message: AttributedString
          var title: String?
          var location: CLPlacemark?
          var mediaItems: [IntentFile]
          var entryDate: Date?
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
        guard SchemaRuleSupport.match(type, slot.type, domain: member.domain, lookup: lookup) == .mismatch,
          !SchemaRuleSupport.matchesEarlierType(
            type,
            of: slot,
            domain: member.domain,
            typeName: intent.name,
            location: intent.location,
            context: context
          )
        else { continue }
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
        if match == .mismatch && !wronglyOptional
          && SchemaRuleSupport.matchesEarlierType(
            type,
            of: slot,
            domain: member.domain,
            typeName: entity.name,
            location: entity.location,
            context: context
          )
        {
          continue
        }
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
