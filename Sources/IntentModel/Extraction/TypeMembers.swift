import SwiftScan

/// The members of one type gathered from its declaration and all its extensions, each with the
/// reader of the file it is in.
struct TypeMembers {
  /// One member declaration, with its file's reader and the site it was found in.
  ///
  /// A plain value that counts no references: its declaration is kept by the site declaration
  /// whose member it is, and its reader by that site. Valid only while the `TypeMembers` that
  /// made it lives (members are read while a type is extracted, never kept). Storing and dropping
  /// a member of every type would otherwise count two references each, on declarations mostly
  /// out of the cache.
  struct Member {
    let unretained: Declaration.Unretained
    unowned(unsafe) let reader: SourceReader
    /// The index of the member's site in `sites`.
    let site: Int32
    /// The declaration's kind, read when the member is gathered: walks over members test it first.
    let kind: DeclarationKind
    /// Whether the member is `static` or `class`.
    let isStatic: Bool

    var declaration: Declaration { unretained.declaration }
    var attributes: [Attribute] { unretained.attributes }
    var bindings: [PatternBinding] { unretained.bindings }
  }

  let name: String
  let sites: [TypeIndex.Site]
  let members: [Member]
  /// The `@available` attributes around each site's members (the enclosing types' and the
  /// site's own), by site; empty when no site has any, as is usual.
  private let siteAvailability: [[String]]
  /// Each property's bound name and its index in `members`, so that looking up a property does
  /// not walk (and copy) every member. A list: types have few properties.
  private let propertyIndices: [(name: String, member: Int)]

  init(name: String, sites: [TypeIndex.Site]) {
    self.name = name
    self.sites = sites
    var members: [Member] = []
    var indices: [(name: String, member: Int)] = []
    // Every member's kind first, in a loop that does nothing else: the members are mostly not in
    // the cache, and this lets the processor fetch several at once, where the main loop would
    // wait for each in turn. (Whether a member is static is read from the same bytes of its box.)
    var memberCount = 0
    var propertyCount = 0
    // By index: a site copied out of the array would count four references.
    for number in sites.indices {
      let declarations = sites[number].declaration.members
      memberCount += declarations.count
      for position in declarations.indices {
        let kind = declarations[position].kind
        if kind == .var || kind == .let { propertyCount += declarations[position].bindings.count }
      }
    }
    members.reserveCapacity(memberCount)
    indices.reserveCapacity(propertyCount)
    var siteAvailability: [[String]] = []
    for number in sites.indices {
      let reader = sites[number].reader
      let available = Self.joined(
        sites[number].enclosingAvailability,
        Self.availability(of: sites[number].declaration, reader: reader)
      )
      if !available.isEmpty && siteAvailability.isEmpty {
        siteAvailability = Array(repeating: [], count: sites.count)
      }
      if !siteAvailability.isEmpty { siteAvailability[number] = available }
      let declarations = sites[number].declaration.members
      for position in declarations.indices {
        // Read in place: a declaration copied out of the array would count a reference.
        let kind = declarations[position].kind
        if kind == .var || kind == .let {
          // By index: reading a binding's name does not copy the binding.
          let bindings = declarations[position].bindings
          for binding in bindings.indices { indices.append((bindings[binding].name, members.count)) }
        }
        members.append(
          Member(
            unretained: declarations[position].unretained,
            reader: reader,
            site: Int32(number),
            kind: kind,
            isStatic: declarations[position].isStatic
          )
        )
      }
    }
    self.members = members
    self.siteAvailability = siteAvailability
    propertyIndices = indices
  }

  /// `outer + inner`, sharing `outer` when `inner` is empty (the usual case) rather than copying it.
  static func joined(_ outer: [String], _ inner: [String]) -> [String] {
    inner.isEmpty ? outer : outer + inner
  }

  static func availability(of declaration: Declaration, reader: SourceReader) -> [String] {
    availability(of: declaration.attributes, reader: reader)
  }

  /// The `@available(…)` attributes among `attributes`, as written.
  static func availability(of attributes: [Attribute], reader: SourceReader) -> [String] {
    // Most attributes are not `@available` (`@Parameter`, `@Property`…): no arrays made for them.
    guard attributes.contains(where: { $0.name.isSpelled("available") }) else { return [] }
    return attributes.filter { $0.name.isSpelled("available") }.map { reader.text($0.range) }
  }

  /// The primary declaration (the type itself, or the first extension if the type is declared elsewhere).
  var primary: TypeIndex.Site? { sites.first }

  var location: ModelLocation {
    guard let primary else { return ModelLocation(path: "", line: 0, column: 0) }
    return primary.reader.location(
      of: primary.declaration.nameRange,
      conditions: primary.declaration.conditions,
      // The primary site's, as gathered with the members: shared rather than made again.
      availability: siteAvailability.first ?? []
    )
  }

