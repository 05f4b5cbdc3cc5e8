#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path leads to — its kind, identity, size and permissions — as `stat` reports it
/// (through symbolic links) or `lstat` (the link itself).
///
/// Every command asks it before it reads or replaces a path: reading a named pipe or a device can
/// block or never end, and replacing one with a regular file destroys it.
public struct FileStatus: Equatable, Sendable {
  /// The kinds of file-system entries.
  public enum Kind: Equatable, Sendable, CustomStringConvertible {
    case regularFile
    case directory
    case symbolicLink
    case namedPipe
    case socket
    /// A character or block device (`/dev/null`, `/dev/zero`, a disk).
    case device

    /// With its article, for messages: `a named pipe`.
    public var description: String {
      switch self {
      case .regularFile: "a regular file"
      case .directory: "a directory"
      case .symbolicLink: "a symbolic link"
      case .namedPipe: "a named pipe"
      case .socket: "a socket"
      case .device: "a device"
      }
    }
  }

  /// Why a path could not be examined: the `errno` of `stat` or `lstat`.
  public struct Failure: Error, Equatable, Sendable {
    public var code: Int32

    public init(code: Int32) { self.code = code }

    /// The system's description of the error (`No such file or directory`).
    public var reason: String { String(cString: strerror(code)) }
  }

  public var kind: Kind
  public var identity: FileIdentity
  /// In bytes (meaningful for regular files).
  public var size: Int
  /// The permission bits, such as `0o644`.
  public var permissions: UInt32

  /// The status of what `path` leads to — or of the link itself when `followingLinks` is false —
  /// or why it cannot be examined (`ENOENT` for a link to nothing, `ELOOP` for links in a loop).
  public static func of(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, Failure> {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return .failure(Failure(code: errno)) }
    return .success(FileStatus(status))
  }

  /// The status of an open file.
  public static func of(descriptor: Int32) -> Result<FileStatus, Failure> {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
    return .success(FileStatus(status))
  }

  init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regularFile
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    case S_IFIFO: kind = .namedPipe
    case S_IFSOCK: kind = .socket
    default: kind = .device
    }
    identity = FileIdentity(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino)
    )
    size = max(Int(status.st_size), 0)
    permissions = UInt32(status.st_mode & 0o7777)
  }

  /// Whether `path` leads to a regular file.
  public static func isRegularFile(_ path: String) -> Bool {
    if case .success(let status) = of(path) { return status.kind == .regularFile }
    return false
  }

  /// Whether `path` leads to a directory (or is one, when `followingLinks` is false).
  public static func isDirectory(_ path: String, followingLinks: Bool = true) -> Bool {
    if case .success(let status) = of(path, followingLinks: followingLinks) { return status.kind == .directory }
    return false
  }

  /// Why the entry at `path` cannot be read as a file, when it is there but is not one: a
  /// symbolic link to nothing or in a loop (`a symbolic link to 'Nope.swift', which does not
  /// exist`), a named pipe, a socket or a device (`a named pipe, not a file`). `nil` for a
  /// regular file, a directory, and a path where there is nothing.
  public static func whyNotAFile(_ path: String) -> String? {
    switch of(path) {
    case .success(let status):
      switch status.kind {
      case .regularFile, .directory, .symbolicLink: return nil
      case .namedPipe, .socket, .device: return status.kind.description + ", not a file"
      }
    case .failure(let failure):
      guard case .success(let link) = of(path, followingLinks: false) else { return nil }
      guard link.kind == .symbolicLink else { return "not readable: " + failure.reason }
      let target = linkTarget(path).map { " to '\($0)'" } ?? ""
      return failure.code == ENOENT
        ? "a symbolic link\(target), which does not exist"
        : "a symbolic link\(target), which cannot be followed: \(failure.reason)"
    }
  }

  /// What the symbolic link at `path` holds, as written (`../Shared/A.swift`); nil when `path` is
  /// not a link.
  public static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
