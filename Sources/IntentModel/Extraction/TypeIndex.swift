import SwiftScan

/// Every type, extension and protocol of the target by qualified name, so that conformances and
/// members declared in other files and extensions are found.
struct TypeIndex {
  /// A declaration together with the file it is in and its qualified name.
  struct Site {
    var declaration: Declaration
    /// The reader of the file the declaration is in, shared by all its sites.
    var reader: SourceReader
    var file: ParsedFile { reader.file }
    var qualifiedName: String
    /// `@available(…)` attributes of the enclosing types, outermost first.
    var enclosingAvailability: [String]
  }

  private(set) var types: [String: [Site]] = [:]
  private(set) var extensions: [String: [Site]] = [:]
  private(set) var protocols: [String: [Site]] = [:]

  init(files: [ParsedFile]) {
    for file in files {
      let reader = SourceReader(file: file)
      collect(file.declarations, in: reader, prefix: "", availability: [])
    }
  }

  private mutating func collect(
    _ declarations: [Declaration],
    in reader: SourceReader,
    prefix: String,
    availability: [String]
  ) {
    for declaration in declarations where declaration.kind.isTypeLike {
      let ownAvailability =
        declaration.attributes.isEmpty
        ? [] : declaration.attributes.filter { $0.name == "available" }.map { reader.file.source.text($0.range) }
      switch declaration.kind {
      case .struct, .class, .enum, .actor, .protocol:
        let name = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
        let site = Site(
          declaration: declaration,
          reader: reader,
          qualifiedName: name,
          enclosingAvailability: availability
        )
        if declaration.kind == .protocol {
          protocols[name, default: []].append(site)
        } else {
          types[name, default: []].append(site)
        }
        collect(declaration.members, in: reader, prefix: name, availability: availability + ownAvailability)
      case .extension:
        let name = Self.baseName(of: declaration.name)
        let site = Site(
          declaration: declaration,
          reader: reader,
          qualifiedName: name,
          enclosingAvailability: availability
        )
        extensions[name, default: []].append(site)
        collect(declaration.members, in: reader, prefix: name, availability: availability + ownAvailability)
      default:
        break
      }
    }
  }

  /// The qualified name a type name written inside `scope` refers to: the innermost enclosing
  /// type that declares it (`Query` inside `TrailEntity` → `TrailEntity.Query`), else the name.
  func resolve(_ written: String, from scope: String) -> String {
    let name = Self.baseName(of: written)
    var prefix = scope
    while !prefix.isEmpty {
      let candidate = prefix + "." + name
      if types[candidate] != nil || extensions[candidate] != nil { return candidate }
      guard let dot = prefix.lastIndex(of: ".") else { break }
      prefix = String(prefix[..<dot])
    }
    return name
  }

