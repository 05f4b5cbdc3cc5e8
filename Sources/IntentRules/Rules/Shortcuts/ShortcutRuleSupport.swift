import IntentModel

/// Helpers shared by the App Shortcuts rules.
enum ShortcutSupport {
  /// The estimate of values an entity parameter expands to when counting phrases: the entities
  /// the query suggests are known only at run time.
  static let entityExpansionEstimate = 10

  /// The parameter names a normalized phrase interpolates (`${name}`), in order, without
  /// `applicationName`; a name interpolated twice is listed twice.
  static func parameters(in phrase: String) -> [String] {
    tokens(in: phrase).filter { $0 != "applicationName" }
  }

  /// The names of every `${…}` token of a normalized phrase, `applicationName` included, in order.
  static func tokens(in phrase: String) -> [String] {
    if let tokens = asciiTokens(in: phrase) { return tokens }
    var names: [String] = []
    var rest = Substring(phrase)
    while let start = rest.range(of: "${") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "}") else { break }
      names.append(String(rest[..<end]))
      rest = rest[rest.index(after: end)...]
    }
    return names
  }

  /// `tokens(in:)` on bytes for an ASCII phrase (else `nil`), without Foundation's search.
  static func asciiTokens(in phrase: String) -> [String]? {
    var phrase = phrase
    return phrase.withUTF8 { bytes -> [String]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var names: [String] = []
      var position = 0
      while position + 1 < bytes.count {
        guard bytes[position] == UInt8(ascii: "$") && bytes[position + 1] == UInt8(ascii: "{") else {
          position += 1
          continue
        }
        let nameStart = position + 2
        guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
        names.append(String(decoding: bytes[nameStart..<close], as: UTF8.self))
        position = close + 1
      }
      return names
    }
  }

  /// The phrases of a shortcut that are string literals, with their locations.
  static func literalPhrases(_ shortcut: ShortcutDefinition) -> [(text: String, location: ModelLocation)] {
    zip(shortcut.phrases, shortcut.phraseLocations).compactMap { phrase, location in
      guard case .string(let text) = phrase else { return nil }
      return (text, location)
    }
  }

  /// How a shortcut is named in messages: its intent's type.
  static func describe(_ shortcut: ShortcutDefinition) -> String {
    shortcut.intent.map { "the App Shortcut for \($0)" } ?? "this App Shortcut"
  }

  static func intent(named name: String?, in lookup: ModelLookup) -> IntentDefinition? {
    name.flatMap { lookup.intent(named: $0) }
  }

  /// What a phrase parameter's type is.
  enum ParameterKind {
    case entity(EntityDefinition)
    case appEnum(EnumDefinition)
    /// A type that is neither an entity nor an enum of the target (`String`, `[NoteEntity]`).
    case other(String)
  }

  static func kind(of type: String, in lookup: ModelLookup) -> ParameterKind {
    if let entity = lookup.entity(named: type) { return .entity(entity) }
    if let appEnum = lookup.appEnum(named: type) { return .appEnum(appEnum) }
    return .other(type)
  }
}
