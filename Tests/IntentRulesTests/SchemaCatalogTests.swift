import Foundation
import IntentModel
import SwiftScan
import XCTest

@testable import IntentRules

/// The schema-domain catalog: the bundled files load cleanly and match `Schemas/domains/`, bad files
/// give located errors, and the configuration's folders extend the catalog.
final class SchemaCatalogTests: XCTestCase {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let domainsFolder = repositoryRoot.appendingPathComponent("Schemas/domains")

  static func load(_ text: String, path: String = "test.yaml") -> (catalog: SchemaCatalog, errors: [String]) {
    let loaded = SchemaCatalog.load(files: [SchemaSourceFile(path: path, text: text)])
    return (loaded.catalog, loaded.errors.map(\.description))
  }

  // MARK: - Bundled files

  func testEveryBundledFileLoadsWithoutErrors() {
    XCTAssertEqual(SchemaCatalog.bundledErrors.map(\.description), [])
    let expected = [
      "assistant", "audio", "books", "browser", "calendar", "camera", "clock", "files", "journal", "mail", "maps",
      "messages", "notes", "phone", "photos", "presentation", "reader", "reminders", "spreadsheet", "system",
      "visualIntelligence", "whiteboard", "wordProcessor",
    ]
    XCTAssertEqual(SchemaCatalog.bundled.domains.keys.sorted(), expected)
    for (name, domain) in SchemaCatalog.bundled.domains {
      XCTAssertEqual(domain.path, "Schemas/domains/\(name).yaml", "domain \(name) is not in a file of its name")
      XCTAssertFalse(domain.availability.isEmpty, "domain \(name) has no availability")
    }
  }

