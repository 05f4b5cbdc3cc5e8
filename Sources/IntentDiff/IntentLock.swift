import IntentEmit

/// The lock file (`intents.lock.json`): the App Intents surface a release shipped, committed so
/// later changes can be compared with it, and the ids of breaking changes that were made on
/// purpose (`acknowledged`), which are not reported again.
///
/// The file is small, sorted, diff-friendly JSON:
///
/// ```json
/// {
///   "acknowledged": ["parameter:renamed:CreateNoteIntent.title->CreateNoteIntent.noteTitle"],
///   "entities": {"NoteEntity": {"identifierType": "UUID", "title": "Note"}},
///   "enums": {"Priority": {"cases": {"high": {"rawValue": "high", "title": "High"}}, "rawType": "String", "title": "Priority"}},
///   "formatVersion": 1,
///   "intents": {"CreateNoteIntent": {"behavior": {"discoverable": true, "opensApp": false, "output": "NoteEntity"},
///               "parameters": {"noteTitle": {"required": true, "title": "Title", "type": "String"}}, "title": "Create Note"}},
///   "module": "FieldNotes",
///   "phrases": [{"intent": "CreateNoteIntent", "provider": "FieldNotesShortcuts", "text": "New ${applicationName} note"}],
///   "queries": {"NoteEntityQuery": {"entity": "NoteEntity"},
///               "TaskQuery": {"entity": "TaskEntity", "properties": {"title": ["ContainsComparator"]}, "sortingOptions": ["due"]}}
/// }
/// ```
///
/// Absent values are left out rather than written as `null`.
public struct IntentLock: Hashable, Sendable {
  /// The lock format's version; raised when its shape changes incompatibly.
  public static let formatVersion = 1

  public var surface: IntentSurface
  /// Ids of changes (`SurfaceChange.id`) accepted on purpose, sorted and without duplicates.
  public var acknowledged: [String]

  public init(surface: IntentSurface, acknowledged: [String] = []) {
    self.surface = surface
    self.acknowledged = Array(Set(acknowledged)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Why a lock file could not be read.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
      self.message = message
    }

    public var description: String { message }
  }

  /// The lock for `surface` that replaces `previous`: the previous acknowledgements are kept, and
  /// the breaking changes from the previous surface to this one are acknowledged — writing the
  /// lock is the deliberate act, and the lock file's diff in review shows what was accepted.
  public static func updating(_ previous: IntentLock?, to surface: IntentSurface) -> IntentLock {
    guard let previous else { return IntentLock(surface: surface) }
    let accepted = SurfaceDiff.changes(from: previous.surface, to: surface).filter { $0.severity == .breaking }
    return IntentLock(surface: surface, acknowledged: previous.acknowledged + accepted.map(\.id))
  }

  // MARK: - Writing

  /// The lock file's text: pretty JSON, sorted keys, a trailing newline.
  public var text: String { encoded.serialized(.pretty) + "\n" }

  /// The lock as a JSON value.
  public var encoded: JSONValue {
    func optional(_ object: inout [String: JSONValue], _ key: String, _ value: String?) {
      if let value { object[key] = .string(value) }
    }
    var intents: [String: JSONValue] = [:]
    for (name, intent) in surface.intents {
      var parameters: [String: JSONValue] = [:]
      for (parameterName, parameter) in intent.parameters {
        var object: [String: JSONValue] = ["required": .bool(parameter.isRequired)]
        optional(&object, "type", parameter.type)
        optional(&object, "title", parameter.title)
        parameters[parameterName] = .object(object)
      }
      var object: [String: JSONValue] = ["parameters": .object(parameters)]
      optional(&object, "title", intent.title)
      if let behavior = intent.behavior {
        var recorded: [String: JSONValue] = [
          "opensApp": .bool(behavior.opensApp), "discoverable": .bool(behavior.isDiscoverable),
        ]
        optional(&recorded, "output", behavior.output)
        optional(&recorded, "authenticationPolicy", behavior.authenticationPolicy)
        optional(&recorded, "intentClassName", behavior.intentClassName)
        object["behavior"] = .object(recorded)
      }
      intents[name] = .object(object)
    }
    var entities: [String: JSONValue] = [:]
    for (name, entity) in surface.entities {
      var object: [String: JSONValue] = [:]
      optional(&object, "title", entity.title)
      optional(&object, "identifierType", entity.identifierType)
      entities[name] = .object(object)
    }
    var queries: [String: JSONValue] = [:]
    for (name, query) in surface.queries {
      var object: [String: JSONValue] = [:]
      optional(&object, "entity", query.entity)
      // Only a property query has these: other queries' entries stay as they were.
      if !query.properties.isEmpty {
        object["properties"] = .object(query.properties.mapValues { .array($0.sorted().map(JSONValue.string)) })
      }
      if !query.sortingOptions.isEmpty {
        object["sortingOptions"] = .array(query.sortingOptions.sorted().map(JSONValue.string))
      }
      queries[name] = .object(object)
    }
    var enums: [String: JSONValue] = [:]
    for (name, definition) in surface.enums {
      var cases: [String: JSONValue] = [:]
      for (caseName, enumCase) in definition.cases {
        var object: [String: JSONValue] = [:]
        optional(&object, "rawValue", enumCase.rawValue)
        optional(&object, "title", enumCase.title)
        cases[caseName] = .object(object)
      }
      var object: [String: JSONValue] = ["cases": .object(cases)]
      optional(&object, "title", definition.title)
      optional(&object, "rawType", definition.rawType)
      enums[name] = .object(object)
    }
    let phrases = surface.phrases.sorted().map { phrase -> JSONValue in
      ["provider": .string(phrase.provider), "intent": .string(phrase.intent), "text": .string(phrase.text)]
    }
    return .object([
      "formatVersion": .int(Self.formatVersion), "module": .string(surface.module),
      "acknowledged": .array(acknowledged.map(JSONValue.string)), "intents": .object(intents),
      "entities": .object(entities), "queries": .object(queries), "enums": .object(enums), "phrases": .array(phrases),
    ])
  }

