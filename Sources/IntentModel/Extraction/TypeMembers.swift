import SwiftScan

/// The members of one type gathered from its declaration and all its extensions, each with the
/// reader of the file it is in.
struct TypeMembers {
  /// One member declaration, with what it shares with the other members of its site.
  struct Member {
    var declaration: Declaration
    let site: SiteContext
    /// Whether the member is `static` or `class`.
    let isStatic: Bool

    init(declaration: Declaration, site: SiteContext, isStatic: Bool) {
      self.declaration = declaration
      self.site = site
      self.isStatic = isStatic
    }

    init(declaration: Declaration, reader: SourceReader, availability: [String]) {
      self.init(
        declaration: declaration,
        site: SiteContext(reader: reader, availability: availability),
        isStatic: declaration.isStatic
      )
    }

    var reader: SourceReader { site.reader }
    var availability: [String] { site.availability }
  }

  /// The reader and enclosing `@available` attributes of the members of one site, referred to
  /// once by each member (one reference count per member, not two).
  final class SiteContext {
    let reader: SourceReader
    let availability: [String]

    init(reader: SourceReader, availability: [String]) {
      self.reader = reader
      self.availability = availability
    }
  }

  let name: String
  let sites: [TypeIndex.Site]
  let members: [Member]
  /// Each property's bound name and its index in `members`, so that looking up a property does
  /// not walk (and copy) every member. A list: types have few properties.
  private let propertyIndices: [(name: String, member: Int)]

  init(name: String, sites: [TypeIndex.Site]) {
    self.name = name
    self.sites = sites
    var members: [Member] = []
    var indices: [(name: String, member: Int)] = []
    // Every member's kind first, in a loop that does nothing else: the members are mostly not in
    // the cache, and this lets the processor fetch several at once, where the main loop, with
    // its reference counting, would wait for each in turn. (Whether a member is static is read
    // from the same bytes of its box.)
    var memberCount = 0
    var propertyCount = 0
    for site in sites {
      let declarations = site.declaration.members
      memberCount += declarations.count
      for position in declarations.indices {
        let kind = declarations[position].kind
        if kind == .var || kind == .let { propertyCount += declarations[position].bindings.count }
      }
    }
    members.reserveCapacity(memberCount)
    indices.reserveCapacity(propertyCount)
    for site in sites {
      let reader = site.reader
      let own = Self.availability(of: site.declaration, reader: reader)
      // One array for all the members of the site.
      let context = SiteContext(reader: reader, availability: Self.joined(site.enclosingAvailability, own))
      let declarations = site.declaration.members
      for position in declarations.indices {
        let declaration = declarations[position]
        let kind = declaration.kind
        if kind == .var || kind == .let {
          // By index: reading a binding's name does not copy the binding.
          let bindings = declaration.bindings
          for binding in bindings.indices { indices.append((bindings[binding].name, members.count)) }
        }
        members.append(Member(declaration: declaration, site: context, isStatic: declaration.isStatic))
      }
    }
    self.members = members
    propertyIndices = indices
  }

  /// `outer + inner`, sharing `outer` when `inner` is empty (the usual case) rather than copying it.
  static func joined(_ outer: [String], _ inner: [String]) -> [String] {
    inner.isEmpty ? outer : outer + inner
  }

  static func availability(of declaration: Declaration, reader: SourceReader) -> [String] {
    let attributes = declaration.attributes
    // Most attributes are not `@available` (`@Parameter`, `@Property`…): no arrays made for them.
    guard attributes.contains(where: { $0.name == "available" }) else { return [] }
    return attributes.filter { $0.name == "available" }.map { reader.text($0.range) }
  }

  /// The primary declaration (the type itself, or the first extension if the type is declared elsewhere).
  var primary: TypeIndex.Site? { sites.first }

  var location: ModelLocation {
    guard let primary else { return ModelLocation(path: "", line: 0, column: 0) }
    let reader = primary.reader
    return reader.location(
      of: primary.declaration.nameRange,
      conditions: primary.declaration.conditions,
      availability: Self.joined(
        primary.enclosingAvailability,
        Self.availability(of: primary.declaration, reader: reader)
      )
    )
  }

  func location(of member: Member, range: Range<Int>? = nil) -> ModelLocation {
    member.reader.location(
      of: range ?? member.declaration.nameRange,
      conditions: member.declaration.conditions,
      availability: Self.joined(member.availability, Self.availability(of: member.declaration, reader: member.reader))
    )
  }

  /// The first property (`var`/`let`) named `name`, static or not as asked, with its binding.
  func property(named name: String, isStatic: Bool? = nil) -> (Member, PatternBinding)? {
    for entry in propertyIndices where entry.name == name {
      let member = members[entry.member]
      let declaration = member.declaration
      if let isStatic, member.isStatic != isStatic {
        continue
      }
      let bindings = declaration.bindings
      for position in bindings.indices where bindings[position].name == name { return (member, bindings[position]) }
    }
    return nil
  }

  /// Whether the type has a property named `name`, static or not as asked.
  func hasProperty(named name: String, isStatic: Bool? = nil) -> Bool {
    property(named: name, isStatic: isStatic) != nil
  }

  /// The value of the first property named `name` (initializer or getter).
  func propertyValue(_ name: String, isStatic: Bool? = nil) -> ModelValue? {
    guard let (member, binding) = property(named: name, isStatic: isStatic) else { return nil }
    return member.reader.propertyValue(binding)
  }

  /// The functions named `name`.
  func functions(named name: String) -> [Member] {
    members.filter { $0.declaration.kind == .func && $0.declaration.name == name }
  }

  /// The schema of `@AppEntity(schema: .photos.asset)`-style macros on the type, without the dot.
  func schema(macros: [String]) -> String? {
    for site in sites {
      for attribute in site.declaration.attributes where macros.contains(attribute.name) {
        if let schema = attribute.argument("schema")?.dottedName {
          return schema.hasPrefix(".") ? String(schema.dropFirst()) : schema
        }
      }
    }
    return nil
  }
}
