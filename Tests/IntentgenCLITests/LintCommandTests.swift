import Foundation
import GoldenSupport
import XCTest

/// `intentgen lint` and `intentgen rules`: the deliberately broken example's complete output for
/// every reporter (golden files), exit statuses, `--strict`, configuration and usage errors.
///
/// The golden files are what `intentgen lint Examples/Broken/Sources/Broken --reporter <name>`
/// prints when run from the repository root, with the root's absolute path replaced by `${ROOT}`
/// and the version by `${VERSION}`. After an intended change (a new rule, a new message), regenerate
/// them and review the diff:
///
///     INTENTGEN_UPDATE_GOLDEN=1 swift test --filter LintCommandTests
///
/// With `INTENTGEN_UPDATE_GOLDEN=1` the golden tests rewrite the files instead of comparing, and
/// report themselves as skipped so an update run is never mistaken for a passing one.
final class LintCommandTests: XCTestCase {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let brokenSources = "Examples/Broken/Sources/Broken"
  static let reporters = ["xcode", "json", "sarif", "github", "markdown", "summary"]

  static let cleanIntent = """
    import AppIntents

    struct GoodIntent: AppIntent {
      static let title: LocalizedStringResource = "Good"
      @Parameter(title: "Count", default: 1) var count: Int
      func perform() async throws -> some IntentResult { .result() }
    }

    """

  /// Only a warning: a required parameter missing from the summary.
  static let warningIntent = """
    import AppIntents

    struct CreateEventIntent: AppIntent {
      static let title: LocalizedStringResource = "Create Event"
      @Parameter(title: "Title") var title: String
      @Parameter(title: "Notes") var notes: String
      static var parameterSummary: some ParameterSummary {
        Summary("Create \\(\\.$title)")
      }
      func perform() async throws -> some IntentResult { .result() }
    }

    """

  static let errorShortcuts = """
    import AppIntents

    struct Shortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: GoodIntent(),
          phrases: ["Do something good"],
          shortTitle: "Good",
          systemImageName: "star"
        )
      }
    }

    """

  // MARK: - Golden files

