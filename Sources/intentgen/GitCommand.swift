import Foundation
import IntentFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs git in the current directory and returns what it printed.
enum GitCommand {
  /// Why git could not give what was asked: not a repository, an unknown revision, no `git`.
  struct Failure: Error, Equatable {
    /// Lowercase, without a final period: `git ls-tree failed: fatal: Not a valid object name nope`.
    var message: String
  }

  /// Runs `git arguments…` in the current directory, with `input` on its standard input, and
  /// returns its standard output.
  static func run(_ arguments: [String], input: [UInt8]? = nil) throws(Failure) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    let errors = Pipe()
    let inputPipe = input.map { _ in Pipe() }
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(message: "cannot run git: \(error.localizedDescription)")
    }
    // Each pipe is served by its own thread, so that none can fill up and block git: git answers
    // as it reads its input, and may write to standard error at any time.
    let group = DispatchGroup()
    if let input, let inputPipe {
      write(input, to: inputPipe, group: group)
    }
    let errorData = ErrorBuffer()
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
        throw Failure(message: "cannot run git: is it installed and on PATH?")
      }
      let subcommand = arguments.first ?? ""
      throw Failure(
        message: "git \(subcommand) failed: " + (reason.isEmpty ? "exit status \(process.terminationStatus)" : reason)
      )
    }
    return Array(data)
  }

  /// Writes `bytes` to the pipe on a thread of its own, then closes it so that git reads its end.
  /// The thread blocks SIGPIPE: should git exit before reading it all, the write fails with
  /// `EPIPE` (and git's exit status tells why) instead of the signal ending this process.
  private static func write(_ bytes: [UInt8], to pipe: Pipe, group: DispatchGroup) {
    // The thread owns a duplicate of the write end; the pipe's own is closed here, so that the
    // duplicate is the last one and closing it ends git's input.
    let descriptor = dup(pipe.fileHandleForWriting.fileDescriptor)
    try? pipe.fileHandleForWriting.close()
    guard descriptor >= 0 else { return }
    group.enter()
    let writer = Thread {
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &signals, nil)
      _ = FileDescriptor.writeAll(bytes, to: descriptor)
      close(descriptor)
      group.leave()
    }
    writer.start()
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
