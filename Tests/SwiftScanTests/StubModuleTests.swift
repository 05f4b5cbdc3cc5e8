import Foundation
import XCTest

/// Checks the App Intents and Core Spotlight stub modules in `Stubs/` with the Swift compiler:
///
/// - the stubs compile, as modules, without a diagnostic;
/// - the FieldNotes example and `Stubs/Samples` type-check against them without an error;
/// - the compiler's const-value extraction, run on FieldNotes the way Xcode runs it, finds the
///   example's intents, entity, query, enum and App Shortcuts provider with their literal values.
///   That output is the oracle the extraction in `IntentModel` is compared with; `Stubs/README.md`
///   describes its shape.
///
/// The modules are built once for the class, in a temporary directory (see `Stubs/README.md` for
/// the same commands by hand). Skipped when no `swiftc` is on `PATH`, and on Apple platforms, whose
/// SDK has the real frameworks.
final class StubModuleTests: XCTestCase {
  /// The protocols whose conformances the compiler extracts values for, as Xcode passes them
  /// (swift-build's built-in list, plus ExtensionKit's; reference/app-intents-metadata.md §3).
  static let constGatherProtocols = [
    "AppIntent", "EntityQuery", "AppEntity", "TransientEntity", "AppEnum", "AppShortcutProviding",
    "AppShortcutsProvider", "AnyResolverProviding", "AppIntentsPackage", "DynamicOptionsProvider",
    "_IntentValueRepresentable", "_AssistantIntentsProvider", "_GenerativeFunctionExtractable", "IntentValueQuery",
    "Resolver", "AppExtension", "ExtensionPointDefining",
  ]

  private static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The stub modules built by `setUp()`, or why they could not be.
  nonisolated(unsafe) private static var stubBuild: Result<StubBuild, StubBuildFailure>?
  /// FieldNotes' const values, extracted by the first test that needs them.
  nonisolated(unsafe) private static var fieldNotesValues: ConstValues?

  override class func setUp() {
    super.setUp()
    stubBuild = Result { try StubBuild.make(repositoryRoot: repositoryRoot) }
      .mapError { $0 as? StubBuildFailure ?? .failed("\($0)") }
  }

  override class func tearDown() {
    if case .success(let build) = stubBuild {
      try? FileManager.default.removeItem(at: build.directory)
    }
    stubBuild = nil
    fieldNotesValues = nil
    super.tearDown()
  }

  private func build() throws -> StubBuild {
    switch Self.stubBuild {
    case .success(let build):
      return build
    case .failure(.skipped(let reason)):
      throw XCTSkip(reason)
    case .failure(let failure):
      throw failure
    case nil:
      throw XCTSkip("the stub modules were not built (class setUp did not run)")
    }
  }

  // MARK: - Compiling

  func testStubModulesCompileWithoutDiagnostics() throws {
    let build = try build()
    for (module, log) in build.moduleLogs {
      XCTAssertFalse(log.contains("warning:"), "building the \(module) stub module warned:\n\(log)")
    }
  }

