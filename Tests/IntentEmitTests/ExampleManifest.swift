import Foundation
import IntentEmit
import IntentModel
import SwiftScan

/// The manifests of the sample apps in `Examples/`, built the way `intentgen extract` builds them
/// when run in the example's directory: `intentgen extract Sources/<Name> --module <Name>`.
enum ExampleManifest {
  /// The repository root, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Examples/<name>`.
  static func directory(_ name: String) -> URL {
    repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(name)
  }

  /// `Tests/IntentEmitTests/Golden/<name>.manifest.json`.
  static func goldenFile(_ name: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/IntentEmitTests/Golden").appendingPathComponent(
      "\(name).manifest.json"
    )
  }

  /// The example's Swift files under `Sources/<name>`, as paths relative to the example's
  /// directory (`Sources/FieldNotes/NoteEntity.swift`), sorted; empty when there are none.
  static func sourcePaths(_ name: String) -> [String] {
    let root = directory(name)
    let sources = root.appendingPathComponent("Sources").appendingPathComponent(name)
    guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/")
      guard relative.hasSuffix(".swift"), !components.contains(where: { $0.hasPrefix(".") }) else { continue }
      paths.append("Sources/\(name)/\(relative)")
    }
    return paths.sorted()
  }

  /// The manifest text of the example, its files read and scanned in the order `arrange` gives.
  static func text(_ name: String, arrange: ([String]) -> [String] = { $0 }) throws -> String {
    let root = directory(name)
    var files: [ParsedFile] = []
    for path in arrange(sourcePaths(name)) {
      let bytes = Array(try Data(contentsOf: root.appendingPathComponent(path)))
      // As `intentgen extract` does: generated files are not read; the model adds what they declare.
      guard !GeneratedFileHeader.isGenerated(bytes) else { continue }
      files.append(SourceScanner.scan(SourceFile(path: path, bytes: bytes)))
    }
    let model = AppIntentsModel.extract(from: files, module: name).includingGeneratedCode()
    return Manifest.text(for: model, generatorVersion: IntentgenVersion.current)
  }
}
