import IntentModel

/// A type adopts a schema Apple deprecated (the search variants, `photos.openAsset`…).
public struct DeprecatedSchemaRule: Rule {
  public static let description = RuleDescription(
    identifier: "deprecated_schema",
    name: "Deprecated Schema",
    description: """
      A type adopts a schema that Apple deprecated in the 27 releases: `photos.search`, `books.search`, \
      `browser.search`, `journal.search` and `system.search` (use `.system.searchInApp`), `photos.openAsset`, \
      `books.playAudiobook`. A type built only for earlier releases (the deployment target, raised by its \
      `@available`, is below 27 on every platform) is left alone, as the compiler leaves it.
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
      ),
      RuleExample(
        """
        @available(iOS 27.0, *)
        @AppIntent(schema: .photos.search)
        struct ↓SearchPhotosIntent: ShowInAppSearchResultsIntent {
          static let searchScopes: [StringSearchScope] = [.general]
          var criteria: StringSearchCriteria
          func perform() async throws -> some IntentResult { .result() }
        }
        """,
        configuration: deploymentTarget(["iOS": "18.0"])
      ),
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
      ),
      RuleExample(
        """
        @AppIntent(schema: .photos.search)
        struct SearchPhotosIntent: ShowInAppSearchResultsIntent {
          static let searchScopes: [StringSearchScope] = [.general]
          var criteria: StringSearchCriteria
          func perform() async throws -> some IntentResult { .result() }
        }
        """,
        configuration: deploymentTarget(["iOS": "18.0"])
      ),
    ]
  )

  static func deploymentTarget(_ versions: [String: String]) -> LintConfiguration {
    var configuration = LintConfiguration()
    configuration.deploymentTarget = versions
    return configuration
  }

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    let deploymentTarget = context.configuration.deploymentTarget
    return SchemaRuleSupport.adoptions(in: context.model).compactMap { adoption in
      guard let member = catalog.member(adoption.reference, kind: adoption.kind), let message = member.deprecated,
        !Self.isBeforeDeprecation(adoption.location, deploymentTarget: deploymentTarget)
      else { return nil }
      return violation(at: adoption.location, Self.message(adoption.typeName, member.reference, deprecation: message))
    }
  }

  /// The major release of every platform that deprecated the schemas.
  static let deprecationRelease = "27.0"

  /// Whether the type is built only for releases before the deprecation: on every platform of
  /// the deployment target it is compiled for, the target (raised by the type's `@available`) is
  /// below the 27 releases. The compiler does not warn about a deprecation after the deployment
  /// target either, and the replacements exist only from the 27 releases (`schema_availability`).
  static func isBeforeDeprecation(_ location: ModelLocation, deploymentTarget: [String: String]) -> Bool {
    let compiled = deploymentTarget.keys.filter {
      AvailabilitySupport.isCompiled(for: $0, under: location.conditions)
    }
    guard !compiled.isEmpty else { return false }
    let deprecated = Dictionary(uniqueKeysWithValues: compiled.map { ($0, deprecationRelease) })
    let before = AvailabilitySupport.shortfall(
      of: deprecated,
      deploymentTarget: deploymentTarget,
      guards: location.availability,
      conditions: location.conditions
    )
    return before.count == compiled.count
  }

  /// The violation's message: the deprecation as the catalog words it, and what to do — adopt
  /// the replacement it names (`Use .system.searchInApp instead`), or, when it names none, keep
  /// the schema only for the releases before its deprecation.
  static func message(_ typeName: String, _ reference: String, deprecation: String) -> String {
    let deprecated = "\(typeName) adopts .\(reference), which is deprecated (\"\(deprecation)\")"
    if deprecation.hasPrefix("Use ") {
      return deprecated
        + "; adopt the replacement it names, which exists from the 27 releases (to support earlier ones, keep "
        + "this type for them and adopt the replacement in another, @available(iOS 27.0, macOS 27.0, *))"
    }
    return deprecated
      + " and has no named replacement; keep the schema only for the releases before its deprecation "
      + "(check Apple's documentation of the domain for what supersedes it)"
  }
}
