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

  /// With nothing to print, a closed standard output is no failure.
  func testNothingToPrintNeedsNoStandardOutput() throws {
    let manifest = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: manifest) }
    let result = try run(["extract", examples.path, "-o", manifest.path], redirecting: ">&-")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(try String(contentsOf: manifest, encoding: .utf8).hasPrefix("{"))
  }

  /// `-o /dev/stdout` writes to the descriptor the shell opened: into a pipe, and appending under `>>`.
  func testAnOutputNamedDevStdoutIsTheStandardOutput() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try Data("KEEP\n".utf8).write(to: scratch)
    let appended = try run(["extract", examples.path, "-o", "/dev/stdout"], redirecting: ">>'\(scratch.path)'")
    XCTAssertEqual(appended.status, 0, appended.stderr)
    let text = try String(contentsOf: scratch, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("KEEP\n{\n"), String(text.prefix(40)))

    // Into a pipe (`/proc/self/fd/1` points to `pipe:[…]`, no path). The status is `cat`'s here.
    let piped = try run(["extract", examples.path, "-o", "/dev/stdout"], redirecting: "| cat >'\(scratch.path)'")
    XCTAssertEqual(piped.stderr, "")
    XCTAssertTrue(try String(contentsOf: scratch, encoding: .utf8).hasPrefix("{\n"))
  }

  /// With standard output closed, a file the command opens could get its number, and `build` print
  /// its warnings into it: the outputs are those of a normal run, and the run fails because its
  /// warnings could not be printed.
  func testAClosedStandardOutputTakesNoFilesPlace() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var outputs: [[Data]] = []
    for (name, redirection) in [("closed", ">&-"), ("normal", ">/dev/null")] {
      let generated = scratch.appendingPathComponent("\(name).swift")
      let manifest = scratch.appendingPathComponent("\(name).json")
      let result = try run(
        ["build", examples.path, "--output", generated.path, "--manifest", manifest.path],
        redirecting: redirection
      )
      XCTAssertEqual(result.status, name == "closed" ? 1 : 0, result.stderr)
      outputs.append([try Data(contentsOf: generated), try Data(contentsOf: manifest)])
    }
    XCTAssertEqual(outputs[0], outputs[1])
  }
}
