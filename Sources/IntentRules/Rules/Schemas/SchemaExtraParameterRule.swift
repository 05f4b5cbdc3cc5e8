import IntentModel

/// A schema intent declares a parameter its schema does not define, and it is not optional.
public struct SchemaExtraParameterRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_extra_parameter",
    name: "Schema Extra Parameter",
    description: """
      An `@AppIntent(schema:)` type may add parameters its schema does not define only if they are optional \
      (or have a default value). `@Dependency` properties are not parameters.
      """,
    rationale: """
      The metadata processor halts on a required extra parameter ("Intent parameters must be optional when not \
      defined by the AppSchemaIntent"): Siri and Apple Intelligence only fill the schema's parameters. Apple: \
      "You can add extra properties if they're optional, which only the Shortcuts app recognizes."
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .photos.createAlbum)
        struct CreateAlbumIntent {
          var name: String
          @Parameter(title: "Shared") var ↓isShared: Bool
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .photos.createAlbum)
        struct CreateAlbumIntent {
          var name: String
          @Parameter(title: "Shared") var isShared: Bool?
          @Parameter(title: "Cover", default: .automatic) var cover: CoverStyle
          @Dependency var library: PhotoLibrary
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var violations: [Violation] = []
    for (intent, member) in SchemaRuleSupport.intents(context.model, catalog) where member.shape == .complete {
      for parameter in intent.parameters where member.slot(parameter.name) == nil {
        guard parameter.defaultValue == nil,
          !SchemaRuleSupport.isOptional(parameter.type, declared: parameter.isOptional)
        else { continue }
        violations.append(
          violation(
            at: parameter.location,
            """
            parameter '\(parameter.name)' of \(intent.name) is not defined by .\(member.reference) and is not \
            optional ("Intent parameters must be optional when not defined by the AppSchemaIntent"); make it \
            optional or give it a default value
            """
          )
        )
      }
    }
    return violations
  }
}
