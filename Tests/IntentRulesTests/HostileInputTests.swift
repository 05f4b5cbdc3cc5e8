import Foundation
import IntentModel
import SwiftScan
import XCTest

@testable import IntentRules

/// Valid but extreme targets, each of which once crashed the linter (recursion as deep as the
/// input nests) or took quadratic time or worse: linted whole on a worker-sized stack, they must
/// finish (the sizes make a quadratic lint take minutes), and messages stay bounded.
final class HostileInputTests: XCTestCase {
  /// Lints `files` on a thread with a 512 KB stack, as a worker thread has on Apple platforms.
  func lintOnASmallStack(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) -> [Violation] {
    let sources = files.sorted { $0.key < $1.key }
    let box = ViolationBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let parsed = sources.map { SourceScanner.scan(SourceFile(path: $0.key, text: $0.value)) }
      box.violations = Linter().lint(files: parsed, module: "App")
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "linting did not finish", file: file, line: line)
    return box.violations
  }

  final class ViolationBox: @unchecked Sendable {
    var violations: [Violation] = []
  }

  static func intent(_ name: String, title: String, members: String = "") -> String {
    """
    struct \(name): AppIntent {
      static let title: LocalizedStringResource = \(title)
    \(members)
      func perform() async throws -> some IntentResult { .result() }
    }

    """
  }

  /// Values nested 30,000 deep (a title, a parameter's default, a display dictionary) are read
  /// to a bounded depth; deeper, they are kept as source text.
  func testDeeplyNestedValues() {
    let depth = 30_000
    let array = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let call = String(repeating: "F(x: ", count: depth) + "1" + String(repeating: ")", count: depth)
    let dictionary = String(repeating: "[.a: ", count: depth) + "\"A\"" + String(repeating: "]", count: depth)
    let violations = lintOnASmallStack([
      "Deep.swift": "import AppIntents\n"
        + Self.intent("ArrayIntent", title: array)
        + Self.intent(
          "CallIntent",
          title: "\"Call\"",
          members: "  @Parameter(title: \"X\", default: \(call)) var x: Int"
        )
          + """
          enum Mode: String, AppEnum {
            case a
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
            static let caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.a: \(dictionary)]
          }
          """
    ])
    XCTAssertTrue(violations.contains { $0.ruleID == "static_metadata" && $0.message.contains("ArrayIntent") })
  }

  /// An enum with 20,000 cases, each displayed, and an intent with 4,000 parameters whose
  /// summary names 4,000 that are not: lookups by name, and messages of a bounded length.
  func testManyCasesAndManyParameters() {
    let count = 4_000
    let cases = (0..<20_000).map { "  case c\($0)" }.joined(separator: "\n")
    let displays = (0..<20_000).map { "    .c\($0): \"Case \($0)\"," }.joined(separator: "\n")
    let parameters = (0..<count).map { "  @Parameter(title: \"P\($0)\") var p\($0): String" }.joined(separator: "\n")
    let unknown = (0..<count).map { "\\(\\.$q\($0))" }.joined(separator: " ")
    let violations = lintOnASmallStack([
      "Enum.swift": """
      import AppIntents
      enum Big: String, AppEnum {
      \(cases)
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Big"
        static let caseDisplayRepresentations: [Big: DisplayRepresentation] = [
      \(displays)
        ]
      }
      """,
      "Intent.swift": "import AppIntents\n"
        + Self.intent(
          "WideIntent",
          title: "\"Wide\"",
          members: parameters + "\n  static var parameterSummary: some ParameterSummary { Summary(\"Go \(unknown)\") }"
        ),
    ])
    let unknownNames = violations.filter { $0.ruleID == "summary_unknown_parameter" }
    XCTAssertEqual(unknownNames.count, count)
    XCTAssertLessThan(unknownNames.map(\.message.utf8.count).max() ?? 0, 400)
    XCTAssertFalse(violations.contains { $0.message.contains("Big") && $0.ruleID.hasPrefix("case_display") })
  }
}
