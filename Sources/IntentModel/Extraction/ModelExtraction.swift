import SwiftScan

extension AppIntentsModel {
  /// Adds the definitions a type's roles call for. Each is appended as made and completed in
  /// place: one completed first and appended after would be copied, every string and array in it
  /// retained and then released.
  mutating func add(
    _ type: TypeMembers,
    roles: AppIntentsProtocol.RoleSet,
    conformances: [String],
    conditional: [ConditionalConformance],
    index: TypeIndex
  ) {
    if roles.contains(.entity) {
      entities.append(EntityExtractor.extract(type, conformances: conformances))
      let last = entities.count - 1
      let written = entities[last].defaultQueryType ?? Self.declaredTypeCalled(entities[last].defaultQuery, index, type)
      entities[last].defaultQueryTypeName = written.flatMap { index.resolve($0, from: type.name) }
      entities[last].conditionalConformances = conditional
    }
    if roles.contains(.intent) {
      intents.append(IntentExtractor.extract(type, conformances: conformances))
      intents[intents.count - 1].conditionalConformances = conditional
    }
    if roles.contains(.query) {
      queries.append(QueryExtractor.extract(type, conformances: conformances))
      queries[queries.count - 1].conditionalConformances = conditional
    }
    if roles.contains(.appEnum) {
      enums.append(EnumExtractor.extract(type, conformances: conformances))
      enums[enums.count - 1].conditionalConformances = conditional
    }
    if roles.contains(.shortcutsProvider) { shortcutProviders.append(ShortcutExtractor.extract(type)) }
  }

  /// The type a `defaultQuery` of the form `name()` creates, when `name` starts with a lowercase
  /// letter (which the value reader takes for a function) but is a type the target declares
  /// (`static let defaultQuery = schemaPhotoQuery()`).
  static func declaredTypeCalled(_ value: ModelValue?, _ index: TypeIndex, _ type: TypeMembers) -> String? {
    guard case .nonLiteral(let text)? = value, text.hasSuffix("()") else { return nil }
    let name = String(text.dropLast(2))
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      index.declaresType(index.resolve(name, from: type.name))
    else { return nil }
    return name
  }

  /// Builds the model of a target from its parsed files. The result does not depend on the order
  /// of `files`: types are found across files and everything is sorted.
  public static func extract(from files: [ParsedFile], module: String) -> AppIntentsModel {
    let files = files.sorted { $0.source.path < $1.source.path }
    let index = TypeIndex(files: files)
    var model = AppIntentsModel(module: module)
    // Types without an App Intents conformance in any declaration are left out by the index.
    let types = index.appIntentsTypes
    // Types are read in the order they were found, file by file, where what each reads (its
    // declarations, its file's bytes and line table) is near what the one before read; the
    // definitions are then put in the order of `types` (by name).
    var ranks = DefinitionRanks()
    for rank in types.indices.sorted(by: { types[$0].discoveryOrder < types[$1].discoveryOrder }) {
      let indexed = types[rank]
      let name = indexed.name
      index.forEachDeclarationGroup(of: indexed) { sites in
        // Roles first, from inheritance clauses and macro names alone: gathering members is the
        // costly part.
        let (conformances, conditional) = index.conformanceSummary(of: sites)
        let roles = conformances.roles
        guard !roles.isEmpty, !sites.isEmpty else { return }
        let type = TypeMembers(name: name, sites: sites)
        model.add(
          type,
          roles: roles,
          conformances: conformances.sortedNames,
          conditional: conditional,
          index: index
        )
      }
      ranks.record(rank, upTo: model)
    }
    ranks.order(&model)
    let owner = SpotlightScanner.ownerName(module: module)
    let needles = SpotlightScanner.needles(owner: owner)
    for file in files {
      model.spotlight += SpotlightScanner.facts(in: file, owner: owner, needles: needles)
      // Most files have no diagnostics: no reader made for them.
      guard !file.diagnostics.isEmpty else { continue }
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
    model.resolveIndexNameConstants(in: files)
    model.resolveTypeAliases(in: files, index: index)
    model.diagnostics.sort()
    return model
  }

  /// Gives parameters and entity identifiers declared through a `typealias` of the target the type
  /// it aliases (`var minutes: Minutes` is an `Int` parameter). Rare: the aliases are gathered only
  /// when a type is a name that is no type the target declares and no common type.
  mutating func resolveTypeAliases(in files: [ParsedFile], index: TypeIndex) {
    // Most types are the target's entities and enums: looked up first, one hash.
    func mayBeAlias(_ type: String?) -> Bool {
      guard let name = type.map(Self.elementName), !name.isEmpty else { return false }
      return !index.declaresType(name) && !Self.commonTypes.contains(name)
    }
    guard
      intents.contains(where: { $0.parameters.contains { mayBeAlias($0.type) } })
        || entities.contains(where: { mayBeAlias($0.identifier?.type) })
    else { return }
    let aliases = TypeAliases(files: files)
    guard !aliases.isEmpty else { return }
    for intent in intents.indices {
      for parameter in intents[intent].parameters.indices {
        guard let type = intents[intent].parameters[parameter].type, mayBeAlias(type),
          let resolved = aliases.resolve(type, in: intents[intent].name, index: index)
        else { continue }
        intents[intent].parameters[parameter].type = resolved
      }
    }
    for entity in entities.indices {
      guard let type = entities[entity].identifier?.type, mayBeAlias(type),
        let resolved = aliases.resolve(type, in: entities[entity].name, index: index)
      else { continue }
      entities[entity].identifier?.type = resolved
    }
  }

  /// The name a type is made of, without `?`, `!` and array brackets (`[Minutes]?` → `Minutes`),
  /// or "" when it is not a plain name (generic, a dictionary, a tuple…). By bytes: it runs for
  /// every parameter of the target.
  static func elementName(_ type: String) -> String {
    // A plain name, as most types are, is returned as it is: no new string.
    if Self.isPlainName(type.utf8[...]) { return type }
    var name = Substring(type).utf8
    func dropMarks() {
      while let last = name.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { name = name.dropLast() }
    }
    dropMarks()
    if name.first == UInt8(ascii: "["), name.last == UInt8(ascii: "]") {
      name = name.dropFirst().dropLast()
      dropMarks()
    }
    return isPlainName(name) ? String(Substring(name)) : ""
  }

  /// Whether bytes spell a name or a dotted chain of names (no `?`, brackets, generics or spaces).
  static func isPlainName(_ bytes: Substring.UTF8View) -> Bool {
    for byte in bytes {
      let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isNameByte =
        letter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ".") || byte >= 0x80
      if !isNameByte { return false }
    }
    return !bytes.isEmpty
  }

