import IntentEmit
import IntentFileSystem
import IntentRules

/// Finds and reads the lint configuration: the `--config` file, else the first `.intentgen.yml`
/// in the first linted path's directory or one of its parents, else none (the defaults).
///
/// Problems are returned as `path:line:column: error: message` lines, with paths as the user sees
/// them (relative to the current directory when inside it); `lint` prints them and exits with 2.
enum LintConfigurationFile {
  /// Why no configuration could be used.
  struct Failure: Error {
    var lines: [String]
  }

  /// The configuration to lint `paths` with, or `nil` when there is no configuration file.
  static func load(
    explicit: String?,
    paths: [String],
    _ collector: SourceCollector
  ) -> Result<LoadedConfiguration?, Failure> {
    let file: String
    if let explicit {
      file = collector.absolutePath(explicit)
    } else {
      switch discover(from: paths, collector) {
      case nil:
        return .success(nil)
      case .file(let path):
        file = path
      case .unusable(let path, let reason):
        let shown = collector.displayPath(path)
        return .failure(
          Failure(lines: [
            "\(shown): error: cannot read the configuration: it is \(reason); "
              + "make it a file, remove it, or pass --config"
          ])
        )
      }
    }
    let shown = collector.displayPath(file)
    let bytes: [UInt8]
    switch FileReader.read(file) {
    case .failure(let failure):
      return .failure(Failure(lines: ["\(shown): error: \(failure.message)"]))
    case .success(let read):
      bytes = read
    }
    let loaded = ConfigurationLoader.load(bytes: bytes, path: file)
    guard loaded.errors.isEmpty else {
      let lines = loaded.errors.map { error in
        var error = error
        error.path = collector.displayPath(collector.absolutePath(error.path))
        return error.description
      }
      return .failure(Failure(lines: lines))
    }
    return .success(loaded)
  }

  /// The nearest `.intentgen.yml` at or above the first path (its directory, for a file).
  static func discover(from paths: [String], _ collector: SourceCollector) -> DiscoveredConfiguration? {
    paths.first.flatMap { ConfigurationLoader.find(startingAt: collector.absolutePath($0)) }
  }
}
