import Foundation
import IntentDiff
import IntentEmit
import IntentModel
import SwiftScan

/// Builds the App Intents surface that `diff` and `lock` compare, from the working tree or from a
/// git revision, the way `extract` reads files: generated files skipped, files scanned in parallel.
enum SurfaceLoader {
  /// Files or directories that could not be read, as `path: message` lines.
  struct Failure: Error {
    var lines: [String]
  }

  /// The surface of the Swift files under `paths` in the working tree.
  static func workingTree(_ paths: [String], module: String) throws(Failure) -> IntentSurface {
    let collector = SourceCollector(currentDirectory: currentDirectory)
    let (inputs, problems) = collector.collect(paths)
    let loaded = parallelMap(inputs) { input -> Result<ParsedFile?, FileReader.Failure> in
      switch LoadedSource.load(input) {
      case .unreadable(let failure): return .failure(failure)
      case .generated: return .success(nil)
      case .source(let source): return .success(SourceScanner.scan(source))
      }
    }
    var failures = problems.map { "\($0.path): error: \($0.message)" }
    var files: [ParsedFile] = []
    for (input, result) in zip(inputs, loaded) {
      switch result {
      case .failure(let failure): failures.append("\(input.path): error: \(failure.message)")
      case .success(let file): if let file { files.append(file) }
      }
    }
    guard failures.isEmpty else { throw Failure(lines: failures) }
    return IntentSurface(model: AppIntentsModel.extract(from: files, module: module))
  }

  /// The surface of the Swift files under `paths` at a git revision.
  static func revision(
    _ revision: String,
    _ paths: [String],
    module: String
  ) throws(GitRevision.Failure)
    -> IntentSurface
  {
    let sources = try GitRevision(revision: revision).swiftFiles(under: paths)
    let scanned = parallelMap(sources.map { SourceFile(path: $0.path, bytes: $0.bytes) }) { source -> ParsedFile? in
      GeneratedFileHeader.isGenerated(source.bytes) ? nil : SourceScanner.scan(source)
    }
    return IntentSurface(model: AppIntentsModel.extract(from: scanned.compactMap { $0 }, module: module))
  }

  /// `--module`, else the last component of the first directory argument, else `Module`.
  static func module(_ option: String?, paths: [String]) -> String {
    if let option, !option.isEmpty { return option }
    let collector = SourceCollector(currentDirectory: currentDirectory)
    guard let directory = paths.first(where: { collector.isDirectory($0, followingLinks: true) }) else {
      return "Module"
    }
    return collector.absolutePath(directory).split(separator: "/").last.map(String.init) ?? "Module"
  }

  private static var currentDirectory: String {
    FileManager.default.currentDirectoryPath
  }
}
