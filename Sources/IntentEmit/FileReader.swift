#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into memory with POSIX calls, so a failure keeps its `errno` and can be
/// reported as `path: error: cannot read file: No such file or directory`.
///
/// Safe to call from several threads at once.
public enum FileReader {
  /// Why a file could not be read: the `errno` of the failing call.
  public struct Failure: Error, Equatable {
    public var code: Int32

    /// The system's description of the error (`No such file or directory`). Call it from one
    /// thread at a time: `strerror` is not guaranteed to be thread-safe.
    public var reason: String { String(cString: strerror(code)) }

    /// The diagnostic message every subcommand prints for the failure: `cannot read file: <reason>`.
    public var message: String { "cannot read file: " + reason }
  }

  /// The bytes of the file at `path`, exactly as stored.
  public static func read(_ path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { return .failure(Failure(code: EISDIR)) }

    // The size is a hint: the file may change while it is read, so read until the end.
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096)))
      }
      let result = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Self.readSystemCall(descriptor, base + filled, buffer.count - filled)
      }
      if result > 0 {
        filled += result
      } else if result == 0 {
        break
      } else if errno != EINTR {
        return .failure(Failure(code: errno))
      }
    }
    bytes.removeSubrange(filled...)
    return .success(bytes)
  }

  private static func readSystemCall(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
  }
}
