import Foundation
import XCTest

@testable import IntentRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.intentgen.yml`: every key, every error with its location, discovery, globs.
final class ConfigurationLoaderTests: XCTestCase {
  static let known: Set<String> = ["phrase_application_name", "duplicate_phrase", "inline_phrases"]

  func load(_ text: String, path: String = "proj/.intentgen.yml") -> LoadedConfiguration {
    ConfigurationLoader.load(bytes: Array(text.utf8), path: path, knownRules: Self.known)
  }

  /// Errors as `line:column message`.
  func errors(_ text: String) -> [String] {
    load(text).errors.map { "\($0.line):\($0.column) \($0.message)" }
  }

  // MARK: - Keys

  func testEveryKey() {
    let loaded = load(
      """
      disabled_rules:
        - duplicate_phrase
      opt_in_rules: [inline_phrases]
      severity:
        phrase_application_name: warning
        duplicate_phrase: note
        inline_phrases: error
      included: [Sources, "App/**/*.swift"]
      excluded:
        - "**/Generated"
      schemas: [Schemas, ../shared/Schemas]
      deployment_target:
        iOS: "26.0"
        macOS: 15.4
        watchOS: 11
      app_name: Notes Plus
      """
    )
    XCTAssertEqual(loaded.errors, [])
    var expected = LintConfiguration()
    expected.disabledRules = ["duplicate_phrase"]
    expected.optInRules = ["inline_phrases"]
    expected.severities = ["phrase_application_name": .warning, "duplicate_phrase": .note, "inline_phrases": .error]
    expected.included = ["Sources", "App/**/*.swift"]
    expected.excluded = ["**/Generated"]
    expected.schemaFolders = ["Schemas", "../shared/Schemas"]
    expected.deploymentTarget = ["iOS": "26.0", "macOS": "15.4", "watchOS": "11"]
    expected.appName = "Notes Plus"
    XCTAssertEqual(loaded.configuration, expected)
    XCTAssertEqual(loaded.directory, "proj")
    XCTAssertEqual(loaded.schemaFolderPaths, ["proj/Schemas", "shared/Schemas"])
    XCTAssertEqual(loaded.path, "proj/.intentgen.yml")
  }

  func testOnlyRulesAndOptInAll() {
    XCTAssertEqual(load("only_rules: [inline_phrases]\n").configuration.onlyRules, ["inline_phrases"])
    XCTAssertEqual(load("opt_in_rules: [all]\n").configuration.optInRules, ["all"])
  }

  func testEmptyFileAndNullValuesAreDefaults() {
    for text in ["", "# only a comment\n", "---\n", "disabled_rules:\nseverity:\nincluded: ~\napp_name:\n"] {
      let loaded = load(text)
      XCTAssertEqual(loaded.errors, [], text)
      XCTAssertEqual(loaded.configuration, LintConfiguration(), text)
    }
  }

  func testDirectoryOfABareFileName() {
    XCTAssertEqual(load("", path: ".intentgen.yml").directory, ".")
    XCTAssertEqual(load("", path: "/abs/dir/.intentgen.yml").directory, "/abs/dir")
  }

  // MARK: - Errors

  func testUnknownKeySuggestsTheClosest() {
    XCTAssertEqual(
      errors("disabled_rule: [duplicate_phrase]\nfrobnicate: 1\n"),
      [
        "1:1 unknown key 'disabled_rule'; did you mean 'disabled_rules'?",
        "2:1 unknown key 'frobnicate'; valid keys are app_name, deployment_target, disabled_rules, excluded, "
          + "included, only_rules, opt_in_rules, schemas, severity",
      ]
    )
  }

  func testUnknownRuleIDs() {
    XCTAssertEqual(
      errors("disabled_rules: [duplicate_phrse, zzz]\nonly_rules:\n  - all\n"),
      [
        "1:18 unknown rule 'duplicate_phrse' in disabled_rules; did you mean 'duplicate_phrase'? "
          + "run 'intentgen rules' for the list",
        "1:35 unknown rule 'zzz' in disabled_rules; run 'intentgen rules' for the list",
        "2:1 only_rules cannot be combined with disabled_rules; list every rule to run in only_rules, or remove it",
        "3:5 unknown rule 'all' in only_rules; run 'intentgen rules' for the list",
      ]
    )
  }

  func testOnlyRulesIsExclusive() {
    XCTAssertEqual(
      errors("opt_in_rules: [inline_phrases]\ndisabled_rules: []\nonly_rules: [duplicate_phrase]\n"),
      [
        "3:1 only_rules cannot be combined with opt_in_rules or disabled_rules; "
          + "list every rule to run in only_rules, or remove it"
      ]
    )
  }

  func testWrongValueTypes() {
    let text = """
      disabled_rules: duplicate_phrase
      opt_in_rules: {a: b}
      included:
        - [nested]
      schemas: Schemas
      severity: [warning]
      deployment_target: "26.0"
      app_name: [Notes]
      """
    XCTAssertEqual(
      errors(text),
      [
        "1:17 expected a list for disabled_rules, such as [rule_id], found a scalar",
        "2:15 expected a list for opt_in_rules, such as [rule_id], found a mapping",
        "4:5 expected a string in included, found a sequence",
        "5:10 expected a list for schemas, such as [Schemas], found a scalar",
        "6:11 expected a mapping of rule ids to severities for severity, such as 'rule_id: warning', found a sequence",
        "7:20 expected a mapping of platforms to versions for deployment_target, such as 'iOS: \"26.0\"', "
          + "found a scalar",
        "8:11 expected the app's name as a string for app_name, found a sequence",
      ]
    )
  }

  func testBadSeverities() {
    let text = """
      severity:
        duplicate_phrase: fatal
        inline_phrases: warn
        phrase_application_name: [error]
        nope: error
      """
    let loaded = load(text)
    XCTAssertEqual(
      loaded.errors.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "2:21 unknown severity 'fatal' for duplicate_phrase; use error, warning or note",
        "3:19 unknown severity 'warn' for inline_phrases; did you mean 'warning'? use error, warning or note",
        "4:28 expected error, warning or note as the severity of phrase_application_name, found a sequence",
        "5:3 unknown rule 'nope' in severity; run 'intentgen rules' for the list",
      ]
    )
    XCTAssertEqual(loaded.configuration.severities, [:])
  }

  func testBadDeploymentTargets() {
    let text = """
      deployment_target:
        ios: "26.0"
        iOS: twenty-six
        macOS: 15..1
        Android: 14
        tvOS: 99999999999999999999999
      """
    XCTAssertEqual(
      errors(text),
      [
        "2:3 unknown platform 'ios' in deployment_target; did you mean 'iOS'?",
        "3:8 expected a version such as \"26.0\" for iOS, found 'twenty-six'",
        "4:10 expected a version such as \"26.0\" for macOS, found '15..1'",
        "5:3 unknown platform 'Android' in deployment_target; use one of iOS, iPadOS, macCatalyst, macOS, tvOS, "
          + "visionOS, watchOS",
        "6:9 expected a version such as \"26.0\" for tvOS, found '99999999999999999999999'",
      ]
    )
  }

  func testEmptyValues() {
    XCTAssertEqual(
      errors("app_name: \"  \"\nexcluded: [\"\"]\n"),
      [
        "1:11 app_name is empty; write the app's name, or remove the key",
        "2:12 empty path in excluded; write a path or glob such as **/Generated, or remove the entry",
      ]
    )
  }

  func testDuplicateKeys() {
    XCTAssertEqual(
      errors("app_name: A\napp_name: B\n"),
      ["2:1 duplicate key 'app_name' (first at 1:1); keep one"]
    )
    // Inside severity and deployment_target too: YAML keys are unique, and the last one silently won.
    XCTAssertEqual(
      errors(
        "severity:\n  duplicate_phrase: warning\n  duplicate_phrase: note\ndeployment_target: {iOS: \"17.0\", iOS: \"18.0\"}\n"
      ),
      [
        "3:3 duplicate rule 'duplicate_phrase' in severity (first at 2:3); keep one",
        "4:34 duplicate platform 'iOS' in deployment_target (first at 4:21); keep one",
      ]
    )
  }

  func testTopLevelMustBeAMapping() {
    XCTAssertEqual(
      errors("- disabled_rules\n"),
      ["1:1 expected a mapping of configuration keys such as 'disabled_rules: [rule_id]', found a sequence"]
    )
    XCTAssertEqual(errors("[a]: 1\n"), ["1:1 expected a key name, found a sequence"])
  }

  func testInvalidYAMLIsAnErrorWithItsLocation() {
    let loaded = load("disabled_rules: [a\napp_name: x\n")
    XCTAssertEqual(loaded.errors.count, 1)
    XCTAssertEqual(loaded.errors.first?.path, "proj/.intentgen.yml")
    XCTAssertEqual(loaded.errors.first?.line, 2)
    XCTAssertTrue(loaded.errors.first?.description.hasPrefix("proj/.intentgen.yml:2:") ?? false)
    XCTAssertEqual(load("a: [\u{FF}]").errors.count, 1)
  }

  func testValidKeysStillApplyNextToErrors() {
    let loaded = load("app_name: Notes\nbogus: 1\n")
    XCTAssertEqual(loaded.configuration.appName, "Notes")
    XCTAssertEqual(loaded.errors.count, 1)
  }

  func testErrorDescription() {
    let error = ConfigurationError(path: ".intentgen.yml", line: 3, column: 5, message: "unknown key 'x'")
    XCTAssertEqual(error.description, ".intentgen.yml:3:5: error: unknown key 'x'")
  }

  func testDefaultKnownRulesAreTheRegistry() {
    guard let id = RuleRegistry.identifiers.first else { return }
    XCTAssertEqual(ConfigurationLoader.load(bytes: Array("disabled_rules: [\(id)]".utf8), path: "c.yml").errors, [])
  }

  // MARK: - Discovery

  func testFindWalksUpToTheNearestConfiguration() throws {
    let fileManager = FileManager.default
    let root = fileManager.temporaryDirectory.appendingPathComponent("intentgen-config-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: root) }
    let deep = root.appendingPathComponent("a/b/c")
    try fileManager.createDirectory(at: deep, withIntermediateDirectories: true)
    let swiftFile = deep.appendingPathComponent("File.swift")
    try Data("let a = 1\n".utf8).write(to: swiftFile)

    let top = root.appendingPathComponent(".intentgen.yml").path
    try Data("app_name: Top\n".utf8).write(to: URL(fileURLWithPath: top))
    XCTAssertEqual(ConfigurationLoader.find(startingAt: deep.path), .file(top))
    XCTAssertEqual(ConfigurationLoader.find(startingAt: swiftFile.path), .file(top))

    let middle = root.appendingPathComponent("a/.intentgen.yml").path
    try Data("app_name: Middle\n".utf8).write(to: URL(fileURLWithPath: middle))
    XCTAssertEqual(ConfigurationLoader.find(startingAt: deep.path), .file(middle))
    XCTAssertEqual(ConfigurationLoader.find(startingAt: deep.path + "/../.."), .file(middle))
    XCTAssertEqual(ConfigurationLoader.find(startingAt: root.path), .file(top))

    // A directory named like the configuration is not one.
    let decoy = root.appendingPathComponent("a/b/.intentgen.yml")
    try fileManager.createDirectory(at: decoy, withIntermediateDirectories: true)
    XCTAssertEqual(ConfigurationLoader.find(startingAt: deep.path), .file(middle))
  }

  func testFindFromARelativePath() throws {
    let fileManager = FileManager.default
    let root = fileManager.temporaryDirectory.appendingPathComponent("intentgen-config-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: root) }
    try fileManager.createDirectory(at: root.appendingPathComponent("x/y"), withIntermediateDirectories: true)
    let config = root.appendingPathComponent(".intentgen.yml").path
    try Data().write(to: URL(fileURLWithPath: config))
    let previous = fileManager.currentDirectoryPath
    defer { _ = fileManager.changeCurrentDirectoryPath(previous) }
    XCTAssertTrue(fileManager.changeCurrentDirectoryPath(root.appendingPathComponent("x").path))
    // The temporary directory may be reached through a symlink; compare resolved paths.
    guard case .file(let found) = ConfigurationLoader.find(startingAt: "y") else {
      return XCTFail("no configuration found")
    }
    XCTAssertEqual(
      URL(fileURLWithPath: found).resolvingSymlinksInPath().path,
      URL(fileURLWithPath: config).resolvingSymlinksInPath().path
    )
  }

  func testFindReturnsNilWithoutConfiguration() {
    let found = ConfigurationLoader.find(startingAt: "/a/b", entry: { _ in .none }, isDirectory: { _ in true })
    XCTAssertNil(found)
    var asked: [String] = []
    _ = ConfigurationLoader.find(
      startingAt: "/a/b/File.swift",
      entry: {
        asked.append($0)
        return .none
      },
      isDirectory: { $0 != "/a/b/File.swift" }
    )
    XCTAssertEqual(asked, ["/a/b/.intentgen.yml", "/a/.intentgen.yml", "/.intentgen.yml"])
  }

  /// An entry named `.intentgen.yml` that cannot be read as a file ends the search, to be
  /// reported: the configuration of a parent directory, or none, would be used without a word.
  func testFindStopsAtAConfigurationThatIsNotAFile() throws {
    let fileManager = FileManager.default
    let root = fileManager.temporaryDirectory.appendingPathComponent("intentgen-config-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: root) }
    let deep = root.appendingPathComponent("a/b")
    try fileManager.createDirectory(at: deep, withIntermediateDirectories: true)
    try Data("app_name: Top\n".utf8).write(to: root.appendingPathComponent(".intentgen.yml"))

    let link = root.appendingPathComponent("a/.intentgen.yml").path
    try fileManager.createSymbolicLink(atPath: link, withDestinationPath: "../shared/intentgen.yml")
    XCTAssertEqual(
      ConfigurationLoader.find(startingAt: deep.path),
      .unusable(path: link, reason: "a symbolic link to '../shared/intentgen.yml', which does not exist")
    )
    try fileManager.removeItem(atPath: link)

    let pipe = root.appendingPathComponent("a/b/.intentgen.yml").path
    XCTAssertEqual(mkfifo(pipe, 0o644), 0)
    XCTAssertEqual(
      ConfigurationLoader.find(startingAt: deep.path),
      .unusable(path: pipe, reason: "a named pipe, not a file")
    )
    try fileManager.removeItem(atPath: pipe)

    XCTAssertEqual(
      ConfigurationLoader.find(startingAt: deep.path),
      .file(root.appendingPathComponent(".intentgen.yml").path)
    )
  }

  // MARK: - Globs

  func testGlobComponents() {
    XCTAssertTrue(GlobPattern("Sources/*.swift").matches("Sources/A.swift"))
    XCTAssertFalse(GlobPattern("Sources/*.swift").matches("Sources/Sub/A.swift"))
    XCTAssertTrue(GlobPattern("Sources/**/*.swift").matches("Sources/A.swift"))
    XCTAssertTrue(GlobPattern("Sources/**/*.swift").matches("Sources/Sub/Deeper/A.swift"))
    XCTAssertTrue(GlobPattern("**/Generated").matches("Generated/X.swift"))
    XCTAssertTrue(GlobPattern("**/Generated").matches("a/b/Generated/X.swift"))
    XCTAssertFalse(GlobPattern("**/Generated").matches("a/NotGenerated/X.swift"))
    XCTAssertTrue(GlobPattern("**").matches("anything/at/all.swift"))
    XCTAssertTrue(GlobPattern("File?.swift").matches("File1.swift"))
    XCTAssertFalse(GlobPattern("File?.swift").matches("File12.swift"))
    XCTAssertFalse(GlobPattern("a?b").matches("a/b"))
    XCTAssertTrue(GlobPattern("*Tests*").matches("AppTests/X.swift"))
    XCTAssertTrue(GlobPattern("*.generated.swift").matches("Model.generated.swift"))
    XCTAssertFalse(GlobPattern("*.generated.swift").matches("Sub/Model.generated.swift"))
    XCTAssertTrue(GlobPattern("**/*.generated.swift").matches("Sub/Model.generated.swift"))
    XCTAssertTrue(GlobPattern("./Sources/").matches("Sources/A.swift"))
    XCTAssertTrue(GlobPattern("a/**/b/**/c").matches("a/x/b/y/z/c"))
    XCTAssertFalse(GlobPattern("a/**/b/**/c").matches("a/x/c"))
    XCTAssertTrue(GlobPattern("S*s").matches("Sources"))
    XCTAssertTrue(GlobPattern("*a*a*a*b").matches("aaaaaaaaaaaaab"))
    XCTAssertFalse(GlobPattern("*a*a*a*b").matches("aaaaaaaaaaaaaa"))
  }

  func testPathFilterIncludedAndExcluded() {
    let filter = PathFilter(root: "/repo", included: ["Sources", "Tools/*.swift"], excluded: ["Sources/**/Generated"])
    XCTAssertTrue(filter.includes("/repo/Sources/App/A.swift"))
    XCTAssertTrue(filter.includes("Sources/App/A.swift"))
    XCTAssertTrue(filter.includes("/repo/Tools/run.swift"))
    XCTAssertFalse(filter.includes("/repo/Tools/Sub/run.swift"))
    XCTAssertFalse(filter.includes("/repo/Tests/A.swift"))
    XCTAssertFalse(filter.includes("/repo/Sources/App/Generated/G.swift"), "excluded wins")
    XCTAssertFalse(filter.includes("/elsewhere/Sources/A.swift"))
    XCTAssertTrue(filter.excludes("/repo/Sources/Generated"))
    XCTAssertFalse(filter.excludes("/repo/Sources"))
    XCTAssertTrue(filter.includes("/repo/./Sources/../Sources/A.swift"))
  }

  func testPathFilterWithoutIncluded() {
    let filter = PathFilter(root: "proj", included: [], excluded: ["Tests", "/abs/ignored"])
    XCTAssertTrue(filter.includes("proj/Sources/A.swift"))
    XCTAssertTrue(filter.includes("Sources/A.swift"))
    XCTAssertFalse(filter.includes("proj/Tests/A.swift"))
    XCTAssertTrue(PathFilter(root: "/r", included: [], excluded: []).includes("/other/A.swift"))
    XCTAssertFalse(PathFilter(root: "/r", included: [], excluded: ["/r/X"]).includes("/r/X/A.swift"))
  }

  func testLoadedConfigurationFilter() {
    let loaded = load("included: [Sources]\nexcluded: [\"**/Generated\"]\n", path: "/repo/.intentgen.yml")
    XCTAssertTrue(loaded.pathFilter.includes("/repo/Sources/A.swift"))
    XCTAssertFalse(loaded.pathFilter.includes("/repo/Sources/Generated/A.swift"))
    XCTAssertFalse(loaded.pathFilter.includes("/repo/Tests/A.swift"))
  }

  func testLexicalPaths() {
    XCTAssertEqual(LexicalPath.normalize("a/./b/../c/"), "a/c")
    XCTAssertEqual(LexicalPath.normalize(""), ".")
    XCTAssertEqual(LexicalPath.normalize("/x/../.."), "/")
    XCTAssertEqual(LexicalPath.normalize("../a"), "../a")
    XCTAssertEqual(LexicalPath.parent("a/b.yml"), "a")
    XCTAssertEqual(LexicalPath.parent("b.yml"), ".")
    XCTAssertEqual(LexicalPath.parent("/b.yml"), "/")
    XCTAssertEqual(LexicalPath.join("/a", "../b"), "/b")
  }

  func testSuggestions() {
    XCTAssertEqual(NameSuggestion.closest(to: "exluded", among: ConfigurationLoader.keys), "excluded")
    XCTAssertEqual(NameSuggestion.closest(to: "severtiy", among: ConfigurationLoader.keys), "severity")
    XCTAssertNil(NameSuggestion.closest(to: "x", among: ConfigurationLoader.keys))
    XCTAssertNil(NameSuggestion.closest(to: "", among: ConfigurationLoader.keys))
  }
}
