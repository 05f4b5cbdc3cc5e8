import IntentModel

/// A schema type lacks the protocol its schema implies (`OpenIntent` for the open schemas…).
public struct SchemaRequiredProtocolRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_required_protocol",
    name: "Schema Required Protocol",
    description: """
      Some schemas imply a system protocol: `OpenIntent` for the open schemas (`photos.openAsset`, \
      `mail.openDraft`, `wordProcessor.open`…), `DeleteIntent` for the delete schemas, \
      `ShowInAppSearchResultsIntent` for the search schemas, `AudioStartingIntent` or `AudioPlaybackIntent` for \
      `audio.playAudio`, `UniqueEntity` for `maps.navigationSession`, `FileEntity` for `files.file`. \
      `@AppIntent(schema:)` and `@AppEntity(schema:)` add most of them themselves (their extension macros \
      declare `ShowInAppSearchResultsIntent`, `OpenIntent`, `DeleteIntent`, `AudioPlaybackIntent`, \
      `AudioRecordingIntent`, and `FileEntity`, `UniqueAppEntity`); a protocol neither the macro adds nor \
      the type declares is missing. `@AssistantEntity(schema:)` adds none of them, and `@AssistantIntent(schema:)` \
      is taken to add none.
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
        @AssistantIntent(schema: .photos.openAsset)
        struct ↓OpenAssetIntent: AppIntent {
          var target: AssetEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .phone.startCall)
        struct ↓StartCallIntent {
          var destination: CallDestination
          var audioVisualMode: AudioVisualMode
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .mail.openMessage)
        struct OpenMessageIntent {
          var target: MessageEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        files: [
          (
            "OpenAssetIntent.swift",
            """
            @AssistantIntent(schema: .photos.openAsset)
            struct OpenAssetIntent {
              var target: AssetEntity
              func perform() async throws -> some IntentResult { .result() }
            }
            """
          ),
          ("OpenAssetIntent+Open.swift", "extension OpenAssetIntent: OpenIntent {}\n"),
        ]
      ),
      RuleExample(
        """
        @AppIntent(schema: .phone.startCall)
        struct StartCallIntent: AudioStartingIntent {
          var destination: CallDestination
          var audioVisualMode: AudioVisualMode
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
      ).union(Self.macroConformances(of: check.name, in: context.declarations))
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

  /// The protocols the schema macros add to the types they are attached to, as their declarations
  /// list them (`@attached(extension, conformances: …)`): the macro adds those the schema implies.
  static let conformancesAddedByMacro: [String: Set<String>] = [
    "AppIntent": [
      "AppIntent", "AssistantSchemaIntent", "ShowInAppSearchResultsIntent", "OpenIntent", "DeleteIntent",
      "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent", "URLRepresentableIntent",
    ],
    "AppEntity": ["AppEntity", "AssistantSchemaEntity", "FileEntity", "UniqueAppEntity", "URLRepresentableEntity"],
    "AssistantEntity": ["AppEntity", "AssistantSchemaEntity"],
  ]

  /// What the schema macros attached to a type's declarations add to its conformances.
  static func macroConformances(of typeName: String, in index: DeclarationIndex) -> Set<String> {
    var added: Set<String> = []
    for entry in index.declarations(of: typeName) {
      for attribute in entry.declaration.attributes {
        if let protocols = conformancesAddedByMacro[AppIntentsProtocol.withoutModule(attribute.name)] {
          added.formUnion(protocols)
        }
      }
    }
    return added
  }
}
