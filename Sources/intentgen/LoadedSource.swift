import IntentEmit
import IntentFileSystem
import SwiftScan

/// One collected input file after reading it: its source, or why there is nothing to scan.
///
/// Every subcommand that reads Swift files goes through `load(_:)`, so they agree on what is
/// skipped (files starting with the generated-file header) and on how read failures are worded.
/// Safe to call from several threads at once.
enum LoadedSource: Sendable {
  /// The file could not be read.
  case unreadable(FileReader.Failure)
  /// The file starts with `GeneratedFileHeader.marker` and is not scanned.
  case generated
  /// The file's bytes, named by the input's display path.
  case source(SourceFile)

  /// Reads `input` and checks it for the generated-file header.
  static func load(_ input: SourceCollector.Input) -> LoadedSource {
    switch FileReader.read(input.openPath) {
    case .failure(let failure):
      return .unreadable(failure)
    case .success(let bytes):
      if GeneratedFileHeader.isGenerated(bytes) { return .generated }
      return .source(SourceFile(path: input.path, bytes: bytes))
    }
  }
}
