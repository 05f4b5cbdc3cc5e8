import IntentModel

/// Finds intents, entities, queries and enums of a model by name in constant time: the exact (dotted)
/// name, else the only definition with that bare name (`NoteEntity?` → `App.NoteEntity`).
/// Build it once per rule run; looking names up by scanning the model made rules quadratic.
public struct ModelLookup: Sendable {
  private struct Table<Definition: Sendable>: Sendable {
    var exact: [String: Definition] = [:]
    var bare: [String: Definition] = [:]
    var ambiguousBare: Set<String> = []

    init(_ definitions: [Definition], name: (Definition) -> String) {
      for definition in definitions {
        let full = name(definition)
        if exact[full] == nil { exact[full] = definition }
        let short = ModelLookup.bareName(full)
        if bare[short] != nil { ambiguousBare.insert(short) } else { bare[short] = definition }
      }
    }

    func find(_ written: String) -> Definition? {
      var trimmed = Substring(written)
      while let last = trimmed.last, last == "?" || last == "!" || last == " " { trimmed = trimmed.dropLast() }
      if let definition = exact[String(trimmed)] { return definition }
      let short = ModelLookup.bareName(written)
      return ambiguousBare.contains(short) ? nil : bare[short]
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

  /// The last component of a dotted type name, without optionality (`App.NoteEntity?` → `NoteEntity`).
  /// Apple keys actions, entities, queries and enums by it, so two nested `Query` types collide.
  public static func bareName(_ type: String) -> String {
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
