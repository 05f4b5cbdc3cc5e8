import Foundation
import IntentEmit
import XCTest

/// `OutputFile`: atomic replacement, writing only changed content, and clear failures.
final class OutputFileTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  private func contents(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path(name)).map(Array.init)
  }

  private func modificationDate(_ name: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path(name))[.modificationDate] as? Date
  }

  /// Moves the file's modification time far into the past, so an unwanted rewrite cannot hide
  /// inside the file system's timestamp resolution.
  private func backdate(_ name: String) throws -> Date {
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path(name))
    return try XCTUnwrap(modificationDate(name))
  }

  func testCreatesAMissingFile() throws {
    XCTAssertTrue(try OutputFile.write(Array("{}\n".utf8), to: path("manifest.json")))
    XCTAssertEqual(contents("manifest.json"), Array("{}\n".utf8))
  }

  func testUnchangedContentKeepsTheFileAndItsModificationTime() throws {
    let bytes = Array("{\"a\": 1}\n".utf8)
    try OutputFile.write(bytes, to: path("manifest.json"))
    let before = try backdate("manifest.json")
    let inode = try FileManager.default.attributesOfItem(atPath: path("manifest.json"))[.systemFileNumber] as? Int

    XCTAssertFalse(try OutputFile.write(bytes, to: path("manifest.json")))

    XCTAssertEqual(try modificationDate("manifest.json"), before)
    XCTAssertEqual(
      try FileManager.default.attributesOfItem(atPath: path("manifest.json"))[.systemFileNumber] as? Int,
      inode,
      "the file was replaced"
    )
  }

  func testNewContentReplacesTheFile() throws {
    try OutputFile.write(Array("old, and longer than the new content\n".utf8), to: path("manifest.json"))
    let before = try backdate("manifest.json")

    XCTAssertTrue(try OutputFile.write(Array("new\n".utf8), to: path("manifest.json")))

    XCTAssertEqual(contents("manifest.json"), Array("new\n".utf8))
    XCTAssertNotEqual(try modificationDate("manifest.json"), before)
  }

  func testEmptyContentIsWrittenAndThenKept() throws {
    XCTAssertTrue(try OutputFile.write([], to: path("empty")))
    XCTAssertEqual(contents("empty"), [])
    XCTAssertFalse(try OutputFile.write([], to: path("empty")))
  }

  func testLeavesNoTemporaryFilesBehind() throws {
    try OutputFile.write(Array("one\n".utf8), to: path("manifest.json"))
    try OutputFile.write(Array("two\n".utf8), to: path("manifest.json"))
    try OutputFile.write(Array("two\n".utf8), to: path("manifest.json"))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["manifest.json"])
  }

  func testKeepsTheExistingFilesPermissions() throws {
    try OutputFile.write(Array("one\n".utf8), to: path("script"))
    try FileManager.default.setAttributes([.posixPermissions: 0o754], ofItemAtPath: path("script"))
    try OutputFile.write(Array("two\n".utf8), to: path("script"))
    let permissions = try FileManager.default.attributesOfItem(atPath: path("script"))[.posixPermissions] as? Int
    XCTAssertEqual(permissions, 0o754)
  }

  func testAMissingDirectoryIsAClearError() throws {
    let destination = path("missing/manifest.json")
    XCTAssertThrowsError(try OutputFile.write(Array("{}\n".utf8), to: destination)) { error in
      guard let failure = error as? OutputFile.Failure else { return XCTFail("unexpected error \(error)") }
      XCTAssertEqual(failure.path, destination)
      XCTAssertEqual(failure.message, "cannot write file: directory '\(self.path("missing"))' does not exist")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
  }

  func testADirectoryAtTheDestinationIsAnErrorAndIsLeftAlone() throws {
    try FileManager.default.createDirectory(atPath: path("out/inner"), withIntermediateDirectories: true)
    XCTAssertThrowsError(try OutputFile.write(Array("{}\n".utf8), to: path("out"))) { error in
      let failure = error as? OutputFile.Failure
      XCTAssertEqual(failure?.path, self.path("out"))
      XCTAssertTrue(failure?.message.hasPrefix("cannot replace the file: ") ?? false, "\(error)")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("out")), ["inner"])
  }

  func testAFileInPlaceOfADirectoryIsAnError() throws {
    try OutputFile.write(Array("x".utf8), to: path("file"))
    XCTAssertThrowsError(try OutputFile.write(Array("{}\n".utf8), to: path("file/manifest.json"))) { error in
      XCTAssertEqual((error as? OutputFile.Failure)?.message, "cannot write file: Not a directory")
    }
  }

  func testAnEmptyPathIsAnError() {
    XCTAssertThrowsError(try OutputFile.write([], to: "")) { error in
      XCTAssertEqual((error as? OutputFile.Failure)?.message, "cannot write file: the path is empty")
    }
  }

  func testARelativePathIsWrittenInTheCurrentDirectory() throws {
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    XCTAssertTrue(try OutputFile.write(Array("relative\n".utf8), to: "relative.json"))
    XCTAssertEqual(contents("relative.json"), Array("relative\n".utf8))
  }
}