  func testBundledFileIsUpToDate() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.domainsFolder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertEqual(BundledSchemas.files.map(\.name), names, "run Schemas/generate-bundled.sh")
    for (name, text) in BundledSchemas.files {
      let onDisk = try String(contentsOf: Self.domainsFolder.appendingPathComponent(name), encoding: .utf8)
      XCTAssertEqual(text + "\n", onDisk, "\(name) changed: run Schemas/generate-bundled.sh")
    }
  }

  func testCompleteDomainsHaveTheReferenceShapes() throws {
    let catalog = SchemaCatalog.bundled
    let createNote = try XCTUnwrap(catalog.member("notes.createNote", kind: .intent))
    XCTAssertEqual(
      createNote.slots.map { "\($0.name): \($0.type)" },
      [
        "name: AttributedString", "content: AttributedString?", "attachments: [IntentFile]", "isPinned: Bool",
        "folder: folder?",
      ]
    )
    XCTAssertEqual(catalog.member("notes.note", kind: .entity)?.slot("tags")?.isRequired, false)
    XCTAssertEqual(catalog.member("photos.openAsset")?.protocols, [["OpenIntent"]])
    XCTAssertEqual(catalog.member("audio.playAudio")?.protocols, [["AudioStartingIntent", "AudioPlaybackIntent"]])
    XCTAssertEqual(catalog.domains["mail"]?.groups["mail"]?.count, 12)
    XCTAssertEqual(catalog.domains["messages"]?.groups["messages"]?.count, 5)
    XCTAssertEqual(catalog.domains["clock"]?.groups["clock"]?.count, 10)
    XCTAssertNil(catalog.domains["reminders"]?.groups.first)
    XCTAssertEqual(catalog.member("visualIntelligence.semanticContentSearch")?.slots.map(\.name), ["semanticContent"])
    XCTAssertEqual(catalog.domains["visualIntelligence"]?.availability, ["iOS": "26.0"])
    XCTAssertEqual(catalog.member("mail.openDraft")?.availability["iOS"], "27.0")
    XCTAssertEqual(catalog.member("system.search")?.deprecated, "Use .system.searchInApp instead")
    XCTAssertEqual(catalog.member("photos.cleanupPhoto")?.shape, .unknown)
    XCTAssertEqual(
      catalog.member("wordProcessor.createPage").map {
        SchemaRuleSupport.processorName($0.slots[0].type, domain: "wordProcessor", catalog: catalog)
      },
      "WordProcessorDocumentEntity"
    )
  }

  func testReadmeExampleLoads() throws {
    let readme = try String(contentsOf: Self.domainsFolder.appendingPathComponent("README.md"), encoding: .utf8)
    let format = try XCTUnwrap(readme.range(of: "## Format"))
    let start = try XCTUnwrap(readme.range(of: "```yaml\n", range: format.upperBound..<readme.endIndex))
    let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let loaded = Self.load(String(readme[start.upperBound..<end.lowerBound]), path: "README.md")
    XCTAssertEqual(loaded.errors, [])
    XCTAssertEqual(loaded.catalog.member("notes.openNote")?.protocols, [["OpenIntent"]])
  }

  // MARK: - Errors

  func testMalformedYAMLIsLocated() {
    let result = Self.load("domain: notes\nintents:\n  createNote: {parameters: [\n", path: "Bad/notes.yaml")
    XCTAssertEqual(result.errors.count, 1)
    XCTAssertTrue(result.errors[0].hasPrefix("Bad/notes.yaml:4:1: error: "), result.errors[0])
  }

  func testUnknownTypeIsLocatedWithSuggestion() {
    let text = """
      domain: acme
      intents:
        doThing:
          parameters:
            name: Strng
            when: Date?
      """
    XCTAssertEqual(
      Self.load(text).errors,
      ["test.yaml:5:13: error: unknown type 'Strng'; did you mean 'String'? in 'Strng'"]
    )
  }

  func testUnknownMemberTypeIsLocated() {
    let text = """
      domain: acme
      intents:
        doThing:
          parameters:
            target: "[widgt]?"
      entities:
        widget:
          properties: {}
      """
    XCTAssertEqual(
      Self.load(text).errors,
      [
        "test.yaml:5:15: error: unknown type 'widgt': not a system type nor an entity or enum of the acme domain; "
          + "did you mean 'widget'?"
      ]
    )
  }

  func testUnknownKeysAndBadValuesAreLocated() {
    let text = """
      domain: acme
      categry: primary
      availability: {iOS: latest}
      intents:
        doThing:
          paramters: {}
          shape: maybe
        other:
          parameters:
            files: [IntentFile]
      groups:
        all: [doThing, missing]
      """
    XCTAssertEqual(
      Self.load(text).errors,
      [
        "test.yaml:2:1: error: unknown key 'categry' in a schema file; did you mean 'category'? (known keys: domain, "
          + "category, availability, groups, intents, entities, enums, note)",
        "test.yaml:3:21: error: 'latest' is not a version; write it as in iOS: \"27.0\"",
        "test.yaml:5:3: error: intent 'doThing' lists no parameters; write parameters: {} when it has none, or shape: "
          + "unknown",
        "test.yaml:6:5: error: unknown key 'paramters' in intent 'doThing'; did you mean 'parameters'? (known keys: "
          + "parameters, protocols, availability, deprecated, returns, shape, note)",
        "test.yaml:7:12: error: unknown shape 'maybe'; use one of complete, partial, unknown",
        "test.yaml:10:14: error: an array type must be quoted, as in \"[IntentFile]\"; unquoted, YAML reads a list",
        "test.yaml:12:18: error: group 'all' names 'missing', which is not an intent of the acme domain",
      ]
    )
  }

  func testEarlierTypesOfSlots() {
    let loaded = Self.load(
      """
      domain: acme
      entities:
        place:
          properties:
            location: {type: PlaceDescriptor?, earlierType: CLPlacemark?, typeAvailability: {iOS: "27.0"}}
            halfDone: {type: String, earlierType: Int}
      """
    )
    XCTAssertEqual(
      loaded.errors,
      [
        "test.yaml:6:17: error: 'halfDone' needs both 'earlierType' and 'typeAvailability' (since when 'type' "
          + "replaced 'earlierType'), or neither"
      ]
    )
    let location = loaded.catalog.member("acme.place", kind: .entity)?.slot("location")
    XCTAssertEqual(location?.earlierType.map { "\($0)" }, "CLPlacemark?")
    XCTAssertEqual(location?.typeAvailability, ["iOS": "27.0"])
  }

  func testMissingDomainAndEmptyFile() {
    XCTAssertEqual(
      Self.load("intents: {}\n").errors,
      ["test.yaml:1:1: error: missing key 'domain' (the domain's name, as in domain: notes)"]
    )
    XCTAssertEqual(
      Self.load("# nothing\n").errors,
      ["test.yaml: error: the file is empty; a schema file is a mapping with a 'domain' key"]
    )
  }

  func testTypeSpellings() {
    for text in ["String", "[IntentFile]?", "Set<playbackAttributes>", "Union<AudioItem>?", "[Union<Alarm>]", "Any"] {
      XCTAssertEqual((try? SchemaType.parse(text).get())?.description, text)
    }
    for text in ["", "[String", "Set<String", "String??", "NSString", "Union<>"] {
      XCTAssertNil(try? SchemaType.parse(text).get(), text)
    }
  }

  // MARK: - User folders

  func testUserFoldersAreMerged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemas-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    domain: acme
    intents:
      launchRocket:
        parameters:
          target: rocket
    entities:
      rocket:
        properties:
          name: String
    """.write(to: folder.appendingPathComponent("acme.yaml"), atomically: true, encoding: .utf8)
    try """
    domain: notes
    intents:
      pinNote:
        parameters:
          target: note
    """.write(to: folder.appendingPathComponent("notes-extra.yml"), atomically: true, encoding: .utf8)
    try "not: [a schema".write(to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    try "ignored".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)

    let loaded = SchemaCatalog.loading(folders: [folder.path, folder.path + "/missing"])
    XCTAssertNotNil(loaded.catalog.member("acme.launchRocket", kind: .intent))
    XCTAssertNotNil(loaded.catalog.member("notes.pinNote", kind: .intent))
    XCTAssertNotNil(loaded.catalog.member("notes.createNote", kind: .intent), "bundled members are kept")
    XCTAssertNotNil(loaded.catalog.member("photos.asset", kind: .entity))
    XCTAssertEqual(loaded.errors.count, 2, loaded.errors.map(\.description).joined(separator: "\n"))
    XCTAssertTrue(loaded.errors.contains { $0.path == folder.path + "/broken.yaml" && $0.line == 1 })
    XCTAssertTrue(loaded.errors.contains { $0.path == folder.path + "/missing" && $0.line == 0 })

    // The rules read the configured folders.
    let source = """
      @AppIntent(schema: .acme.launchRocket)
      struct LaunchIntent {
        var target: RocketEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    let parsed = [SourceScanner.scan(SourceFile(path: "Launch.swift", text: source))]
    var configuration = LintConfiguration()
    configuration.onlyRules = ["unknown_schema"]
    XCTAssertEqual(
      Linter(configuration: configuration).lint(files: parsed, module: "App").map(\.ruleID),
      ["unknown_schema"]
    )
    configuration.schemaFolders = [folder.path]
    XCTAssertEqual(Linter(configuration: configuration).lint(files: parsed, module: "App").map(\.ruleID), [])
  }

  /// Only regular files are read: a FIFO blocked `lint` forever and a link to `/dev/zero` filled the
  /// memory. A file that cannot be read says why.
  func testUserFoldersReadOnlyRegularFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemas-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "domain: acme\nintents:\n  launchRocket:\n    parameters: {}\n".write(
      to: folder.appendingPathComponent("acme.yml"),
      atomically: true,
      encoding: .utf8
    )
    let fifo = folder.appendingPathComponent("fifo.yaml").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let files = FileManager.default
    try files.createSymbolicLink(
      atPath: folder.appendingPathComponent("null.yaml").path,
      withDestinationPath: "/dev/null"
    )
    try files.createSymbolicLink(
      atPath: folder.appendingPathComponent("linked.yaml").path,
      withDestinationPath: "acme.yml"
    )
    try files.createDirectory(at: folder.appendingPathComponent("folder.yaml"), withIntermediateDirectories: true)

    nonisolated(unsafe) var loaded: (catalog: SchemaCatalog, errors: [SchemaCatalogError])?
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      loaded = SchemaCatalog.loading(folders: [folder.path])
      done.signal()
    }
    if done.wait(timeout: .now() + 20) == .timedOut {
      XCTFail("reading the folder blocked on the FIFO")
      // A writer that closes at once ends the read, so the thread finishes.
      close(open(fifo, O_WRONLY | O_NONBLOCK))
      done.wait()
    }
    XCTAssertEqual(loaded?.errors.map(\.description) ?? ["nil"], [])
    XCTAssertNotNil(loaded?.catalog.member("acme.launchRocket", kind: .intent))

    // In a folder of its own: the FIFO above would block the unfixed reader for good.
    let broken = folder.appendingPathComponent("broken.d")
    try files.createDirectory(at: broken, withIntermediateDirectories: true)
    try files.createSymbolicLink(
      atPath: broken.appendingPathComponent("gone.yaml").path,
      withDestinationPath: "missing"
    )
    XCTAssertEqual(
      SchemaCatalog.loading(folders: [broken.path, folder.path + "/missing"]).errors.map(\.description),
      [
        broken.path + "/gone.yaml: error: cannot read the schema file: No such file or directory",
        folder.path + "/missing: error: cannot read the schema folder: No such file or directory; check 'schemas'",
      ]
    )
  }
}
