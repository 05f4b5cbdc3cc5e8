import SwiftScan

extension AppIntentsModel {
  /// Adds the definitions a type's roles call for.
  mutating func add(
    _ type: TypeMembers,
    roles: Set<AppIntentsProtocol.Role>,
    conformances: [String],
    conditional: [ConditionalConformance],
    index: TypeIndex
  ) {
    if roles.contains(.entity) {
      var entity = EntityExtractor.extract(type, conformances: conformances)
      entity.defaultQueryTypeName = entity.defaultQueryType.flatMap { index.resolve($0, from: type.name) }
      entity.conditionalConformances = conditional
      entities.append(entity)
    }
    if roles.contains(.intent) {
      var intent = IntentExtractor.extract(type, conformances: conformances)
      intent.conditionalConformances = conditional
      intents.append(intent)
    }
    if roles.contains(.query) {
      var query = QueryExtractor.extract(type, conformances: conformances)
      query.conditionalConformances = conditional
      queries.append(query)
    }
    if roles.contains(.appEnum) {
      var definition = EnumExtractor.extract(type, conformances: conformances)
      definition.conditionalConformances = conditional
      enums.append(definition)
    }
    if roles.contains(.shortcutsProvider) { shortcutProviders.append(ShortcutExtractor.extract(type)) }
  }

  /// Builds the model of a target from its parsed files. The result does not depend on the order
  /// of `files`: types are found across files and everything is sorted.
  public static func extract(from files: [ParsedFile], module: String) -> AppIntentsModel {
    let files = files.sorted { $0.source.path < $1.source.path }
    let index = TypeIndex(files: files)
    var model = AppIntentsModel(module: module)
    // Types without an App Intents conformance in any declaration are left out by the index.
    for indexed in index.appIntentsTypes {
      let name = indexed.name
      for sites in index.declarationGroups(of: indexed) {
        // Roles first, from inheritance clauses and macro names alone: gathering members is the
        // costly part.
        let (conformances, conditional) = index.conformanceSummary(of: sites)
        let roles = AppIntentsProtocol.roles(of: conformances)
        guard !roles.isEmpty, !sites.isEmpty else { continue }
        let type = TypeMembers(name: name, sites: sites)
        model.add(
          type,
          roles: roles,
          conformances: conformances.sorted(),
          conditional: conditional,
          index: index
        )
      }
    }
    let owner = SpotlightScanner.ownerName(module: module)
    let needles = SpotlightScanner.needles(owner: owner)
    for file in files {
      model.spotlight += SpotlightScanner.facts(in: file, owner: owner, needles: needles)
      let reader = SourceReader(file: file)
      for diagnostic in file.diagnostics where diagnostic.severity != .note {
        model.diagnostics.append(
          ModelDiagnostic(
            severity: diagnostic.severity == .error ? .error : .warning,
            location: reader.location(of: diagnostic.range),
            message: diagnostic.message
          )
        )
      }
    }
    model.diagnostics.sort()
    return model
  }
}
