/// Decides what the generated Spotlight code covers (see `SpotlightPlan`).
///
/// The index is the one the target already names in `CSSearchableIndex(name:)` — with a literal or
/// a string constant — so that generated and hand-written code share it; without one, it is named
/// after the module. A query that
/// already conforms to `IndexedEntityQuery` is left alone; one that can list neither through a
/// generated provider nor through `EnumerableEntityQuery` gets no conformance, and a warning.
public enum SpotlightPlanner {
  public static func plan(
    for model: AppIntentsModel,
    queries: [QueryPlan]
  ) -> (plan: SpotlightPlan?, diagnostics: [ModelDiagnostic]) {
    let indexed = model.entities.filter { $0.conformances.contains("IndexedEntity") }.sorted { $0.name < $1.name }
    guard !indexed.isEmpty else { return (nil, []) }
    var diagnostics: [ModelDiagnostic] = []

    let named = model.spotlight.filter { $0.kind == .namedIndex }
    let names = Set(named.compactMap(\.resolvedName)).sorted()
    let indexName = names.first ?? model.module
    if names.count > 1, let first = named.first(where: { $0.resolvedName != nil }) {
      diagnostics.append(
        ModelDiagnostic(
          severity: .warning,
          location: first.location,
          message: "the target names \(names.count) Spotlight indexes (\(names.joined(separator: ", "))); "
            + "the generated code uses '\(indexName)'. Use one index for every entity"
        )
      )
    }
    for fact in named where fact.resolvedName == nil {
      diagnostics.append(
        ModelDiagnostic(
          severity: .warning,
          location: fact.location,
          message: "this index's name is neither a string literal nor a string constant, so the generated code "
            + "cannot share it and uses '\(indexName)'; index through the generated index owner, or name the "
            + "index with a literal or a constant"
        )
      )
    }
    let generated = Dictionary(queries.map { ($0.entity.name, $0) }, uniquingKeysWith: { first, _ in first })
    var declared: [String: Int] = [:]
    for index in model.queries.indices where declared[model.queries[index].name] == nil {
      declared[model.queries[index].name] = index
    }

    let entities = indexed.map { entity -> SpotlightPlan.IndexedEntity in
      if let plan = generated[entity.name] {
        let reindexing: SpotlightPlan.Reindexing = plan.isEnumerable ? .enumerable : .provider
        return SpotlightPlan.IndexedEntity(
          entity: entity,
          query: SpotlightPlan.ReindexingQuery(name: plan.typeName, reindexing: reindexing)
        )
      }
      guard let name = entity.defaultQueryTypeName, let queryIndex = declared[name] else {
        return SpotlightPlan.IndexedEntity(entity: entity, query: nil)
      }
      let query = model.queries[queryIndex]
      if query.conformances.contains("IndexedEntityQuery") {
        return SpotlightPlan.IndexedEntity(entity: entity, query: nil)
      }
      guard query.conformances.contains("EnumerableEntityQuery") else {
        diagnostics.append(
          ModelDiagnostic(
            severity: .warning,
            location: query.location,
            message: "no IndexedEntityQuery conformance generated for '\(name)': it cannot list every "
              + "'\(entity.name)' to reindex; adopt EnumerableEntityQuery, or let intentgen generate the query"
          )
        )
        return SpotlightPlan.IndexedEntity(entity: entity, query: nil)
      }
      return SpotlightPlan.IndexedEntity(
        entity: entity,
        query: SpotlightPlan.ReindexingQuery(name: name, reindexing: .enumerable)
      )
    }
    return (
      SpotlightPlan(
        ownerName: GeneratedNames.spotlightIndexOwner(module: model.module),
        indexName: indexName,
        entities: entities
      ),
      diagnostics
    )
  }
}
