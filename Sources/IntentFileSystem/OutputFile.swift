#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files the way build systems want them written: atomically, and only when the
/// content changes.
///
/// - **Only when changed.** The existing file is read first; when it already holds exactly these
///   bytes nothing is written, so its modification time stays put and nothing that depends on it
///   (a build step, a compiled module) is redone.
/// - **Atomically.** New content goes to a temporary file in the same directory (same file
///   system), which is flushed to disk and then renamed over the destination, so a reader sees the
///   old file or the new one, never half of one. An existing file's permissions are kept; a new
///   file gets `0666` minus the umask.
/// - **Through links and to devices.** A symbolic link at the destination is followed: the file it
///   points to is replaced, and the link stays. A destination that is not a file — `/dev/null`,
///   `/dev/stdout`, a named pipe — is written to directly, as a shell redirection would, never
///   replaced by a file.
///
/// Failures are thrown, never fatal: a missing directory, a destination that is a directory, a full
/// disk. The temporary file is removed on every failure.
public enum OutputFile {
  /// Why a file could not be written.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The destination, as given.
    public var path: String
    /// Lowercase, without the path: `cannot write file: directory 'out' does not exist`.
    public var message: String

    public init(path: String, message: String) {
      self.path = path
      self.message = message
    }

    /// `path: message`.
    public var description: String { path + ": " + message }
  }

  /// Writes `bytes` to `path` unless the file already holds exactly these bytes.
  ///
  /// - Returns: `true` when the file was written, `false` when it was already up to date.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    guard !path.isEmpty else { throw Failure(path: path, message: "cannot write file: the path is empty") }
    let (destination, openDescriptor) = try resolvingSymbolicLinks(path)
    if let openDescriptor {
      // `/dev/stdout`, `/dev/fd/3`: the descriptor itself, as opened by the shell (`>>` appends).
      try writeAll(bytes, to: openDescriptor, path: path)
      return true
    }
    if case .success(let status) = FileStatus.of(path), [.device, .namedPipe, .socket].contains(status.kind) {
      try writeInPlace(bytes, to: path)
      return true
    }
    let existing = existingFile(at: destination)
    if let existing, existing.contents == bytes { return false }

    let directory = directoryName(of: destination)
    let (descriptor, temporaryPath) = try createTemporaryFile(in: directory, for: path)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporaryPath) }
    }
    do {
      defer { close(descriptor) }
      if let mode = existing?.mode, fchmod(descriptor, mode) != 0 {
        throw failure(path, "cannot set the permissions of the temporary file")
      }
      try writeAll(bytes, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw failure(path, "cannot flush the file") }
    }
    guard rename(temporaryPath, destination) == 0 else { throw failure(path, "cannot replace the file") }
    succeeded = true
    return true
  }

  // MARK: - Reading the existing file

  private struct ExistingFile {
    var contents: [UInt8]?
    var mode: mode_t
  }

  /// The destination's contents (nil if it cannot be read as a regular file) and its permissions,
  /// or nil when there is no such file.
  private static func existingFile(at path: String) -> ExistingFile? {
    guard case .success(let status) = FileStatus.of(path), status.kind == .regularFile else { return nil }
    return ExistingFile(contents: try? FileReader.read(path).get(), mode: mode_t(status.permissions))
  }

  // MARK: - The destination

  /// `path` with symbolic links at its end followed (a dangling link gives the path it points to,
  /// which is then created). Links in the directories above are left to the system. When the path
  /// or a link on the way names an open descriptor (`/dev/stdout`, `/dev/fd/N`,
  /// `/proc/self/fd/N`), that descriptor: what those links point to is not always a path (a pipe's
  /// is `pipe:[…]`), and reopening a file would lose the shell's `>>`.
  private static func resolvingSymbolicLinks(_ path: String) throws(Failure) -> (String, Int32?) {
    var current = path
    for _ in 0..<40 {
      if let descriptor = openDescriptor(named: current) { return (current, descriptor) }
      guard case .success(let status) = FileStatus.of(current, followingLinks: false), status.kind == .symbolicLink
      else { return (current, nil) }
      guard let target = FileStatus.linkTarget(current) else { throw failure(path, "cannot read the symbolic link") }
      current = target.hasPrefix("/") ? target : directoryName(of: current) + "/" + target
    }
    errno = ELOOP
    throw failure(path, "cannot follow the symbolic link")
  }

  /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` stands for.
  public static func openDescriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count))
      }
      return nil
    }
  }

  /// Writes to a device, pipe or socket as a shell redirection does: opened and written, not
  /// replaced (and never compared first: reading it could consume or block).
  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, "cannot write file") }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, path: path)
  }

  // MARK: - Writing the temporary file

  /// A new file in `directory`, under a short name (`.intentgen-<random>.tmp`), so that it fits
  /// wherever the destination's name fits.
  private static func createTemporaryFile(in directory: String, for path: String) throws(Failure) -> (Int32, String) {
    let prefix = (directory == "/" ? "/" : directory + "/") + ".intentgen-"
    for _ in 0..<16 {
      let candidate = prefix + String(UInt32.random(in: .min ... .max), radix: 36) + ".tmp"
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (descriptor, candidate) }
      switch errno {
      case EEXIST, EINTR:
        continue
      case ENOENT where !isDirectory(directory):
        throw Failure(path: path, message: "cannot write file: directory '\(directory)' does not exist")
      case ENOENT:
        throw failure(path, "cannot write file: cannot create a file in '\(directory)'")
      default:
        throw failure(path, "cannot write file")
      }
    }
    throw Failure(path: path, message: "cannot write file: cannot create a temporary file in '\(directory)'")
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
    if let code = FileDescriptor.writeAll(bytes, to: descriptor) {
      throw Failure(path: path, message: "cannot write file: " + String(cString: strerror(code)))
    }
  }

  /// Creates `directory` and the directories above it that are missing, as `mkdir -p` does.
  public static func createDirectories(_ directory: String) throws(Failure) {
    guard !directory.isEmpty, !isDirectory(directory) else { return }
    let parent = directoryName(of: directory)
    if parent != directory && parent != "." { try createDirectories(parent) }
    guard mkdir(directory, 0o777) == 0 || (errno == EEXIST && isDirectory(directory)) else {
      throw failure(directory, "cannot create the directory")
    }
  }

  // MARK: - Helpers

  private static func isDirectory(_ path: String) -> Bool {
    FileStatus.isDirectory(path)
  }

  /// A failure whose message ends with the current `errno`'s description.
  private static func failure(_ path: String, _ what: String) -> Failure {
    Failure(path: path, message: what + ": " + String(cString: strerror(errno)))
  }

  /// The directory part of `path`: `.` for a bare name, `/` for a file at the root.
  private static func directoryName(of path: String) -> String {
    let trimmed = path.utf8.last == UInt8(ascii: "/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let directory = String(trimmed[..<slash])
    return directory.isEmpty ? "/" : directory
  }
}
