import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugins' shared core, `Plugins/Shared/TargetInputs.swift` (linked into this target): which
/// files of a target intentgen reads, the configuration it declares, and the helpers only the Xcode
/// entry points use, which cannot run on Linux otherwise.
final class TargetInputsTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-inputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: root)
  }

  @discardableResult
  private func write(_ path: String, _ text: String = "") throws -> URL {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.standardizedFileURL
  }

  func testSwiftFilesAndPhraseCatalogsAreTheSourcesInPathOrder() throws {
    let files = [
      try write("App/Sources/App/Zed.swift"),
      try write("App/Sources/App/Resources/fr.lproj/AppShortcuts.strings"),
      try write("App/Sources/App/Resources/Localizable.strings"),
      try write("App/Sources/App/Resources/AppShortcuts.xcstrings"),
      try write("App/Sources/App/Info.plist"),
      try write("App/Sources/App/Feature/Alpha.swift"),
    ]
    let directory = root.appendingPathComponent("App/Sources/App")
    let inputs = TargetInputs(moduleName: "App", files: files, directory: directory)
    XCTAssertEqual(
      inputs.swiftFiles.map(\.lastPathComponent),
      ["Alpha.swift", "Zed.swift"]
    )
    XCTAssertEqual(
      inputs.phraseCatalogs.map { $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") },
      ["App/Sources/App/Resources/AppShortcuts.xcstrings", "App/Sources/App/Resources/fr.lproj/AppShortcuts.strings"]
    )
    XCTAssertEqual(inputs.sources, inputs.swiftFiles + inputs.phraseCatalogs)
  }

  func testTheNearestConfigurationAboveTheFirstSourceIsDeclared() throws {
    let packageConfiguration = try write("App/.intentgen.yml", "disabled_rules: []\n")
    try write("App/Sources/Other/.intentgen.yml")  // beside another target: not on the way up
    let first = try write("App/Sources/App/Feature/A.swift")
    let second = try write("App/Sources/App/Zed.swift")  // sorts after Feature/A.swift
    var inputs = TargetInputs(moduleName: "App", files: [second, first], directory: root)
    XCTAssertEqual(inputs.configuration, packageConfiguration)
    XCTAssertEqual(inputs.inputFiles, [first, second, packageConfiguration])

    let nearer = try write("App/Sources/App/Feature/.intentgen.yml")
    inputs = TargetInputs(moduleName: "App", files: [second, first], directory: root)
    XCTAssertEqual(inputs.configuration, nearer, "intentgen stops at the first file up from its first path")
  }

  func testADirectoryNamedLikeTheConfigurationIsNotOne() throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App/.intentgen.yml"),
      withIntermediateDirectories: true
    )
    let file = try write("App/Sources/App/A.swift")
    let inputs = TargetInputs(moduleName: "App", files: [file], directory: root)
    // A configuration outside the test's directory (above the temporary directory) would count;
    // none inside it does.
    XCTAssertFalse(
      inputs.configuration?.path.hasPrefix(root.path) ?? false,
      "a directory named .intentgen.yml is not a configuration"
    )
    XCTAssertEqual(inputs.inputFiles, [file] + (inputs.configuration.map { [$0] } ?? []))
  }

  /// A link to nothing is where intentgen stops too (and reports it), but it is not declared: the
  /// build system would stop the build first with its "missing inputs" error. Nor is a named pipe
  /// (whose reading would wait for a writer).
  func testAConfigurationThatIsNotAFileIsFoundButNotDeclared() throws {
    try write("App/.intentgen.yml", "disabled_rules: []\n")
    let file = try write("App/Sources/App/A.swift")
    let link = root.appendingPathComponent("App/Sources/.intentgen.yml").standardizedFileURL
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../shared/intentgen.yml")
    var inputs = TargetInputs(moduleName: "App", files: [file], directory: root)
    XCTAssertEqual(inputs.configuration, link)
    XCTAssertEqual(inputs.inputFiles, [file])

    try FileManager.default.removeItem(at: link)
    XCTAssertEqual(mkfifo(link.path, 0o644), 0)
    inputs = TargetInputs(moduleName: "App", files: [file], directory: root)
    XCTAssertEqual(inputs.configuration, link)
    XCTAssertEqual(inputs.inputFiles, [file])
    XCTAssertEqual(inputs.schemaFiles, [])
  }

  func testTheSchemaFilesOfTheConfigurationAreDeclared() throws {
    let configuration = try write("App/.intentgen.yml", "disabled_rules: []\nschemas: [Schemas, \"More Schemas\"]\n")
    let notes = try write("App/Schemas/notes.yml", "domain: notes\n")
    let recipes = try write("App/More Schemas/recipes.yaml", "domain: recipes\n")
    try write("App/Schemas/README.md")
    try write("App/Schemas/nested/deep.yml")  // intentgen reads only the folder itself
    let file = try write("App/Sources/App/A.swift")
    let inputs = TargetInputs(moduleName: "App", files: [file], directory: root)
    XCTAssertEqual(inputs.schemaFiles, [recipes, notes])
    XCTAssertEqual(inputs.inputFiles, [file, configuration, recipes, notes])
  }

  func testSchemaFoldersAreReadFromTheDocumentedFormsOfTheKey() {
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "schemas: [A, 'B C', \"D\"]  # extra\n"), ["A", "B C", "D"])
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "app_name: X\nschemas: Schemas\n"), ["Schemas"])
    XCTAssertEqual(
      SchemaFolders.names(inConfiguration: "schemas:\n  - A  # first\n\n  # between\n  - \"B\"\nexcluded: [C]\n- D\n"),
      ["A", "B"]
    )
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "schemas:\n- A\n- B\n"), ["A", "B"])
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "severity:\n  schemas: warning\n"), [], "top level only")
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "schemas: []\n"), [])
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "schemas: [A, B\n"), [], "a broken value declares nothing")
    XCTAssertEqual(SchemaFolders.names(inConfiguration: "schemas: {a: b}\n"), [])
  }

  func testModuleNamesAreDerivedAsXcodeDoes() {
    XCTAssertEqual(TargetInputs.moduleName(for: "FieldNotes"), "FieldNotes")
    XCTAssertEqual(TargetInputs.moduleName(for: "Field Notes"), "Field_Notes")
    XCTAssertEqual(TargetInputs.moduleName(for: "my-app.ios"), "my_app_ios")
    XCTAssertEqual(TargetInputs.moduleName(for: "2048"), "_2048")
    XCTAssertEqual(TargetInputs.moduleName(for: "Café"), "Caf_")
    XCTAssertEqual(TargetInputs.moduleName(for: ""), "_")
  }

  func testTheCommonDirectoryHoldsEveryFile() {
    let files = ["/p/App/Sources/A.swift", "/p/App/Sources/Feature/B.swift", "/p/App/Resources/C.xcstrings"]
      .map { URL(fileURLWithPath: $0) }
    XCTAssertEqual(TargetInputs.commonDirectory(of: files)?.path, "/p/App")
    XCTAssertEqual(TargetInputs.commonDirectory(of: [URL(fileURLWithPath: "/p/App/A.swift")])?.path, "/p/App")
    XCTAssertEqual(
      TargetInputs.commonDirectory(of: [URL(fileURLWithPath: "/a/A.swift"), URL(fileURLWithPath: "/b/B.swift")])?.path,
      "/"
    )
    XCTAssertNil(TargetInputs.commonDirectory(of: []))
  }
}
