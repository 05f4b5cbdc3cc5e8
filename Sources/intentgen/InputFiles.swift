import IntentEmit
import IntentFileSystem

/// The files a command reads, so that it never writes an output over one of them.
///
/// A path names an input when it is the same path once made absolute and normalized (as
/// `SourceCollector` does), or when both exist and are the same file: the same device and inode,
/// through symbolic links (`link/Trail.swift`, a link to an input, a hard link).
struct InputFiles {
  private let collector: SourceCollector
  private let absolutePaths: Set<String>
  private let identities: Set<FileIdentity>

  /// The inputs at `paths` (as the command opens them), relative to the collector's directory.
  init(_ paths: [String], collector: SourceCollector) {
    self.collector = collector
    absolutePaths = Set(paths.map { collector.absolutePath($0) })
    identities = Set(paths.compactMap(FileIdentity.init(path:)))
  }

  /// Whether `path` names one of the inputs.
  func contains(_ path: String) -> Bool {
    if absolutePaths.contains(collector.absolutePath(path)) { return true }
    guard let identity = FileIdentity(path: path) else { return false }
    return identities.contains(identity)
  }

  /// Why `path`, one of the inputs, is not written: `this output is one of the input files; …`.
  static func refusal(_ path: String) -> OutputFile.Failure {
    OutputFile.Failure(path: path, message: "this output is one of the input files; write the output somewhere else")
  }
}
