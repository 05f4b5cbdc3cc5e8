import Foundation
import XCTest

/// The command plugin, end to end on a copy of the FieldNotes example, whose generated code is
/// checked in (`Sources/FieldNotes/Generated`): `swift package intentgen lint` with the user's
/// reporter options, `generate --check` (the pull-request check) on the checked-in code, a stale
/// file reported by the check and by the build, `generate` restoring it, and the build-tool plugin
/// generating nothing twice. `INTENTGEN_SKIP_PLUGIN_TESTS=1` skips it.
final class CommandPluginTests: XCTestCase {
  override func setUpWithError() throws {
    if ProcessInfo.processInfo.environment["INTENTGEN_SKIP_PLUGIN_TESTS"] == "1" {
      throw XCTSkip("INTENTGEN_SKIP_PLUGIN_TESTS=1")
    }
  }

  func testFieldNotesLintGenerateCheckAndBuildThroughTheCommandPlugin() throws {
    let package = try ExamplePackage(copying: "FieldNotes")

    let lint = try package.swift("package", "intentgen", "lint")
    XCTAssertEqual(lint.status, 0, lint.allOutput)
    XCTAssertEqual(package.diagnostics(in: lint.output), [], "FieldNotes lints clean:\n\(lint.allOutput)")

    let summary = try package.swift("package", "intentgen", "lint", "--target", "FieldNotes", "--reporter", "summary")
    XCTAssertEqual(summary.status, 0, summary.allOutput)
    XCTAssertTrue(summary.output.contains("no violations"), "the reporter option reaches intentgen:\n\(summary.output)")

    let unknown = try package.swift("package", "intentgen", "lint", "--target", "Nope")
    XCTAssertNotEqual(unknown.status, 0)
    XCTAssertTrue(
      unknown.allOutput.contains("no source target named 'Nope'; the targets are: FieldNotes"),
      unknown.allOutput
    )

    // The checked-in code is what intentgen generates today (the CI check for pull requests).
    let upToDate = try package.swift("package", "intentgen", "generate", "--check")
    XCTAssertEqual(upToDate.status, 0, "the checked-in code is up to date:\n\(upToDate.allOutput)")

    let folder = package.file("Sources/FieldNotes/Generated")
    let edited = folder.appendingPathComponent("NoteEntityQuery.swift")
    let original = try Data(contentsOf: edited)
    let handEdit = "// edited by hand\n"
    try Data((String(decoding: original, as: UTF8.self) + handEdit).utf8).write(to: edited)

    let stale = try package.swift("package", "intentgen", "generate", "--check")
    XCTAssertNotEqual(stale.status, 0, "a hand-edited generated file fails the check")
    XCTAssertTrue(stale.allOutput.contains("NoteEntityQuery.swift"), stale.allOutput)
    XCTAssertTrue(try String(contentsOf: edited, encoding: .utf8).hasSuffix(handEdit), "--check writes nothing")

    // The build compiles the checked-in code, warns that it is stale, and still succeeds; the
    // build-tool plugin's own output holds no declaration (no duplicates).
    let build = try package.swift("build")
    XCTAssertEqual(build.status, 0, "a stale checked-in file is a warning, not an error:\n\(build.allOutput)")
    try GoldenFile.check(
      package.diagnostics(in: build.allOutput).map { $0 + "\n" }.joined(),
      against: "FieldNotes.stale.build.txt"
    )
    let pluginOutput = try String(
      contentsOf: package.pluginWorkDirectory(target: "FieldNotes").appendingPathComponent(
        "FieldNotes+Intentgen.swift"
      ),
      encoding: .utf8
    )
    let code = pluginOutput.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.allSatisfy(\.isWhitespace) }
    XCTAssertEqual(code, [], "the plugin output is only comments when the code is checked in:\n\(pluginOutput)")

    let generate = try package.swift("package", "--allow-writing-to-package-directory", "intentgen", "generate")
    XCTAssertEqual(generate.status, 0, generate.allOutput)
    XCTAssertEqual(try Data(contentsOf: edited), original, "generate restores the checked-in file")
    let repository = ExamplePackage.repositoryRoot.appendingPathComponent(
      "Examples/FieldNotes/Sources/FieldNotes/Generated"
    )
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      try FileManager.default.contentsOfDirectory(atPath: repository.path).sorted(),
      "generate writes the repository's files, no more"
    )

    // After the fix, the build is clean and the package's own tests pass on Linux.
    let test = try package.swift("test")
    XCTAssertEqual(test.status, 0, test.allOutput)
    XCTAssertEqual(package.diagnostics(in: test.allOutput), [], test.allOutput)
    XCTAssertTrue(test.allOutput.contains("Executed 4 tests, with 0 failures"), test.allOutput)

    print(
      "FieldNotes timings: first lint (builds intentgen) \(lint.rounded) s, generate --check \(upToDate.rounded) s, "
        + "build with a stale file \(build.rounded) s, generate \(generate.rounded) s, swift test \(test.rounded) s"
    )
    try GoldenFile.skipIfUpdating()
  }
}
