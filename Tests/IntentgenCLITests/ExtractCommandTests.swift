import Foundation
import XCTest

/// `intentgen extract`: the manifest on stdout or in a file, the module name, broken and missing
/// inputs, `--strict`, and usage errors.
final class ExtractCommandTests: XCTestCase {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let goodIntent = """
    import AppIntents

    struct GoodIntent: AppIntent {
      static let title: LocalizedStringResource = "Good"
      @Parameter(title: "Count", default: 1) var count: Int
      func perform() async throws -> some IntentResult { .result() }
    }

    """

  static let goodEnum = """
    import AppIntents

    enum Mode: String, AppEnum {
      case fast
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
      static let caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.fast: "Fast"]
    }

    """

  /// An unterminated string on line 3, then closing braces with nothing to close.
  static let unterminatedString = """
    struct BrokenIntent: AppIntent {
      @Parameter(title: "Name") var name: String
      static let title: LocalizedStringResource = "Broken
    }
    }}

    """

  /// Stray braces before and after an otherwise fine declaration.
  static let strayBraces = """
    }}
    struct StrayIntent: AppIntent { static let title: LocalizedStringResource = "Stray" }
    {{

    """

  private func json(_ result: IntentgenProcess.Result, line: UInt = #line) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    return try XCTUnwrap(object, "stdout is not a JSON object: \(result.output)", line: line)
  }

  private func json(file: URL, line: UInt = #line) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    return try XCTUnwrap(object, "\(file.path) is not a JSON object", line: line)
  }

  private func names(_ manifest: [String: Any], _ key: String) -> [String] {
    (manifest[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  private func diagnostics(_ manifest: [String: Any]) -> [String] {
    (manifest["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
      let location = diagnostic["location"] as? [String: Any] ?? [:]
      let position = "\(location["path"] ?? "?"):\(location["line"] ?? "?"):\(location["column"] ?? "?")"
      return "\(position): \(diagnostic["severity"] ?? "?"): \(diagnostic["message"] ?? "?")"
    }
  }

  private func modificationDate(_ url: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
  }

  // MARK: - The examples

  func testExtractsFieldNotesToStdout() throws {
    let example = Self.repositoryRoot.appendingPathComponent("Examples/FieldNotes")
    let result = try IntentgenProcess.run(["extract", "Sources/FieldNotes"], in: example)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(result.errorOutput, "")
    let manifest = try json(result)
    XCTAssertEqual(manifest["formatVersion"] as? Int, 1)
    XCTAssertEqual(manifest["module"] as? String, "FieldNotes")
    XCTAssertEqual((manifest["generator"] as? [String: Any])?["name"] as? String, "intentgen")
    XCTAssertEqual(
      names(manifest, "entities"),
      ["NoteEntity", "SiriAccountEntity", "SiriNoteEntity", "SiriNotebookEntity"]
    )
    XCTAssertEqual(
      names(manifest, "intents"),
      ["CreateNoteIntent", "OpenFieldNotesScreenIntent", "OpenNoteIntent", "SiriCreateNoteIntent", "TogglePinIntent"]
    )
    XCTAssertEqual(
      names(manifest, "queries"),
      [
        "NoteEntityQuery", "SiriAccountEntity.SiriAccountEntityQuery", "SiriNoteEntity.SiriNoteEntityQuery",
        "SiriNotebookEntity.SiriNotebookEntityQuery",
      ]
    )
    XCTAssertEqual(names(manifest, "enums"), ["FieldNotesScreen", "Priority"])
    XCTAssertEqual(names(manifest, "shortcutProviders"), ["FieldNotesShortcuts"])
    XCTAssertEqual(result.output.last, "\n")
  }

  /// What the CLI prints is exactly the golden manifest the IntentEmit tests check.
  func testExamplesMatchTheirGoldenManifests() throws {
    for example in ["FieldNotes", "Trails"] {
      let golden = Self.repositoryRoot.appendingPathComponent("Tests/IntentEmitTests/Golden/\(example).manifest.json")
      guard let expected = FileManager.default.contents(atPath: golden.path) else { continue }
      let directory = Self.repositoryRoot.appendingPathComponent("Examples/\(example)")
      let result = try IntentgenProcess.run(["extract", "Sources/\(example)"], in: directory)
      XCTAssertEqual(result.status, 0, result.errorOutput)
      XCTAssertTrue(result.stdout == expected, "\(example): the CLI output differs from \(golden.lastPathComponent)")
    }
  }

  // MARK: - Module name

  func testModuleNameDefaultsToTheFirstDirectory() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Notes/Good.swift", Self.goodIntent)
    try directory.write("Other/Mode.swift", Self.goodEnum)

    let cases: [([String], String)] = [
      (["Sources/Notes"], "Notes"),
      (["Sources/Notes/"], "Notes"),
      (["Sources/Notes/Good.swift", "Other", "Sources/Notes"], "Other"),
      (["Sources/Notes/Good.swift"], "Module"),
      (["Sources/Notes", "--module", "Custom"], "Custom"),
      (["--module=Custom", "Sources/Notes/Good.swift"], "Custom"),
    ]
    for (arguments, module) in cases {
      let result = try IntentgenProcess.run(["extract"] + arguments, in: directory.url)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.errorOutput)")
      XCTAssertEqual(try json(result)["module"] as? String, module, "\(arguments)")
    }
    let inside = try IntentgenProcess.run(["extract", "."], in: directory.url.appendingPathComponent("Sources/Notes"))
    XCTAssertEqual(try json(inside)["module"] as? String, "Notes")
  }

  // MARK: - Output file

  func testOutputFileIsWrittenAndLeftAloneWhenUnchanged() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("Build"),
      withIntermediateDirectories: true
    )
    let output = directory.url.appendingPathComponent("Build/manifest.json")

    let first = try IntentgenProcess.run(["extract", "App", "-o", "Build/manifest.json"], in: directory.url)
    XCTAssertEqual(first.status, 0, first.errorOutput)
    XCTAssertEqual(first.output, "", "nothing on stdout with -o")
    XCTAssertEqual(names(try json(file: output), "intents"), ["GoodIntent"])

    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
    let second = try IntentgenProcess.run(["extract", "App", "--output", "Build/manifest.json"], in: directory.url)
    XCTAssertEqual(second.status, 0, second.errorOutput)
    XCTAssertEqual(try modificationDate(output), past, "an unchanged manifest was rewritten")

    try directory.write("App/Mode.swift", Self.goodEnum)
    let third = try IntentgenProcess.run(["extract", "App", "-o", "Build/manifest.json"], in: directory.url)
    XCTAssertEqual(third.status, 0, third.errorOutput)
    XCTAssertNotEqual(try modificationDate(output), past)
    XCTAssertEqual(names(try json(file: output), "enums"), ["Mode"])
    let entries = try FileManager.default.contentsOfDirectory(
      atPath: directory.url.appendingPathComponent("Build").path
    )
    XCTAssertEqual(entries, ["manifest.json"], "temporary files left behind")
  }

