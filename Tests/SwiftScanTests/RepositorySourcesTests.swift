import Foundation
import SwiftScan
import XCTest

/// Scans this repository's own Swift files: close to 500 files of real Swift 6, written by hand,
/// with raw strings, multi-line literals and test data of every shape. The compiler builds them, so
/// the scanner must report no diagnostic in them — except in the fixture that is malformed on purpose.
final class RepositorySourcesTests: XCTestCase {
  func testTheRepositorysSwiftFilesScanWithoutDiagnostics() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var files: [URL] = []
    for folder in ["Sources", "Tests", "Examples", "Plugins", "Benchmarks"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder),
        includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles]
      )
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" && url.lastPathComponent != "Malformed.swift" { files.append(url) }
      }
    }
    var problems: [String] = []
    for url in files {
      let parsed = SourceScanner.scan(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
      for diagnostic in parsed.diagnostics.prefix(3) {
        let location = parsed.source.location(of: diagnostic.range.lowerBound)
        problems.append("\(url.path):\(location.line):\(location.column): \(diagnostic.message)")
      }
    }
    XCTAssertGreaterThan(files.count, 300, "the walk found the repository's files")
    XCTAssertEqual(problems, [], "diagnostics in the repository's own Swift files (at most 3 per file)")
  }
}
