import IntentModel

/// Writes a generated entity query: the provider protocol the app conforms its store to, with
/// defaults built on `allEntities()`, and the query that delegates to the registered provider.
enum QueryFileGenerator {
  static func file(for plan: QueryPlan) -> GeneratedFile {
    var writer = SwiftCodeWriter()
    writeProvider(plan, into: &writer)
    writer.line()
    writeProviderDefaults(plan, into: &writer)
    writer.line()
    if let parent = plan.parentType {
      writeAvailability(plan, into: &writer)
      writer.block("extension \(parent)") { writer in writeQuery(plan, into: &writer) }
    } else {
      writeQuery(plan, into: &writer)
    }
    if plan.supportsProperties {
      writer.line()
      PropertyQueryWriter(plan: plan).write(into: &writer)
    }
    return GeneratedFile(
      name: plan.fileName,
      imports: ["AppIntents", "Foundation"],
      condition: CompilationCondition.joined(plan.entity.location.conditions),
      body: writer.text
    )
  }

  /// The entity's `@available` attributes (and those of the types around it), before each
  /// declaration that names the entity: an entity available from iOS 26 gets a provider, query
  /// and extensions available from iOS 26, or the target would not compile for earlier releases.
  static func writeAvailability(_ plan: QueryPlan, into writer: inout SwiftCodeWriter) {
    for attribute in plan.entity.location.availability { writer.line(attribute) }
  }

  static func writeProvider(_ plan: QueryPlan, into writer: inout SwiftCodeWriter) {
    let entity = plan.entityType
    let noun = EntityNoun(plan.entity).plural
    let one = EntityNoun(plan.entity).singular
    writer.documentation(
      "Where `\(plan.typeName)` finds \(noun). Conform the app's store to it and register the store once,",
      "at launch, before any intent runs:",
      "",
      "```swift",
      "AppDependencyManager.shared.add(dependency: store as any \(plan.providerName))",
      "```"
    )
    writeAvailability(plan, into: &writer)
    writer.block("\(plan.access)protocol \(plan.providerName): Sendable") { writer in
      writer.documentation("The \(noun) with these identifiers; identifiers that no longer resolve are left out.")
      writer.line("func entities(for identifiers: [\(entity).ID]) async throws -> [\(entity)]")
      writer.line()
      writer.documentation("Every \(one). The requirements below fall back on it.")
      writer.line("func allEntities() async throws -> [\(entity)]")
      writer.line()
      writer.documentation("The \(noun) offered before the person types anything. Default: `allEntities()`.")
      writer.line("func suggestedEntities() async throws -> [\(entity)]")
      writer.line()
      if plan.textProperties.isEmpty {
        writer.documentation("The \(noun) matching what the person typed or said.")
      } else {
        writer.documentation(
          "The \(noun) matching what the person typed or said. Default: the \(noun) whose "
            + list(plan.textProperties.map(\.name)) + " contains `string`, ignoring case and diacritics."
        )
      }
      writer.line("func search(matching string: String) async throws -> [\(entity)]")
      if plan.supportsProperties {
        writer.line()
        writer.documentation(
          "The \(noun) meeting the Find action's conditions, sorted and limited. Default: evaluated over",
          "`allEntities()` in memory; a store with an index can translate the filters instead."
        )
        let requirement = providerSignature(plan, access: "")
        writer.lines(requirement.lines)
        writer.line(requirement.last)
      }
    }
  }

  static func writeProviderDefaults(_ plan: QueryPlan, into writer: inout SwiftCodeWriter) {
    let entity = plan.entityType
    writeAvailability(plan, into: &writer)
    writer.block("extension \(plan.providerName)") { writer in
      writer.block("\(plan.access)func suggestedEntities() async throws -> [\(entity)]") { writer in
        writer.line("try await allEntities()")
      }
      if !plan.textProperties.isEmpty {
        writer.line()
        writer.block("\(plan.access)func search(matching string: String) async throws -> [\(entity)]") { writer in
          writer.line("try await allEntities().filter { \(plan.typeName).entity($0, matches: string) }")
        }
      }
      if plan.supportsProperties {
        writer.line()
        let implementation = providerSignature(plan, access: plan.access)
        writer.lines(implementation.lines)
        writer.block(implementation.last) { writer in
          writer.line("let entities = try await allEntities()")
          writer.line(
            "return \(plan.typeName).evaluate(entities, filters: filters, mode: mode, sortedBy: sortedBy, limit: limit)"
          )
        }
      }
    }
  }

  static func writeQuery(_ plan: QueryPlan, into writer: inout SwiftCodeWriter) {
    let entity = plan.entityType
    let noun = EntityNoun(plan.entity).plural
    let one = EntityNoun(plan.entity).singular
    var conformances = ["EntityStringQuery"]
    if plan.isEnumerable { conformances.append("EnumerableEntityQuery") }
    writer.documentation(
      "Finds \(noun) for Siri, Shortcuts and Spotlight — by identifier, by text, as suggestions"
        + (plan.isEnumerable ? ", and all of them —" : " —"),
      "from the app's `\(plan.providerName)`."
    )
    if plan.parentType == nil { writeAvailability(plan, into: &writer) }
    writer.block("\(plan.access)struct \(plan.bareName): \(conformances.joined(separator: ", "))") { writer in
      writer.documentation("The app's store, registered with `AppDependencyManager`.")
      writer.line("@Dependency var provider: any \(plan.providerName)")
      writer.line()
      writer.line("\(plan.access)init() {}")
      writer.line()
      writer.block("\(plan.access)func entities(for identifiers: [\(entity).ID]) async throws -> [\(entity)]") {
        writer in
        writer.line("try await provider.entities(for: identifiers)")
      }
      writer.line()
      writer.block("\(plan.access)func entities(matching string: String) async throws -> [\(entity)]") { writer in
        writer.line("try await provider.search(matching: string)")
      }
      writer.line()
      writer.block("\(plan.access)func suggestedEntities() async throws -> [\(entity)]") { writer in
        writer.line("try await provider.suggestedEntities()")
      }
      if plan.isEnumerable {
        writer.line()
        writer.block("\(plan.access)func allEntities() async throws -> [\(entity)]") { writer in
          writer.line("try await provider.allEntities()")
        }
      }
      if !plan.textProperties.isEmpty {
        writer.line()
        writer.documentation(
          "Whether the \(one)'s " + list(plan.textProperties.map(\.name))
            + " contains `string`, ignoring case and diacritics."
        )
        writer.block("static func entity(_ entity: \(entity), matches string: String) -> Bool") { writer in
          let tests = plan.textProperties.map { property -> String in
            let member = SwiftMemberName.afterDot(property.name)
            return switch property.shape {
            case .plain: "entity.\(member).localizedStandardContains(string)"
            case .optional: "entity.\(member)?.localizedStandardContains(string) == true"
            case .list: "entity.\(member).contains { $0.localizedStandardContains(string) }"
            }
          }
          writer.line(tests[0])
          for test in tests.dropFirst() { writer.line("  || " + test) }
        }
      }
    }
  }

  /// The provider's property query method: a requirement (no `access`) or its default.
  static func providerSignature(_ plan: QueryPlan, access: String) -> (lines: [String], last: String) {
    PropertyQueryWriter.signature(
      "\(access)func entities",
      leading: ["matching filters: [\(plan.typeName).Filter]"],
      sort: "EntityQuerySort<\(plan.entityType)>",
      result: "async throws -> [\(plan.entityType)]"
    )
  }

  /// `a`, `a or b`, `a, b or c`, each in backticks.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "`\($0)`" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
