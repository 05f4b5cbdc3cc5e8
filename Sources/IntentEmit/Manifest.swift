import IntentModel

/// Encodes an `AppIntentsModel` as the intents manifest: JSON with sorted keys, declarations
/// sorted by name, members in source order, user-visible strings as the source spells them with
/// interpolations as `${name}`. Non-literal values are `{"nonLiteral": "<source>"}`.
public enum Manifest {
  /// The manifest format's version; raised when its shape changes incompatibly.
  public static let formatVersion = 1

  /// The manifest text: pretty JSON with a trailing newline, byte-identical for equal models.
  public static func text(for model: AppIntentsModel, generatorVersion: String) -> String {
    String(decoding: bytes(for: model, generatorVersion: generatorVersion), as: UTF8.self)
  }

  /// The manifest as UTF-8 bytes, as written to a file: the same as `text(for:generatorVersion:)`
  /// without making a `String` of it.
  public static func bytes(for model: AppIntentsModel, generatorVersion: String) -> [UInt8] {
    var bytes: [UInt8] = []
    encode(model, generatorVersion: generatorVersion).write(.pretty, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  public static func encode(_ model: AppIntentsModel, generatorVersion: String) -> JSONValue {
    .object([
      "formatVersion": .int(formatVersion),
      "generator": .object(["name": "intentgen", "version": .string(generatorVersion)]),
      "module": .string(model.module),
      "entities": .array(model.entities.sorted(by: byName).map(encode)),
      "intents": .array(model.intents.sorted(by: byName).map(encode)),
      "queries": .array(model.queries.sorted(by: byName).map(encode)),
      "enums": .array(model.enums.sorted(by: byName).map(encode)),
      "shortcutProviders": .array(model.shortcutProviders.sorted(by: byName).map(encode)),
      "spotlight": .array(model.spotlight.sorted { $0.location < $1.location }.map(encode)),
      "diagnostics": .array(model.diagnostics.map(encode)),
    ])
  }

  private static func byName<T: NamedDefinition>(_ lhs: T, _ rhs: T) -> Bool {
    (lhs.name, lhs.location) < (rhs.name, rhs.location)
  }

  static func encode(_ location: ModelLocation) -> JSONValue {
    var object: [String: JSONValue] = [
      "path": .string(location.path), "line": .int(location.line), "column": .int(location.column),
    ]
    if !location.conditions.isEmpty { object["conditions"] = .array(location.conditions.map(JSONValue.string)) }
    if !location.availability.isEmpty { object["availability"] = .array(location.availability.map(JSONValue.string)) }
    return .object(object)
  }

  static func encode(_ value: ModelValue?) -> JSONValue {
    guard let value else { return .null }
    switch value {
    case .string(let text): return .string(text)
    case .integer(let text), .float(let text): return .object(["number": .string(text)])
    case .boolean(let flag): return .bool(flag)
    case .nil: return .object(["nil": .bool(true)])
    case .member(let name): return .object(["member": .string(name)])
    case .initializer(let type, let arguments):
      return .object([
        "type": .string(type),
        "arguments": .array(
          arguments.map { .object(["label": $0.label.map(JSONValue.string) ?? .null, "value": encode($0.value)]) }
        ),
      ])
    case .array(let elements): return .array(elements.map { encode($0) })
    case .dictionary(let entries):
      return .object(["entries": .array(entries.map { .object(["key": encode($0.key), "value": encode($0.value)]) })])
    case .nonLiteral(let text): return .object(["nonLiteral": .string(text)])
    }
  }

  static func encode(_ arguments: [ModelArgument]) -> JSONValue {
    .array(arguments.map { .object(["label": $0.label.map(JSONValue.string) ?? .null, "value": encode($0.value)]) })
  }

  static func encode(_ conformances: [ConditionalConformance]) -> JSONValue {
    .array(
      conformances.map {
        .object([
          "protocol": .string($0.protocolName), "conditions": .array($0.conditions.map { strings($0) }),
        ])
      }
    )
  }

  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  static func encode(_ entity: EntityDefinition) -> JSONValue {
    var object: [String: JSONValue] = [
      "name": .string(entity.name), "location": encode(entity.location), "conformances": strings(entity.conformances),
      "conditionalConformances": encode(entity.conditionalConformances),
      "schema": optional(entity.schema), "typeDisplayName": optional(entity.typeDisplayName),
      "typeDisplayRepresentation": encode(entity.typeDisplayRepresentation),
      "displayRepresentation": encode(entity.displayRepresentation), "defaultQuery": encode(entity.defaultQuery),
      "defaultQueryType": optional(entity.defaultQueryTypeName),
      "overridesAttributeSet": .bool(entity.overridesAttributeSet),
      "properties": .array(entity.properties.map(encode)),
    ]
    object["identifierType"] = optional(entity.identifier?.type)
    if let identifier = entity.identifier {
      var id: [String: JSONValue] = ["type": optional(identifier.type), "location": encode(identifier.location)]
      switch identifier.declaration {
      case .stored: id["declaration"] = "stored"
      case .storedWithDefault(let text):
        id["declaration"] = "storedWithDefault"
        id["expression"] = .string(text)
      case .computed(let text):
        id["declaration"] = "computed"
        id["expression"] = .string(text)
      }
      object["identifier"] = .object(id)
    } else {
      object["identifier"] = .null
    }
    return .object(object)
  }

  static func encode(_ property: PropertyDefinition) -> JSONValue {
    .object([
      "name": .string(property.name), "location": encode(property.location), "title": encode(property.title),
      "type": optional(property.type), "isOptional": .bool(property.isOptional), "wrapper": optional(property.wrapper),
      "indexingKey": optional(property.indexingKey), "customIndexingKey": optional(property.customIndexingKey),
    ])
  }

  static func encode(_ intent: IntentDefinition) -> JSONValue {
    .object([
      "name": .string(intent.name), "location": encode(intent.location), "conformances": strings(intent.conformances),
      "conditionalConformances": encode(intent.conditionalConformances),
      "schema": optional(intent.schema), "title": encode(intent.title), "description": encode(intent.description),
      "parameters": .array(intent.parameters.map(encode)),
      "parameterSummary": intent.parameterSummary.map(encode) ?? .null,
      "otherParameterSummaries": .array(intent.otherParameterSummaries.map(encode)),
      "supportedModes": encode(intent.supportedModes), "openAppWhenRun": encode(intent.openAppWhenRun),
      "isDiscoverable": encode(intent.isDiscoverable), "authenticationPolicy": encode(intent.authenticationPolicy),
      "intentClassName": encode(intent.intentClassName),
      "hasPerform": .bool(intent.hasPerform), "resultTypes": strings(intent.resultTypes),
      "dependencies": strings(intent.dependencies),
    ])
  }

  static func encode(_ parameter: ParameterDefinition) -> JSONValue {
    .object([
      "name": .string(parameter.name), "location": encode(parameter.location), "title": encode(parameter.title),
      "type": optional(parameter.type), "isOptional": .bool(parameter.isOptional),
      "defaultValue": optional(parameter.defaultValue), "requestValueDialog": encode(parameter.requestValueDialog),
      "arguments": encode(parameter.arguments),
    ])
  }

  static func encode(_ summary: SummaryDefinition) -> JSONValue {
    .object([
      "kind": .string(summary.kind.rawValue), "location": encode(summary.location),
      "formatString": encode(summary.formatString), "parameters": strings(summary.parameters),
      "otherParameters": strings(summary.otherParameters), "condition": optional(summary.condition),
      "branches": .array(summary.branches.map(encode)),
    ])
  }

  static func encode(_ query: QueryDefinition) -> JSONValue {
    .object([
      "name": .string(query.name), "location": encode(query.location), "conformances": strings(query.conformances),
      "conditionalConformances": encode(query.conditionalConformances),
      "entity": optional(query.entity), "implementedMethods": strings(query.implementedMethods),
      "properties": .array(query.properties.map(encode)), "sortingOptions": strings(query.sortingOptions),
    ])
  }

  static func encode(_ property: QueryPropertyDefinition) -> JSONValue {
    .object([
      "name": .string(property.name), "comparators": strings(property.comparators),
      "location": encode(property.location),
    ])
  }

  static func encode(_ definition: EnumDefinition) -> JSONValue {
    .object([
      "name": .string(definition.name), "location": encode(definition.location),
      "conformances": strings(definition.conformances),
      "conditionalConformances": encode(definition.conditionalConformances), "schema": optional(definition.schema),
      "rawType": optional(definition.rawType), "typeDisplayName": optional(definition.typeDisplayName),
      "typeDisplayRepresentation": encode(definition.typeDisplayRepresentation),
      "caseDisplayRepresentations": encode(definition.caseDisplayRepresentations),
      "cases": .array(
        definition.cases.map {
          .object([
            "name": .string($0.name), "location": encode($0.location), "rawValue": optional($0.rawValue),
            "hasExplicitRawValue": .bool($0.hasExplicitRawValue),
            "title": optional($0.title), "display": encode($0.display),
          ])
        }
      ),
    ])
  }

  static func encode(_ provider: ShortcutProviderDefinition) -> JSONValue {
    .object([
      "name": .string(provider.name), "location": encode(provider.location),
      "shortcutTileColor": encode(provider.shortcutTileColor), "negativePhrases": encode(provider.negativePhrases),
      "hasReadableShortcuts": .bool(provider.hasReadableShortcuts),
      "shortcuts": .array(
        provider.shortcuts.map {
          .object([
            "intent": optional($0.intent), "location": encode($0.location),
            "phrases": .array($0.phrases.map { encode($0) }), "intentArguments": encode($0.intentArguments),
            "hasInlinePhrases": .bool($0.hasInlinePhrases), "shortTitle": encode($0.shortTitle),
            "systemImageName": encode($0.systemImageName), "builderConditions": strings($0.builderConditions),
          ])
        }
      ),
    ])
  }

  static func encode(_ fact: SpotlightFact) -> JSONValue {
    .object(["kind": .string(fact.kind.rawValue), "location": encode(fact.location), "detail": optional(fact.detail)])
  }

  static func encode(_ diagnostic: ModelDiagnostic) -> JSONValue {
    .object([
      "severity": .string(diagnostic.severity.rawValue), "location": encode(diagnostic.location),
      "message": .string(diagnostic.message),
    ])
  }
}

/// The definitions the manifest sorts by name.
protocol NamedDefinition {
  var name: String { get }
  var location: ModelLocation { get }
}

extension EntityDefinition: NamedDefinition {}
extension IntentDefinition: NamedDefinition {}
extension QueryDefinition: NamedDefinition {}
extension EnumDefinition: NamedDefinition {}
extension ShortcutProviderDefinition: NamedDefinition {}
