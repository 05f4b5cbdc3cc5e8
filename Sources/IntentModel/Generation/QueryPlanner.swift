/// Decides which entity queries to generate.
///
/// - An entity whose `defaultQuery` creates a type the target does not declare gets that type.
/// - An entity whose documentation has an `intentgen:query` line (see `QueryDirective`) gets the
///   query it names, with the options it asks for.
///
/// An unqualified name is generated at the top level, except `Query`, which is nested in the
/// entity: that is what `static let defaultQuery = Query()` inside the entity refers to, and two
/// top-level `Query` types would collide.
public enum QueryPlanner {
  /// The queries to generate, by entity name, and the problems found on the way.
  public static func plans(for model: AppIntentsModel) -> (plans: [QueryPlan], diagnostics: [ModelDiagnostic]) {
    let declared = Set(model.queries.map(\.name))
    // Most entities ask for nothing: find the few that do before copying or parsing anything.
    let candidates = model.entities.indices.filter { index in
      if let documentation = model.entities[index].documentation, QueryDirective.mayAppear(in: documentation) {
        return true
      }
      if let written = model.entities[index].defaultQueryTypeName, !declared.contains(written),
        Self.mayBeGenerated(written)
      {
        return true
      }
      return false
    }
    guard !candidates.isEmpty else { return ([], []) }
    // Written enum type names → full names, so that a nested `Priority` is written
    // `TaskEntity.Priority` in the generated query (outside the entity's scope).
    var enumTypes: [String: String] = [:]
    var ambiguous: Set<String> = []
    for definition in model.enums {
      enumTypes[definition.name] = definition.name
      let bare = bareName(definition.name)
      guard bare != definition.name else { continue }
      if enumTypes[bare] != nil && enumTypes[bare] != definition.name { ambiguous.insert(bare) }
      enumTypes[bare] = definition.name
    }
    for bare in ambiguous where !model.enums.contains(where: { $0.name == bare }) { enumTypes[bare] = nil }
    let enumNames = Set(enumTypes.keys)
    var plans: [QueryPlan] = []
    var diagnostics: [ModelDiagnostic] = []
    // Each generated query's entity, by the query's name: one query returns one entity type.
    var plannedEntities: [String: String] = [:]
    // The full name of each generated and hand-written query, by bare name.
    var plannedBareNames: [String: String] = [:]
    var declaredBareNames: [String: String] = [:]
    for name in declared.sorted() where declaredBareNames[bareName(name)] == nil {
      declaredBareNames[bareName(name)] = name
    }
    for index in candidates.sorted(by: { model.entities[$0].name < model.entities[$1].name }) {
      let entity = model.entities[index]
      let directive = QueryDirective(documentation: entity.documentation)
      let written = entity.defaultQueryTypeName
      if let directive {
        for word in directive.unknownWords {
          diagnostics.append(
            warning(
              entity,
              "unknown word '\(word)' in \(QueryDirective.keyword); expected a type name and the options "
                + QueryDirective.options.sorted().joined(separator: ", ")
            )
          )
        }
      }
      guard directive != nil || (written.map { !declared.contains($0) && Self.mayBeGenerated($0) } ?? false) else {
        continue
      }

      let requested = directive?.name ?? written ?? bareName(entity.name) + "Query"
      let typeName = qualified(requested, in: entity.name)
      if declared.contains(typeName) {
        if directive != nil {
          diagnostics.append(
            error(
              entity,
              "cannot generate '\(typeName)': the target already declares it; remove the hand-written "
                + "query or the \(QueryDirective.keyword) line"
            )
          )
        }
        continue
      }
      if let other = plannedEntities[typeName] {
        diagnostics.append(
          error(
            entity,
            "cannot generate '\(typeName)' for '\(entity.name)': it is generated for '\(other)', and a query "
              + "returns one entity type; give '\(entity.name)' a query of its own "
              + "('static let defaultQuery = \(ownQueryName(for: entity.name))()')"
          )
        )
        continue
      }
      if let written, qualified(written, in: entity.name) != typeName {
        diagnostics.append(
          warning(
            entity,
            "'\(entity.name)' uses '\(written)' as its defaultQuery, not the generated '\(typeName)'; "
              + "write 'static let defaultQuery = \(requested)()'"
          )
        )
      } else if written == nil && !isTransient(entity) {
        diagnostics.append(
          warning(
            entity,
            "'\(entity.name)' has no defaultQuery; add 'static let defaultQuery = \(requested)()' to use the "
              + "generated query"
          )
        )
      }
      // Apple's metadata keys queries by bare name: two generated `Query`s nested in two entities
      // stop the build ("found multiple, identical identifiers for query").
      let bare = bareName(typeName)
      if let other = plannedBareNames[bare] ?? declaredBareNames[bare], other != typeName {
        diagnostics.append(
          error(
            entity,
            "cannot generate '\(typeName)': its bare name '\(bare)' is also '\(other)'s, and Apple's metadata "
              + "needs each query's type name to be unique; give '\(entity.name)' another query name "
              + "('static let defaultQuery = \(ownQueryName(for: entity.name))()')"
          )
        )
        continue
      }
      plannedBareNames[bare] = typeName
      plannedEntities[typeName] = entity.name
      let plan = QueryPlan(
        entity: entity,
        module: model.module,
        typeName: typeName,
        isEnumerable: directive?.isEnumerable ?? false,
        supportsProperties: directive?.supportsProperties ?? false,
        textProperties: textProperties(of: entity),
        filterProperties: entity.queryableProperties.compactMap { property in
          QueryValueKind(property, enumNames: enumNames).map { kind in
            let written = property.type ?? ""
            let type = kind == .enumeration ? enumTypes[written] ?? written : written
            let inQuery = kind == .enumeration ? QueryScope.qualified(type, module: model.module) : type
            return QueryPlan.FilterProperty(name: property.name, type: inQuery, kind: kind)
          }
        }
      )
      if plan.supportsProperties && plan.filterProperties.isEmpty {
        diagnostics.append(
          warning(
            entity,
            "'\(entity.name)' asks for a property query, but none of its @Property values can be filtered "
              + "(a String, number, Bool, Date or AppEnum): the Find action would offer no condition"
          )
        )
      }
      plans.append(plan)
    }
    return (plans, diagnostics)
  }

