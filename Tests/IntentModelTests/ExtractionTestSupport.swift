import Foundation
import SwiftScan
import XCTest

@testable import IntentModel

/// Extracts the model of in-memory files, named by path.
func extract(_ files: [String: String], module: String = "App") -> AppIntentsModel {
  let parsed = files.map { SourceScanner.scan(SourceFile(path: $0.key, text: $0.value)) }
  return AppIntentsModel.extract(from: parsed, module: module)
}

/// Extracts the model of the Swift files under `directory` (recursively), with paths relative to it.
func extract(directory: URL, module: String = "App") throws -> AppIntentsModel {
  var parsed: [ParsedFile] = []
  let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
  while let url = enumerator?.nextObject() as? URL {
    guard url.pathExtension == "swift" else { continue }
    let relative = String(url.path.dropFirst(directory.path.count + 1))
    parsed.append(SourceScanner.scan(SourceFile(path: relative, bytes: Array(try Data(contentsOf: url)))))
  }
  return AppIntentsModel.extract(from: parsed, module: module)
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A fixture folder of `Tests/IntentModelTests/Fixtures`.
func fixture(_ name: String) -> URL {
  repositoryRoot.appendingPathComponent("Tests/IntentModelTests/Fixtures").appendingPathComponent(name)
}
