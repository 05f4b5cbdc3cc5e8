import IntentModel

/// Finds intents, entities, queries and enums of a model by name in constant time: the exact (dotted)
/// name, else the only definition with that bare name (`NoteEntity?` → `App.NoteEntity`).
/// Build it once per rule run; looking names up by scanning the model made rules quadratic.
public struct ModelLookup: Sendable {
  /// Definitions of one kind and their positions by exact and by bare name. Positions rather
  /// than copies: a definition is a large value, and copying it into two dictionaries (and again
  /// on every resize) cost more than the lookups.
  private struct Table<Definition: Sendable>: Sendable {
    let definitions: [Definition]
    var exact: [String: Int] = [:]
    /// The position of the only definition with a bare name; `nil` when two share it.
    var bare: [String: Int?] = [:]

    init(_ definitions: [Definition], name: (Definition) -> String) {
      self.definitions = definitions
      exact.reserveCapacity(definitions.count)
      bare.reserveCapacity(definitions.count)
      // Backwards, so that the first of two definitions with one exact name is the one kept.
      for position in definitions.indices.reversed() {
        let full = name(definitions[position])
        exact[full] = position
        let short = ModelLookup.bareName(full)
        if bare.updateValue(position, forKey: short) != nil { bare[short] = .some(nil) }
      }
    }

    func find(_ written: String) -> Definition? {
      position(of: written).map { definitions[$0] }
    }

    func position(of written: String) -> Int? {
      if let position = exact[ModelLookup.withoutOptionality(written)] { return position }
      return bare[ModelLookup.bareName(written)] ?? nil
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

  /// The last component of a dotted type name, without optionality (`App.NoteEntity?` → `NoteEntity`).
  /// Apple keys actions, entities, queries and enums by it, so two nested `Query` types collide.
  public static func bareName(_ type: String) -> String {
    // Most names (top-level types) are their own bare name: no dot, nothing to trim.
    var bytes = type
    let isBare = bytes.withUTF8 { bytes in
      guard let last = bytes.last, last != UInt8(ascii: "?") && last != UInt8(ascii: "!") && last != UInt8(ascii: " "),
        bytes[0] != UInt8(ascii: " ")
      else { return false }
      return !bytes.contains(UInt8(ascii: "."))
    }
    if isBare { return type }
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