  func testBrokenExampleMatchesTheGoldenFileOfEveryReporter() throws {
    let version = try IntentgenProcess.run(["--version"]).output
      .trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "intentgen ", with: "")
    let update = ProcessInfo.processInfo.environment["INTENTGEN_UPDATE_GOLDEN"] == "1"
    var rewritten: [String] = []
    for reporter in Self.reporters {
      let result = try IntentgenProcess.run(
        ["lint", Self.brokenSources, "--reporter", reporter],
        in: Self.repositoryRoot
      )
      XCTAssertEqual(result.status, 1, "\(reporter): the broken example has errors")
      XCTAssertEqual(result.errorOutput, "", "\(reporter): nothing on stderr")
      let actual = Self.placeholders(result.output, version: version)
      let golden = Self.goldenFile(reporter)
      if update {
        let existing = FileManager.default.contents(atPath: golden.path).map { String(decoding: $0, as: UTF8.self) }
        if existing != actual {
          try Data(actual.utf8).write(to: golden, options: .atomic)
          rewritten.append(golden.lastPathComponent)
        }
        continue
      }
      guard let expected = FileManager.default.contents(atPath: golden.path) else {
        XCTFail("missing golden file \(golden.path); create it with INTENTGEN_UPDATE_GOLDEN=1 and review it")
        continue
      }
      let expectedText = String(decoding: expected, as: UTF8.self)
      if expectedText != actual {
        XCTFail(
          "\(reporter) output differs from \(golden.lastPathComponent):\n"
            + GoldenText.firstDifference(expectedText, actual)
            + "\nIf the change is intended, rerun with INTENTGEN_UPDATE_GOLDEN=1 and review the diff."
        )
      }
    }
    if update {
      throw XCTSkip(
        "INTENTGEN_UPDATE_GOLDEN=1: rewrote \(rewritten.isEmpty ? "nothing" : rewritten.joined(separator: ", "))"
      )
    }
  }

  /// The output does not depend on the order of the arguments.
  func testOutputDoesNotDependOnArgumentOrder() throws {
    let directory = Self.repositoryRoot.appendingPathComponent(Self.brokenSources)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { Self.brokenSources + "/" + $0 }
    let forward = try IntentgenProcess.run(["lint", "--reporter", "json"] + files, in: Self.repositoryRoot)
    let backward = try IntentgenProcess.run(["lint", "--reporter", "json"] + files.reversed(), in: Self.repositoryRoot)
    XCTAssertEqual(forward.output, backward.output)
    XCTAssertFalse(forward.output.isEmpty)
  }

  static func goldenFile(_ reporter: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/IntentgenCLITests/Golden/Broken.\(reporter).txt")
  }

  /// The output with the checkout's location and the version replaced by placeholders.
  static func placeholders(_ output: String, version: String) -> String {
    output.replacingOccurrences(of: repositoryRoot.standardizedFileURL.path, with: "${ROOT}")
      .replacingOccurrences(of: "\"semanticVersion\": \"\(version)\"", with: "\"semanticVersion\": \"${VERSION}\"")
  }

  // MARK: - Exit statuses

  func testCleanTargetExitsZeroWithNoOutput() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    let result = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.output + result.errorOutput)
    XCTAssertEqual(result.output, "")
    let summary = try IntentgenProcess.run(["lint", "Sources/App", "--reporter", "summary"], in: directory.url)
    XCTAssertEqual(summary.output, "no violations\n")
  }

  func testWarningsExitZeroUnlessStrict() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Event.swift", Self.warningIntent)
    let lenient = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(lenient.status, 0, lenient.output)
    XCTAssertTrue(lenient.output.contains(": warning: "), lenient.output)
    XCTAssertTrue(lenient.output.contains("(parameter_summary_coverage)"), lenient.output)
    let strict = try IntentgenProcess.run(["lint", "Sources/App", "--strict"], in: directory.url)
    XCTAssertEqual(strict.status, 1, strict.output)
    XCTAssertEqual(strict.output, lenient.output)
  }

  func testErrorsExitOneAndXcodePathsAreAbsolute() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    try directory.write("Sources/App/Shortcuts.swift", Self.errorShortcuts)
    let result = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    let root = directory.url.resolvingSymlinksInPath().path
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, result.output)
    XCTAssertTrue(
      lines.first?.hasPrefix(root + "/Sources/App/Shortcuts.swift:7:17: error: ") ?? false
        || lines.first?.hasPrefix(directory.url.path + "/Sources/App/Shortcuts.swift:7:17: error: ") ?? false,
      result.output
    )
    XCTAssertTrue(result.output.hasSuffix(" (phrase_application_name)\n"), result.output)
  }

  func testUnreadableFilesAndSyntaxErrorsAreViolations() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Broken.swift", "struct A {\n  let s = \"open\n}\n")
    let result = try IntentgenProcess.run(
      ["lint", "Broken.swift", "Missing.swift", "--reporter", "json"],
      in: directory.url
    )
    XCTAssertEqual(result.status, 1)
    let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
    let rules = array.compactMap { $0["rule"] as? String }
    XCTAssertEqual(rules, ["syntax_error", "unreadable_file"], result.output)
    XCTAssertEqual(array.last?["file"] as? String, "Missing.swift")
  }

  func testPhraseCatalogsInDirectoriesAreLintedAndExcludedPathsSkipThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    try directory.write(
      "Sources/App/Shortcuts.swift",
      Self.errorShortcuts.replacingOccurrences(of: "\"Do something good\"", with: "\"Do good in \\(.applicationName)\"")
    )
    try directory.write(
      "Sources/App/Resources/de.lproj/AppShortcuts.strings",
      "\"Do good in ${applicationName}\" = \"Tu Gutes\";\n\"Do bad in ${applicationName}\" = \"x ${applicationName}\";\n"
    )
    let result = try IntentgenProcess.run(["lint", "Sources/App", "--reporter", "json"], in: directory.url)
    XCTAssertEqual(result.status, 1, result.output + result.errorOutput)
    let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
    XCTAssertEqual(
      array.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" },
      [
        "Sources/App/Resources/de.lproj/AppShortcuts.strings:1 localized_phrase",
        "Sources/App/Resources/de.lproj/AppShortcuts.strings:2 unused_phrase_key",
      ],
      result.output
    )
    let named = try IntentgenProcess.run(
      [
        "lint", "Sources/App/Good.swift", "Sources/App/Shortcuts.swift",
        "Sources/App/Resources/de.lproj/AppShortcuts.strings",
      ],
      in: directory.url
    )
    XCTAssertEqual(named.status, 1, named.output + named.errorOutput)
    XCTAssertFalse(named.output.contains("syntax_error"), named.output)
    XCTAssertTrue(named.output.contains("(unused_phrase_key)"), named.output)
    try directory.write(".intentgen.yml", "excluded: [Sources/App/Resources]\n")
    let excluded = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(excluded.status, 0, excluded.output + excluded.errorOutput)
  }

  // MARK: - Configuration

  func testDiscoveredConfigurationDisablesRules() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    try directory.write("Sources/App/Shortcuts.swift", Self.errorShortcuts)
    try directory.write(".intentgen.yml", "disabled_rules: [phrase_application_name]\n")
    let result = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.output + result.errorOutput)
    XCTAssertEqual(result.output, "")
  }

  func testExplicitConfigurationOverridesSeverity() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    try directory.write("Sources/App/Shortcuts.swift", Self.errorShortcuts)
    try directory.write("lint.yml", "severity:\n  phrase_application_name: warning\n")
    let result = try IntentgenProcess.run(["lint", "Sources/App", "--config", "lint.yml"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.output + result.errorOutput)
    XCTAssertTrue(result.output.contains(": warning: "), result.output)
  }

  func testBadConfigurationExitsTwo() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    try directory.write(".intentgen.yml", "disabled_rule: [phrase_application_name]\n")
    let result = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(result.status, 2, result.output + result.errorOutput)
    XCTAssertTrue(result.errorOutput.hasPrefix(".intentgen.yml:1:1: error: "), result.errorOutput)
    let missing = try IntentgenProcess.run(["lint", "Sources/App", "--config", "nope.yml"], in: directory.url)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.errorOutput.hasPrefix("nope.yml: error: cannot read file: "), missing.errorOutput)
  }

  /// A discovered `.intentgen.yml` that is a link to a configuration that is not there (a shared
  /// one, not checked out in CI) is an error: linting with a parent's configuration, or with the
  /// defaults, would pass or fail for the wrong reasons without a word.
  func testDiscoveredConfigurationThatIsALinkToNothingExitsTwo() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Good.swift", Self.cleanIntent)
    try directory.write("Sources/App/Shortcuts.swift", Self.errorShortcuts)
    try directory.write(".intentgen.yml", "disabled_rules: [phrase_application_name]\n")
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("Sources/.intentgen.yml").path,
      withDestinationPath: "../../shared/intentgen.yml"
    )
    let result = try IntentgenProcess.run(["lint", "Sources/App"], in: directory.url)
    XCTAssertEqual(result.status, 2, result.output + result.errorOutput)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(
      result.errorOutput,
      "Sources/.intentgen.yml: error: cannot read the configuration: it is a symbolic link to "
        + "'../../shared/intentgen.yml', which does not exist; make it a file, remove it, or pass --config\n"
    )
  }

  // MARK: - Usage

  /// 300 intents with two violations each: the Markdown comment is cut under GitHub's limit.
  func testMarkdownIsCutUnderGitHubsCommentLimit() throws {
    let directory = try TemporaryDirectory()
    let intents = (0..<300).map { index in
      """
      struct I\(index): AppIntent {
        static let title: LocalizedStringResource = "T"
        @Parameter(title: "P") var p: Float
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    }
    try directory.write("App/A.swift", "import AppIntents\n" + intents.joined(separator: "\n") + "\n")
    let result = try IntentgenProcess.run(["lint", "App", "--reporter", "markdown"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertLessThanOrEqual(result.stdout.count, 60_000)
    XCTAssert(
      result.output.hasPrefix("**intentgen lint**: failed with 300 errors, 300 warnings and 0 notes in 1 file\n")
    )
    let rows = result.output.split(separator: "\n").filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }
    XCTAssert(
      result.output.hasSuffix(
        "\n\n_\(600 - rows.count) more violations are not shown, to keep this comment under GitHub's size limit; `intentgen lint --reporter xcode` (or `json`, `sarif`) lists them all._\n"
      )
    )
  }

  func testUnknownReporterIsAUsageError() throws {
    let result = try IntentgenProcess.run(["lint", "Sources", "--reporter", "xml"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.errorOutput.hasPrefix("error: unknown reporter 'xml'"), result.errorOutput)
    XCTAssertEqual(result.output, "")
  }

  func testMissingPathsIsAUsageError() throws {
    let result = try IntentgenProcess.run(["lint"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.errorOutput.hasPrefix("error: no paths given"), result.errorOutput)
  }

  func testHelpListsEveryReporterAndExitStatus() throws {
    let result = try IntentgenProcess.run(["lint", "--help"])
    XCTAssertEqual(result.status, 0)
    for reporter in Self.reporters {
      XCTAssertTrue(result.output.contains("  \(reporter)  "), "help lacks \(reporter)")
    }
    for status in ["0 ", "1 ", "2 ", "64 "] {
      XCTAssertTrue(result.output.contains("\n  \(status)"), "help lacks exit status \(status)")
    }
  }

  // MARK: - rules

  func testRulesListsEveryRule() throws {
    let result = try IntentgenProcess.run(["rules"])
    XCTAssertEqual(result.status, 0)
    let lines = result.output.split(separator: "\n")
    XCTAssertTrue(lines.first?.hasPrefix("ID ") ?? false, result.output)
    let ids = lines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
    XCTAssertEqual(ids, ids.sorted())
    for id in ["phrase_application_name", "syntax_error", "unreadable_file"] {
      XCTAssertTrue(ids.contains(id), "\(id) is not listed")
    }
    let phraseLine = lines.first { $0.hasPrefix("phrase_application_name ") } ?? ""
    XCTAssertTrue(phraseLine.contains("Phrase Application Name"), String(phraseLine))
    XCTAssertTrue(phraseLine.contains(" error "), String(phraseLine))
    XCTAssertTrue(phraseLine.hasSuffix(" no"), String(phraseLine))
  }

  func testRulesIDPrintsTheDocumentationAndExamples() throws {
    let result = try IntentgenProcess.run(["rules", "phrase_application_name"])
    XCTAssertEqual(result.status, 0)
    let output = result.output
    XCTAssertTrue(output.hasPrefix("Phrase Application Name (phrase_application_name)\n"), output)
    XCTAssertTrue(output.contains("Default severity: error"), output)
    XCTAssertTrue(output.contains("Rationale:\n"), output)
    XCTAssertTrue(output.contains("Triggering examples (↓ marks each violation):"), output)
    XCTAssertTrue(output.contains("[↓\"Create a note\""), output)
    XCTAssertTrue(output.contains("Non-triggering examples:"), output)
  }

  func testRulesWithUnknownIDIsAUsageError() throws {
    let result = try IntentgenProcess.run(["rules", "no_such_rule"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.errorOutput.hasPrefix("error: unknown rule 'no_such_rule'"), result.errorOutput)
    let twoIDs = try IntentgenProcess.run(["rules", "a", "b"])
    XCTAssertEqual(twoIDs.status, 64)
  }
}
