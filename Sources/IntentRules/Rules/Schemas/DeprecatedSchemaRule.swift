import IntentModel

/// A type adopts a schema Apple deprecated (the search variants, `photos.openAsset`…).
public struct DeprecatedSchemaRule: Rule {
  public static let description = RuleDescription(
    identifier: "deprecated_schema",
    name: "Deprecated Schema",
    description: """
      A type adopts a schema that Apple deprecated in the 27 releases: `photos.search`, `books.search`, \
      `browser.search`, `journal.search` and `system.search` (use `.system.searchInApp`), `photos.openAsset`, \
      `books.playAudiobook`.
      """,
    rationale: """
      Deprecated schemas are no longer what Siri and Apple Intelligence route to, and their iOS 18 \
      `AssistantSchemas` spellings are on their way out of the SDK.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .photos.search)
        struct ↓SearchPhotosIntent: ShowInAppSearchResultsIntent {
          static let searchScopes: [StringSearchScope] = [.general]
          var criteria: StringSearchCriteria
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppIntent(schema: .system.searchInApp)
        struct SearchPhotosIntent: ShowInAppSearchResultsIntent {
          static let searchScopes: [StringSearchScope] = [.general]
          var criteria: StringSearchCriteria
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    return SchemaRuleSupport.adoptions(in: context.model).compactMap { adoption in
      guard let member = catalog.member(adoption.reference, kind: adoption.kind), let message = member.deprecated
      else { return nil }
      return violation(at: adoption.location, Self.message(adoption.typeName, member.reference, deprecation: message))
    }
  }

  /// The violation's message: the deprecation as the catalog words it, and what to do — adopt
  /// the replacement it names (`Use .system.searchInApp instead`), or, when it names none, keep
  /// the schema only for the releases before its deprecation.
  static func message(_ typeName: String, _ reference: String, deprecation: String) -> String {
    let deprecated = "\(typeName) adopts .\(reference), which is deprecated (\"\(deprecation)\")"
    if deprecation.hasPrefix("Use ") { return deprecated + "; adopt the replacement it names" }
    return deprecated
      + " and has no named replacement; keep the schema only for the releases before its deprecation "
      + "(check Apple's documentation of the domain for what supersedes it)"
  }
}
