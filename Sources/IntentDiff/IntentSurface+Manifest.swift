import IntentEmit

extension IntentSurface {
  /// Why a manifest could not be read as a surface.
  public struct ManifestFailure: Error, Equatable, CustomStringConvertible {
    /// Lowercase, without a path: `not an intentgen manifest: no 'intents' array`.
    public var message: String

    public init(_ message: String) {
      self.message = message
    }

    public var description: String { message }
  }

  /// The surface of a manifest written by `intentgen extract` (`Manifest.encode`). Equal to the
  /// surface of the model the manifest was written from.
  public init(manifest: JSONValue) throws(ManifestFailure) {
    guard manifest.objectValue != nil, manifest["intents"]?.arrayValue != nil else {
      throw ManifestFailure("not an intentgen manifest: no 'intents' array")
    }
    if let value = manifest["formatVersion"] {
      guard let version = value.intValue else {
        throw ManifestFailure("manifest format version \(value.serialized(.compact)) is not a whole number")
      }
      guard version <= Manifest.formatVersion else {
        throw ManifestFailure(
          "manifest format version \(version) is newer than this intentgen reads (\(Manifest.formatVersion))"
        )
      }
    }
    self.init(module: manifest["module"]?.stringValue ?? "")
    for intent in manifest["intents"]?.arrayValue ?? [] {
      guard let name = intent["name"]?.stringValue, intents[name] == nil else { continue }
      var parameters: [String: Parameter] = [:]
      for parameter in intent["parameters"]?.arrayValue ?? [] {
        guard let parameterName = parameter["name"]?.stringValue, parameters[parameterName] == nil else { continue }
        let isOptional = parameter["isOptional"] == .bool(true)
        let hasDefault = parameter["defaultValue"]?.stringValue != nil
        parameters[parameterName] = Parameter(
          type: SurfaceText.parameterType(parameter["type"]?.stringValue),
          title: SurfaceText.of(ManifestValue.decode(parameter["title"])),
          isRequired: !isOptional && !hasDefault
        )
      }
      intents[name] = Intent(
        title: SurfaceText.of(ManifestValue.decode(intent["title"])),
        parameters: parameters,
        behavior: Behavior(
          resultTypes: intent["resultTypes"]?.arrayValue?.compactMap(\.stringValue) ?? [],
          openAppWhenRun: ManifestValue.decode(intent["openAppWhenRun"]),
          isDiscoverable: ManifestValue.decode(intent["isDiscoverable"]),
          authenticationPolicy: ManifestValue.decode(intent["authenticationPolicy"]),
          intentClassName: ManifestValue.decode(intent["intentClassName"])
        )
      )
    }
    for entity in manifest["entities"]?.arrayValue ?? [] {
      guard let name = entity["name"]?.stringValue, entities[name] == nil else { continue }
      entities[name] = Entity(
        title: entity["typeDisplayName"]?.stringValue,
        identifierType: entity["identifierType"]?.stringValue
      )
    }
    for query in manifest["queries"]?.arrayValue ?? [] {
      guard let name = query["name"]?.stringValue, queries[name] == nil else { continue }
      var properties: [String: Set<String>] = [:]
      for property in query["properties"]?.arrayValue ?? [] {
        guard let propertyName = property["name"]?.stringValue else { continue }
        let comparators = (property["comparators"]?.arrayValue ?? []).compactMap(\.stringValue)
        properties[propertyName, default: []].formUnion(comparators)
      }
      let sortingOptions = (query["sortingOptions"]?.arrayValue ?? []).compactMap(\.stringValue)
      queries[name] = Query(
        entity: query["entity"]?.stringValue,
        properties: properties,
        sortingOptions: Set(sortingOptions)
      )
    }
    for definition in manifest["enums"]?.arrayValue ?? [] {
      guard let name = definition["name"]?.stringValue, enums[name] == nil else { continue }
      var cases: [String: Case] = [:]
      for enumCase in definition["cases"]?.arrayValue ?? [] {
        guard let caseName = enumCase["name"]?.stringValue, cases[caseName] == nil else { continue }
        cases[caseName] = Case(rawValue: enumCase["rawValue"]?.stringValue, title: enumCase["title"]?.stringValue)
      }
      enums[name] = Enum(
        title: definition["typeDisplayName"]?.stringValue,
        rawType: definition["rawType"]?.stringValue,
        cases: cases
      )
    }
    for provider in manifest["shortcutProviders"]?.arrayValue ?? [] {
      guard let providerName = provider["name"]?.stringValue else { continue }
      for shortcut in provider["shortcuts"]?.arrayValue ?? [] {
        let intent = shortcut["intent"]?.stringValue ?? ""
        for case .string(let text) in shortcut["phrases"]?.arrayValue ?? [] {
          phrases.insert(Phrase(provider: providerName, intent: intent, text: text))
        }
      }
    }
  }
}
