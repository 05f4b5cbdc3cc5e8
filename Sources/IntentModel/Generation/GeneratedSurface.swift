extension AppIntentsModel {
  /// The model with what the generated code declares: each generated query, and the
  /// `IndexedEntityQuery` conformance generated for a hand-written query.
  ///
  /// Generated files are never read (they start with the generated-file header), so this is how
  /// `extract`, `lint`, `diff` and `lock` see the target as it compiles — the same whether its
  /// generated code is checked in, written at build time by the plugin, or not generated yet. A
  /// generated query is located at its entity, where the `defaultQuery` or the directive asks for it.
  ///
  /// The generated Spotlight code (reindexing conformances) is counted only for a target that uses
  /// generated code: one that asks for a generated query, calls the generated index owner, or — as
  /// the caller knows — contains checked-in generated files or is built by the plugin
  /// (`spotlightCodeIsGenerated`). A target linted without intentgen's code generation keeps the
  /// conformances it declares.
  public func includingGeneratedCode(
    options: GenerationOptions = GenerationOptions(),
    spotlightCodeIsGenerated: Bool = false
  ) -> AppIntentsModel {
    let model = self
    let (plans, _) = QueryPlanner.plans(for: model)
    let usesSpotlightCode =
      spotlightCodeIsGenerated || !plans.isEmpty || model.spotlight.contains(where: \.isThroughGeneratedOwner)
    guard !plans.isEmpty || usesSpotlightCode else { return model }
    var reindexed: [String: SpotlightPlan.Reindexing] = [:]
    if usesSpotlightCode, let spotlight = SpotlightPlanner.plan(for: model, queries: plans).plan {
      for indexed in spotlight.entities {
        if let query = indexed.query { reindexed[query.name] = query.reindexing }
      }
    }
    let reindexConditions =
      [SpotlightPlan.condition]
      + [options.availability(major: 27, platforms: ["iOS", "macOS", "visionOS"])].compactMap { $0 }

    var result = model
    for plan in plans {
      var protocols = ["EntityStringQuery"]
      var methods = ["entities(for:)", "entities(matching:)", "suggestedEntities()"]
      if plan.isEnumerable {
        protocols.append("EnumerableEntityQuery")
        methods.append("allEntities()")
      }
      if plan.supportsProperties {
        protocols.append("EntityPropertyQuery")
        methods.append("entities(matching:mode:sortedBy:limit:)")
      }
      var query = QueryDefinition(
        name: plan.typeName,
        location: plan.entity.location,
        conformances: Self.implied(by: protocols)
      )
      query.entity = plan.entityName
      query.implementedMethods = methods.sorted()
      result.queries.append(query)
    }
    for index in result.queries.indices where reindexed[result.queries[index].name] != nil {
      var query = result.queries[index]
      query.conformances = Self.implied(by: query.conformances + ["IndexedEntityQuery"])
      query.implementedMethods = Array(
        Set(
          query.implementedMethods + [
            "reindexEntities(for:indexDescription:)", "reindexAllEntities(indexDescription:)",
          ]
        )
      ).sorted()
      query.conditionalConformances.append(
        ConditionalConformance(protocolName: "IndexedEntityQuery", conditions: [reindexConditions])
      )
      result.queries[index] = query
    }
    result.queries.sort { ($0.name, $0.location) < ($1.name, $1.location) }
    return result
  }

  /// `protocols` and every App Intents protocol they imply, sorted.
  static func implied(by protocols: [String]) -> [String] {
    var result: Set<String> = []
    var pending = protocols
    while let name = pending.popLast() {
      guard result.insert(name).inserted else { continue }
      pending += AppIntentsProtocol.named(name)?.implies ?? []
    }
    return result.sorted()
  }
}
