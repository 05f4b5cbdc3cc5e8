import Foundation
import XCTest

/// Runs the built `intentgen` executable as a subprocess, the way users and build plugins do.
///
/// The binary is found next to the test bundle (the `.build/<configuration>` products directory,
/// whatever `--scratch-path` is), or at `INTENTGEN_BINARY` when that is set.
enum IntentgenProcess {
  /// What a run printed and how it exited.
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: Data

    var output: String { String(decoding: stdout, as: UTF8.self) }
    var errorOutput: String { String(decoding: stderr, as: UTF8.self) }
  }

  static func binary(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    if let override = ProcessInfo.processInfo.environment["INTENTGEN_BINARY"] {
      return URL(fileURLWithPath: override)
    }
    var candidates = [productsDirectory.appendingPathComponent("intentgen")]
    // Fallback: the default scratch path of the package that contains this file.
    let packageRoot = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/intentgen"))
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw XCTSkip("intentgen binary not found at \(candidates.map(\.path)); build it first")
  }

  /// The directory holding the built products (and this test bundle).
  static var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs `intentgen arguments…` in `directory` and waits for it. Output goes through files, so a
  /// large output cannot fill a pipe and deadlock. Past `timeout` seconds the process is
  /// terminated (its status is then that of `SIGTERM`), so a test of a hang fails instead of
  /// hanging the suite.
  static func run(
    _ arguments: [String],
    in directory: URL? = nil,
    timeout: TimeInterval? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let stdoutURL = scratch.appendingPathComponent("stdout")
    let stderrURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    process.standardInput = FileHandle.nullDevice

    try process.run()
    if let timeout {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      if process.isRunning { process.terminate() }
    }
    process.waitUntilExit()
    try stdoutHandle.close()
    try stderrHandle.close()
    return Result(
      status: process.terminationStatus,
      stdout: try Data(contentsOf: stdoutURL),
      stderr: try Data(contentsOf: stderrURL)
    )
  }
}
