import IntentModel

/// Generates a target's App Intents boilerplate from its model: the entity queries it asks for
/// (`QueryPlanner`), and for its `IndexedEntity` types the Spotlight index owner with reindexing
/// and the on-device model's search configuration (`SpotlightPlanner`).
///
/// The result depends only on the model and the options: files are sorted by name, and their
/// contents follow the model's own sorted order.
public enum CodeGenerator {
  public static func generate(
    _ model: AppIntentsModel,
    options: GenerationOptions = GenerationOptions()
  )
    -> GenerationResult
  {
    let (queries, queryDiagnostics) = QueryPlanner.plans(for: model)
    let (spotlight, spotlightDiagnostics) = SpotlightPlanner.plan(for: model, queries: queries)
    var files = queries.map(QueryFileGenerator.file(for:))
    if let spotlight {
      files.append(SpotlightIndexFileGenerator.file(for: spotlight, module: model.module, options: options))
      files.append(SpotlightSearchFileGenerator.file(for: spotlight, module: model.module, options: options))
    }
    return GenerationResult(
      files: files.sorted { $0.name < $1.name },
      diagnostics: (queryDiagnostics + spotlightDiagnostics).sorted()
    )
  }
}

/// The files `CodeGenerator` produced, and the problems it found (a query it cannot generate, a
/// directive it does not understand).
public struct GenerationResult: Hashable, Sendable {
  public var files: [GeneratedFile]
  public var diagnostics: [ModelDiagnostic]

  public init(files: [GeneratedFile], diagnostics: [ModelDiagnostic]) {
    self.files = files
    self.diagnostics = diagnostics
  }

  /// Whether an error (not only warnings) was reported.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
