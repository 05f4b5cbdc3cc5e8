#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ConfigurationLoader {
  /// The nearest `.intentgen.yml`: in `directory` (the linted path; for a file, its directory) or
  /// the closest of its ancestors, up to the file-system root. `nil` when there is none. An
  /// explicit `--config` path overrides this search (the CLI decides).
  ///
  /// A relative `directory` is resolved against the working directory; paths are walked
  /// lexically, so `..` goes to the parent as written, not through symlinks. The result is
  /// absolute when the search started from a path that could be made absolute.
  public static func find(startingAt directory: String) -> String? {
    find(startingAt: directory, isFile: FileSystemProbe.isRegularFile, isDirectory: FileSystemProbe.isDirectory)
  }

  /// The search, with the file-system checks given (for tests).
  static func find(
    startingAt start: String,
    isFile: (String) -> Bool,
    isDirectory: (String) -> Bool
  ) -> String? {
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
      if isFile(candidate) { return candidate }
      let parent = LexicalPath.parent(current)
      if parent == current || current == "." { return nil }
      current = parent
    }
    return nil
  }
}

/// The few file-system questions the library asks, through the C library (no Foundation).
enum FileSystemProbe {
  static func isRegularFile(_ path: String) -> Bool {
    mode(path).map { $0 & S_IFMT == S_IFREG } ?? false
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

  private static func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode
  }
}
