import Foundation
import XCTest

/// `intentgen lint --baseline intents.lock.json`: breaking changes since the lock file are errors
/// until `intentgen lock` acknowledges them.
final class LintBaselineTests: XCTestCase {
  static let intent = #"""
    import AppIntents

    struct CreateNoteIntent: AppIntent {
      static let title: LocalizedStringResource = "Create Note"
      @Parameter(title: "Title") var noteTitle: String
      static var parameterSummary: some ParameterSummary { Summary("Create \(\.$noteTitle)") }
      func perform() async throws -> some IntentResult { .result() }
    }
    """#

  func testBreakingChangesAreErrorsUntilAcknowledged() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Intents.swift", Self.intent)
    XCTAssertEqual(try IntentgenProcess.run(["lock", "App", "-o", "intents.lock.json"], in: directory.url).status, 0)

    let unchanged = try IntentgenProcess.run(["lint", "App", "--baseline", "intents.lock.json"], in: directory.url)
    XCTAssertEqual(unchanged.status, 0, unchanged.output)
    XCTAssertEqual(unchanged.output, "")

    try directory.write("App/Intents.swift", Self.intent.replacingOccurrences(of: "noteTitle", with: "title"))
    let renamed = try IntentgenProcess.run(
      ["lint", "App", "--baseline", "intents.lock.json", "--reporter", "json"],
      in: directory.url
    )
    XCTAssertEqual(renamed.status, 1)
    let violations = try XCTUnwrap(try JSONSerialization.jsonObject(with: renamed.stdout) as? [[String: Any]])
    XCTAssertEqual(violations.count, 1)
    XCTAssertEqual(violations.first?["rule"] as? String, "breaking_change")
    XCTAssertEqual(violations.first?["file"] as? String, "App/Intents.swift")
    XCTAssertEqual(violations.first?["line"] as? Int, 5, "at the renamed parameter")
    XCTAssertTrue((violations.first?["message"] as? String ?? "").contains("noteTitle"))

    XCTAssertEqual(try IntentgenProcess.run(["lock", "App", "-o", "intents.lock.json"], in: directory.url).status, 0)
    let acknowledged = try IntentgenProcess.run(["lint", "App", "--baseline", "intents.lock.json"], in: directory.url)
    XCTAssertEqual(acknowledged.status, 0, acknowledged.output)
  }

  func testAnUnusableBaselineIsAConfigurationError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Intents.swift", Self.intent)
    try directory.write("bad.json", "{\"not\": \"a lock\"}")
    let missing = try IntentgenProcess.run(["lint", "App", "--baseline", "missing.json"], in: directory.url)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.errorOutput.contains("missing.json: error: cannot read file"), missing.errorOutput)
    let bad = try IntentgenProcess.run(["lint", "App", "--baseline", "bad.json"], in: directory.url)
    XCTAssertEqual(bad.status, 2)
    XCTAssertEqual(
      bad.errorOutput,
      "bad.json: error: cannot use this baseline: not an intentgen lock file: no 'formatVersion' or 'intents'; "
        + "write one with 'intentgen lock'\n"
    )
    XCTAssertEqual(try IntentgenProcess.run(["lint", "App", "--baseline", ""], in: directory.url).status, 64)
  }
}
