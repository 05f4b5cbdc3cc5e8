import Foundation
import GoldenSupport
import IntentEmit
import IntentFileSystem
import IntentGenerate
import XCTest

/// The generated code of every example entity and fixture, compared byte for byte with what is
/// checked in: FieldNotes' `Generated/` folder (the code its target compiles), the file the build
/// plugin writes for Trails, and the fixtures' folders in `Golden/`.
///
/// After an intended change to the generator or an example, regenerate and review the diff:
///
///     INTENTGEN_UPDATE_GOLDEN=1 swift test --filter GeneratedCodeGoldenTests
///
/// With `INTENTGEN_UPDATE_GOLDEN=1` the tests rewrite the files that changed (and remove generated
/// files no longer produced), then report themselves as skipped.
final class GeneratedCodeGoldenTests: XCTestCase {
  func testFieldNotes() throws { try assertMatchesGolden(.fieldNotes) }
  func testTrails() throws { try assertMatchesGolden(.trails) }
  func testTasksFixture() throws { try assertMatchesGolden(.tasks) }
  func testLibraryFixture() throws { try assertMatchesGolden(.library) }
  func testCatalogFixture() throws { try assertMatchesGolden(.catalog) }

  /// The output does not depend on the order the files are read in.
  func testOutputIsTheSameWhateverTheFileOrder() throws {
    for subject in GenerationSubject.all {
      let sorted = try subject.generated().files
      XCTAssertEqual(try subject.generated { $0.reversed() }.files, sorted, "\(subject.name): reversed")
      let interleaved = try subject.generated { paths in
        paths.enumerated().sorted { ($0.offset % 2, $0.offset) < ($1.offset % 2, $1.offset) }.map(\.element)
      }
      XCTAssertEqual(interleaved.files, sorted, "\(subject.name): interleaved")
    }
  }

  /// Every generated file starts with the header the scanner skips, and the lint directive.
  func testEveryFileHasTheHeader() throws {
    for subject in GenerationSubject.all {
      for (name, text) in try subject.generated().files {
        XCTAssertTrue(
          text.hasPrefix(GeneratedFileHeader.marker + "\n" + GeneratedFile.lintDirective + "\n"),
          "\(subject.name)/\(name)"
        )
        XCTAssertTrue(GeneratedFileHeader.isGenerated(Array(text.utf8)), "\(subject.name)/\(name)")
      }
    }
  }

  private func assertMatchesGolden(
    _ subject: GenerationSubject,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let (files, _) = try subject.generated()
    let directory = subject.goldenDirectory
    var present: [String] = []
    if case .directory = subject.golden {
      present =
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
        .filter { $0.hasSuffix(".swift") }.sorted() ?? []
    }
    if ProcessInfo.processInfo.environment["INTENTGEN_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      var changed: [String] = []
      for (name, text) in files.sorted(by: { $0.key < $1.key })
      where try OutputFile.write(Array(text.utf8), to: directory.appendingPathComponent(name).path) {
        changed.append(name)
      }
      for name in present where files[name] == nil {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        changed.append(name)
      }
      throw XCTSkip("INTENTGEN_UPDATE_GOLDEN=1: \(subject.name): updated \(changed)")
    }
    if case .directory = subject.golden {
      XCTAssertEqual(present, files.keys.sorted(), "\(subject.name): generated file names", file: file, line: line)
    }
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      let path = directory.appendingPathComponent(name).path
      guard let expected = FileManager.default.contents(atPath: path) else {
        XCTFail("missing golden file \(path); create it with INTENTGEN_UPDATE_GOLDEN=1", file: file, line: line)
        continue
      }
      let expectedText = String(decoding: expected, as: UTF8.self)
      if expectedText != text {
        XCTFail(
          "\(subject.name)/\(name) differs from the golden file:\n" + GoldenText.firstDifference(expectedText, text)
            + "\nIf the change is intended, rerun with INTENTGEN_UPDATE_GOLDEN=1 and review the diff.",
          file: file,
          line: line
        )
      }
    }
  }
}
