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
enum Console {
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
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var written = 0
      while written < buffer.count {
        #if canImport(Darwin)
        let result = Darwin.write(descriptor, base + written, buffer.count - written)
        #elseif canImport(Musl)
        let result = Musl.write(descriptor, base + written, buffer.count - written)
        #else
        let result = Glibc.write(descriptor, base + written, buffer.count - written)
        #endif
        if result > 0 {
          written += result
        } else if result < 0 && errno == EINTR {
          continue
        } else {
          return  // A closed pipe or a full disk: nothing sensible left to do with the output.
        }
      }
    }
  }
}
