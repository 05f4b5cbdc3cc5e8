import IntentEmit
import IntentFileSystem
import IntentRules
import SwiftScan

/// The Swift files under the command-line paths, read and scanned in parallel, and the paths that
/// could not be read.
///
/// `extract` and `lint` collect their inputs this way: files are collected and sorted by
/// `SourceCollector`, read with `LoadedSource` (generated files are skipped), and scanned on all
/// cores; the result is in sorted path order whatever the number of threads.
struct ScannedSources {
  /// A file or directory that could not be read, with the message every subcommand prints for it.
  struct Problem: Hashable {
    var path: String
    var message: String
  }

  /// The scanned files, sorted by display path.
  var files: [ParsedFile]
  /// Unreadable directories, then unreadable files, each group sorted by path.
  var problems: [Problem]
  /// The files left out because they start with the generated-file header, sorted.
  var generatedPaths: [String] = []

  /// Collects, reads and scans the files under `paths`.
  init(_ paths: [String], collector: SourceCollector) {
    let (inputs, directoryProblems) = collector.collect(paths)
    self.init(inputs: inputs, directoryProblems: directoryProblems)
  }

  /// Reads and scans files already collected.
  init(inputs: [SourceCollector.Input], directoryProblems: [SourceCollector.Problem]) {
    let loaded = parallelMap(inputs) { input -> Scanned in
      switch LoadedSource.load(input) {
      case .unreadable(let failure): return .unreadable(path: input.path, failure)
      case .generated: return .generated(path: input.path)
      case .source(let source): return .parsed(SourceScanner.scan(source))
      }
    }
    files = []
    problems = directoryProblems.map { Problem(path: $0.path, message: $0.message) }
    for file in loaded {
      switch file {
      case .parsed(let parsedFile): files.append(parsedFile)
      case .unreadable(let path, let failure): problems.append(Problem(path: path, message: failure.message))
      case .generated(let path): generatedPaths.append(path)
      }
    }
  }

  /// Leaves out the files and problems the configuration's `included` / `excluded` exclude.
  mutating func apply(_ filter: PathFilter, collector: SourceCollector) {
    files.removeAll { !filter.includes(collector.absolutePath($0.source.path)) }
    problems.removeAll { filter.excludes(collector.absolutePath($0.path)) }
    generatedPaths.removeAll { !filter.includes(collector.absolutePath($0)) }
  }

  /// The module name a command uses without `--module`: the last path component of the first
  /// directory argument, else `fallback`.
  static func defaultModule(paths: [String], collector: SourceCollector, fallback: String = "Module") -> String {
    guard let directory = paths.first(where: { collector.isDirectory($0, followingLinks: true) }) else {
      return fallback
    }
    return collector.absolutePath(directory).split(separator: "/").last.map(String.init) ?? fallback
  }

  /// What one input became: a parsed file, or the reason it is left out.
  private enum Scanned: Sendable {
    case parsed(ParsedFile)
    case unreadable(path: String, FileReader.Failure)
    case generated(path: String)
  }
}
