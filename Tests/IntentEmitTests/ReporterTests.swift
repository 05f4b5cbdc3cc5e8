import Foundation
import IntentEmit
import IntentModel
import IntentRules
import XCTest

/// The lint reporters: escaping, sorting, the SARIF document's shape and stability, and the
/// registry of reporters.
final class ReporterTests: XCTestCase {
  /// A rule for the tests, so they do not depend on which built-in rules exist.
  struct SampleRule: Rule {
    static let description = RuleDescription(
      identifier: "sample_rule",
      name: "Sample Rule",
      description: "Finds samples.",
      rationale: "Samples matter.",
      defaultSeverity: .warning,
      triggeringExamples: [],
      nonTriggeringExamples: []
    )
    init() {}
    func validate(_ context: LintContext) -> [Violation] { [] }
  }

  struct OtherRule: Rule {
    static let description = RuleDescription(
      identifier: "another_rule",
      name: "Another Rule",
      description: "Finds others.",
      rationale: "",
      defaultSeverity: .error,
      triggeringExamples: [],
      nonTriggeringExamples: []
    )
    init() {}
    func validate(_ context: LintContext) -> [Violation] { [] }
  }

  static let rules: [any Rule.Type] = [SampleRule.self, OtherRule.self]

  static func violation(
    _ rule: String,
    _ severity: Severity,
    _ path: String,
    _ line: Int,
    _ column: Int,
    _ message: String = "a message"
  ) -> Violation {
    Violation(
      ruleID: rule,
      severity: severity,
      location: ModelLocation(path: path, line: line, column: column),
      message: message
    )
  }

  /// Out of order on purpose: b before a, line 10 before line 2, rules reversed on one column.
  static let unsorted = [
    violation("sample_rule", .warning, "Sources/b.swift", 1, 1),
    violation("sample_rule", .error, "Sources/a.swift", 10, 3),
    violation("sample_rule", .note, "Sources/a.swift", 2, 5),
    violation("another_rule", .note, "Sources/a.swift", 2, 5),
  ]

  static let context = ReportContext(
    workingDirectory: "/work/project",
    toolVersion: "9.9.9",
    sourceLines: ["Sources/a.swift": ["", "  let café = 1", "", "", "", "", "", "", "", "x"]]
  )

  // MARK: - Sorting and shapes

  func testXcodeReporterSortsAndUsesAbsolutePaths() {
    let output = XcodeReporter.render(Self.unsorted, rules: Self.rules, context: Self.context)
    XCTAssertEqual(
      output,
      """
      /work/project/Sources/a.swift:2:5: note: a message (another_rule)
      /work/project/Sources/a.swift:2:5: note: a message (sample_rule)
      /work/project/Sources/a.swift:10:3: error: a message (sample_rule)
      /work/project/Sources/b.swift:1:1: warning: a message (sample_rule)

      """
    )
  }

  func testXcodeReporterKeepsAbsolutePathsAndMessagesOnOneLine() {
    let violation = Self.violation("sample_rule", .error, "/abs/x.swift", 1, 2, "two\nlines\r\nhere")
    XCTAssertEqual(
      XcodeReporter.render([violation], rules: [], context: Self.context),
      "/abs/x.swift:1:2: error: two lines here (sample_rule)\n"
    )
  }

  func testXcodeReporterWritesControlCharactersVisibly() {
    // A line break in a file name would split the diagnostic; ESC sequences would be obeyed.
    let violation = Self.violation("sample_rule", .error, "B\nC.swift", 8, 49, "phrase \"\u{1B}[2J\0 \u{2028}ls\"")
    XCTAssertEqual(
      XcodeReporter.render([violation], rules: [], context: Self.context),
      #"/work/project/B\u{A}C.swift:8:49: error: phrase "\u{1B}[2J\u{0} \u{2028}ls" (sample_rule)"# + "\n"
    )
  }

  func testJSONReporterWritesSortedObjectsWithSortedKeys() throws {
    let output = JSONReporter.render(Self.unsorted, rules: Self.rules, context: Self.context)
    let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    XCTAssertEqual(
      array.map { "\($0["file"]!):\($0["line"]!):\($0["rule"]!)" },
      [
        "Sources/a.swift:2:another_rule", "Sources/a.swift:2:sample_rule", "Sources/a.swift:10:sample_rule",
        "Sources/b.swift:1:sample_rule",
      ]
    )
    XCTAssertEqual(Set(array[0].keys), ["file", "line", "column", "severity", "rule", "message"])
    XCTAssertEqual(array.map { $0["severity"] as? String }, ["note", "note", "error", "warning"])
    let keyOrder = ["\"column\"", "\"file\"", "\"line\"", "\"message\"", "\"rule\"", "\"severity\""]
    let positions = keyOrder.compactMap { output.range(of: $0)?.lowerBound }
    XCTAssertEqual(positions, positions.sorted())
    XCTAssertEqual(JSONReporter.render([], rules: [], context: Self.context), "[]\n")
  }

