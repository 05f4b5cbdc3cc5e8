import SwiftScan

/// Every type, extension and protocol of the target by qualified name, so that conformances and
/// members declared in other files and extensions are found.
///
/// The index is built by one walk over every declaration of the target, so it stays flat: one
/// record per type-like declaration and one entry per qualified name, whose declarations,
/// extensions and protocols are chained through the records rather than kept in an array per
/// name. What only App Intents types need — `Site`s, the enclosing `@available` attributes — is
/// made on demand for them.
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

  /// One type-like declaration found by the walk.
  private struct Record {
    /// Not retained: the index keeps the files (`readers`), whose trees keep their declarations.
    var unretained: Declaration.Unretained
    /// The index of its file's reader in `readers`.
    var reader: Int32
    /// The record of the enclosing type-like declaration, or -1 at the top level.
    var parent: Int32
    /// The next record of the same name and chain (declarations, extensions or protocols), or -1.
    var next: Int32 = -1
  }

  /// The first and last records of one chain, in the order the walk found them.
  private struct Chain {
    var first: Int32 = -1
    var last: Int32 = -1
    var count = 0

    var isEmpty: Bool { count == 0 }
  }

  /// The declarations, extensions and protocols of one qualified name (its name is in `entryNames`).
  private struct Entry {
    /// The name's sort key, made with the entry while the name is at hand (sorting App Intents
    /// types by name would otherwise read every name again, mostly out of the cache).
    var sortKey: SortKey?
    var types = Chain()
    var extensions = Chain()
    var protocols = Chain()
    /// Whether a declaration or extension of the name declares an App Intents conformance.
    var mayConform = false
  }

  /// A sum of what the walk reads ahead of need (see `collect`), kept so that those reads stay.
  private var prefetched = 0
  private var readers: [SourceReader] = []
  private var records: [Record] = []
  private var entries: [Entry] = []
  /// Each entry's qualified name, by the entry's position. Apart from the entries: reading a
  /// field of an entry in the array copied the whole entry, retaining its name (a string mostly
  /// out of the cache by then), even through the array's buffer.
  private var entryNames: [String] = []
  /// The entry of each name.
  private var entryNumbers = NameTable()
  /// What each inheritance clause entry implies: the recognized protocols, and the target's
  /// protocols that refine any (`protocol NoteIntent: AppIntent`), added once they are resolved.
  private var conformanceTable = ConformanceTable()
  /// Whether some of the target's protocols refine App Intents protocols.
  private var hasConformingProtocols = false
  /// Rules out most attributes before they are looked up among the schema macros.
  private let schemaMacroNames = NamePrefilter(
    AppIntentsProtocol.schemaMacros.keys.flatMap { [$0, "AppIntents." + $0, "AppIntents::" + $0] }
  )

  init(files: [ParsedFile]) {
    readers.reserveCapacity(files.count)
    // Most names are declared once, mostly at the top level: room for those, so that the table
    // grows rarely.
    let topLevel = files.reduce(0) { $0 + $1.declarations.count }
    records.reserveCapacity(topLevel)
    entries.reserveCapacity(topLevel)
    entryNames.reserveCapacity(topLevel)
    entryNumbers = NameTable(capacity: topLevel)
    for file in files {
      readers.append(SourceReader(file: file))
      collect(file.declarations, reader: Int32(readers.count - 1), prefix: "", parent: -1)
    }
    for (name, implied) in resolveProtocols() where !implied.isEmpty {
      conformanceTable.insert(name, ImpliedConformances(implied))
      hasConformingProtocols = true
    }
    // The walk saw recognized protocols only; conformances through the target's protocols need
    // them all resolved first.
    if hasConformingProtocols {
      for position in entries.indices where !entries[position].mayConform {
        entries[position].mayConform =
          mayConform(entries[position].types) || mayConform(entries[position].extensions)
      }
    }
  }

  private mutating func collect(_ declarations: [Declaration], reader: Int32, prefix: String, parent: Int32) {
    // Every kind first, in a loop that does nothing else: the declarations are mostly not in the
    // cache, and this lets the processor fetch several at once rather than one after another
    // between the reference counting of the main loop.
    // The same for what the walk reads of each type-like declaration: the first byte of its
    // name and its inheritance clause.
    var typeLikeCount = 0
    var touched = 0
    for position in declarations.indices where declarations[position].kind.isTypeLike {
      typeLikeCount += 1
      touched &+= Int(declarations[position].name.utf8.first ?? 0) &+ declarations[position].inheritance.count
    }
    prefetched &+= touched
    guard typeLikeCount > 0 else { return }
    for position in declarations.indices {
      // By index: most declarations are not type-like, and only their kind is read.
      let kind = declarations[position].kind
      guard kind.isTypeLike else { continue }
      // Read in place, not copied out of the array: a copy would count a reference.
      let name: String
      if kind == .extension {
        name = Self.baseName(of: declarations[position].name)
      } else {
        name = prefix.isEmpty ? declarations[position].name : prefix + "." + declarations[position].name
      }
      let record = Int32(records.count)
      records.append(Record(unretained: declarations[position].unretained, reader: reader, parent: parent))
      let entry = entryIndex(of: name)
      switch kind {
      case .protocol: entries[entry].protocols = appending(record, to: entries[entry].protocols)
      case .extension: entries[entry].extensions = appending(record, to: entries[entry].extensions)
      default: entries[entry].types = appending(record, to: entries[entry].types)
      }
      if kind != .protocol && !entries[entry].mayConform && declaresConformance(declarations[position]) {
        entries[entry].mayConform = true
      }
      // Most types have no nested types: their members are not read at all.
      if declarations[position].hasTypeLikeMembers {
        collect(declarations[position].members, reader: reader, prefix: name, parent: record)
      }
    }
  }

  private mutating func entryIndex(of name: String) -> Int {
    let tag = NameTable.tag(name)
    if let index = entryNumbers.number(tag: tag, isName: { entryNames[Int($0)] == name }) { return Int(index) }
    entries.append(Entry(sortKey: Self.sortKey(name)))
    entryNames.append(name)
    entryNumbers.insert(tag: tag, number: Int32(entries.count - 1))
    return entries.count - 1
  }

  /// `chain` with `record` linked at its end.
  private mutating func appending(_ record: Int32, to chain: Chain) -> Chain {
    var chain = chain
    if chain.last >= 0 { records[Int(chain.last)].next = record } else { chain.first = record }
    chain.last = record
    chain.count += 1
    return chain
  }

  /// The records of a chain, in the order they were found (files by path, then source order).
  private func records(of chain: Chain) -> [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(chain.count)
    var record = chain.first
    while record >= 0 {
      result.append(record)
      record = records[Int(record)].next
    }
    return result
  }

  /// The position in `entries` (and `entryNames`) of the entry of `name`, if any.
  private func entryIndex(named name: String) -> Int? {
    entryNumbers.number(of: name) { entryNames[Int($0)] == name }.map { Int($0) }
  }

  /// The site of a record, with the `@available` attributes of the type-like declarations
  /// around it.
  private func site(_ record: Int32, name: String) -> Site {
    var availability: [[String]] = []
    var enclosing = records[Int(record)].parent
    while enclosing >= 0 {
      let outer = records[Int(enclosing)]
      let attributes = outer.unretained.declaration.attributes
      if !attributes.isEmpty {
        let source = readers[Int(outer.reader)].file.source
        let own = attributes.filter { $0.name == "available" }.map { source.text($0.range) }
        if !own.isEmpty { availability.append(own) }
      }
      enclosing = outer.parent
    }
    let found = records[Int(record)]
    return Site(
      declaration: found.unretained.declaration,
      reader: readers[Int(found.reader)],
      qualifiedName: name,
      enclosingAvailability: availability.reversed().flatMap { $0 }
    )
  }

  private func sites(of chain: Chain, name: String) -> [Site] {
    records(of: chain).map { site($0, name: name) }
  }

  /// The qualified name a type name written inside `scope` refers to: the innermost enclosing
  /// type that declares it (`Query` inside `TrailEntity` → `TrailEntity.Query`), else the name.
  func resolve(_ written: String, from scope: String) -> String {
    let name = Self.baseName(of: written)
    var prefix = Substring(scope)
    while !prefix.isEmpty {
      let candidate = "\(prefix).\(name)"
      if let entry = entryIndex(named: candidate), !entries[entry].types.isEmpty || !entries[entry].extensions.isEmpty {
        return candidate
      }
      // By byte: `.` is ASCII, and a search by character would decode every character before it.
      guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
      prefix = prefix[..<dot]
    }
    return name
  }

  /// Whether the target declares a type of this qualified name (not only extends it).
  func declaresType(_ qualifiedName: String) -> Bool {
    guard let entry = entryIndex(named: qualifiedName) else { return false }
    return !entries[entry].types.isEmpty
  }

  /// A written type name without generic arguments or a module qualifier we know (`AppIntents.`,
  /// `AppIntents::`).
  static func baseName(of written: String) -> String {
    // Fast path: a plain name, as most inheritance entries are.
    if !needsNormalizing(written) { return written }
    var name = written
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    name = AppIntentsProtocol.withoutModule(name)
    return name.filter { $0 != " " }
  }

  /// Whether `baseName(of:)` may differ from the text: it has `<`, a space, `.` or `:`. Eight bytes at
  /// a time: `(word - 0x01…01) & ~word & 0x80…80` is non-zero when a byte of `word` is zero,
  /// and a byte of `word ^ pattern` is zero where `word` has the pattern's byte.
  static func needsNormalizing(_ written: String) -> Bool {
    var written = written
    return written.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      var index = 0
      var found: UInt64 = 0
      while index < bytes.count {
        let word = paddedWord(base + index, count: min(8, bytes.count - index))
        found |=
          hasByte(word, UInt8(ascii: "<")) | hasByte(word, UInt8(ascii: " ")) | hasByte(word, UInt8(ascii: "."))
          | hasByte(word, UInt8(ascii: ":"))
        index += 8
      }
      return found != 0
    }
  }

  /// The `count` (at most eight) bytes at `bytes` as a little-endian word, zeros past them.
  @inline(__always)
  private static func paddedWord(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    var word: UInt64 = 0
    withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: count)) }
    return UInt64(littleEndian: word)
  }

  /// Non-zero when one of the eight bytes of `word` is `byte` (a padding zero never is: `byte`
  /// is not zero).
  @inline(__always)
  private static func hasByte(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let spread = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (spread &- 0x0101_0101_0101_0101) & ~spread & 0x8080_8080_8080_8080
  }

  /// A declared or extended type the index keeps: its qualified name and its entry.
  struct IndexedType {
    let name: String
    fileprivate let entry: Int

    /// The order in which the walk found the type (files by path, then source order): types
    /// read in this order find what they read near in memory.
    var discoveryOrder: Int { entry }
  }

  /// The declared or extended types that may be App Intents types, sorted by name: those with a
  /// declaration or extension that declares an App Intents conformance. Every other type has no
  /// role, so it is left out before its members are read.
  var appIntentsTypes: [IndexedType] {
    // Positions and keys first: each name is then read once, in order, as its type is made.
    var positions: [Int] = []
    var keys: [SortKey] = []
    for position in entries.indices where entries[position].mayConform {
      positions.append(position)
      if let key = entries[position].sortKey { keys.append(key) }
    }
    let order =
      keys.count == positions.count
      ? Self.sortedOrder(keys: keys) { entryNames[positions[$0]] < entryNames[positions[$1]] }
      : Self.sortedOrder(positions.map { entryNames[$0] })
    return order.map { IndexedType(name: entryNames[positions[$0]], entry: positions[$0]) }
  }

  /// Whether a declaration of the chain declares an App Intents conformance.
  private func mayConform(_ chain: Chain) -> Bool {
    var record = chain.first
    while record >= 0 {
      if declaresConformance(records[Int(record)].unretained.declaration) { return true }
      record = records[Int(record)].next
    }
    return false
  }

  /// Whether `conformances(declaredBy:)` of the declaration is not empty, without building it.
  private func declaresConformance(_ declaration: Declaration) -> Bool {
    let inheritance = declaration.inheritance
    for position in inheritance.indices where conformances(ofInherited: inheritance[position].text) != nil {
      return true
    }
    let attributes = declaration.attributes
    for position in attributes.indices where schemaMacroNames.mayContain(attributes[position].name) {
      if AppIntentsProtocol.schemaMacros[AppIntentsProtocol.withoutModule(attributes[position].name)] != nil
        && attributes[position].argument("schema") != nil
      {
        return true
      }
    }
    return false
  }

  /// Distinct names in `String` order. For ASCII names (the usual case) the order is that of
  /// their bytes, so names are compared by their first 24 bytes as integers first, and in full
  /// only when those tie — several times cheaper than sorting the strings.
  static func sorted(_ names: [String]) -> [String] {
    sortedOrder(names).map { names[$0] }
  }

  /// The positions of `names` in the order of `sorted(_:)`.
  static func sortedOrder(_ names: [String]) -> [Int] {
    var keys: [SortKey] = []
    keys.reserveCapacity(names.count)
    for name in names {
      guard let key = sortKey(name) else { return names.indices.sorted { names[$0] < names[$1] } }
      keys.append(key)
    }
    return sortedOrder(keys: keys) { names[$0] < names[$1] }
  }

  /// The positions of names in order, given their keys, and the order of two names whose keys tie.
  private static func sortedOrder(keys: [SortKey], tie: (Int, Int) -> Bool) -> [Int] {
    var order = Array(keys.indices)
    order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : tie($0, $1) }
    return order
  }

  /// The first 24 bytes of an ASCII name as three big-endian integers, zeros past its end. For
  /// names without NUL bytes, keys compare as the names' first 24 bytes do.
  struct SortKey: Comparable {
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

    static func < (lhs: SortKey, rhs: SortKey) -> Bool { lhs.words < rhs.words }
    static func == (lhs: SortKey, rhs: SortKey) -> Bool { lhs.words == rhs.words }
  }

  /// The sort key of a name, or `nil` if the name is not ASCII or has a NUL byte. Eight bytes at
  /// a time: each word of the name (zeros past its end) is checked and, among the first three,
  /// kept byte-swapped.
  static func sortKey(_ name: String) -> SortKey? {
    var name = name
    return name.withUTF8 { bytes -> SortKey? in
      guard let base = bytes.baseAddress else { return SortKey() }
      var key = SortKey()
      var index = 0
      while index < bytes.count {
        let length = min(8, bytes.count - index)
        let word = paddedWord(base + index, count: length)
        // Not ASCII, or a NUL among the name's own bytes (the padding is zeros by design).
        let own: UInt64 = length == 8 ? ~0 : (1 << UInt64(8 * length)) - 1
        let nonZeroLanes = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word
        guard word & 0x8080_8080_8080_8080 == 0, (~nonZeroLanes & 0x8080_8080_8080_8080) & own == 0 else {
          return nil
        }
        switch index / 8 {
        case 0: key.words.0 = word.byteSwapped
        case 1: key.words.1 = word.byteSwapped
        case 2: key.words.2 = word.byteSwapped
        default: break
        }
        index += 8
      }
      return key
    }
  }

  /// Calls `body` with each separate declaration of a type, with all the type's extensions. A
  /// type declared once gives one group; a type declared in several `#if` branches gives one
  /// group per branch. Groups are handed over one at a time rather than in a list of lists, an
  /// array more for every type.
  func forEachDeclarationGroup(of type: IndexedType, _ body: ([Site]) -> Void) {
    // The chains alone: the entry copied whole would retain its name, mostly out of the cache.
    let types = entries[type.entry].types
    let extensions = entries[type.entry].extensions
    let name = type.name
    // Most types are declared once, without extensions: one site, no lists to put together.
    if types.count + extensions.count == 1 {
      body([site(types.isEmpty ? extensions.first : types.first, name: name)])
      return
    }
    let declared = ordered(sites(of: types, name: name))
    let extended = ordered(sites(of: extensions, name: name))
    guard declared.count > 1 else { return body(declared + extended) }
    for site in declared { body([site] + extended) }
  }

  private func ordered(_ sites: [Site]) -> [Site] {
    sites.count > 1 ? sites.sorted(by: Self.siteOrder) : sites
  }

  static func siteOrder(_ lhs: Site, _ rhs: Site) -> Bool {
    (lhs.file.source.path, lhs.declaration.range.lowerBound) < (rhs.file.source.path, rhs.declaration.range.lowerBound)
  }

  /// The App Intents protocols one declaration declares.
  func conformances(declaredBy site: Site) -> ImpliedConformances {
    var result = ImpliedConformances()
    let inheritance = site.declaration.inheritance
    for position in inheritance.indices {
      guard let implied = conformances(ofInherited: inheritance[position].text) else { continue }
      // Usually the only conformance found: its value is shared, not rebuilt.
      result.formUnion(implied)
    }
    let attributes = site.declaration.attributes
    for position in attributes.indices where schemaMacroNames.mayContain(attributes[position].name) {
      guard let role = AppIntentsProtocol.schemaMacros[AppIntentsProtocol.withoutModule(attributes[position].name)],
        attributes[position].argument("schema") != nil,
        let implied = AppIntentsProtocol.implied[AppIntentsProtocol.baseProtocol(of: role)]
      else { continue }
      result.formUnion(implied)
    }
    return result
  }

  /// The App Intents protocols an inheritance clause entry implies, or `nil` if none: a
  /// recognized protocol with those it refines, or one of the target's protocols that refines
  /// recognized ones.
  private func conformances(ofInherited written: String) -> ImpliedConformances? {
    conformanceTable.conformances(ofInherited: written)
  }

  /// The App Intents conformances of a type's declarations (`sites`), and those among them that
  /// only some declarations provide under conditions — `#if` branches, or `@available(…)` on the
  /// declaring extension — with those conditions. Conditions are relative to the type's own
  /// declaration: a type inside `#if` carries that in its location.
  func conformanceSummary(of sites: [Site]) -> (all: ImpliedConformances, conditional: [ConditionalConformance]) {
    // Most types are declared once, without extensions: nothing can be conditional.
    if sites.count == 1 { return (conformances(declaredBy: sites[0]), []) }
    let provided = sites.map { conformances(declaredBy: $0) }
    let all = provided.reduce(into: ImpliedConformances()) { $0.formUnion($1) }
    guard sites.count > 1, !all.isEmpty else { return (all, []) }
    var unconditional: Set<String> = []
    var conditional: [String: [[String]]] = [:]
    let baseline = SourceReader.render(sites[0].declaration.conditions)
    for (site, provides) in zip(sites, provided) where !provides.isEmpty {
      let own = SourceReader.render(site.declaration.conditions)
      var conditions = own.starts(with: baseline) ? Array(own.dropFirst(baseline.count)) : own
      if site.declaration.kind == .extension {
        conditions += site.declaration.attributes.filter { $0.name == "available" }.map { site.reader.text($0.range) }
      }
      if conditions.isEmpty {
        unconditional.formUnion(provides.names)
      } else {
        for name in provides.names { conditional[name, default: []].append(conditions) }
      }
    }
    let onlyConditional = conditional.keys.filter { !unconditional.contains($0) }.sorted()
    return (all, onlyConditional.map { ConditionalConformance(protocolName: $0, conditions: conditional[$0] ?? []) })
  }

  /// What each of the target's protocols refines among the recognized App Intents protocols,
  /// following the target's protocols it inherits from (cycles included), in entry order.
  private func resolveProtocols() -> [(name: String, implied: Set<String>)] {
    let positions = entries.indices.filter { !entries[$0].protocols.isEmpty }
    var node: [Int: Int] = [:]
    for (number, position) in positions.enumerated() { node[position] = number }
    var own = Array(repeating: Set<String>(), count: positions.count)
    var successors = Array(repeating: [Int](), count: positions.count)
    for (number, position) in positions.enumerated() {
      // A protocol of the target named like an App Intents protocol is read as that protocol.
      if let implied = AppIntentsProtocol.namesImplied(by: entryNames[position]) {
        own[number] = implied
        continue
      }
      var record = entries[position].protocols.first
      while record >= 0 {
        let inheritance = records[Int(record)].unretained.declaration.inheritance
        for index in inheritance.indices {
          let inherited = Self.baseName(of: inheritance[index].text)
          if let implied = AppIntentsProtocol.namesImplied(by: inherited) {
            own[number].formUnion(implied)
          } else if let entry = entryIndex(named: inherited), let successor = node[entry] {
            successors[number].append(successor)
          }
        }
        record = records[Int(record)].next
      }
    }
    let resolved = InheritedUnion.resolve(own: own, successors: successors)
    return positions.indices.map { (entryNames[positions[$0]], resolved[$0]) }
  }
}
