import Foundation
import XCTest

/// The SARIF report validates against the official SARIF 2.1.0 JSON schema (OASIS, errata 01,
/// shipped in `Fixtures/`), checked with Python's `jsonschema` where it is installed.
final class SARIFSchemaTests: XCTestCase {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func testBrokenExampleReportValidatesAgainstTheSARIFSchema() throws {
    let check = try Self.python(["-c", "import jsonschema"])
    try XCTSkipUnless(check == 0, "python3 with the jsonschema module is needed to validate SARIF; skipped")
    let report = try IntentgenProcess.run(
      ["lint", "Examples/Broken/Sources/Broken", "--reporter", "sarif"],
      in: Self.repositoryRoot
    )
    XCTAssertEqual(report.status, 1, "the broken example has errors")
    let directory = try TemporaryDirectory()
    let reportFile = try directory.write("report.sarif", bytes: Array(report.stdout))
    let schema = Self.repositoryRoot.appendingPathComponent("Tests/IntentgenCLITests/Fixtures/sarif-schema-2.1.0.json")
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      report = json.load(open(sys.argv[2]))
      jsonschema.Draft4Validator.check_schema(schema)
      errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(report), key=lambda e: list(e.path))
      for error in errors: print("/".join(map(str, error.path)), error.message)
      sys.exit(1 if errors else 0)
      """
    XCTAssertEqual(try Self.python(["-c", script, schema.path, reportFile.path]), 0, "the SARIF report is not valid")
  }

  /// Runs `python3` with `arguments` and returns its exit status (non-zero if it cannot start).
  static func python(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    do {
      try process.run()
    } catch {
      return -1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