  /// Types of parameters and identifiers that are no alias of the target.
  static let commonTypes: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Date", "DateComponents", "URL", "UUID", "Decimal",
    "AttributedString", "IntentFile", "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "CLPlacemark",
    "Duration", "Int64", "Int32", "UInt", "UInt64",
  ]

  /// Reads the index names written as constants (`CSSearchableIndex(name: Indexes.notes)`) as
  /// the strings they stand for. Rare: the constants are gathered only when there is one.
  mutating func resolveIndexNameConstants(in files: [ParsedFile]) {
    guard spotlight.contains(where: { $0.constantChainOffset != nil }) else { return }
    let constants = StringConstants(files: files)
    let filesByPath = Dictionary(files.map { ($0.source.path, $0) }, uniquingKeysWith: { first, _ in first })
    for index in spotlight.indices {
      guard let offset = spotlight[index].constantChainOffset, let chain = spotlight[index].detail,
        let file = filesByPath[spotlight[index].location.path]
      else { continue }
      spotlight[index].resolvedName = constants.value(of: chain, at: offset, in: file)
    }
  }
}

/// The rank (in name order) of the type each definition of a model came from, so that definitions
/// made in another order can be put in name order, those of one type in the order they were made.
struct DefinitionRanks {
  private var entities: [Int] = []
  private var intents: [Int] = []
  private var queries: [Int] = []
  private var enums: [Int] = []
  private var shortcutProviders: [Int] = []

  /// Gives `rank` to the definitions `model` gained since the last call.
  mutating func record(_ rank: Int, upTo model: AppIntentsModel) {
    Self.extend(&entities, to: model.entities.count, with: rank)
    Self.extend(&intents, to: model.intents.count, with: rank)
    Self.extend(&queries, to: model.queries.count, with: rank)
    Self.extend(&enums, to: model.enums.count, with: rank)
    Self.extend(&shortcutProviders, to: model.shortcutProviders.count, with: rank)
  }

  /// Puts the model's definitions in rank order, keeping the order of those of equal rank.
  func order(_ model: inout AppIntentsModel) {
    Self.order(&model.entities, ranks: entities)
    Self.order(&model.intents, ranks: intents)
    Self.order(&model.queries, ranks: queries)
    Self.order(&model.enums, ranks: enums)
    Self.order(&model.shortcutProviders, ranks: shortcutProviders)
  }

  private static func extend(_ ranks: inout [Int], to count: Int, with rank: Int) {
    while ranks.count < count { ranks.append(rank) }
  }

  /// Puts `definitions` in rank order, ties kept in order. The definitions are swapped in place
  /// rather than copied: a copy of each would retain every string and array in it.
  static func order<Definition>(_ definitions: inout [Definition], ranks: [Int]) {
    let order = definitions.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
    // Where each definition goes; each swap puts one in its place.
    var destinations = [Int](repeating: 0, count: order.count)
    for (destination, source) in order.enumerated() { destinations[source] = destination }
    // Moved through a one-element buffer, never copied (`swapAt` copies through a temporary).
    let spare = UnsafeMutablePointer<Definition>.allocate(capacity: 1)
    defer { spare.deallocate() }
    definitions.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for position in buffer.indices {
        while destinations[position] != position {
          let destination = destinations[position]
          spare.moveInitialize(from: base + position, count: 1)
          (base + position).moveInitialize(from: base + destination, count: 1)
          (base + destination).moveInitialize(from: spare, count: 1)
          destinations.swapAt(position, destination)
        }
      }
    }
  }
}