  func testFieldNotesTypeChecksAgainstTheStubs() throws {
    let build = try build()
    let files = try Self.swiftFiles(in: "Examples/FieldNotes/Sources/FieldNotes")
    XCTAssertFalse(files.isEmpty, "no Swift files in Examples/FieldNotes/Sources/FieldNotes")
    let output = try build.compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", "FieldNotes", "-I", build.directory.path] + files,
      in: build.directory
    )
    XCTAssertEqual(output.status, 0, "FieldNotes does not type-check against the stubs:\n\(output.stderr)")
    XCTAssertFalse(output.stderr.contains("error:"), output.stderr)
  }

  func testAPICoverageSampleTypeChecksAgainstTheStubs() throws {
    let build = try build()
    let files = try Self.swiftFiles(in: "Stubs/Samples")
    XCTAssertFalse(files.isEmpty, "no Swift files in Stubs/Samples")
    let output = try build.compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", "StubSamples", "-I", build.directory.path] + files,
      in: build.directory
    )
    XCTAssertEqual(output.status, 0, "Stubs/Samples does not type-check against the stubs:\n\(output.stderr)")
  }

  // MARK: - Const-value extraction

  func testConstValuesOfFieldNotes() throws {
    let values = try fieldNotesConstValues()

    // Every conforming type, with the protocol that made the compiler extract it.
    let expectedTypes = [
      "FieldNotes.CreateNoteIntent": "AppIntents.AppIntent",
      "FieldNotes.OpenNoteIntent": "AppIntents.OpenIntent",
      "FieldNotes.TogglePinIntent": "AppIntents.AppIntent",
      "FieldNotes.NoteEntity": "AppIntents.AppEntity",
      "FieldNotes.NoteEntityQuery": "AppIntents.EntityStringQuery",
      "FieldNotes.Priority": "AppIntents.AppEnum",
      "FieldNotes.FieldNotesShortcuts": "AppIntents.AppShortcutsProvider",
    ]
    XCTAssertEqual(Set(values.types.keys), Set(expectedTypes.keys))
    for (type, conformance) in expectedTypes {
      let conformances = try XCTUnwrap(values.types[type]?["conformances"] as? [String], type)
      XCTAssertTrue(conformances.contains(conformance), "\(type) conformances: \(conformances)")
    }
    XCTAssertEqual(values.emptyFiles, ["NoteSpotlightIndex.swiftconstvalues", "NoteStore.swiftconstvalues"])
    XCTAssertEqual(
      values.types["FieldNotes.FieldNotesShortcuts"]?["mangledTypeName"] as? String,
      "10FieldNotes0aB9ShortcutsV"
    )
  }

  func testConstValuesOfAnIntent() throws {
    let values = try fieldNotesConstValues()
    let intent = try values.type("FieldNotes.CreateNoteIntent")

    let title = try values.property("title", of: intent)
    XCTAssertEqual(title["isStatic"] as? String, "true")
    XCTAssertEqual(title["valueKind"] as? String, "RawLiteral")
    XCTAssertEqual(title["value"] as? String, "Create Note")

    let description = try values.initCall(values.property("description", of: intent))
    XCTAssertEqual(description.type, "AppIntents.IntentDescription")
    XCTAssertEqual(try rawLiteral(description.argument("")), "Creates a new note in FieldNotes.")
    XCTAssertEqual(try rawLiteral(description.argument("categoryName")), "Notes")

    // `@Parameter var noteTitle` is three properties: `_noteTitle` (the wrapper, initialized with the
    // chosen initializer and all its defaulted arguments), `noteTitle` (computed, with the arguments
    // written in the attribute), `$noteTitle` (the projection, a runtime value).
    let wrapper = try values.initCall(values.property("_noteTitle", of: intent))
    XCTAssertEqual(wrapper.type, "AppIntents.IntentParameter<Swift.String>")
    XCTAssertEqual(try rawLiteral(wrapper.argument("title")), "Title")
    XCTAssertEqual(try rawLiteral(wrapper.argument("requestValueDialog")), "What should the note be called?")
    let wrapped = try values.property("noteTitle", of: intent)
    XCTAssertEqual(wrapped["isComputed"] as? String, "true")
    let attribute = try XCTUnwrap((wrapped["propertyWrappers"] as? [[String: Any]])?.first)
    XCTAssertEqual(attribute["type"] as? String, "AppIntents.IntentParameter")
    XCTAssertEqual(
      (attribute["arguments"] as? [[String: Any]])?.compactMap { $0["label"] as? String },
      ["title", "requestValueDialog"]
    )
    XCTAssertEqual(try values.property("$noteTitle", of: intent)["valueKind"] as? String, "Runtime")
    let priority = try values.initCall(values.property("_priority", of: intent))
    XCTAssertEqual(try values.enumCase(priority.argument("default")), "normal")

    // A result-builder computed property: the summary sentence and the key paths listed below it.
    let summary = try values.initCall(values.property("parameterSummary", of: intent))
    XCTAssertEqual(summary.type, "AppIntents.IntentParameterSummary<FieldNotes.CreateNoteIntent>")
    XCTAssertEqual(try values.template(summary.arguments[0]), "Create ${noteTitle} with ${priority} priority")
    let keyPaths = try XCTUnwrap(summary.arguments.last)
    XCTAssertEqual(keyPaths["valueKind"] as? String, "Builder")
    XCTAssertEqual(try values.builderKeyPaths(keyPaths), ["$body", "$pin", "$openAfterCreating"])

    let modes = try values.property("supportedModes", of: try values.type("FieldNotes.TogglePinIntent"))
    XCTAssertEqual(modes["valueKind"] as? String, "MemberReference")
    XCTAssertEqual((modes["value"] as? [String: Any])?["memberLabel"] as? String, "background")

    let aliases = try XCTUnwrap(intent["associatedTypeAliases"] as? [[String: Any]])
    let performResult = try XCTUnwrap(aliases.first { $0["typeAliasName"] as? String == "PerformResult" })
    XCTAssertEqual(
      performResult["substitutedTypeName"] as? String,
      "some AppIntents.ProvidesDialog & AppIntents.ReturnsValue<FieldNotes.NoteEntity>"
    )
  }

  func testConstValuesOfTheEntityAndEnum() throws {
    let values = try fieldNotesConstValues()
    let entity = try values.type("FieldNotes.NoteEntity")

    let typeDisplay = try values.initCall(values.property("typeDisplayRepresentation", of: entity))
    XCTAssertEqual(typeDisplay.type, "AppIntents.TypeDisplayRepresentation")
    XCTAssertEqual(try rawLiteral(typeDisplay.argument("name")), "Note")
    XCTAssertEqual(try values.template(typeDisplay.argument("numericFormat")), "${int} notes")
    XCTAssertEqual(try values.initCall(values.property("defaultQuery", of: entity)).type, "FieldNotes.NoteEntityQuery")

    let titleProperty = try values.initCall(values.property("_title", of: entity))
    XCTAssertEqual(titleProperty.type, "AppIntents.EntityProperty<Swift.String>")
    let indexingKey = try XCTUnwrap(titleProperty.argument("indexingKey")["value"] as? [String: Any])
    XCTAssertEqual(indexingKey["path"] as? String, "title")
    XCTAssertEqual(indexingKey["rootType"] as? String, "CoreSpotlight.CSSearchableItemAttributeSet")

    let query = try values.type("FieldNotes.NoteEntityQuery")
    let queryAliases = try XCTUnwrap(query["associatedTypeAliases"] as? [[String: Any]])
    XCTAssertTrue(
      queryAliases.contains {
        $0["typeAliasName"] as? String == "Entity" && $0["substitutedTypeName"] as? String == "FieldNotes.NoteEntity"
      },
      "\(queryAliases)"
    )

    let priority = try values.type("FieldNotes.Priority")
    XCTAssertEqual(priority["kind"] as? String, "enum")
    XCTAssertEqual(
      (priority["cases"] as? [[String: Any]])?.compactMap { $0["rawValue"] as? String },
      ["low", "normal", "high"]
    )
    let cases = try values.property("caseDisplayRepresentations", of: priority)
    XCTAssertEqual(cases["valueKind"] as? String, "Dictionary")
    let entries = try XCTUnwrap(cases["value"] as? [[String: Any]])
    XCTAssertEqual(
      try entries.map { try values.enumCase(XCTUnwrap($0["key"] as? [String: Any])) },
      ["low", "normal", "high"]
    )
    let high = try values.initCall(XCTUnwrap(entries.last?["value"] as? [String: Any]))
    XCTAssertEqual(try rawLiteral(high.argument("title")), "High")
    XCTAssertEqual(try rawLiteral(high.argument("subtitle")), "Listed first")
  }

  func testConstValuesOfTheShortcutsProvider() throws {
    let values = try fieldNotesConstValues()
    let provider = try values.type("FieldNotes.FieldNotesShortcuts")

    let shortcuts = try values.property("appShortcuts", of: provider)
    XCTAssertEqual(shortcuts["valueKind"] as? String, "Builder")
    let builder = try XCTUnwrap(shortcuts["value"] as? [String: Any])
    XCTAssertEqual(builder["type"] as? String, "AppIntents.AppShortcutsBuilder")
    let members = try XCTUnwrap(builder["members"] as? [[String: Any]])
    XCTAssertEqual(members.map { $0["kind"] as? String }, ["buildExpression", "buildExpression", "buildExpression"])

    let shortcut = try values.initCall(XCTUnwrap(members.first?["element"] as? [String: Any]))
    XCTAssertEqual(shortcut.type, "AppIntents.AppShortcut")
    XCTAssertEqual(try values.initCall(shortcut.argument("intent")).type, "FieldNotes.CreateNoteIntent")
    let phrases = try shortcut.argument("phrases")
    XCTAssertEqual(phrases["valueKind"] as? String, "Array")
    XCTAssertEqual(
      try XCTUnwrap(phrases["value"] as? [[String: Any]]).map { try values.template($0) },
      [
        "Create a note in ${applicationName}",
        "New ${applicationName} note",
        "Add a ${priority} priority note to ${applicationName}",
      ]
    )
    XCTAssertEqual(try rawLiteral(shortcut.argument("shortTitle")), "New Note")
    XCTAssertEqual(try rawLiteral(shortcut.argument("systemImageName")), "square.and.pencil")

    let color = try values.property("shortcutTileColor", of: provider)
    XCTAssertEqual(try values.enumCase(color), "orange")
  }

  // MARK: - Support

  private func fieldNotesConstValues() throws -> ConstValues {
    if let values = Self.fieldNotesValues { return values }
    let values = try build().constValues(
      files: try Self.swiftFiles(in: "Examples/FieldNotes/Sources/FieldNotes"),
      module: "FieldNotes"
    )
    Self.fieldNotesValues = values
    return values
  }

  /// The absolute paths of the `.swift` files directly in a repository directory, sorted.
  static func swiftFiles(in directory: String) throws -> [String] {
    let url = repositoryRoot.appendingPathComponent(directory)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { url.appendingPathComponent($0).path }
  }
}