  func testEveryReporterIsDeterministicAndOrderIndependent() {
    for reporter in LintReporters.all {
      let once = reporter.render(Self.unsorted, rules: Self.rules, context: Self.context)
      let reversed = reporter.render(Self.unsorted.reversed(), rules: Self.rules.reversed(), context: Self.context)
      XCTAssertEqual(once, reversed, reporter.identifier)
      XCTAssertTrue(once.hasSuffix("\n"), reporter.identifier)
    }
  }

  func testRegistry() {
    XCTAssertEqual(LintReporters.identifiers, ["xcode", "json", "sarif", "github", "markdown", "summary"])
    XCTAssertEqual(LintReporters.defaultReporter.identifier, "xcode")
    XCTAssertNotNil(LintReporters.reporter(named: "sarif"))
    XCTAssertNil(LintReporters.reporter(named: "xml"))
  }

  // MARK: - GitHub

  func testGitHubEscaping() {
    XCTAssertEqual(GitHubActionsReporter.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
    XCTAssertEqual(GitHubActionsReporter.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
    let violation = Self.violation("sample_rule", .note, "Dir,x/a:b.swift", 3, 4, "50%\nmore")
    XCTAssertEqual(
      GitHubActionsReporter.annotation(for: violation, title: "Sample: Rule"),
      "::notice file=Dir%2Cx/a%3Ab.swift,line=3,col=4,title=Sample%3A Rule (sample_rule)::50%25%0Amore"
    )
  }

  func testGitHubWritesControlCharactersVisibly() {
    XCTAssertEqual(
      GitHubActionsReporter.escapeData("a\u{1B}[31m\0\u{2028}\tb\n"),
      #"a\u{1B}[31m\u{0}\u{2028}"# + "\tb%0A"
    )
    let violation = Self.violation("sample_rule", .note, "a\u{1B}.swift", 3, 4, "x\u{85}y")
    XCTAssertEqual(
      GitHubActionsReporter.annotation(for: violation, title: "T\u{7}"),
      #"::notice file=a\u{1B}.swift,line=3,col=4,title=T\u{7} (sample_rule)::x\u{85}y"#
    )
  }

  func testGitHubPutsErrorsFirstAndCountsWhatIsBeyondTheLimit() {
    var violations: [Violation] = []
    for line in 1...12 { violations.append(Self.violation("sample_rule", .warning, "a.swift", line, 1)) }
    for line in 1...11 { violations.append(Self.violation("sample_rule", .error, "b.swift", line, 1)) }
    violations.append(Self.violation("sample_rule", .note, "a.swift", 1, 1))
    let lines = GitHubActionsReporter.render(violations, rules: Self.rules, context: Self.context)
      .split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 24 + 1)
    XCTAssertTrue(lines[0].hasPrefix("::error file=b.swift,line=1,"), lines[0])
    XCTAssertTrue(lines[10].hasPrefix("::error file=b.swift,line=11,"), lines[10])
    XCTAssertTrue(lines[11].hasPrefix("::warning file=a.swift,line=1,"), lines[11])
    XCTAssertTrue(lines[23].hasPrefix("::notice file=a.swift,line=1,"), lines[23])
    XCTAssertTrue(lines[24].hasPrefix("::notice::1 error, 2 warnings beyond GitHub's limit"), lines[24])
    let few = GitHubActionsReporter.render(Array(violations.prefix(3)), rules: Self.rules, context: Self.context)
    XCTAssertFalse(few.contains("::notice::"))
  }

  // MARK: - Markdown and summary

  func testMarkdownTableEscapesCells() {
    let violation = Self.violation(
      "sample_rule",
      .error,
      "a.swift",
      1,
      2,
      "a | b\nuse \\(.applicationName) <x> `a|\\b`"
    )
    let output = MarkdownReporter.render([violation], rules: Self.rules, context: Self.context)
    XCTAssertEqual(
      output,
      """
      **intentgen lint**: failed with 1 error, 0 warnings and 0 notes in 1 file

      | Severity | Location | Rule | Message |
      | --- | --- | --- | --- |
      | error | `a.swift:1:2` | `sample_rule` | a \\| b<br>use \\\\(.applicationName) &lt;x&gt; \\`a\\|\\\\b\\` |

      """
    )
    XCTAssertEqual(
      MarkdownReporter.render([], rules: Self.rules, context: Self.context),
      "**intentgen lint**: passed, no violations\n"
    )
    let warning = [Self.violation("sample_rule", .warning, "a.swift", 1, 2)]
    XCTAssertTrue(
      MarkdownReporter.render(warning, rules: [], context: Self.context).hasPrefix("**intentgen lint**: passed with ")
    )
    var strict = Self.context
    strict.isStrict = true
    XCTAssertTrue(
      MarkdownReporter.render(warning, rules: [], context: strict).hasPrefix("**intentgen lint**: failed with ")
    )
  }

  func testMarkdownShowsUserTextAsWritten() {
    // A backtick in a file name is shown (a longer fence), and text never becomes markup.
    let violation = Self.violation("sample_rule", .error, "a`b|c.swift", 1, 2, "title <b>x</b> @octocat [l](u) _i_")
    let output = MarkdownReporter.render([violation], rules: Self.rules, context: Self.context)
    XCTAssert(
      output.hasSuffix(
        "| error | ``a`b\\|c.swift:1:2`` | `sample_rule` | title &lt;b&gt;x&lt;/b&gt; @\u{2060}octocat \\[l\\](u) \\_i\\_ |\n"
      ),
      output
    )
  }

  func testMarkdownStaysUnderGitHubsCommentLimit() {
    // 3,000 violations of about 140 bytes a row: over 400,000 bytes uncut.
    let violations = (1...3000).map { line in
      Self.violation(
        "sample_rule",
        line % 3 == 0 ? .error : .warning,
        "Sources/a.swift",
        line,
        1,
        "parameter p is Float"
      )
    }
    let output = MarkdownReporter.render(violations, rules: Self.rules, context: Self.context)
    XCTAssertLessThanOrEqual(output.utf8.count, MarkdownLimit.byteLimit)
    XCTAssertGreaterThan(output.utf8.count, MarkdownLimit.byteLimit - 200, "the table is cut only as needed")
    XCTAssert(output.hasPrefix("**intentgen lint**: failed with 1000 errors, 2000 warnings and 0 notes in 1 file\n"))
    let shown = output.split(separator: "\n").filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }.count
    XCTAssert(
      output.hasSuffix(
        " |\n\n_\(3000 - shown) more violations are not shown, to keep this comment under GitHub's size limit; "
          + "`intentgen lint --reporter xcode` (or `json`, `sarif`) lists them all._\n"
      ),
      String(output.suffix(300))
    )
    XCTAssertEqual(output, MarkdownReporter.render(violations.reversed(), rules: Self.rules, context: Self.context))
    // Errors come first: the cut table shows errors before any warning.
    let rows = output.split(separator: "\n").filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }
    XCTAssertEqual(rows.filter { $0.hasPrefix("| error |") }.count, min(rows.count, 1000))
    let small = Array(violations.prefix(3))
    XCTAssertFalse(MarkdownReporter.render(small, rules: Self.rules, context: Self.context).contains("not shown"))
  }

  func testSummaryCountsPerRuleAndSeverity() {
    XCTAssertEqual(
      SummaryReporter.render(Self.unsorted, rules: Self.rules, context: Self.context),
      """
      rule          error  warning  note  total
      another_rule      0        0     1      1
      sample_rule       1        1     1      3
      total             1        1     2      4

      4 violations (1 error, 1 warning and 2 notes) in 2 files

      """
    )
  }

  // MARK: - SARIF

  func testSARIFHasTheKeysGitHubRequires() throws {
    let output = SARIFReporter.render(Self.unsorted, rules: Self.rules, context: Self.context)
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertEqual(log["$schema"] as? String, SARIFReporter.schemaURI)
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "intentgen")
    XCTAssertEqual(driver["semanticVersion"] as? String, "9.9.9")
    XCTAssertNotNil(driver["informationUri"] as? String)
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["another_rule", "sample_rule"])
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        let text = (rule[key] as? [String: Any])?["text"] as? String
        XCTAssertFalse(text?.isEmpty ?? true, "\(rule["id"] ?? "?").\(key).text")
      }
      XCTAssertNotNil(rule["name"] as? String)
      XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
    }
    let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 4)
    for result in results {
      let ruleID = try XCTUnwrap(result["ruleId"] as? String)
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, ruleID, "ruleIndex points at the result's rule")
      XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
      let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
      let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
      let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      XCTAssertFalse(uri.hasPrefix("/"), "repo-relative uri")
      let region = try XCTUnwrap(physical["region"] as? [String: Any])
      XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
      XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
      let hash = (result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String
      XCTAssertNotNil(hash)
    }
  }

  func testSARIFFingerprintsAreStableAcrossLineShiftsAndDistinctPerOccurrence() throws {
    let here = Self.violation("sample_rule", .warning, "a.swift", 2, 3)
    let moved = Self.violation("sample_rule", .warning, "a.swift", 7, 3)
    let before = ReportContext(workingDirectory: "/", sourceLines: ["a.swift": ["", "  let x = 1"]])
    let after = ReportContext(
      workingDirectory: "/",
      sourceLines: ["a.swift": ["", "", "", "", "", "", "    let x = 1"]]
    )
    XCTAssertEqual(try fingerprints([here], before), try fingerprints([moved], after))
    XCTAssertEqual(try fingerprints([here], before), try fingerprints([here], before))
    let twice = try fingerprints([here, Self.violation("sample_rule", .warning, "a.swift", 2, 9)], before)
    XCTAssertEqual(twice.count, 2)
    XCTAssertNotEqual(twice[0], twice[1])
    XCTAssertTrue(twice[0].hasSuffix(":1") && twice[1].hasSuffix(":2"), "\(twice)")
    let otherRule = try fingerprints([Self.violation("another_rule", .warning, "a.swift", 2, 3)], before)
    XCTAssertNotEqual(otherRule, try fingerprints([here], before))
    XCTAssertEqual(LineFingerprint.hash(rule: "r", path: "p", lineText: "x").utf8.count, 16)
  }

  func testSARIFConvertsByteColumnsToUTF16AndListsUnknownRules() throws {
    // "  let café = 1": "=" is at byte column 13 and UTF-16 column 12.
    let violation = Self.violation("unknown_rule", .error, "Sources/a.swift", 2, 13)
    let document = SARIFReporter.document([violation], rules: Self.rules, context: Self.context)
    let run = try XCTUnwrap(document["runs"]?.arrayValue?.first)
    XCTAssertEqual(run["columnKind"]?.stringValue, "utf16CodeUnits")
    let result = try XCTUnwrap(run["results"]?.arrayValue?.first)
    let region = result["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
    XCTAssertEqual(region?["startColumn"]?.intValue, 12)
    let ids = run["tool"]?["driver"]?["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
    XCTAssertEqual(ids, ["another_rule", "sample_rule", "unknown_rule"])
    XCTAssertEqual(result["ruleIndex"]?.intValue, 2)
  }

  func testSARIFURIsArePercentEncoded() throws {
    let violation = Self.violation("sample_rule", .error, "My Dir/100%.swift", 1, 1)
    let document = SARIFReporter.document([violation], rules: Self.rules, context: Self.context)
    let result = document["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first
    let uri = result?["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]
    XCTAssertEqual(uri?.stringValue, "My%20Dir/100%25.swift")
  }

  func testSARIFRelativeURIsHaveABaseAndOthersAreAbsoluteFileURIs() throws {
    let violations = [
      Self.violation("sample_rule", .error, "Sources/a b.swift", 1, 1),
      Self.violation("sample_rule", .error, "/outside/App Src/100%.swift", 1, 1),
    ]
    let run = try XCTUnwrap(
      SARIFReporter.document(violations, rules: Self.rules, context: Self.context)["runs"]?.arrayValue?.first
    )
    let locations = try XCTUnwrap(run["results"]?.arrayValue).map {
      $0["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]
    }
    XCTAssertEqual(locations.count, 2)
    XCTAssertEqual(locations[0], ["uri": "file:///outside/App%20Src/100%25.swift"])
    XCTAssertEqual(locations[1], ["uri": "Sources/a%20b.swift", "uriBaseId": "%SRCROOT%"])
    XCTAssertNil(run["originalUriBaseIds"], "no absolute path of this machine in the report")
  }

  private func fingerprints(_ violations: [Violation], _ context: ReportContext) throws -> [String] {
    let document = SARIFReporter.document(violations, rules: Self.rules, context: context)
    let results = try XCTUnwrap(document["runs"]?.arrayValue?.first?["results"]?.arrayValue)
    return results.compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue }
  }
}
