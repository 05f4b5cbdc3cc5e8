import Foundation
import GoldenSupport
import IntentEmit
import IntentFileSystem
import XCTest

/// The manifests of the sample apps, compared byte for byte with the golden files in `Golden/`.
///
/// After an intended change to the model, the manifest format or an example, regenerate the golden
/// files and review the diff before committing it:
///
///     INTENTGEN_UPDATE_GOLDEN=1 swift test --filter ManifestGoldenTests
///
/// With `INTENTGEN_UPDATE_GOLDEN=1` the tests rewrite the golden files (only those whose content
/// changed) instead of comparing, and report themselves as skipped so an update run is never
/// mistaken for a passing one. The golden files are what `intentgen extract Sources/<Name>` prints
/// when run in `Examples/<Name>` (the CLI tests check that too).
final class ManifestGoldenTests: XCTestCase {
  func testFieldNotesManifest() throws {
    try assertMatchesGolden("FieldNotes")
  }

  func testTrailsManifest() throws {
    try assertMatchesGolden("Trails")
  }

  /// The manifest does not depend on the order in which files are given.
  func testManifestIsTheSameWhateverTheFileOrder() throws {
    for example in ["FieldNotes", "Trails"] where !ExampleManifest.sourcePaths(example).isEmpty {
      let sorted = try ExampleManifest.text(example)
      let reversed = try ExampleManifest.text(example) { $0.reversed() }
      let interleaved = try ExampleManifest.text(example) { paths in
        paths.enumerated().sorted { ($0.offset % 2, $0.offset) < ($1.offset % 2, $1.offset) }.map(\.element)
      }
      XCTAssertEqual(reversed, sorted, "\(example): reversed file order")
      XCTAssertEqual(interleaved, sorted, "\(example): interleaved file order")
    }
  }

  private func assertMatchesGolden(_ example: String, file: StaticString = #filePath, line: UInt = #line) throws {
    guard !ExampleManifest.sourcePaths(example).isEmpty else {
      throw XCTSkip("Examples/\(example)/Sources/\(example) has no Swift files")
    }
    let actual = try ExampleManifest.text(example)
    let golden = ExampleManifest.goldenFile(example)
    if ProcessInfo.processInfo.environment["INTENTGEN_UPDATE_GOLDEN"] == "1" {
      let written = try OutputFile.write(Array(actual.utf8), to: golden.path)
      throw XCTSkip("INTENTGEN_UPDATE_GOLDEN=1: \(written ? "rewrote" : "kept") \(golden.path)")
    }
    guard let expected = FileManager.default.contents(atPath: golden.path) else {
      XCTFail(
        "missing golden file \(golden.path); create it with INTENTGEN_UPDATE_GOLDEN=1 and review it",
        file: file,
        line: line
      )
      return
    }
    guard Array(expected) != Array(actual.utf8) else { return }
    XCTFail(
      "the \(example) manifest differs from \(golden.lastPathComponent):\n"
        + GoldenText.firstDifference(String(decoding: expected, as: UTF8.self), actual)
        + "\nIf the change is intended, rerun with INTENTGEN_UPDATE_GOLDEN=1 and review the diff.",
      file: file,
      line: line
    )
  }
}
