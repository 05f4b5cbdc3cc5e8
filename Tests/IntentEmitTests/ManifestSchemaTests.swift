import Foundation
import IntentEmit
import IntentModel
import SwiftScan
import XCTest

/// `Schemas/manifest.schema.json` describes the manifest exactly: the golden manifests, the
/// manifest of the scanner's fixtures and a model using every value encoding conform to it, and
/// the checker does reject what the schema forbids.
///
/// The checker (`SchemaChecker`) understands only the keywords the schema uses and fails on any
/// other, so what is checked here is what the schema says, not a lenient reading of it.
final class ManifestSchemaTests: XCTestCase {
  private func checker() throws -> SchemaChecker {
    let url = ExampleManifest.repositoryRoot.appendingPathComponent("Schemas/manifest.schema.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return SchemaChecker(root: try XCTUnwrap(schema as? [String: Any], "the schema is not a JSON object"))
  }

  private func parse(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  func testSchemaUsesOnlyKeywordsTheCheckerUnderstands() throws {
    let schema = try checker()
    XCTAssertEqual(schema.unsupportedKeywords(), [])
    XCTAssertEqual(schema.root["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
  }

  func testGoldenManifestsConform() throws {
    let schema = try checker()
    var checked = 0
    for example in ["FieldNotes", "Trails"] {
      guard let data = FileManager.default.contents(atPath: ExampleManifest.goldenFile(example).path) else { continue }
      XCTAssertEqual(schema.problems(in: try JSONSerialization.jsonObject(with: data)), [], example)
      checked += 1
    }
    XCTAssertGreaterThan(checked, 0, "no golden manifest found")
  }

  /// The scanner's fixtures hold most App Intents shapes, broken files included.
  func testManifestOfTheScannerFixturesConforms() throws {
    let directory = ExampleManifest.repositoryRoot.appendingPathComponent("Tests/SwiftScanTests/Fixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    XCTAssertFalse(names.isEmpty)
    let files = try names.sorted().map { name in
      SourceScanner.scan(
        SourceFile(path: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
      )
    }
    let text = Manifest.text(for: AppIntentsModel.extract(from: files, module: "Fixtures"), generatorVersion: "0")
    XCTAssertEqual(try checker().problems(in: try parse(text)), [])
  }

  func testEveryValueEncodingConforms() throws {
    let text = Manifest.text(for: Self.modelUsingEveryEncoding(), generatorVersion: "1.2.3")
    XCTAssertEqual(try checker().problems(in: try parse(text)), [])
    for fragment in [
      #""nonLiteral""#, #""entries""#, #""nil": true"#, #""number": "-1.5""#, #""conditions""#, #""availability""#,
      #""expression""#, #""When""#,
    ] {
      XCTAssertTrue(text.contains(fragment), "the model does not exercise \(fragment)")
    }
  }

  /// Guards against a vacuous checker: each change to a conforming manifest must be caught.
  func testCheckerRejectsWhatTheSchemaForbids() throws {
    let schema = try checker()
    let text = Manifest.text(for: Self.modelUsingEveryEncoding(), generatorVersion: "1.2.3")
    let mutations: [(String, (inout [String: Any]) -> Void)] = [
      ("a missing top-level key", { $0["intents"] = nil }),
      ("an unexpected top-level key", { $0["extra"] = 1 }),
      ("a wrong format version", { $0["formatVersion"] = 2 }),
      ("a boolean for a string", { $0["module"] = true }),
      (
        "a missing entity key",
        { document in
          var entities = document["entities"] as? [[String: Any]] ?? []
          entities[0]["conformances"] = nil
          document["entities"] = entities
        }
      ),
      (
        "an unknown value encoding",
        { document in
          var intents = document["intents"] as? [[String: Any]] ?? []
          intents[0]["title"] = ["literal": "Title"]
          document["intents"] = intents
        }
      ),
      (
        "a line number of 0",
        { document in
          var diagnostics = document["diagnostics"] as? [[String: Any]] ?? []
          diagnostics[0]["location"] = ["path": "A.swift", "line": 0, "column": 1]
          document["diagnostics"] = diagnostics
        }
      ),
    ]
    for (name, mutate) in mutations {
      var document = try XCTUnwrap(try parse(text) as? [String: Any])
      mutate(&document)
      XCTAssertFalse(schema.problems(in: document).isEmpty, "not rejected: \(name)")
    }
  }

  /// A hand-built model whose manifest uses every value encoding and every optional key.
  static func modelUsingEveryEncoding() -> AppIntentsModel {
    let location = ModelLocation(
      path: "Sources/App/Intents.swift",
      line: 3,
      column: 8,
      conditions: ["os(iOS)", "!(DEBUG)"],
      availability: ["@available(iOS 18, *)"]
    )
    var model = AppIntentsModel(module: "App")

    var entity = EntityDefinition(name: "NoteEntity", location: location, conformances: ["AppEntity"])
    entity.schema = "notes.note"
    entity.identifier = IdentifierDefinition(
      type: "UUID",
      declaration: .storedWithDefault("UUID()"),
      location: location
    )
    entity.typeDisplayRepresentation = .initializer(
      type: "TypeDisplayRepresentation",
      arguments: [ModelArgument(label: "name", value: .string("Note")), ModelArgument(label: nil, value: .nil)]
    )
    entity.defaultQuery = .initializer(type: "NoteQuery", arguments: [])
    var property = PropertyDefinition(
      name: "title",
      location: location,
      type: "String?",
      isOptional: true,
      wrapper: nil
    )
    property.title = .nonLiteral("makeTitle()")
    property.indexingKey = "title"
    property.customIndexingKey = "Keys.title"
    entity.properties = [property]
    var computed = EntityDefinition(name: "TagEntity", location: location, conformances: ["AppEntity"])
    computed.identifier = IdentifierDefinition(type: nil, declaration: .computed("name"), location: location)
    var stored = EntityDefinition(name: "FolderEntity", location: location, conformances: ["AppEntity"])
    stored.identifier = IdentifierDefinition(type: "String", declaration: .stored, location: location)
    model.entities = [entity, computed, stored]

    var intent = IntentDefinition(name: "CreateNoteIntent", location: location, conformances: ["AppIntent"])
    intent.title = .string("Create ${note}")
    intent.description = .member(".notes")
    intent.openAppWhenRun = .boolean(true)
    intent.isDiscoverable = .boolean(false)
    intent.supportedModes = .array([.member(".background"), .float("-1.5"), .integer("10")])
    intent.authenticationPolicy = .dictionary([ModelDictionaryEntry(key: .member(".a"), value: .string("A"))])
    var parameter = ParameterDefinition(name: "note", location: location, type: "NoteEntity", isOptional: false)
    parameter.defaultValue = "nil"
    parameter.requestValueDialog = .string("Which note?")
    intent.parameters = [parameter]
    var when = SummaryDefinition(kind: .when, location: location)
    when.condition = "\\.$note, .hasAnyValue"
    var then = SummaryDefinition(kind: .summary, location: location)
    then.formatString = .string("Open ${note}")
    then.parameters = ["note"]
    then.otherParameters = ["mode"]
    when.branches = [then, SummaryDefinition(kind: .otherwise, location: location)]
    intent.parameterSummary = when
    intent.hasPerform = true
    intent.resultTypes = ["IntentResult"]
    intent.dependencies = ["store"]
    model.intents = [intent]

    var query = QueryDefinition(name: "NoteQuery", location: location, conformances: ["EntityQuery"])
    query.entity = "NoteEntity"
    query.implementedMethods = ["entities(for:)"]
    query.properties = [QueryPropertyDefinition(name: "title", comparators: ["ContainsComparator"], location: location)]
    query.sortingOptions = ["title"]
    model.queries = [query]

    var appEnum = EnumDefinition(name: "Mode", location: location, conformances: ["AppEnum"])
    appEnum.rawType = "String"
    var enumCase = EnumCaseDefinition(name: "draft", location: location, rawValue: "\"draft\"")
    enumCase.display = .string("Draft")
    appEnum.cases = [enumCase]
    model.enums = [appEnum]

    var provider = ShortcutProviderDefinition(name: "Shortcuts", location: location)
    var shortcut = ShortcutDefinition(location: location)
    shortcut.intent = "CreateNoteIntent"
    shortcut.phrases = [.string("New note in ${applicationName}"), .nonLiteral("phrases")]
    shortcut.builderConditions = ["#available(iOS 18, *)"]
    provider.shortcuts = [shortcut]
    provider.shortcutTileColor = .member(".orange")
    model.shortcutProviders = [provider]

    model.spotlight = [SpotlightFact(kind: .namedIndex, location: location, detail: "Notes")]
    model.diagnostics = [ModelDiagnostic(severity: .warning, location: location, message: "something odd")]
    return model
  }
}
