import Foundation

/// Runs git in the current directory and returns what it printed.
enum GitCommand {
  /// Runs `git arguments…` in the current directory, with `input` on its standard input, and
  /// returns its standard output.
  static func run(_ arguments: [String], input: [UInt8]? = nil) throws(GitRevision.Failure) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // The input is a file, not a pipe: git cannot leave it half read and end this process with
    // SIGPIPE, and nothing has to write it while git answers.
    if let input {
      guard let file = unlinkedFile(holding: input) else {
        throw GitRevision.Failure(
          message: "cannot run git: no temporary file for its input (\(String(cString: strerror(errno))))"
        )
      }
      process.standardInput = file
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    do {
      try process.run()
    } catch {
      throw GitRevision.Failure(message: "cannot run git: \(error.localizedDescription)")
    }
    // Standard error is drained on another thread so that neither pipe can fill up and block git.
    let errorData = ErrorBuffer()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.store(errors.fileHandleForReading.readDataToEndOfFile())
      group.leave()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    group.wait()
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: errorData.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if process.terminationStatus == 127 && reason.isEmpty || reason.contains("No such file or directory") {
        throw GitRevision.Failure(message: "cannot run git: is it installed and on PATH?")
      }
      let subcommand = arguments.first ?? ""
      throw GitRevision.Failure(
        message: "git \(subcommand) failed: " + (reason.isEmpty ? "exit status \(process.terminationStatus)" : reason)
      )
    }
    return Array(data)
  }

  /// A temporary file holding `bytes`, open for reading from its start and already removed from
  /// its directory (it goes away with the last descriptor).
  private static func unlinkedFile(holding bytes: [UInt8]) -> FileHandle? {
    var template = Array((NSTemporaryDirectory() + "/intentgen-git-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: bytes)
      try handle.seek(toOffset: 0)
    } catch {
      return nil
    }
    return handle
  }
}

/// Standard error of a git process, filled on a background thread and read after it has finished.
private final class ErrorBuffer: @unchecked Sendable {
  private(set) var data = Data()

  /// Called once, before `DispatchGroup.wait()` returns on the reading thread.
  func store(_ data: Data) {
    self.data = data
  }
}
