import IntentFileSystem

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
    find(startingAt: directory, entry: FileSystemProbe.entry, isDirectory: { FileStatus.isDirectory($0) })
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

/// The file-system questions the configuration search asks.
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
    if case .success(let status) = FileStatus.of(path) {
      if status.kind == .regularFile { return .regularFile }
      if status.kind == .directory { return .directory }
    }
    return FileStatus.whyNotAFile(path).map(Entry.unusable) ?? .none
  }

  /// The working directory, if it can be read.
  static func workingDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
