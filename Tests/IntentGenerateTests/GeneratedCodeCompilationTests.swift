import Foundation
import StubToolchain
import XCTest

/// The generated code compiles: every golden file is type-checked, with the sources of its example
/// or fixture, against the stub modules of `Stubs/` (AppIntents, CoreSpotlight, FoundationModels,
/// with the SDK's signatures), in Swift 6 language mode, without an error or a warning in
/// generated code.
///
/// This checks shapes, not Apple's runtime: see `Stubs/README.md` for what a type-check proves.
final class GeneratedCodeCompilationTests: XCTestCase {
  func testFieldNotes() throws { try assertCompiles(.fieldNotes) }
  func testTrails() throws { try assertCompiles(.trails) }
  func testTasksFixture() throws { try assertCompiles(.tasks) }
  func testLibraryFixture() throws { try assertCompiles(.library) }
  func testCatalogFixture() throws { try assertCompiles(.catalog) }

  private func assertCompiles(_ subject: GenerationSubject, file: StaticString = #filePath, line: UInt = #line) throws {
    let build = try StubBuild.get()
    let sources = try subject.sourcePaths().filter {
      StubBuild.filesNeedingMacros[GenerationSubject.relative($0)] == nil
    }
    let golden = try FileManager.default.contentsOfDirectory(atPath: subject.goldenDirectory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { subject.goldenDirectory.appendingPathComponent($0).path }
    XCTAssertFalse(golden.isEmpty, "\(subject.name): no generated files", file: file, line: line)
    try build.assertGeneratedCodeTypeChecks(
      sources: sources,
      generated: golden,
      module: subject.module,
      label: subject.name,
      file: file,
      line: line
    )
  }
}
