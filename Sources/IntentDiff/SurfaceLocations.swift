import IntentEmit
import IntentModel

/// Where each element of a surface is declared, by the subject names the diff uses (`Intent`,
/// `Intent.parameter`, `Entity`, `Query`, `Query.property`, `Enum`, `Enum.case`, and a phrase's
/// `Provider.Intent "text"`), so that a change can be shown at the code it is about.
///
/// Kept apart from `IntentSurface` on purpose: moving code is not a change of the surface.
public struct SurfaceLocations: Sendable {
  private var table: [String: ModelLocation] = [:]

  /// No locations (a lock file records none).
  public init() {}

  /// The locations of a model's elements. The first declaration of a name wins, as in the surface.
  public init(model: AppIntentsModel) {
    for intent in model.intents {
      record(intent.name, intent.location)
      for parameter in intent.parameters { record(intent.name + "." + parameter.name, parameter.location) }
    }
    for entity in model.entities { record(entity.name, entity.location) }
    for query in model.queries {
      record(query.name, query.location)
      for property in query.properties { record(query.name + "." + property.name, property.location) }
    }
    for definition in model.enums {
      record(definition.name, definition.location)
      for element in definition.cases { record(definition.name + "." + element.name, element.location) }
    }
    for provider in model.shortcutProviders {
      for shortcut in provider.shortcuts {
        for case .string(let text) in shortcut.phrases {
          let phrase = IntentSurface.Phrase(provider: provider.name, intent: shortcut.intent ?? "", text: text)
          record(phrase.subject, shortcut.location)
        }
      }
    }
  }

  /// The locations a manifest written by `intentgen extract` records.
  public init(manifest: JSONValue) {
    func location(_ element: JSONValue) -> ModelLocation? {
      guard let path = element["location"]?["path"]?.stringValue, let line = element["location"]?["line"]?.intValue
      else { return nil }
      return ModelLocation(path: path, line: line, column: element["location"]?["column"]?.intValue ?? 1)
    }
    var table: [String: ModelLocation] = [:]
    func record(_ subject: String, _ location: ModelLocation) {
      if table[subject] == nil { table[subject] = location }
    }
    func recordEach(_ elements: String, in object: JSONValue, prefix: String) {
      for element in object[elements]?.arrayValue ?? [] {
        if let name = element["name"]?.stringValue, let found = location(element) { record(prefix + name, found) }
      }
    }
    for intent in manifest["intents"]?.arrayValue ?? [] {
      guard let name = intent["name"]?.stringValue else { continue }
      if let found = location(intent) { record(name, found) }
      recordEach("parameters", in: intent, prefix: name + ".")
    }
    recordEach("entities", in: manifest, prefix: "")
    for query in manifest["queries"]?.arrayValue ?? [] {
      guard let name = query["name"]?.stringValue else { continue }
      if let found = location(query) { record(name, found) }
      recordEach("properties", in: query, prefix: name + ".")
    }
    for definition in manifest["enums"]?.arrayValue ?? [] {
      guard let name = definition["name"]?.stringValue else { continue }
      if let found = location(definition) { record(name, found) }
      recordEach("cases", in: definition, prefix: name + ".")
    }
    for provider in manifest["shortcutProviders"]?.arrayValue ?? [] {
      guard let providerName = provider["name"]?.stringValue else { continue }
      for shortcut in provider["shortcuts"]?.arrayValue ?? [] {
        guard let found = location(shortcut) else { continue }
        let intent = shortcut["intent"]?.stringValue ?? ""
        for case .string(let text) in shortcut["phrases"]?.arrayValue ?? [] {
          record(IntentSurface.Phrase(provider: providerName, intent: intent, text: text).subject, found)
        }
      }
    }
    self.table = table
  }

  private mutating func record(_ subject: String, _ location: ModelLocation) {
    if table[subject] == nil { table[subject] = location }
  }

  /// Where the element named `subject` is.
  public subscript(subject: String) -> ModelLocation? { table[subject] }

  /// Where to show `change`: at the element, or — for a parameter, query property or enum case
  /// that no longer exists — at the intent, query or enum that had it.
  public func location(of change: SurfaceChange) -> ModelLocation? {
    if let found = table[change.subject] { return found }
    switch change.kind {
    case .parameter, .queryProperty, .case:
      guard let dot = change.subject.lastIndex(of: ".") else { return nil }
      return table[String(change.subject[..<dot])]
    default:
      return nil
    }
  }
}
