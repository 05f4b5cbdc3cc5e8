#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing an open file descriptor through the C library of the platform.
public enum FileDescriptor {
  /// Writes all of `bytes` to `descriptor`, again where a signal interrupted it; `nil` when done,
  /// else the `errno` of the failure (`EIO` for a write that wrote nothing).
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, base + written, buffer.count - written)
        if result > 0 {
          written += result
        } else if result < 0 && errno == EINTR {
          continue
        } else {
          return result < 0 ? errno : EIO
        }
      }
      return nil
    }
  }

  /// One `read(2)` of at most `count` bytes into `buffer`: the count read, 0 at the end, -1 with
  /// `errno` set.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
  }

  private static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Glibc.write(descriptor, buffer, count)
    #endif
  }
}
