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
    IntentSurface(model: try workingTreeModel(paths, module: module))
  }

  /// The model of the Swift files under `paths` in the working tree, generated code included.
  static func workingTreeModel(_ paths: [String], module: String) throws(Failure) -> AppIntentsModel {
    let sources = ScannedSources(paths, collector: SourceCollector(currentDirectory: currentDirectory))
    guard sources.problems.isEmpty else {
      throw Failure(lines: sources.problems.map { "\($0.path): error: \($0.message)" })
    }
    return AppIntentsModel.extract(from: sources.files, module: module)
      .includingGeneratedCode(spotlightCodeIsGenerated: !sources.generatedPaths.isEmpty)
  }

  /// The surface of the Swift files under `paths` at a git revision, with warnings about files
  /// that could not be read as the working tree reads them (`path: warning: message` lines).
  static func revision(
    _ revision: String,
    _ paths: [String],
    module: String
  ) throws(GitRevision.Failure)
    -> (surface: IntentSurface, warnings: [String])
  {
    let read = try GitRevision(revision: revision).swiftFiles(under: paths)
    let scanned = parallelMap(read.files.map { SourceFile(path: $0.path, bytes: $0.bytes) }) { source -> ParsedFile? in
      GeneratedFileHeader.isGenerated(source.bytes) ? nil : SourceScanner.scan(source)
    }
    let model = AppIntentsModel.extract(from: scanned.compactMap { $0 }, module: module)
    return (IntentSurface(model: model.includingGeneratedCode()), read.warnings)
  }

  /// `--module`, else the last component of the first directory argument, else `Module`.
  static func module(_ option: String?, paths: [String]) -> String {
    if let option, !option.isEmpty { return option }
    let collector = SourceCollector(currentDirectory: currentDirectory)
    return ScannedSources.defaultModule(paths: paths, collector: collector, fallback: "Module")
  }

  private static var currentDirectory: String {
    FileManager.default.currentDirectoryPath
  }
}
