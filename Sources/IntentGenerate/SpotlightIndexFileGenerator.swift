import IntentModel

/// Writes the target's Spotlight index owner: one named-index constant, batched indexing,
/// removal by identifier and by type, and the `IndexedEntityQuery` conformances (iOS 27) that let
/// Spotlight ask the app to reindex.
enum SpotlightIndexFileGenerator {
  /// The compilation condition around the file (`SpotlightPlan.condition`).
  static let condition = SpotlightPlan.condition

  /// Entities go to Spotlight in arrays of at most this many.
  static let batchSize = 100

  static func file(for plan: SpotlightPlan, module: String, options: GenerationOptions) -> GeneratedFile {
    var writer = SwiftCodeWriter()
    writeOwner(plan, into: &writer)
    let availability = options.availability(major: 27, platforms: ["iOS", "macOS", "visionOS"])
    for indexed in plan.entities {
      guard let query = indexed.query else { continue }
      // Inside the query, where its type aliases could shadow the entity's name.
      let entity = QueryScope.qualified(indexed.entity.name, module: module)
      let access = indexed.entity.isPublic ? "public " : ""
      let noun = EntityNoun(indexed.entity)
      writer.line()
      writer.documentation(
        "Spotlight asks for \(noun.plural) again after its index was damaged or restored (iOS 27)."
      )
      // Only where the entity (and so its query) is compiled.
      let condition = CompilationCondition.joined(indexed.entity.location.conditions)
      if let condition { writer.line("#if \(condition)") }
      // The 27 releases' guard implies any earlier one of the entity's; without it, the entity's.
      if let availability {
        writer.line(availability)
      } else {
        for attribute in indexed.entity.location.availability { writer.line(attribute) }
      }
      writer.block("extension \(query.name): IndexedEntityQuery") { writer in
        writer.documentation("Reindexes the \(noun.plural) Spotlight asked for; those deleted since are left out.")
        writer.line("\(access)func reindexEntities(")
        writer.line("  for identifiers: [\(entity).ID],")
        writer.line("  indexDescription: CSSearchableIndexDescription")
        writer.block(") async throws") { writer in
          writer.line("try await \(plan.ownerName).index(entities(for: identifiers))")
        }
        writer.line()
        writer.documentation("Reindexes every \(noun.singular), in batches.")
        writer.block("\(access)func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws") {
          writer in
          let all = query.reindexing == .provider ? "provider.allEntities()" : "allEntities()"
          writer.line("try await \(plan.ownerName).index(\(all))")
        }
      }
      if condition != nil { writer.line("#endif") }
    }
    return GeneratedFile(
      name: plan.ownerName + ".swift",
      imports: ["AppIntents", "CoreSpotlight"],
      condition: condition,
      body: writer.text
    )
  }

  static func writeOwner(_ plan: SpotlightPlan, into writer: inout SwiftCodeWriter) {
    let entities = plan.entities.map { "`\($0.entity.name)`" }
    writer.documentation(
      "The app's one Spotlight index, for " + entities.joined(separator: ", ") + ".",
      "",
      "Index and remove entities only through it: a second named index, or a named index mixed with",
      "`CSSearchableIndex.default()`, makes stores that never see each other."
    )
    let access = plan.access
    writer.block("\(access)enum \(plan.ownerName)") { writer in
      writer.documentation("The index's name.")
      writer.line("\(access)nonisolated static let name = \"\(SwiftStringLiteral.escaped(plan.indexName))\"")
      writer.line()
      writer.documentation("Entities go to Spotlight in arrays of at most this many.")
      writer.line("\(access)nonisolated static let batchSize = \(batchSize)")
      writer.line()
      writer.documentation(
        "The index itself, created once. `CSSearchableIndex` is not `Sendable`; the index is safe to use from any thread."
      )
      writer.line("\(access)nonisolated(unsafe) static let searchableIndex = CSSearchableIndex(name: name)")
      writer.line()
      writer.documentation(
        "Adds or updates entities, in batches; an entity whose identifier is indexed already is replaced."
      )
      writer.block(
        "\(access)static func index<Entity: IndexedEntity>(_ entities: [Entity], priority: Int = 0) async throws"
      ) { writer in
        writer.block("for start in stride(from: 0, to: entities.count, by: batchSize)") { writer in
          writer.line("try _Concurrency.Task.checkCancellation()")
          writer.line("let batch = Array(entities[start..<min(start + batchSize, entities.count)])")
          writer.line("try await searchableIndex.indexAppEntities(batch, priority: priority)")
        }
      }
      writer.line()
      writer.documentation("Removes the entities of a type with these identifiers.")
      writer.line("\(access)static func remove<Entity: IndexedEntity>(")
      writer.line("  ids: [Entity.ID],")
      writer.line("  of type: Entity.Type")
      writer.block(") async throws") { writer in
        writer.line("guard !ids.isEmpty else { return }")
        writer.line("try await searchableIndex.deleteAppEntities(identifiedBy: ids, ofType: type)")
      }
      writer.line()
      writer.documentation("Removes every entity of a type, for example before rebuilding the index.")
      writer.block("\(access)static func removeAll<Entity: IndexedEntity>(of type: Entity.Type) async throws") {
        writer in
        writer.line("try await searchableIndex.deleteAppEntities(ofType: type)")
      }
    }
  }
}
