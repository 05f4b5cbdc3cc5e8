import IntentModel

/// A parameter the schema declares non-optional is optional in the intent.
public struct SchemaOptionalParameterRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_parameter_optional",
    name: "Schema Parameter Optional",
    description: """
      A parameter that an intent schema declares non-optional (`target` of the open and update schemas, \
      `name` of `notes.createNote`…) is not declared optional in an `@AppIntent(schema:)` type.
      """,
    rationale: """
      The metadata processor halts on it ("Required AppSchemaIntent parameter 'target' must not be optional"): \
      Siri and Apple Intelligence always fill a required parameter, so the intent must not accept a missing one.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .wordProcessor.createPage)
        struct CreatePageIntent {
          var ↓target: DocumentEntity?
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .messages.setMessageReadStatus)
        struct MarkReadIntent {
          @Parameter(title: "Message") var message: MessageEntity
          @Parameter(title: "Read") var ↓isRead: Optional<Bool>
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .wordProcessor.createPage)
        struct CreatePageIntent {
          var target: DocumentEntity
          var template: String?
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .messages.draftMessage)
        struct DraftMessageIntent {
          var destination: MessageDestination?
          var subject: AttributedString?
          var content: AttributedString?
          var attachments: [IntentFile]
          var audioMessage: IntentFile?
          var locations: [PlaceDescriptor]
          var links: [URL]
          var scheduledDate: Date?
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var violations: [Violation] = []
    for (intent, member) in SchemaRuleSupport.intents(context.model, catalog) {
      for parameter in intent.parameters
      where SchemaRuleSupport.isOptional(parameter.type, declared: parameter.isOptional) {
        guard let slot = member.slot(parameter.name), !slot.type.isOptional, slot.type != .any else { continue }
        violations.append(
          violation(
            at: parameter.location,
            """
            parameter '\(parameter.name)' of \(intent.name) is optional, but .\(member.reference) requires it \
            ("Required AppSchemaIntent parameter '\(parameter.name)' must not be optional"); remove the '?'
            """
          )
        )
      }
    }
    return violations
  }
}