  func location(of member: Member, range: Range<Int>? = nil) -> ModelLocation {
    member.reader.location(
      of: range ?? member.unretained.nameRange,
      conditions: member.unretained.conditions,
      availability: Self.joined(
        siteAvailability.isEmpty ? [] : siteAvailability[Int(member.site)],
        Self.availability(of: member.attributes, reader: member.reader)
      )
    )
  }

  /// The first property (`var`/`let`) named `name`, static or not as asked, with its binding.
  func property(named name: String, isStatic: Bool? = nil) -> (Member, PatternBinding)? {
    withProperty(named: name, isStatic: isStatic) { member, bindings, position in (member, bindings[position]) }
  }

  /// `body` applied to the first property named `name` (static or not as asked): its member, its
  /// declaration's bindings and the position of its binding among them. The binding is not
  /// copied out of its array: a binding is copied whole, several hundred bytes with the
  /// references in them.
  private func withProperty<Result>(
    named name: String,
    isStatic: Bool?,
    _ body: (Member, [PatternBinding], Int) -> Result
  ) -> Result? {
    // A declaration in an `#if DEBUG` branch counts only when no other does: ghostty titles its
    // intents "[DEBUG] New Terminal" in debug builds, and the release title is the one people see.
    var debugOnly: (Member, Int)?
    for entry in propertyIndices where entry.name.isSpelled(name) {
      let member = members[entry.member]
      if let isStatic, member.isStatic != isStatic {
        continue
      }
      let bindings = member.bindings
      for position in bindings.indices where bindings[position].name.isSpelled(name) {
        if debugOnly == nil && Self.isDebugOnly(member) {
          debugOnly = (member, position)
          break
        }
        return body(member, bindings, position)
      }
    }
    return debugOnly.map { member, position in body(member, member.bindings, position) }
  }

  /// How many declarations have a property named `name`, static or not.
  func propertyCount(named name: String) -> Int {
    var count = 0
    for entry in propertyIndices where entry.name.isSpelled(name) { count += 1 }
    return count
  }

  /// Every property named `name` (static or not as asked) with its member, the one
  /// `property(named:isStatic:)` finds first: declarations in other `#if` branches follow.
  func properties(named name: String, isStatic: Bool? = nil) -> [(Member, PatternBinding)] {
    var found: [(Member, PatternBinding)] = []
    var debugOnly: [(Member, PatternBinding)] = []
    for entry in propertyIndices where entry.name.isSpelled(name) {
      let member = members[entry.member]
      if let isStatic, member.isStatic != isStatic { continue }
      let bindings = member.bindings
      for position in bindings.indices where bindings[position].name.isSpelled(name) {
        if Self.isDebugOnly(member) {
          debugOnly.append((member, bindings[position]))
        } else {
          found.append((member, bindings[position]))
        }
      }
    }
    return found + debugOnly
  }

  /// Whether a member is declared in an `#if DEBUG` (or `#elseif DEBUG`) branch.
  static func isDebugOnly(_ member: Member) -> Bool {
    member.unretained.conditions.contains { $0.directive != .else && $0.condition == "DEBUG" }
  }

  /// Whether the type has a property named `name`, static or not as asked.
  func hasProperty(named name: String, isStatic: Bool? = nil) -> Bool {
    withProperty(named: name, isStatic: isStatic) { _, _, _ in true } ?? false
  }

  /// The value of the first property named `name` (initializer or getter).
  func propertyValue(_ name: String, isStatic: Bool? = nil) -> ModelValue? {
    let found = withProperty(named: name, isStatic: isStatic) { member, bindings, position in
      member.reader.propertyValue(of: bindings, at: position)
    }
    // No such property, or one whose value cannot be read: `nil` either way.
    return found ?? nil
  }

  /// The type annotation (as written) and the value of the first property named `name`, if any.
  func annotatedPropertyValue(_ name: String, isStatic: Bool? = nil) -> (annotation: String?, value: ModelValue?)? {
    withProperty(named: name, isStatic: isStatic) { member, bindings, position in
      (bindings[position].type?.text, member.reader.propertyValue(of: bindings, at: position))
    }
  }

  /// The first function named `name` that `isMatch` accepts.
  func firstFunction(named name: String, where isMatch: (Declaration) -> Bool) -> Member? {
    members.first { $0.kind == .func && $0.declaration.name.isSpelled(name) && isMatch($0.declaration) }
  }

  /// The schema of `@AppEntity(schema: .photos.asset)`-style macros on the type, without the dot.
  func schema(macros: [String]) -> String? {
    for site in sites {
      for attribute in site.declaration.attributes
      where macros.contains(AppIntentsProtocol.withoutModule(attribute.name)) {
        if let schema = attribute.argument("schema")?.dottedName {
          return schema.hasPrefix(".") ? String(schema.dropFirst()) : schema
        }
      }
    }
    return nil
  }
}
