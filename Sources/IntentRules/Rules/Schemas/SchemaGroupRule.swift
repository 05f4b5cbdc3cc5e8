import IntentModel

/// An app adopts some, but not all, intent schemas of an all-or-nothing group (mail, messages, clock).
public struct SchemaGroupRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_group_incomplete",
    name: "Schema Group Incomplete",
    description: """
      The mail (12 intents), messages (5) and clock (10 alarm and timer intents) domains are all-or-nothing: \
      a target that adopts one intent schema of such a group adopts every one of them.
      """,
    rationale: """
      Apple: these domains "require that your app supports every schema in the group … Xcode notifies you at \
      build time when you need to support additional schemas in a group". Siri routes every request of the \
      domain to the app, so a request it cannot handle fails.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .messages.sendMessage)
        struct ↓SendMessageIntent {
          var destination: MessageDestination
          func perform() async throws -> some IntentResult { .result() }
        }

        @AppIntent(schema: .messages.unsendMessage)
        struct UnsendMessageIntent {
          var message: MessageEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .messages.sendMessage)
        struct SendMessageIntent {}
        @AppIntent(schema: .messages.draftMessage)
        struct DraftMessageIntent {}
        @AppIntent(schema: .messages.editSentMessage)
        struct EditSentMessageIntent {}
        @AppIntent(schema: .messages.unsendMessage)
        struct UnsendMessageIntent {}
        @AppIntent(schema: .messages.setMessageReadStatus)
        struct SetMessageReadStatusIntent {}
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .reminders.createReminder)
        struct CreateReminderIntent {}
        """
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var adopters: [String: [IntentDefinition]] = [:]
    for intent in context.model.intents {
      if let schema = intent.schema { adopters[schema, default: []].append(intent) }
    }
    var violations: [Violation] = []
    for domainName in catalog.domains.keys.sorted() {
      guard let domain = catalog.domains[domainName] else { continue }
      for (group, members) in domain.groups.sorted(by: { $0.key < $1.key }) {
        let references = members.map { domainName + "." + $0 }
        let adopted = references.flatMap { adopters[$0] ?? [] }
        let missing = references.filter { adopters[$0] == nil }
        guard let first = adopted.min(by: { $0.location < $1.location }), !missing.isEmpty else { continue }
        violations.append(
          violation(
            at: first.location,
            """
            the \(group) schemas are all-or-nothing ("require that your app supports every schema in the \
            group"), and \(missing.count) of \(references.count) are not adopted; add intents for \
            \(missing.map { "." + $0 }.joined(separator: ", "))
            """
          )
        )
      }
    }
    return violations
  }
}