// MARK: - Building the stubs

private enum StubBuildFailure: Error, CustomStringConvertible {
  case skipped(String)
  case failed(String)

  var description: String {
    switch self {
    case .skipped(let reason): "skipped: \(reason)"
    case .failed(let message): message
    }
  }
}

/// `swiftc` from `PATH`, run with its output captured through files.
private struct StubCompiler: Sendable {
  var executable: URL

  static func locate() -> StubCompiler? {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return StubCompiler(executable: candidate) }
    }
    return nil
  }

  struct Output {
    var status: Int32
    var stderr: String
  }

  func run(_ arguments: [String], in directory: URL) throws -> Output {
    let logURL = directory.appendingPathComponent("swiftc-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: logURL) }
    let log = try FileHandle(forWritingTo: logURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = log
    process.standardError = log
    try process.run()
    process.waitUntilExit()
    try log.close()
    return Output(
      status: process.terminationStatus,
      stderr: String(decoding: try Data(contentsOf: logURL), as: UTF8.self)
    )
  }
}

/// The CoreSpotlight and AppIntents stub modules, built into a temporary directory.
private struct StubBuild: Sendable {
  var compiler: StubCompiler
  var directory: URL
  /// The compiler's output for each stub module, in build order.
  var moduleLogs: [(String, String)]

  static func make(repositoryRoot: URL) throws -> StubBuild {
    #if canImport(Darwin)
    throw StubBuildFailure.skipped(
      "the App Intents stubs are for platforms without the real SDK; on Apple platforms build with Xcode"
    )
    #else
    guard let compiler = StubCompiler.locate() else {
      throw StubBuildFailure.skipped("no swiftc on PATH: cannot compile the App Intents stub modules")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentgen-stubs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var logs: [(String, String)] = []
    // CoreSpotlight first: AppIntents imports it, as in the SDK.
    for module in ["CoreSpotlight", "AppIntents"] {
      let sources = try StubModuleTests.swiftFiles(in: "Stubs/\(module)")
      let output = try compiler.run(
        ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module]
          + sources
          + [
            "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path, "-I", directory.path,
          ],
        in: directory
      )
      guard output.status == 0 else {
        throw StubBuildFailure.failed("the \(module) stub module does not compile:\n\(output.stderr)")
      }
      logs.append((module, output.stderr))
    }
    try JSONSerialization.data(withJSONObject: StubModuleTests.constGatherProtocols)
      .write(to: directory.appendingPathComponent("const-gather-protocols.json"))
    return StubBuild(compiler: compiler, directory: directory, moduleLogs: logs)
    #endif
  }

  /// Runs the const-value extraction the way Xcode does: the driver's `-emit-const-values`, one
  /// `.swiftconstvalues` file per source file through an output file map, and the protocol list
  /// passed to the frontend.
  func constValues(files: [String], module: String) throws -> ConstValues {
    let outputDirectory = directory.appendingPathComponent("constvalues-\(module)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputDirectory) }
    var outputFileMap: [String: [String: String]] = [:]
    for file in files {
      let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      outputFileMap[file] = ["const-values": outputDirectory.appendingPathComponent("\(name).swiftconstvalues").path]
    }
    let mapURL = outputDirectory.appendingPathComponent("output-file-map.json")
    try JSONSerialization.data(withJSONObject: outputFileMap).write(to: mapURL)
    let output = try compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", module, "-I", directory.path]
        + files
        + [
          "-emit-const-values", "-output-file-map", mapURL.path,
          "-Xfrontend", "-const-gather-protocols-file",
          "-Xfrontend", directory.appendingPathComponent("const-gather-protocols.json").path,
        ],
      in: directory
    )
    guard output.status == 0 else {
      throw StubBuildFailure.failed("const-value extraction failed:\n\(output.stderr)")
    }
    var values = ConstValues()
    for file in outputFileMap.values.compactMap({ $0["const-values"] }).sorted() {
      let name = URL(fileURLWithPath: file).lastPathComponent
      let list = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
      guard let types = list as? [[String: Any]] else {
        throw StubBuildFailure.failed("\(name) is not a JSON array of objects")
      }
      if types.isEmpty { values.emptyFiles.append(name) }
      for type in types {
        guard let typeName = type["typeName"] as? String else {
          throw StubBuildFailure.failed("a type in \(name) has no typeName")
        }
        values.types[typeName] = type
      }
    }
    return values
  }
}

// MARK: - Reading `.swiftconstvalues`

/// The types of a module's `.swiftconstvalues` files, by `typeName`, with accessors for the value
/// shapes the tests check (`RawLiteral`, `InitCall`, `InterpolatedStringLiteral`, `Builder`…).
private struct ConstValues {
  var types: [String: [String: Any]] = [:]
  /// The files with no conforming type (`[]`).
  var emptyFiles: [String] = []

  struct InitCall {
    var type: String
    var arguments: [[String: Any]]

    func argument(_ label: String) throws -> [String: Any] {
      try XCTUnwrap(arguments.first { $0["label"] as? String == label }, "no argument '\(label)' in \(type)")
    }
  }

  func type(_ name: String) throws -> [String: Any] {
    try XCTUnwrap(types[name], "no \(name) in the const values; found \(types.keys.sorted())")
  }

  func property(_ label: String, of type: [String: Any]) throws -> [String: Any] {
    let properties = try XCTUnwrap(type["properties"] as? [[String: Any]])
    return try XCTUnwrap(
      properties.first { $0["label"] as? String == label },
      "no property '\(label)' in \(type["typeName"] ?? "?")"
    )
  }

  func initCall(_ value: [String: Any]) throws -> InitCall {
    XCTAssertEqual(value["valueKind"] as? String, "InitCall")
    let call = try XCTUnwrap(value["value"] as? [String: Any])
    return InitCall(
      type: try XCTUnwrap(call["type"] as? String),
      arguments: try XCTUnwrap(call["arguments"] as? [[String: Any]])
    )
  }

  func enumCase(_ value: [String: Any]) throws -> String {
    XCTAssertEqual(value["valueKind"] as? String, "Enum")
    return try XCTUnwrap((value["value"] as? [String: Any])?["name"] as? String)
  }

  /// A string literal as the metadata writes it: interpolations become `${name}` (the enum case
  /// name for `\(.applicationName)` and `\(placeholder: .int)`, the parameter for `\(\.$note)`).
  func template(_ value: [String: Any]) throws -> String {
    switch value["valueKind"] as? String {
    case "RawLiteral":
      return try XCTUnwrap(value["value"] as? String)
    case "InterpolatedStringLiteral":
      let segments = try XCTUnwrap((value["value"] as? [String: Any])?["segments"] as? [[String: Any]])
      return try segments.map { segment in
        let payload = segment["value"] as? [String: Any]
        switch segment["valueKind"] as? String {
        case "RawLiteral": return try XCTUnwrap(segment["value"] as? String)
        case "Enum": return "${\(try XCTUnwrap(payload?["name"] as? String))}"
        case "KeyPath": return "${\(try XCTUnwrap(payload?["path"] as? String).dropFirst())}"
        default: return "${?}"
        }
      }.joined()
    default:
      XCTFail("not a string literal: \(value)")
      return ""
    }
  }

  /// The key paths a `Builder` value lists (`\.$body` gives `$body`).
  func builderKeyPaths(_ value: [String: Any]) throws -> [String] {
    let members = try XCTUnwrap((value["value"] as? [String: Any])?["members"] as? [[String: Any]])
    return try members.map { member in
      let element = try XCTUnwrap(member["element"] as? [String: Any])
      XCTAssertEqual(element["valueKind"] as? String, "KeyPath")
      return try XCTUnwrap((element["value"] as? [String: Any])?["path"] as? String)
    }
  }
}

private func rawLiteral(_ value: [String: Any]) throws -> String {
  XCTAssertEqual(value["valueKind"] as? String, "RawLiteral", "\(value)")
  return try XCTUnwrap(value["value"] as? String)
}