  /// Whether a `defaultQuery` type the target does not declare is one to generate: not a generic
  /// instantiation (`UniqueAppEntityProvider<Self>`) nor a query type of the SDK.
  static func mayBeGenerated(_ written: String) -> Bool {
    !written.contains("<") && !sdkQueryTypes.contains(AppIntentsProtocol.withoutModule(written))
  }

  /// A query name of the entity's own, unlike any nested `Query` (`Shop.Item` → `ShopItemQuery`),
  /// for the messages that ask for one.
  static func ownQueryName(for entity: String) -> String {
    entity.split(separator: ".").joined() + "Query"
  }

  /// Query types the App Intents SDK provides.
  static let sdkQueryTypes: Set<String> = ["UniqueAppEntityProvider"]

  /// The full name a requested query name stands for (see the type's documentation).
  static func qualified(_ name: String, in entity: String) -> String {
    name == "Query" ? entity + ".Query" : name
  }

  static func textProperties(of entity: EntityDefinition) -> [QueryPlan.TextProperty] {
    entity.queryableProperties.compactMap { property in
      guard property.wrapper == "Property", let type = property.type else { return nil }
      switch QueryValueKind.unqualified(type.filter { $0 != " " }) {
      case "String": return QueryPlan.TextProperty(name: property.name, shape: .plain)
      case "String?", "Optional<String>": return QueryPlan.TextProperty(name: property.name, shape: .optional)
      case "[String]", "Array<String>": return QueryPlan.TextProperty(name: property.name, shape: .list)
      default: return nil
      }
    }
  }

  static func isTransient(_ entity: EntityDefinition) -> Bool {
    entity.conformances.contains("TransientAppEntity")
  }

  public static func bareName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  static func warning(_ entity: EntityDefinition, _ message: String) -> ModelDiagnostic {
    ModelDiagnostic(severity: .warning, location: entity.location, message: message)
  }

  static func error(_ entity: EntityDefinition, _ message: String) -> ModelDiagnostic {
    ModelDiagnostic(severity: .error, location: entity.location, message: message)
  }
}
