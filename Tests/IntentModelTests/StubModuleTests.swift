import Foundation
import StubToolchain
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
/// The modules are built once per test process and shared with `ConstValuesDifferentialTests`
/// (`StubToolchain.swift`; `Stubs/README.md` has the same commands by hand). Skipped when no `swiftc`
/// is on `PATH`, and on Apple platforms, whose SDK has the real frameworks.
final class StubModuleTests: XCTestCase {
  /// FieldNotes' const values, extracted by the first test that needs them.
  nonisolated(unsafe) private static var fieldNotesValues: ConstValues?

  override class func tearDown() {
    fieldNotesValues = nil
    super.tearDown()
  }

  private func build() throws -> StubBuild {
    try StubBuild.get()
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
    let files = try StubBuild.typeCheckableSwiftFiles(in: "Examples/FieldNotes/Sources/FieldNotes")
    XCTAssertFalse(files.isEmpty, "no Swift files in Examples/FieldNotes/Sources/FieldNotes")
    let output = try build.typeCheck(files: files, module: "FieldNotes")
    XCTAssertEqual(output.status, 0, "FieldNotes does not type-check against the stubs:\n\(output.stderr)")
    XCTAssertFalse(output.stderr.contains("error:"), output.stderr)
  }

  func testAPICoverageSampleTypeChecksAgainstTheStubs() throws {
    let build = try build()
    let files = try StubBuild.swiftFiles(in: "Stubs/Samples")
    XCTAssertFalse(files.isEmpty, "no Swift files in Stubs/Samples")
    let output = try build.typeCheck(files: files, module: "StubSamples")
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
      "FieldNotes.FieldNotesScreen": "AppIntents.AppEnum",
      "FieldNotes.OpenFieldNotesScreenIntent": "AppIntents.OpenIntent",
    ]
    XCTAssertEqual(Set(values.types.keys), Set(expectedTypes.keys))
    for (type, conformance) in expectedTypes {
      let conformances = try XCTUnwrap(values.types[type]?["conformances"] as? [String], type)
      XCTAssertTrue(conformances.contains(conformance), "\(type) conformances: \(conformances)")
    }
    XCTAssertEqual(values.emptyFiles, ["FieldNotesSpotlightSearch.swiftconstvalues", "NoteStore.swiftconstvalues"])
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
    XCTAssertEqual(members.map { $0["kind"] as? String }, Array(repeating: "buildExpression", count: 4))

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
      files: try StubBuild.typeCheckableSwiftFiles(in: "Examples/FieldNotes/Sources/FieldNotes"),
      module: "FieldNotes"
    )
    Self.fieldNotesValues = values
    return values
  }
}

private func rawLiteral(_ value: [String: Any]) throws -> String {
  XCTAssertEqual(value["valueKind"] as? String, "RawLiteral", "\(value)")
  return try XCTUnwrap(value["value"] as? String)
}
