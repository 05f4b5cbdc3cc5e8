import Foundation
import XCTest

/// `intentgen --version`, `--help`, `help` and usage errors.
final class CommandLineTests: XCTestCase {
  func testVersion() throws {
    let result = try IntentgenProcess.run(["--version"])
    XCTAssertEqual(result.status, 0)
    XCTAssertNotNil(
      result.output.range(of: #"^intentgen [0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression),
      result.output
    )
    XCTAssertEqual(result.errorOutput, "")
  }

  func testHelpListsSubcommandsAndExitStatuses() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 0, "\(arguments)")
      XCTAssertTrue(result.output.contains("USAGE: intentgen <subcommand>"), result.output)
      XCTAssertTrue(result.output.contains("\n  scan "), result.output)
      XCTAssertTrue(result.output.contains("EXIT STATUS:"), result.output)
      XCTAssertTrue(result.output.contains("64"), result.output)
      XCTAssertEqual(result.errorOutput, "")
    }
  }

  func testSubcommandHelp() throws {
    for arguments in [["help", "scan"], ["scan", "--help"], ["scan", "-h"]] {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 0, "\(arguments)")
      XCTAssertTrue(result.output.contains("USAGE: intentgen scan"), result.output)
      XCTAssertTrue(result.output.contains("--format"), result.output)
      XCTAssertTrue(result.output.contains("--tokens"), result.output)
    }
  }

  func testUnknownOptionIsAUsageError() throws {
    for arguments in [["--bogus"], ["scan", "--bogus", "File.swift"], ["scan", "--tokens=yes", "File.swift"]] {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.errorOutput.hasPrefix("error: "), result.errorOutput)
      XCTAssertTrue(result.errorOutput.contains("USAGE: intentgen"), result.errorOutput)
      XCTAssertEqual(result.output, "")
    }
    let result = try IntentgenProcess.run(["scan", "--bogus", "File.swift"])
    XCTAssertTrue(result.errorOutput.contains("unknown option '--bogus'"), result.errorOutput)
  }

  func testScanWithoutPathsIsAUsageError() throws {
    let result = try IntentgenProcess.run(["scan"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.errorOutput.contains("no paths given"), result.errorOutput)
    XCTAssertTrue(result.errorOutput.contains("USAGE: intentgen scan"), result.errorOutput)
    XCTAssertEqual(result.output, "")
  }

  /// An empty argument (a quoted, unset shell variable) is not taken for the current directory.
  func testAnEmptyPathIsAUsageError() throws {
    for arguments in [["scan", ""], ["lint", "Sources", ""], ["scan", "--", ""]] {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.errorOutput.hasPrefix("error: empty argument; give a path"), result.errorOutput)
      XCTAssertEqual(result.output, "")
    }
  }

  func testMissingOrInvalidOptionValueIsAUsageError() throws {
    let missing = try IntentgenProcess.run(["scan", "File.swift", "--format"])
    XCTAssertEqual(missing.status, 64)
    XCTAssertTrue(missing.errorOutput.contains("missing value for option '--format'"), missing.errorOutput)

    let invalid = try IntentgenProcess.run(["scan", "--format", "xml", "File.swift"])
    XCTAssertEqual(invalid.status, 64)
    XCTAssertTrue(invalid.errorOutput.contains("invalid format 'xml'"), invalid.errorOutput)
  }

  func testUnknownOrMissingSubcommandIsAUsageError() throws {
    for arguments in [["frobnicate"], [], ["help", "frobnicate"]] {
      let result = try IntentgenProcess.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.errorOutput.contains("USAGE: intentgen"), result.errorOutput)
      XCTAssertEqual(result.output, "")
    }
  }
}
