import Foundation
import XCTest

/// Runs the `swift` driver (`swift build`, `swift package …`, `swift test`) in a package directory,
/// as a developer or CI would, and captures what it prints and how long it took.
enum SwiftProcess {
  /// What a run printed and how it exited.
  struct Result {
    var status: Int32
    var output: String
    var errorOutput: String
    var seconds: Double

    /// Standard output then standard error: `swift build` prints a build command's output on stdout
    /// and its own errors on stderr.
    var allOutput: String { output + errorOutput }
  }

  /// `swift` from `PATH`, or a skip when there is none (the tests then cannot build packages).
  static func executable() throws -> URL {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw XCTSkip("no swift on PATH: cannot build the example packages")
  }

  /// Runs `swift arguments…` in `directory` and waits for it. Output goes through files, so a large
  /// build log cannot fill a pipe and deadlock.
  static func run(_ arguments: [String], in directory: URL) throws -> Result {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    // Settings `swift test` hands to this test process that must not leak into the nested build.
    for key in environment.keys where key.hasPrefix("SWIFTPM_") || key == "LLVM_PROFILE_FILE" {
      environment[key] = nil
    }
    process.environment = environment

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-swift-\(UUID().uuidString)")
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

    let start = Date()
    try process.run()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    try stdoutHandle.close()
    try stderrHandle.close()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
      errorOutput: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
      seconds: seconds
    )
  }
}
