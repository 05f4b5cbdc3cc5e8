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
  /// What the query and Spotlight planners report for the target's sources, sorted. The Spotlight
  /// planner's problems (an index name the generated code cannot share, a query it cannot give
  /// reindexing) matter only to a target that uses generated code: one that asks for a query, or
  /// calls the generated index owner. Other targets get no advice about code they do not use.
  static func diagnostics(of model: AppIntentsModel) -> [ModelDiagnostic] {
    let (plans, queryDiagnostics) = QueryPlanner.plans(for: model)
    guard !plans.isEmpty || model.spotlight.contains(where: \.isThroughGeneratedOwner) else {
      return queryDiagnostics.sorted()
    }
    let (_, spotlightDiagnostics) = SpotlightPlanner.plan(for: model, queries: plans)
    return (queryDiagnostics + spotlightDiagnostics).sorted()
  }
}
