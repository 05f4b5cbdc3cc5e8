import Foundation
import XCTest

/// A copy of one of the `Examples/*` packages in a fresh temporary directory, built with the real
/// `swift` tools: the repository stays untouched (no `.build`, no edits), and every copy starts
/// from a clean state.
///
/// The examples reach the intentgen package and the stubs through relative paths (`../..`,
/// `../../Stubs`); the copy's manifest gets the absolute paths instead, and nothing else changes.
final class ExamplePackage {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  let name: String
  /// The temporary directory that holds the copy, removed with the object.
  let container: URL
  /// The copy's package directory, `<container>/<name>`.
  let directory: URL

  init(copying name: String) throws {
    self.name = name
    container = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-example-\(UUID().uuidString)")
    directory = container.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    let source = Self.repositoryRoot.appendingPathComponent("Examples/\(name)")
    try FileManager.default.copyItem(at: source, to: directory)
    for leftover in [".build", ".swiftpm", "Package.resolved"] {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(leftover))
    }
    let manifestURL = directory.appendingPathComponent("Package.swift")
    let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    let root = Self.repositoryRoot.path
    let rewritten =
      manifest
      .replacingOccurrences(of: #"path: "../../Stubs""#, with: #"path: "\#(root)/Stubs""#)
      .replacingOccurrences(of: #"path: "../..""#, with: #"path: "\#(root)""#)
    guard rewritten.contains(#"path: "\#(root)""#), rewritten.contains(#"path: "\#(root)/Stubs""#) else {
      throw ExamplePackageError("Examples/\(name)/Package.swift does not depend on ../.. and ../../Stubs")
    }
    try rewritten.write(to: manifestURL, atomically: true, encoding: .utf8)
  }

  deinit {
    try? FileManager.default.removeItem(at: container)
    // SwiftPM leaves lock files named after the build directory in the temporary directory
    // (`_tmp_intentgen-example-…_Trails_.build.lock`); remove this copy's.
    let temporary = FileManager.default.temporaryDirectory
    let prefix = container.path.replacingOccurrences(of: "/", with: "_")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }

  /// Runs `swift arguments…` in the copy.
  func swift(_ arguments: String...) throws -> SwiftProcess.Result {
    try SwiftProcess.run(arguments, in: directory)
  }

  /// A file of the copy, by its path relative to the package directory.
  func file(_ path: String) -> URL {
    directory.appendingPathComponent(path)
  }

  /// The build-tool plugin's work directory for `target`, where SwiftPM keeps its outputs.
  func pluginWorkDirectory(target: String) throws -> URL {
    let outputs = directory.appendingPathComponent(".build/plugins/outputs")
    let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent == "\(target)+Intentgen.swift" { return url.deletingLastPathComponent() }
    }
    throw ExamplePackageError("no \(target)+Intentgen.swift under \(outputs.path)")
  }

  /// When a file was last written, or `nil` if it does not exist.
  func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  /// Moves a file's modification date forward without changing its content, as an editor saving
  /// an unchanged file does.
  func touch(_ path: String) throws {
    let url = file(path)
    let later = (modificationDate(url) ?? Date()).addingTimeInterval(5)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: url.path)
  }

  /// The diagnostics in a build log: its `path:line:column: error|warning|note: message` lines, in
  /// order, with the copy's location replaced by `${ROOT}/Examples` so that they read like the
  /// repository's own paths: intentgen's lint violations (`… (rule_id)`) and generator warnings,
  /// and the compiler's diagnostics if any (`String.namesRule` tells the violations apart).
  func diagnostics(in log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter(Self.isDiagnostic)
      .map { $0.replacingOccurrences(of: container.path, with: "${ROOT}/Examples") }
  }

  /// Whether a line starts like `/absolute/path:12:8: error: `.
  static func isDiagnostic(_ line: String) -> Bool {
    guard line.hasPrefix("/") else { return false }
    for severity in [": error: ", ": warning: ", ": note: "] {
      guard let range = line.range(of: severity) else { continue }
      let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      return location.count >= 3 && location.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
    return false
  }
}

/// A problem with an example package that is not an assertion failure.
struct ExamplePackageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
