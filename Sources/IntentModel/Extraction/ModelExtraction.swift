import SwiftScan

extension AppIntentsModel {
  /// Builds the model of a target from its parsed files. The result does not depend on the order
  /// of `files`: types are found across files and everything is sorted.
  public static func extract(from files: [ParsedFile], module: String) -> AppIntentsModel {
    let files = files.sorted { $0.source.path < $1.source.path }
    let index = TypeIndex(files: files)
    var model = AppIntentsModel(module: module)
    let candidates = Set(index.typeNames).union(index.extensionTypeNames)
    for name in candidates.sorted() {
      let type = TypeMembers(name: name, index: index)
      guard type.primary != nil else { continue }
      let conformances = index.appIntentsConformances(of: name)
      var roles = Set(conformances.compactMap { AppIntentsProtocol.all[$0]?.role })
      for site in type.sites {
        for attribute in site.declaration.attributes where attribute.argument("schema") != nil {
          if let role = AppIntentsProtocol.schemaMacros[attribute.name] { roles.insert(role) }
        }
      }
      let sortedConformances = conformances.sorted()
      if roles.contains(.entity) {
        model.entities.append(EntityExtractor.extract(type, conformances: sortedConformances))
      }
      if roles.contains(.intent) {
        model.intents.append(IntentExtractor.extract(type, conformances: sortedConformances))
      }
      if roles.contains(.query) {
        model.queries.append(QueryExtractor.extract(type, conformances: sortedConformances))
      }
      if roles.contains(.appEnum) {
        model.enums.append(EnumExtractor.extract(type, conformances: sortedConformances))
      }
      if roles.contains(.shortcutsProvider) {
        model.shortcutProviders.append(ShortcutExtractor.extract(type))
      }
    }
    for file in files {
      model.spotlight += SpotlightScanner.facts(in: file)
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
