import IntentModel
import SwiftScan
import XCTest

@testable import IntentRules

/// `// intentgen:disable` / `enable` comments: every form, and the invalid ones.
final class SuppressionIndexTests: XCTestCase {
  static let known: Set<String> = ["rule_a", "rule_b", "phrase_application_name"]

  func index(_ source: String, path: String = "File.swift") -> SuppressionIndex {
    SuppressionIndex(
      files: [SourceScanner.scan(SourceFile(path: path, text: source))],
      knownRules: Self.known
    )
  }

  /// The lines (1…`lines`) on which `rule` is suppressed.
  func suppressedLines(_ index: SuppressionIndex, _ rule: String, lines: Int, path: String = "File.swift") -> [Int] {
    (1...lines).filter { index.isSuppressed(rule, path: path, line: $0) }
  }

  func testNoCommandsSuppressNothing() {
    let index = index("let a = 1 // a comment\n/* intentgen is great */\nlet b = 2\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 4), [])
    XCTAssertEqual(index.invalidCommands, [])
    XCTAssertFalse(index.isSuppressed("rule_a", path: "Other.swift", line: 1))
  }

  func testDisableAppliesFromItsLineOnward() {
    let index = index("let a = 1\n// intentgen:disable rule_a\nlet b = 2\nlet c = 3\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 5), [2, 3, 4, 5])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 5), [])
    XCTAssertEqual(index.invalidCommands, [])
  }

  func testEnableAfterDisable() {
    let source = """
      // intentgen:disable rule_a rule_b - generated code below
      let a = 1
      // intentgen:enable rule_a
      let b = 2
      """
    let index = index(source)
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 4), [1, 2])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 4), [1, 2, 3, 4])
  }

  func testDisableNext() {
    let index = index("let a = 1\n// intentgen:disable:next rule_a\nlet b = 2\nlet c = 3\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 4), [3])
  }

  func testDisableThisAsTrailingComment() {
    let index = index("let a = 1\nlet b = 2 // intentgen:disable:this rule_a\nlet c = 3\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 3), [2])
  }

  func testDisablePrevious() {
    let index = index("let a = 1\nlet b = 2\n// intentgen:disable:previous rule_a - known issue\nlet c = 3\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 4), [2])
  }

  func testEnableNextInsideDisabledRegionOnlyAffectsThatLine() {
    let source = """
      // intentgen:disable rule_a
      let a = 1
      // intentgen:enable:next rule_a
      let b = 2
      let c = 3
      """
    XCTAssertEqual(suppressedLines(index(source), "rule_a", lines: 5), [1, 2, 3, 5])
  }

  func testDisableNextInsideDisabledRegionKeepsTheRegion() {
    let source = "// intentgen:disable rule_a\n// intentgen:disable:next rule_a\nlet a = 1\nlet b = 2\n"
    XCTAssertEqual(suppressedLines(index(source), "rule_a", lines: 4), [1, 2, 3, 4])
  }

  func testAllDisablesEveryRule() {
    let source = "let a = 1\n// intentgen:disable all\nlet b = 2\n"
    let index = index(source)
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 3), [2, 3])
    XCTAssertEqual(suppressedLines(index, "anything_else", lines: 3), [2, 3])
  }

  func testEnableOneRuleAfterDisableAll() {
    let source = "// intentgen:disable all\n// intentgen:enable rule_a\nlet a = 1\n// intentgen:enable all\nlet b = 2\n"
    let index = index(source)
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 5), [1])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 5), [1, 2, 3])
  }

  func testDisableNextAll() {
    let index = index("// intentgen:disable:next all\nlet a = 1\nlet b = 2\n")
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 3), [2])
  }

  func testReasonIsNotARuleID() {
    let index = index("// intentgen:disable:next rule_a - the reason names rule_b and foo\nlet a = 1\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 2), [2])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 2), [])
    XCTAssertEqual(index.invalidCommands, [])
  }

  func testReasonIsParsed() {
    let parser = SuppressionCommandParser(knownRules: Self.known)
    let result = parser.parse(commandText: "disable:this rule_a   rule_b - kept  for now", startLine: 4, endLine: 4)
    XCTAssertEqual(
      result.command,
      SuppressionCommand(action: .disable, scope: .this, rules: ["rule_a", "rule_b"], reason: "kept for now", line: 4)
    )
    XCTAssertEqual(result.problems, [])
  }

  func testBlockComments() {
    let source = """
      let a = 1 /* intentgen:disable:this rule_a */
      /* intentgen:disable:next rule_b
         - a reason on its own line */
      let b = 2
      /** intentgen:disable rule_a */
      let c = 3
      """
    let index = index(source)
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 6), [1, 5, 6])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 6), [4])
    XCTAssertEqual(index.invalidCommands, [])
  }

  func testDocCommentsAndLeadingSpaces() {
    let index = index("///   intentgen:disable:next rule_a\nlet a = 1\n//intentgen:disable:next rule_b\nlet b = 2\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 4), [2])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 4), [4])
  }

  func testCommandAtEndOfFile() {
    let index = index("let a = 1\n// intentgen:disable:previous rule_a")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 2), [1])
  }

  func testCommandInStringLiteralIsNotACommand() {
    let source = """
      let a = "// intentgen:disable rule_a"
      let b = \"\"\"
        // intentgen:disable rule_b
        // intentgen:disable bogus_rule
        \"\"\"
      let c = #"/* intentgen:disable all */"#
      let d = 4
      """
    let index = index(source)
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 7), [])
    XCTAssertEqual(suppressedLines(index, "rule_b", lines: 7), [])
    XCTAssertEqual(index.invalidCommands, [])
  }

  func testCommandMustStartTheComment() {
    let index = index("// write intentgen:disable rule_a to silence it\nlet a = 1\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 2), [])
    XCTAssertEqual(index.invalidCommands, [])
  }

  func testUnknownRuleIsReportedAndKnownOnesStillApply() {
    let index = index("let a = 1\n  // intentgen:disable:next rule_a foo\nlet b = 2\n")
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 3), [3])
    XCTAssertEqual(
      index.invalidCommands,
      [
        Violation(
          ruleID: "invalid_intentgen_command",
          severity: .warning,
          location: ModelLocation(path: "File.swift", line: 2, column: 3),
          message: "unknown rule 'foo' in intentgen:disable:next; run 'intentgen rules' for the list"
        )
      ]
    )
  }

  func testUnknownRuleSuggestsTheClosest() {
    let index = index("// intentgen:disable phrase_aplication_name\n")
    XCTAssertEqual(
      index.invalidCommands.map(\.message),
      [
        "unknown rule 'phrase_aplication_name' in intentgen:disable; did you mean 'phrase_application_name'? "
          + "run 'intentgen rules' for the list"
      ]
    )
    XCTAssertEqual(suppressedLines(index, "phrase_application_name", lines: 2), [])
  }

  func testCommaSeparatedRules() {
    let index = index("// intentgen:disable rule_a,rule_b\n")
    XCTAssertEqual(
      index.invalidCommands.map(\.message),
      ["unknown rule 'rule_a,rule_b' in intentgen:disable; separate rule ids with spaces, not commas"]
    )
  }

  func testMalformedCommands() {
    let source = """
      // intentgen:ignore rule_a
      // intentgen:disable:nxt rule_a
      // intentgen:disable
      // intentgen:enable - only a reason
      // intentgen: disable rule_a
      // intentgen:disable:next:this rule_a
      let a = 1
      """
    let index = index(source)
    XCTAssertEqual(
      index.invalidCommands.map { "\($0.location.line):\($0.location.column) \($0.message)" },
      [
        "1:1 unknown command 'intentgen:ignore'; use intentgen:disable or intentgen:enable",
        "2:1 unknown modifier ':nxt' in intentgen:disable:nxt; use :next, :this or :previous",
        "3:1 intentgen:disable names no rule; list rule ids or 'all' after it",
        "4:1 intentgen:enable names no rule; list rule ids or 'all' after it",
        "5:1 incomplete command 'intentgen:'; write intentgen:disable or intentgen:enable, without spaces",
        "6:1 unknown modifier ':next:this' in intentgen:disable:next:this; use :next, :this or :previous",
      ]
    )
    XCTAssertTrue(
      index.invalidCommands.allSatisfy { $0.ruleID == "invalid_intentgen_command" && $0.severity == .warning }
    )
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 7), [])
  }

  func testGeneratorDirectivesAreNeitherCommandsNorMistakes() {
    let source = """
      /// A note.
      ///
      /// intentgen:query NoteQuery enumerable
      struct NoteEntity {}
      """
    let index = index(source)
    XCTAssertEqual(index.invalidCommands.map(\.message), [])
    XCTAssertEqual(suppressedLines(index, "rule_a", lines: 4), [])
  }

  func testInvalidCommandsCanBeDisabled() {
    let index = index(
      "// intentgen:disable:next invalid_intentgen_command\n// intentgen:disable foo\n// intentgen:disable bar\n"
    )
    XCTAssertEqual(index.invalidCommands.map(\.location.line), [3])
  }

  func testFilesAreIndependent() {
    let files = [
      SourceScanner.scan(SourceFile(path: "A.swift", text: "// intentgen:disable rule_a\nlet a = 1\n")),
      SourceScanner.scan(SourceFile(path: "B.swift", text: "let b = 1\n// intentgen:disable foo\n")),
    ]
    let index = SuppressionIndex(files: files, knownRules: Self.known)
    XCTAssertTrue(index.isSuppressed("rule_a", path: "A.swift", line: 2))
    XCTAssertFalse(index.isSuppressed("rule_a", path: "B.swift", line: 2))
    XCTAssertEqual(index.invalidCommands.map(\.location.path), ["B.swift"])
  }

  func testUnterminatedBlockCommentAndGarbageDoNotCrash() {
    for source in [
      "/* intentgen:disable rule_a", "/* intentgen:disable:", "//intentgen:", "/**/", "/*/", "#!/bin/sh\n",
      "\u{FEFF}// intentgen:disable rule_a\n",
    ] {
      let index = index(source)
      _ = suppressedLines(index, "rule_a", lines: 2)
    }
    XCTAssertEqual(suppressedLines(index("/* intentgen:disable rule_a"), "rule_a", lines: 2), [1, 2])
    XCTAssertEqual(suppressedLines(index("\u{FEFF}// intentgen:disable rule_a\n"), "rule_a", lines: 2), [1, 2])
  }

  func testLinterDropsSuppressedViolationsAndReportsInvalidCommands() {
    let source = "// intentgen:disable nonexistent_rule\n"
    let violations = Linter(rules: []).lint(
      files: [SourceScanner.scan(SourceFile(path: "X.swift", text: source))],
      module: "X"
    )
    XCTAssertEqual(violations.map(\.ruleID), ["invalid_intentgen_command"])
  }

  /// `invalid_intentgen_command` is a rule like the others: its severity is configured, and it
  /// can be turned off in the configuration.
  func testInvalidCommandsFollowTheConfiguration() {
    let files = [SourceScanner.scan(SourceFile(path: "X.swift", text: "// intentgen:disable nonexistent_rule\n"))]
    var configuration = LintConfiguration()
    configuration.severities = ["invalid_intentgen_command": .note]
    XCTAssertEqual(
      Linter(configuration: configuration, rules: []).lint(files: files, module: "X").map(\.severity),
      [.note]
    )
    configuration.disabledRules = ["invalid_intentgen_command"]
    XCTAssertEqual(Linter(configuration: configuration, rules: []).lint(files: files, module: "X"), [])
    XCTAssertNotNil(RuleRegistry.rule("invalid_intentgen_command"))
  }
}
