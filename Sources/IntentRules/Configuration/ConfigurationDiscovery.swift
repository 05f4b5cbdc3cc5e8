#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the search for `.intentgen.yml` found.
public enum DiscoveredConfiguration: Equatable, Sendable {
  /// The configuration file to read.
  case file(String)
  /// An entry of that name that cannot be read as a file — a symbolic link to nothing, a named
  /// pipe — and why. It is reported rather than passed over: linting with the configuration of a
  /// parent directory, or with none, would pass or fail for the wrong reasons without a word.
  case unusable(path: String, reason: String)
}

extension ConfigurationLoader {
  /// The nearest `.intentgen.yml`: in `directory` (the linted path; for a file, its directory) or
  /// the closest of its ancestors, up to the file-system root. `nil` when there is none. An
  /// explicit `--config` path overrides this search (the CLI decides). A directory of that name
  /// is not a configuration, and the search goes on above it.
  ///
  /// A relative `directory` is resolved against the working directory; paths are walked
  /// lexically, so `..` goes to the parent as written, not through symlinks. The result is
  /// absolute when the search started from a path that could be made absolute.
  public static func find(startingAt directory: String) -> DiscoveredConfiguration? {
    find(startingAt: directory, entry: FileSystemProbe.entry, isDirectory: FileSystemProbe.isDirectory)
  }

  /// The search, with the file-system checks given (for tests).
  static func find(
    startingAt start: String,
    entry: (String) -> FileSystemProbe.Entry,
    isDirectory: (String) -> Bool
  ) -> DiscoveredConfiguration? {
    var current = start
    if !current.hasPrefix("/"), let workingDirectory = FileSystemProbe.workingDirectory() {
      current = LexicalPath.join(workingDirectory, current)
    } else {
      current = LexicalPath.normalize(current)
    }
    if !isDirectory(current) { current = LexicalPath.parent(current) }
    // One step per component, so the loop ends even on odd input.
    for _ in 0...(LexicalPath.components(current).count + 1) {
      let candidate = LexicalPath.join(current, fileName)
      switch entry(candidate) {
      case .regularFile: return .file(candidate)
      case .unusable(let reason): return .unusable(path: candidate, reason: reason)
      case .directory, .none: break
      }
      let parent = LexicalPath.parent(current)
      if parent == current || current == "." { return nil }
      current = parent
    }
    return nil
  }
}

/// The few file-system questions the library asks, through the C library (no Foundation).
enum FileSystemProbe {
  /// What is at a path, through symbolic links.
  enum Entry: Equatable {
    case regularFile
    case directory
    /// Nothing, or nothing that can be examined (a directory that cannot be searched).
    case none
    /// Something that cannot be read as a file, and why.
    case unusable(String)
  }

  static func entry(_ path: String) -> Entry {
    var link = stat()
    guard lstat(path, &link) == 0 else { return .none }
    guard let mode = mode(path) else {
      let code = errno
      guard (link.st_mode & S_IFMT) == S_IFLNK else {
        return .unusable("not readable: \(String(cString: strerror(code)))")
      }
      let target = linkTarget(path).map { " to '\($0)'" } ?? ""
      return code == ENOENT
        ? .unusable("a symbolic link\(target), which does not exist")
        : .unusable("a symbolic link\(target), which cannot be followed: \(String(cString: strerror(code)))")
    }
    switch mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .directory
    case S_IFIFO: return .unusable("a named pipe, not a file")
    case S_IFSOCK: return .unusable("a socket, not a file")
    default: return .unusable("a device, not a file")
    }
  }

  static func isDirectory(_ path: String) -> Bool {
    mode(path).map { $0 & S_IFMT == S_IFDIR } ?? false
  }

  /// The working directory, if it can be read.
  static func workingDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode
  }
}