  func testDashOutputIsStdout() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    let result = try IntentgenProcess.run(["extract", "App", "-o", "-"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(names(try json(result), "intents"), ["GoodIntent"])
  }

  func testOutputInAMissingDirectoryFails() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    let result = try IntentgenProcess.run(["extract", "App", "-o", "Missing/manifest.json"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.errorOutput,
      "Missing/manifest.json: error: cannot write file: directory 'Missing' does not exist\n"
    )
  }

  /// An output that is one of the inputs — by another spelling of its path or through a symbolic
  /// link — is refused before anything is written, and the input keeps its content.
  func testOutputThatIsAnInputIsRefused() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    try directory.write("Shared/Mode.swift", Self.goodEnum)
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("App/Mode.swift").path,
      withDestinationPath: "../Shared/Mode.swift"
    )
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("Link").path,
      withDestinationPath: "App"
    )
    for output in ["App/Good.swift", "./App/../App/Good.swift", "Link/Good.swift", "Shared/Mode.swift"] {
      let result = try IntentgenProcess.run(["extract", "App", "-o", output], in: directory.url)
      XCTAssertEqual(result.status, 1, output)
      XCTAssertEqual(
        result.errorOutput,
        "\(output): error: this output is one of the input files; write the output somewhere else\n"
      )
    }
    XCTAssertEqual(
      try String(contentsOf: directory.url.appendingPathComponent("App/Good.swift"), encoding: .utf8),
      Self.goodIntent
    )
    XCTAssertEqual(
      try String(contentsOf: directory.url.appendingPathComponent("Shared/Mode.swift"), encoding: .utf8),
      Self.goodEnum
    )
  }

  // MARK: - Broken and missing inputs

  func testBrokenFilesAreReportedAndTheRestIsExtracted() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    try directory.write("App/Mode.swift", Self.goodEnum)
    try directory.write("App/Broken.swift", Self.unterminatedString)
    try directory.write("App/Stray.swift", Self.strayBraces)

    let result = try IntentgenProcess.run(["extract", "App", "-o", "manifest.json"], in: directory.url)
    XCTAssertEqual(result.status, 0, "diagnostics fail only with --strict")
    let manifest = try json(file: directory.url.appendingPathComponent("manifest.json"))
    XCTAssertTrue(names(manifest, "intents").contains("GoodIntent"), "\(names(manifest, "intents"))")
    XCTAssertEqual(names(manifest, "enums"), ["Mode"])

    let listed = diagnostics(manifest)
    XCTAssertTrue(
      listed.contains { $0.hasPrefix("App/Broken.swift:3:") && $0.contains("unterminated string") },
      "\(listed)"
    )
    XCTAssertTrue(listed.contains { $0.hasPrefix("App/Stray.swift:1:1: error: ") }, "\(listed)")
    XCTAssertEqual(listed, listed.sorted(), "diagnostics are sorted by location")

    // stderr lists the same problems, in the same order, as Xcode reads them.
    let lines = result.errorOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines, listed, result.errorOutput)
  }

  func testStrictFailsOnDiagnosticsButStillWritesTheManifest() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    let clean = try IntentgenProcess.run(["extract", "App", "--strict"], in: directory.url)
    XCTAssertEqual(clean.status, 0, clean.errorOutput)

    try directory.write("App/Broken.swift", Self.unterminatedString)
    let broken = try IntentgenProcess.run(["extract", "--strict", "App", "-o", "manifest.json"], in: directory.url)
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(broken.errorOutput.contains("App/Broken.swift:3:"), broken.errorOutput)
    let manifest = try json(file: directory.url.appendingPathComponent("manifest.json"))
    XCTAssertTrue(names(manifest, "intents").contains("GoodIntent"))
  }

  func testMissingPathIsReportedByName() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    let result = try IntentgenProcess.run(["extract", "App", "Missing.swift"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(result.errorOutput, "Missing.swift: error: cannot read file: No such file or directory\n")
    let manifest = try json(result)
    XCTAssertEqual(names(manifest, "intents"), ["GoodIntent"])
    XCTAssertEqual(diagnostics(manifest), ["Missing.swift:1:1: error: cannot read file: No such file or directory"])

    let strict = try IntentgenProcess.run(["extract", "--strict", "App", "Missing.swift"], in: directory.url)
    XCTAssertEqual(strict.status, 1)
  }

  func testGeneratedFilesAreSkipped() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Good.swift", Self.goodIntent)
    try directory.write(
      "App/Generated.swift",
      "// Generated by intentgen. DO NOT EDIT.\n" + Self.goodIntent.replacingOccurrences(of: "GoodIntent", with: "Gen")
    )
    let result = try IntentgenProcess.run(["extract", "App"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(names(try json(result), "intents"), ["GoodIntent"])
  }

  func testOutputDoesNotDependOnArgumentOrder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", Self.goodIntent)
    try directory.write("B.swift", Self.goodEnum)
    try directory.write("C.swift", Self.unterminatedString)
    let forward = try IntentgenProcess.run(["extract", "A.swift", "B.swift", "C.swift"], in: directory.url)
    let backward = try IntentgenProcess.run(["extract", "C.swift", "B.swift", "A.swift", "A.swift"], in: directory.url)
    XCTAssertEqual(forward.status, 0, forward.errorOutput)
    XCTAssertEqual(forward.stdout, backward.stdout)
    XCTAssertEqual(forward.stderr, backward.stderr)
  }

  // MARK: - Usage

  func testUsageErrorsExitWith64() throws {
    let cases: [([String], String)] = [
      (["extract"], "error: no paths given"),
      (["extract", "App", "--bogus"], "error: unknown option '--bogus'"),
      (["extract", "App", "-o"], "error: missing value for option '--output'"),
      (["extract", "App", "--module"], "error: missing value for option '--module'"),
      (["extract", "App", "--module", ""], "error: empty module name"),
      (["extract", "App", "-o", ""], "error: empty output path"),
      (["extract", "App", "--strict=yes"], "error: option '--strict' takes no value"),
    ]
    for (arguments, message) in cases {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.errorOutput.hasPrefix(message), "\(arguments): \(result.errorOutput)")
      XCTAssertTrue(result.errorOutput.contains("USAGE: intentgen extract"), result.errorOutput)
      XCTAssertTrue(result.errorOutput.contains("See 'intentgen help extract'"), result.errorOutput)
      XCTAssertEqual(result.output, "")
    }
  }

  func testHelp() throws {
    for arguments in [["help", "extract"], ["extract", "--help"], ["extract", "-h"]] {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 0, "\(arguments)")
      XCTAssertTrue(result.output.contains("USAGE: intentgen extract <path>..."), result.output)
      XCTAssertTrue(result.output.contains("--strict"), result.output)
      XCTAssertTrue(result.output.contains("EXIT STATUS:"), result.output)
    }
    let root = try IntentgenProcess.run(["--help"])
    XCTAssertTrue(root.output.contains("\n  extract "), root.output)
  }
}
