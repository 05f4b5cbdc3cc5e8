import IntentModel

/// The rules about what intentgen generates, and the planners' problems they report.
enum GenerationRules {
  static let all: [any Rule.Type] = [
    GeneratedQueryConflictRule.self,
    CodeGenerationRule.self,
  ]
}

/// Reads the code generation plans' problems for the generation rules.
enum GenerationSupport {
  /// What the query and Spotlight planners report for the target's sources, sorted.
  static func diagnostics(of model: AppIntentsModel) -> [ModelDiagnostic] {
    let (plans, queryDiagnostics) = QueryPlanner.plans(for: model)
    let (_, spotlightDiagnostics) = SpotlightPlanner.plan(for: model, queries: plans)
    return (queryDiagnostics + spotlightDiagnostics).sorted()
  }
}
