import Foundation
import XCTest

/// Output that cannot be written is an error: a manifest redirected to a full disk must not look
/// like a success, and a closed standard output must not let output land in another file.
final class StandardOutputTests: XCTestCase {
  private var examples: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/Trails")
  }

  /// Runs `intentgen arguments…` through `/bin/sh` with its standard output redirected by `redirection`.
  private func run(_ arguments: [String], redirecting redirection: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$@\" \(redirection)", "sh", try IntentgenProcess.binary().path] + arguments
    let errorPipe = Pipe()
    process.standardError = errorPipe
    try process.run()
    let stderr = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  func testAFullDiskIsAnError() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
    for arguments in [["extract", examples.path], ["rules"], ["scan", examples.path]] {
      let result = try run(arguments, redirecting: ">/dev/full")
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertTrue(
        result.stderr.hasSuffix("intentgen: error: cannot write to standard output: No space left on device\n"),
        result.stderr
      )
    }
  }

  func testAClosedStandardOutputIsAnError() throws {
    let result = try run(["scan", examples.path], redirecting: ">&-")
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasSuffix("cannot write to standard output: Bad file descriptor\n"), result.stderr)
  }

  /// With nothing to print, a closed standard output is no failure, and no file takes its place.
  func testNothingToPrintNeedsNoStandardOutput() throws {
    let manifest = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: manifest) }
    let result = try run(["extract", examples.path, "-o", manifest.path], redirecting: ">&-")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(try String(contentsOf: manifest, encoding: .utf8).hasPrefix("{"))
  }
}
