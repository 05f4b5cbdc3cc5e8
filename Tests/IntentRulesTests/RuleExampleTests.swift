import IntentModel
import SwiftScan
import XCTest

@testable import IntentRules

/// Runs every registered rule's examples: each triggering example must produce exactly the
/// violations its `↓` markers show, each non-triggering example none. Every triggering example is
/// also checked commented out, inside a string literal, and under a disable comment: then it must
/// not trigger.
final class RuleExampleTests: XCTestCase {
  /// An example's files with the markers removed, and where the markers were.
  struct PreparedExample {
    var files: [(name: String, source: String)]
    var expected: [String]
  }

  static func prepare(_ example: RuleExample) -> PreparedExample {
    var files: [(name: String, source: String)] = []
    var expected: [String] = []
    for (name, source) in example.files {
      var clean = ""
      var line = 1
      var column = 1
      var rest = Substring(source)
      while let character = rest.first {
        if rest.hasPrefix(RuleExample.marker) {
          expected.append("\(name):\(line):\(column)")
          rest = rest.dropFirst(RuleExample.marker.count)
          continue
        }
        clean.append(character)
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += character.utf8.count
        }
        rest = rest.dropFirst()
      }
      files.append((name, clean))
    }
    return PreparedExample(files: files, expected: expected.sorted())
  }

  static func violations(
    of rule: any Rule.Type,
    in files: [(name: String, source: String)],
    configuration: LintConfiguration?
  )
    -> [Violation]
  {
    var configuration = configuration ?? LintConfiguration()
    configuration.onlyRules = [rule.description.identifier]
    let parsed = files.filter { $0.name.hasSuffix(".swift") }.map {
      SourceScanner.scan(SourceFile(path: $0.name, text: $0.source))
    }
    let catalogs = files.filter { !$0.name.hasSuffix(".swift") }.map {
      PhraseCatalog.read(path: $0.name, bytes: Array($0.source.utf8))
    }
    return Linter(configuration: configuration, rules: [rule])
      .lint(files: parsed, module: "Example", phraseCatalogs: catalogs)
      .filter { $0.ruleID == rule.description.identifier }
  }

  static func describe(_ violations: [Violation]) -> [String] {
    violations.map { "\($0.location.path):\($0.location.line):\($0.location.column)" }.sorted()
  }

  func testTriggeringExamples() {
    for rule in RuleRegistry.builtIn {
      let id = rule.description.identifier
      for (index, example) in rule.description.triggeringExamples.enumerated() {
        let prepared = Self.prepare(example)
        XCTAssertFalse(prepared.expected.isEmpty, "\(id) triggering example \(index) has no ↓ marker")
        let found = Self.violations(of: rule, in: prepared.files, configuration: example.configuration)
        XCTAssertEqual(
          Self.describe(found),
          prepared.expected,
          "\(id) triggering example \(index): \(found.map(\.message))"
        )
      }
    }
  }

  func testNonTriggeringExamples() {
    for rule in RuleRegistry.builtIn {
      let id = rule.description.identifier
      for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
        let prepared = Self.prepare(example)
        let found = Self.violations(of: rule, in: prepared.files, configuration: example.configuration)
        XCTAssertEqual(Self.describe(found), [], "\(id) non-triggering example \(index): \(found.map(\.message))")
      }
    }
  }

  /// Whether every marker of an example is in a Swift file. Violations in phrase catalogs
  /// (`.strings`, `.xcstrings`) cannot be commented out or suppressed by a Swift comment, so those
  /// examples skip the comment, string and disable-comment variants.
  static func markersAreInSwift(_ prepared: PreparedExample) -> Bool {
    prepared.expected.allSatisfy { $0.split(separator: ":").first?.hasSuffix(".swift") ?? false }
  }

  func testTriggeringExamplesDoNotTriggerInCommentsOrStrings() {
    for rule in RuleRegistry.builtIn {
      let id = rule.description.identifier
      for (index, example) in rule.description.triggeringExamples.enumerated() {
        let prepared = Self.prepare(example)
        guard Self.markersAreInSwift(prepared) else { continue }
        let commented = prepared.files.map { file in
          (
            file.name,
            file.source.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }
              .joined(separator: "\n")
          )
        }
        XCTAssertEqual(
          Self.describe(Self.violations(of: rule, in: commented, configuration: example.configuration)),
          [],
          "\(id) triggering example \(index), commented out"
        )
        let quoted = prepared.files.map { file in
          (file.name, "let source = ####\"\"\"\n" + file.source + "\n\"\"\"####\n")
        }
        XCTAssertEqual(
          Self.describe(Self.violations(of: rule, in: quoted, configuration: example.configuration)),
          [],
          "\(id) triggering example \(index), in a string literal"
        )
      }
    }
  }

  func testDisableCommentSuppressesTriggeringExamples() {
    for rule in RuleRegistry.builtIn {
      let id = rule.description.identifier
      for (index, example) in rule.description.triggeringExamples.enumerated() {
        let prepared = Self.prepare(example)
        guard Self.markersAreInSwift(prepared) else { continue }
        let disabled = prepared.files.map { ($0.name, "// intentgen:disable \(id) - example\n" + $0.source) }
        XCTAssertEqual(
          Self.describe(Self.violations(of: rule, in: disabled, configuration: example.configuration)),
          [],
          "\(id) triggering example \(index), under a disable comment"
        )
      }
    }
  }

  func testDescriptionsFollowTheConventions() {
    var seen: Set<String> = []
    for rule in RuleRegistry.builtIn {
      let description = rule.description
      let id = description.identifier
      XCTAssertTrue(seen.insert(id).inserted, "duplicate rule id \(id)")
      XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
      XCTAssertTrue(
        description.name.split(separator: " ").allSatisfy { $0.first?.isUppercase == true || $0.count <= 3 },
        "\(id)'s name is not Title Case: \(description.name)"
      )
      XCTAssertFalse(description.description.isEmpty, "\(id) has no description")
      XCTAssertFalse(description.rationale.isEmpty, "\(id) has no rationale")
      XCTAssertFalse(description.triggeringExamples.isEmpty, "\(id) has no triggering example")
      XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
    }
  }
}
