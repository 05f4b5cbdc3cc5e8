import IntentModel
import SwiftScan

/// Finds intents, entities, queries and enums of a model by name in constant time: the exact (dotted)
/// name, else the only definition with that bare name (`NoteEntity?` → `App.NoteEntity`).
/// Build it once per rule run; looking names up by scanning the model made rules quadratic.
public struct ModelLookup: Sendable {
  /// The kinds of definition the lookup finds.
  public enum Kind: Sendable {
    case intent, entity, query, appEnum
  }

  /// Definitions of one kind and their positions by name. Positions rather than copies: a
  /// definition is a large value, and copying it into dictionaries (and again on every resize)
  /// cost more than the lookups.
  ///
  /// Most definitions are top-level types, whose name is its own bare name: one dictionary entry
  /// serves both lookups (hashing the names is most of the cost of building the table).
  private struct Table<Definition: Sendable>: Sendable {
    /// What is known of one bare name.
    struct BareName: Sendable {
      /// The first definition whose full name is this bare name (a top-level type), or -1.
      var exact = -1
      /// A definition with this bare name; the only one unless `isShared`.
      var some = -1
      var isShared = false
    }

    let definitions: [Definition]
    var byBareName: [String: BareName] = [:]
    /// The first definition of each full name that is not its own bare name (`TrailEntity.Query`).
    var qualified: [String: Int] = [:]
    /// The bare names several definitions share, with those definitions' positions, ascending.
    var shared: [String: [Int]] = [:]

    init(_ definitions: [Definition], name: (Definition) -> String) {
      self.definitions = definitions
      byBareName.reserveCapacity(definitions.count)
      // Backwards, so that the first of two definitions with one full name is the one kept.
      for position in definitions.indices.reversed() {
        let full = name(definitions[position])
        let short = ModelLookup.bareName(full)
        let isTopLevel = short == full
        if !isTopLevel { qualified[full] = position }
        if let previous = Self.add(position, isTopLevel: isTopLevel, to: &byBareName[short, default: BareName()]) {
          shared[short, default: [previous]].append(position)
        }
      }
      shared = shared.mapValues { $0.reversed() }
    }

    /// Records `position` under its bare name; returns the definition that had it already, if any.
    private static func add(_ position: Int, isTopLevel: Bool, to entry: inout BareName) -> Int? {
      if isTopLevel { entry.exact = position }
      let previous = entry.some
      entry.some = position
      guard previous >= 0 else { return nil }
      entry.isShared = true
      return previous
    }

    func find(_ written: String) -> Definition? {
      position(of: written).map { definitions[$0] }
    }

    /// The definition named exactly `written` (without optionality), else the only one with its bare name.
    func position(of written: String) -> Int? {
      let name = ModelLookup.withoutOptionality(written)
      if !qualified.isEmpty, let position = qualified[name] { return position }
      if let entry = byBareName[name], entry.exact >= 0 { return entry.exact }
      guard let entry = byBareName[ModelLookup.bareName(written)], !entry.isShared else { return nil }
      return entry.some
    }
  }

  private let intents: Table<IntentDefinition>
  private let entities: Table<EntityDefinition>
  private let enums: Table<EnumDefinition>
  private let queries: Table<QueryDefinition>

  public init(_ model: AppIntentsModel) {
    intents = Table(model.intents, name: \.name)
    entities = Table(model.entities, name: \.name)
    enums = Table(model.enums, name: \.name)
    queries = Table(model.queries, name: \.name)
  }

  public func intent(named name: String) -> IntentDefinition? { intents.find(name) }
  public func entity(named name: String) -> EntityDefinition? { entities.find(name) }
  public func appEnum(named name: String) -> EnumDefinition? { enums.find(name) }
  public func query(named name: String) -> QueryDefinition? { queries.find(name) }

  /// Whether `entity(named:)` finds an entity, without copying it (a definition is a large value).
  public func hasEntity(named name: String) -> Bool { entities.position(of: name) != nil }
  /// Whether `appEnum(named:)` finds an enum, without copying it.
  public func hasEnum(named name: String) -> Bool { enums.position(of: name) != nil }

  /// The bare names that several definitions of `kind` share (which `…(named:)` cannot resolve),
  /// with the positions of those definitions in the model's list of that kind, in model order.
  public func sharedBareNames(_ kind: Kind) -> [String: [Int]] {
    switch kind {
    case .intent: intents.shared
    case .entity: entities.shared
    case .query: queries.shared
    case .appEnum: enums.shared
    }
  }

  /// `type` without the `?`, `!` and spaces that end it (`NoteEntity? ` → `NoteEntity`).
  static func withoutOptionality(_ type: String) -> String {
    let utf8 = type.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex {
      let before = utf8.index(before: end)
      let byte = utf8[before]
      guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: " ") else {
        // A non-ASCII byte may end a character that the trimmed byte belonged to: trim characters.
        if byte >= 0x80 && end != utf8.endIndex { break }
        return end == utf8.endIndex ? type : String(type[..<end])
      }
      end = before
    }
    if end == utf8.startIndex { return "" }
    var trimmed = Substring(type)
    while let last = trimmed.last, last == "?" || last == "!" || last == " " { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }

  /// The last component of a dotted type name, without optionality or module selectors
  /// (`App.NoteEntity?`, `App::NoteEntity` → `NoteEntity`).
  /// Apple keys actions, entities, queries and enums by it, so two nested `Query` types collide.
  public static func bareName(_ type: String) -> String {
    // Most names (top-level types) are their own bare name: no dot, nothing to trim.
    var bytes = type
    let isBare = bytes.withUTF8 { bytes in
      guard let last = bytes.last, last != UInt8(ascii: "?") && last != UInt8(ascii: "!") && last != UInt8(ascii: " "),
        bytes[0] != UInt8(ascii: " ")
      else { return false }
      return !bytes.contains(UInt8(ascii: ".")) && !bytes.contains(UInt8(ascii: ":"))
    }
    if isBare { return type }
    // `AppIntents::IndexedEntityQuery`: a module selector is no part of the name.
    let unselected = TypeSyntax.removingModuleSelectors(from: type)
    if unselected != type { return bareName(unselected) }
    if let bare = asciiBareName(type) { return bare }
    var name = Substring(type)
    while let last = name.last, last == "?" || last == "!" || last == " " { name = name.dropLast() }
    while let first = name.first, first == " " { name = name.dropFirst() }
    return String(name.split(separator: ".").last ?? name)
  }

  /// `bareName(_:)` on bytes for an ASCII name (else `nil`), where every character is one byte.
  static func asciiBareName(_ type: String) -> String? {
    var type = type
    return type.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var end = bytes.count
      while end > 0
        && (bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!")
          || bytes[end - 1] == UInt8(ascii: " "))
      {
        end -= 1
      }
      var start = 0
      while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
      // The last non-empty component between dots; the whole name when there is none.
      var componentEnd = end
      while componentEnd > start && bytes[componentEnd - 1] == UInt8(ascii: ".") { componentEnd -= 1 }
      guard componentEnd > start else { return String(decoding: bytes[start..<end], as: UTF8.self) }
      var componentStart = componentEnd
      while componentStart > start && bytes[componentStart - 1] != UInt8(ascii: ".") { componentStart -= 1 }
      return String(decoding: bytes[componentStart..<componentEnd], as: UTF8.self)
    }
  }
}