  /// A written type name without generic arguments or a module qualifier we know (`AppIntents.`).
  static func baseName(of written: String) -> String {
    // Fast path: a plain name, as most inheritance entries are.
    if !written.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ".") })
    {
      return written
    }
    var name = written
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    if name.hasPrefix("AppIntents.") { name.removeFirst("AppIntents.".count) }
    return name.filter { $0 != " " }
  }

  /// The names of every declared or extended type (including types declared outside the target,
  /// `extension URL: …`), sorted.
  var allTypeNames: [String] {
    Self.sorted(Array(types.keys) + extensions.keys.filter { types[$0] == nil })
  }

  /// Distinct names in `String` order. For ASCII names (the usual case) the order is that of
  /// their bytes, so names are compared by their first eight bytes as one integer first, and in
  /// full only when those tie — several times cheaper than sorting the strings.
  static func sorted(_ names: [String]) -> [String] {
    guard names.allSatisfy({ $0.utf8.allSatisfy { $0 > 0 && $0 < 0x80 } }) else { return names.sorted() }
    var keyed = names.map { name -> (prefix: UInt64, name: String) in
      var prefix: UInt64 = 0
      var shift: UInt64 = 56
      for byte in name.utf8.prefix(8) {
        prefix |= UInt64(byte) << shift
        shift &-= 8
      }
      return (prefix, name)
    }
    keyed.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.name < $1.name }
    return keyed.map(\.name)
  }

  /// The separate declarations of a type, each with all the type's extensions. A type declared
  /// once gives one group; a type declared in several `#if` branches gives one group per branch.
  func declarationGroups(of name: String) -> [[Site]] {
    let declared = types[name].map { $0.count > 1 ? $0.sorted(by: Self.siteOrder) : $0 } ?? []
    let extended = extensions[name].map { $0.count > 1 ? $0.sorted(by: Self.siteOrder) : $0 } ?? []
    guard declared.count > 1 else { return [declared + extended] }
    return declared.map { [$0] + extended }
  }

  /// The declaration sites of a type and of its extensions, type first, in file order.
  func sites(of name: String) -> [Site] {
    let declared = types[name] ?? []
    let extended = extensions[name] ?? []
    if extended.isEmpty && declared.count <= 1 { return declared }
    if declared.isEmpty && extended.count <= 1 { return extended }
    return declared.sorted(by: Self.siteOrder) + extended.sorted(by: Self.siteOrder)
  }

  static func siteOrder(_ lhs: Site, _ rhs: Site) -> Bool {
    (lhs.file.source.path, lhs.declaration.range.lowerBound) < (rhs.file.source.path, rhs.declaration.range.lowerBound)
  }

  /// The App Intents protocols a type conforms to, through its own inheritance clause, its
  /// extensions and the target's protocols that refine App Intents ones; implied ones included.
  func appIntentsConformances(of name: String) -> Set<String> {
    appIntentsConformances(of: sites(of: name))
  }

  /// The App Intents protocols that declarations `sites` (a type and its extensions) conform to,
  /// through inheritance clauses and schema macros (`@AppEntity(schema:)` declares `AppEntity`).
  func appIntentsConformances(of sites: [Site]) -> Set<String> { conformanceSummary(of: sites).all }

  /// The App Intents protocols one declaration declares.
  func conformances(declaredBy site: Site) -> Set<String> {
    var result: Set<String> = []
    var visitedProtocols: Set<String> = []
    for inherited in site.declaration.inheritance {
      resolve(Self.baseName(of: inherited.text), into: &result, visited: &visitedProtocols)
    }
    for attribute in site.declaration.attributes {
      guard let role = AppIntentsProtocol.schemaMacros[attribute.name], attribute.argument("schema") != nil else {
        continue
      }
      result.insert(AppIntentsProtocol.baseProtocol(of: role))
    }
    return result
  }

  /// The App Intents conformances of a type's declarations (`sites`), and those among them that
  /// only some declarations provide under conditions — `#if` branches, or `@available(…)` on the
  /// declaring extension — with those conditions. Conditions are relative to the type's own
  /// declaration: a type inside `#if` carries that in its location.
  func conformanceSummary(of sites: [Site]) -> (all: Set<String>, conditional: [ConditionalConformance]) {
    // Most types are declared once, without extensions: nothing can be conditional.
    if sites.count == 1 { return (conformances(declaredBy: sites[0]), []) }
    let provided = sites.map { conformances(declaredBy: $0) }
    let all = provided.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard sites.count > 1, !all.isEmpty else { return (all, []) }
    var unconditional: Set<String> = []
    var conditional: [String: [[String]]] = [:]
    let baseline = SourceReader.render(sites[0].declaration.conditions)
    for (site, names) in zip(sites, provided) where !names.isEmpty {
      let own = SourceReader.render(site.declaration.conditions)
      var conditions = own.starts(with: baseline) ? Array(own.dropFirst(baseline.count)) : own
      if site.declaration.kind == .extension {
        conditions += site.declaration.attributes.filter { $0.name == "available" }.map { site.reader.text($0.range) }
      }
      if conditions.isEmpty {
        unconditional.formUnion(names)
      } else {
        for name in names { conditional[name, default: []].append(conditions) }
      }
    }
    let onlyConditional = conditional.keys.filter { !unconditional.contains($0) }.sorted()
    return (all, onlyConditional.map { ConditionalConformance(protocolName: $0, conditions: conditional[$0] ?? []) })
  }

  private func resolve(_ name: String, into result: inout Set<String>, visited: inout Set<String>) {
    if let implied = AppIntentsProtocol.namesImplied(by: name) {
      // Usually the first conformance found: share the set rather than rebuild it.
      if result.isEmpty { result = implied } else { result.formUnion(implied) }
      return
    }
    guard let sites = protocols[name], visited.insert(name).inserted else { return }
    for site in sites {
      for inherited in site.declaration.inheritance {
        resolve(Self.baseName(of: inherited.text), into: &result, visited: &visited)
      }
    }
  }
}