  // MARK: - Reading

  /// Reads a lock file's text.
  public init(bytes: [UInt8]) throws(Failure) {
    let json: JSONValue
    do {
      json = try JSONDocument.parse(bytes)
    } catch {
      throw Failure("not a lock file: " + error.message)
    }
    try self.init(json: json)
  }

  /// Reads a lock file's JSON value.
  public init(json: JSONValue) throws(Failure) {
    guard let version = json["formatVersion"]?.intValue, json["intents"]?.objectValue != nil else {
      throw Failure("not an intentgen lock file: no 'formatVersion' or 'intents'")
    }
    guard version <= Self.formatVersion else {
      throw Failure("lock file format version \(version) is newer than this intentgen reads (\(Self.formatVersion))")
    }
    try Self.checkShape(json)
    var surface = IntentSurface(module: json["module"]?.stringValue ?? "")
    for (name, intent) in json["intents"]?.objectValue ?? [:] {
      var parameters: [String: IntentSurface.Parameter] = [:]
      for (parameterName, parameter) in intent["parameters"]?.objectValue ?? [:] {
        parameters[parameterName] = IntentSurface.Parameter(
          type: parameter["type"]?.stringValue,
          title: parameter["title"]?.stringValue,
          isRequired: parameter["required"] == .bool(true)
        )
      }
      // Lock files written before behaviors were recorded have none: nothing to compare.
      let behavior = intent["behavior"].map { recorded in
        IntentSurface.Behavior(
          output: recorded["output"]?.stringValue,
          opensApp: recorded["opensApp"] == .bool(true),
          isDiscoverable: recorded["discoverable"] != .bool(false),
          authenticationPolicy: recorded["authenticationPolicy"]?.stringValue,
          intentClassName: recorded["intentClassName"]?.stringValue
        )
      }
      surface.intents[name] = IntentSurface.Intent(
        title: intent["title"]?.stringValue,
        parameters: parameters,
        behavior: behavior
      )
    }
    for (name, entity) in json["entities"]?.objectValue ?? [:] {
      surface.entities[name] = IntentSurface.Entity(
        title: entity["title"]?.stringValue,
        identifierType: entity["identifierType"]?.stringValue
      )
    }
    for (name, query) in json["queries"]?.objectValue ?? [:] {
      surface.queries[name] = IntentSurface.Query(
        entity: query["entity"]?.stringValue,
        properties: (query["properties"]?.objectValue ?? [:]).mapValues {
          Set(($0.arrayValue ?? []).compactMap(\.stringValue))
        },
        sortingOptions: Set((query["sortingOptions"]?.arrayValue ?? []).compactMap(\.stringValue))
      )
    }
    for (name, definition) in json["enums"]?.objectValue ?? [:] {
      var cases: [String: IntentSurface.Case] = [:]
      for (caseName, enumCase) in definition["cases"]?.objectValue ?? [:] {
        cases[caseName] = IntentSurface.Case(
          rawValue: enumCase["rawValue"]?.stringValue,
          title: enumCase["title"]?.stringValue
        )
      }
      surface.enums[name] = IntentSurface.Enum(
        title: definition["title"]?.stringValue,
        rawType: definition["rawType"]?.stringValue,
        cases: cases
      )
    }
    for phrase in json["phrases"]?.arrayValue ?? [] {
      guard let provider = phrase["provider"]?.stringValue, let text = phrase["text"]?.stringValue else { continue }
      surface.phrases.insert(
        IntentSurface.Phrase(provider: provider, intent: phrase["intent"]?.stringValue ?? "", text: text)
      )
    }
    var acknowledged: [String] = []
    for entry in json["acknowledged"]?.arrayValue ?? [] {
      guard let id = entry.stringValue else {
        throw Failure("'acknowledged' lists change IDs (strings), found \(entry.serialized(.compact))")
      }
      acknowledged.append(id)
    }
    self.init(surface: surface, acknowledged: acknowledged)
  }

  /// Fails on a section of the wrong JSON type, which a hand edit makes (`"acknowledged": "id"`
  /// instead of a list): read leniently, it would be ignored and its changes reported again.
  private static func checkShape(_ json: JSONValue) throws(Failure) {
    for key in ["intents", "entities", "queries", "enums"] {
      guard let section = json[key] else { continue }
      guard let entries = section.objectValue else {
        throw Failure("'\(key)' is an object of names, found \(section.serialized(.compact).prefix(60))")
      }
      for (name, entry) in entries where entry.objectValue == nil {
        throw Failure("'\(key)' entry '\(name)' is an object, found \(entry.serialized(.compact).prefix(60))")
      }
    }
    for key in ["acknowledged", "phrases"] {
      if let section = json[key], section.arrayValue == nil {
        throw Failure("'\(key)' is a list, found \(section.serialized(.compact).prefix(60))")
      }
    }
  }
}
