import IntentModel

/// A schema type lacks the protocol its schema implies (`OpenIntent` for the open schemas…).
public struct SchemaRequiredProtocolRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_required_protocol",
    name: "Schema Required Protocol",
    description: """
      Some schemas imply a system protocol that the type declares itself: `OpenIntent` for the open schemas \
      (`photos.openAsset`, `mail.openDraft`, `wordProcessor.open`…), `DeleteIntent` for the delete schemas, \
      `ShowInAppSearchResultsIntent` for `system.searchInApp`, `AudioStartingIntent` or `AudioPlaybackIntent` \
      for `audio.playAudio`, `UniqueEntity` for `maps.navigationSession`, `FileEntity` for `files.file`.
      """,
    rationale: """
      The schema's behavior comes from the protocol: without `OpenIntent` the system does not open the target, \
      without `ShowInAppSearchResultsIntent` there is no in-app search. Swift reports a half-adopted protocol \
      ("type 'X' does not conform to protocol 'OpenIntent'"), but not a missing one.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .mail.openMessage)
        struct ↓OpenMessageIntent {
          var target: MessageEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .system.searchInApp)
        struct ↓SearchIntent: AppIntent {
          var criteria: StringSearchCriteria
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [
          (
            "OpenMessageIntent.swift",
            """
            @AppIntent(schema: .mail.openMessage)
            struct OpenMessageIntent {
              var target: MessageEntity
              func perform() async throws -> some IntentResult { .result() }
            }
            """
          ),
          ("OpenMessageIntent+Open.swift", "extension OpenMessageIntent: OpenIntent {}\n"),
        ]
      ),
      RuleExample(
        """
        @AppIntent(schema: .audio.playAudio)
        struct PlayIntent: AudioStartingIntent {
          var audioEntity: AudioItem
          @Parameter(default: []) var playbackAttributes: Set<PlaybackAttribute>
          var warmupAudioQueueResult: WarmupResult?
          var queueLocation: QueueLocation?
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var checks: [(name: String, location: ModelLocation, conformances: [String], member: SchemaMember)] = []
    checks += SchemaRuleSupport.intents(context.model, catalog).map { ($0.name, $0.location, $0.conformances, $1) }
    checks += SchemaRuleSupport.entities(context.model, catalog).map { ($0.name, $0.location, $0.conformances, $1) }
    var violations: [Violation] = []
    for check in checks where !check.member.protocols.isEmpty {
      let declared = Set(check.conformances).union(
        MetadataSupport.inheritedNames(of: check.name, in: context.declarations)
      )
      for requirement in check.member.protocols where !requirement.contains(where: declared.contains) {
        let spelled = requirement.joined(separator: " or ")
        violations.append(
          violation(
            at: check.location,
            """
            \(check.name) adopts .\(check.member.reference), which requires \(spelled), but does not conform to \
            \(requirement.count > 1 ? "either" : "it"); declare \(check.name): \(requirement[0])
            """
          )
        )
      }
    }
    return violations
  }
}
