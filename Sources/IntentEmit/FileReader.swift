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
    public var reason: String {
      if code == EFBIG { return "it is larger than \(FileReader.maximumSize >> 20) MB, the most intentgen reads" }
      return String(cString: strerror(code))
    }

    /// The diagnostic message every subcommand prints for the failure: `cannot read file: <reason>`.
    public var message: String { "cannot read file: " + reason }
  }

  /// The largest file read, in bytes. No Swift source, manifest or catalog comes near it; it keeps
  /// a path such as `/dev/zero` from being read forever, and byte offsets within 32 bits.
  public static let maximumSize = 256 << 20

  /// The bytes of the file at `path`, exactly as stored; `EFBIG` past `maximumSize` bytes.
  public static func read(_ path: String, maximumSize: Int = maximumSize) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { return .failure(Failure(code: EISDIR)) }

    // The size is a hint: the file may change while it is read, so read until the end. Devices
    // and pipes report no size and may never end. The buffer grows by hand: growing an array
    // element by element is slow in the debug builds the build plugin runs.
    let size = max(Int(status.st_size), 0)
    guard size <= maximumSize else { return .failure(Failure(code: EFBIG)) }
    var capacity = size + 1
    var storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    defer { storage.deallocate() }
    var filled = 0
    while true {
      if filled == capacity {
        guard filled <= maximumSize else { return .failure(Failure(code: EFBIG)) }
        let larger = min(max(capacity * 2, 4096), maximumSize + 1)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: larger, alignment: 1)
        grown.copyMemory(from: storage, byteCount: filled)
        storage.deallocate()
        storage = grown
        capacity = larger
      }
      let result = Self.readSystemCall(descriptor, storage + filled, capacity - filled)
      if result > 0 {
        filled += result
      } else if result == 0 {
        break
      } else if errno != EINTR {
        return .failure(Failure(code: errno))
      }
    }
    return .success(Array(UnsafeRawBufferPointer(start: storage, count: filled)))
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
