import IntentFileSystem
import SwiftScan

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard output and standard error.
///
/// Callers collect a whole file's output and write it at once, so one `write` system call carries
/// many lines and nothing from two files can interleave. Nothing is colored: the output is meant
/// to be parsed by Xcode, editors and scripts.
///
/// A failed write to standard output (a full disk, a closed descriptor) is remembered:
/// `IntentgenCommand` reports it and exits with status 1, so a truncated manifest written with
/// `> file` never looks like a success.
enum Console {
  /// The `errno` of the first failed write to standard output, if any.
  static var outputFailure: Int32? { outputFailureRecord.code }

  private static let outputFailureRecord = FailureRecord()

  /// Opens `/dev/null` on standard input, output or error when one is closed (`intentgen … >&-`),
  /// so that no file the command opens takes its number, and output meant for the terminal
  /// cannot land in a file. Output written to a closed standard output is still a failure.
  static func protectStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
      let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if placeholder >= 0 && placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
      if descriptor == STDOUT_FILENO { outputClosed.record(EBADF) }
    }
  }

  /// Set when standard output was closed at launch: writing to it is then a failure.
  private static let outputClosed = FailureRecord()

  /// Writes `text` to standard output.
  static func output(_ text: String) {
    write(Array(text.utf8), to: STDOUT_FILENO)
  }

  /// Writes `bytes` to standard output.
  static func output(_ bytes: [UInt8]) {
    write(bytes, to: STDOUT_FILENO)
  }

  /// Writes `text` to standard error.
  static func error(_ text: String) {
    write(Array(text.utf8), to: STDERR_FILENO)
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
    if descriptor == STDOUT_FILENO, !bytes.isEmpty, let code = outputClosed.code {
      outputFailureRecord.record(code)
      return
    }
    // Standard error has nowhere else to report to; standard output's failure is reported there.
    if let code = FileDescriptor.writeAll(bytes, to: descriptor), descriptor == STDOUT_FILENO {
      outputFailureRecord.record(code)
    }
  }
}

/// The first error code recorded, shared between the threads that write output.
private final class FailureRecord: @unchecked Sendable {
  private let lock = Lock()
  private var first: Int32?

  var code: Int32? { lock.withLock { first } }

  func record(_ code: Int32) {
    lock.withLock { if first == nil { first = code } }
  }
}
