import Foundation
import GoldenSupport
import XCTest

/// `Documentation/Rules.md`, the rule reference, is generated from the rules' own documentation:
/// the table from `intentgen rules`, and one section per rule with what `intentgen rules <id>`
/// prints (description, rationale, triggering and non-triggering examples). This test rebuilds it
/// and fails when the committed file is out of date. After changing a rule, regenerate it:
///
///     INTENTGEN_UPDATE_GOLDEN=1 swift test --filter RuleReferenceTests
final class RuleReferenceTests: XCTestCase {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let document = repositoryRoot.appendingPathComponent("Documentation/Rules.md")

  /// One row of `intentgen rules`.
  struct Row: Equatable {
    var id: String
    var name: String
    var severity: String
    var optIn: String
  }

  func testTheRuleReferenceIsUpToDate() throws {
    let list = try IntentgenProcess.run(["rules"])
    XCTAssertEqual(list.status, 0, list.errorOutput)
    let rows = try Self.rows(list.output)
    XCTAssertGreaterThan(rows.count, 10, list.output)
    var details: [String: String] = [:]
    for row in rows {
      let detail = try IntentgenProcess.run(["rules", row.id])
      XCTAssertEqual(detail.status, 0, "\(row.id): \(detail.errorOutput)")
      details[row.id] = detail.output
    }
    let actual = Self.markdown(rows: rows, details: details)

    if ProcessInfo.processInfo.environment["INTENTGEN_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.document.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      if FileManager.default.contents(atPath: Self.document.path) != Data(actual.utf8) {
        try Data(actual.utf8).write(to: Self.document, options: .atomic)
      }
      throw XCTSkip("INTENTGEN_UPDATE_GOLDEN=1: rewrote Documentation/Rules.md if it changed")
    }
    let expected = try XCTUnwrap(
      FileManager.default.contents(atPath: Self.document.path),
      "missing Documentation/Rules.md; create it with INTENTGEN_UPDATE_GOLDEN=1 swift test --filter RuleReferenceTests"
    )
    let expectedText = String(decoding: expected, as: UTF8.self)
    if expectedText != actual {
      XCTFail(
        "Documentation/Rules.md is out of date:\n"
          + GoldenText.firstDifference(expectedText, actual)
          + "\nRegenerate it with INTENTGEN_UPDATE_GOLDEN=1 swift test --filter RuleReferenceTests."
      )
    }
  }

  func testRowsAreReadFromTheListWithMultiWordNames() throws {
    let text = """
      ID                                  NAME                                SEVERITY  OPT-IN
      api_availability                    API Availability                    error     no
      open_app_when_run                   Open App When Run                   note      yes

      """
    XCTAssertEqual(
      try Self.rows(text),
      [
        Row(id: "api_availability", name: "API Availability", severity: "error", optIn: "no"),
        Row(id: "open_app_when_run", name: "Open App When Run", severity: "note", optIn: "yes"),
      ]
    )
  }

  /// The rows of `intentgen rules`: id, name (several words), severity, opt-in.
  static func rows(_ list: String) throws -> [Row] {
    var rows: [Row] = []
    for line in list.split(separator: "\n").dropFirst() {
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 4 else { throw ExtractionError("unexpected line in 'intentgen rules': \(line)") }
      rows.append(
        Row(
          id: words[0],
          name: words[1..<(words.count - 2)].joined(separator: " "),
          severity: words[words.count - 2],
          optIn: words[words.count - 1]
        )
      )
    }
    return rows
  }

  /// The document: a header, the table, then each rule's documentation verbatim.
  static func markdown(rows: [Row], details: [String: String]) -> String {
    var text = """
      # Rule reference

      <!-- Generated from the rules' own documentation by `intentgen rules` and `intentgen rules <id>`;
           do not edit. Regenerate: INTENTGEN_UPDATE_GOLDEN=1 swift test --filter RuleReferenceTests -->

      Every rule of `intentgen lint` (and of the build-tool plugin), with its default severity. Change
      a severity with `severity:` in `.intentgen.yml`, turn a rule off with `disabled_rules:`, and turn
      an opt-in rule on with `opt_in_rules:`. Each section below is what `intentgen rules <id>` prints;
      `↓` marks where each violation of a triggering example is reported.

      | Rule | Name | Default severity | Opt-in |
      | --- | --- | --- | --- |

      """
    for row in rows {
      text += "| [`\(row.id)`](#\(row.id)) | \(row.name) | \(row.severity) | \(row.optIn) |\n"
    }
    for row in rows {
      let detail = details[row.id, default: ""].trimmingCharacters(in: .newlines)
      text += "\n## `\(row.id)`\n\n````text\n\(detail)\n````\n"
    }
    return text
  }

  struct ExtractionError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
