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
    /// What the path is when that says more than the error: for `ENOENT` through a link to
    /// nothing, `a symbolic link to 'Nope.swift', which does not exist`.
    public var detail: String?

    public init(code: Int32, detail: String? = nil) {
      self.code = code
      self.detail = detail
    }

    /// The system's description of the error (`No such file or directory`), or what the path
    /// is. Call it from one thread at a time: `strerror` is not guaranteed to be thread-safe.
    public var reason: String {
      if let detail { return "it is " + detail }
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
  ///
  /// Whatever `path` is, it is read to its end: a pipe given on the command line
  /// (`intentgen scan <(…)`) is read like a file. Use `readRegularFile` for paths found in a
  /// directory, where a named pipe would block.
  public static func read(_ path: String, maximumSize: Int = maximumSize) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      // A link to nothing or in a loop says so, as it does when found in a directory.
      return .failure(Failure(code: code, detail: code == ENOENT || code == ELOOP ? FileStatus.whyNotAFile(path) : nil))
    }
    defer { close(descriptor) }
    switch FileStatus.of(descriptor: descriptor) {
    case .failure(let failure):
      return .failure(Failure(code: failure.code))
    case .success(let status) where status.kind == .directory:
      return .failure(Failure(code: EISDIR))
    case .success(let status):
      return readToEnd(descriptor, sizeHint: status.size, maximumSize: maximumSize)
    }
  }

  /// The bytes of the regular file at `path` (through symbolic links); `nil`, without opening it
  /// for long, when it is anything else: a directory, a named pipe or a device, whose reading could
  /// block or never end. A failure when it cannot be examined (a link to nothing: `ENOENT`).
  public static func readRegularFile(_ path: String, maximumSize: Int = maximumSize) -> Result<[UInt8]?, Failure> {
    switch FileStatus.of(path) {
    case .failure(let failure): return .failure(Failure(code: failure.code))
    case .success(let status) where status.kind != .regularFile: return .success(nil)
    case .success: break
    }
    // Non-blocking, and checked again once open: the entry may have been replaced by a pipe since.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
    defer { close(descriptor) }
    switch FileStatus.of(descriptor: descriptor) {
    case .failure(let failure):
      return .failure(Failure(code: failure.code))
    case .success(let status) where status.kind != .regularFile:
      return .success(nil)
    case .success(let status):
      return readToEnd(descriptor, sizeHint: status.size, maximumSize: maximumSize).map { $0 }
    }
  }

  /// Reads `descriptor` to its end, `sizeHint` bytes expected.
  private static func readToEnd(_ descriptor: Int32, sizeHint: Int, maximumSize: Int) -> Result<[UInt8], Failure> {
    // The size is a hint: the file may change while it is read, so read until the end. Devices
    // and pipes report no size and may never end. The buffer grows by hand: growing an array
    // element by element is slow in the debug builds the build plugin runs.
    guard sizeHint <= maximumSize else { return .failure(Failure(code: EFBIG)) }
    var capacity = sizeHint + 1
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
      let result = FileDescriptor.read(descriptor, into: storage + filled, count: capacity - filled)
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
}
