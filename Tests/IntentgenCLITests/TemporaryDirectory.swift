import Foundation

/// A fresh directory under the system's temporary directory, filled with files for one test and
/// removed afterwards.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `contents` to `path` (relative, `/`-separated), creating directories as needed.
  @discardableResult
  func write(_ path: String, _ contents: String) throws -> URL {
    try write(path, bytes: Array(contents.utf8))
  }

  @discardableResult
  func write(_ path: String, bytes: [UInt8]) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file
  }
}
