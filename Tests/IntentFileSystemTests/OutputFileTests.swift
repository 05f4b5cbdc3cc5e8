import Foundation
import IntentFileSystem
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

  /// A link at the destination is followed: its target gets the content, the link stays a link.
  func testASymbolicLinkIsFollowedAndKept() throws {
    try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
    try OutputFile.write(Array("old\n".utf8), to: path("real/manifest.json"))
    try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: "real/manifest.json")
    try FileManager.default.createSymbolicLink(atPath: path("chain.json"), withDestinationPath: path("link.json"))
    XCTAssertTrue(try OutputFile.write(Array("new\n".utf8), to: path("chain.json")))
    XCTAssertEqual(contents("real/manifest.json"), Array("new\n".utf8))
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.json")), "real/manifest.json")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("chain.json")), path("link.json"))
    XCTAssertFalse(try OutputFile.write(Array("new\n".utf8), to: path("link.json")), "unchanged through the link too")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("real")), ["manifest.json"])

    try FileManager.default.createSymbolicLink(atPath: path("dangling.json"), withDestinationPath: "real/new.json")
    XCTAssertTrue(try OutputFile.write(Array("made\n".utf8), to: path("dangling.json")))
    XCTAssertEqual(contents("real/new.json"), Array("made\n".utf8), "a dangling link's target is created")

    try FileManager.default.createSymbolicLink(atPath: path("loop.json"), withDestinationPath: "loop.json")
    XCTAssertThrowsError(try OutputFile.write([], to: path("loop.json"))) { error in
      XCTAssertTrue(
        (error as? OutputFile.Failure)?.message.hasPrefix("cannot follow the symbolic link") ?? false,
        "\(error)"
      )
    }
  }

  /// `/dev/null` and named pipes are written to, never replaced by a file.
  func testDevicesAndPipesAreWrittenToNotReplaced() throws {
    XCTAssertTrue(try OutputFile.write(Array("discarded\n".utf8), to: "/dev/null"))
    var status = stat()
    XCTAssertEqual(stat("/dev/null", &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")

    try FileManager.default.createSymbolicLink(atPath: path("null.json"), withDestinationPath: "/dev/null")
    XCTAssertTrue(try OutputFile.write(Array("{}\n".utf8), to: path("null.json")))
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("null.json")), "/dev/null")

    let pipe = path("pipe.json")
    XCTAssertEqual(mkfifo(pipe, 0o600), 0)
    let text = Array(String(repeating: "{\"a\": 1}\n", count: 20_000).utf8)
    let received = ReceivedBytes()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      received.bytes = (try? FileReader.read(pipe).get()) ?? []
      done.signal()
    }
    XCTAssertTrue(try OutputFile.write(text, to: pipe))
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(received.bytes, text)
    XCTAssertEqual(stat(pipe, &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
  }

  /// The temporary file's name is short, so any name the file system takes can be written.
  func testTheLongestFileNameCanBeWritten() throws {
    let name = String(repeating: "n", count: 250) + ".json"
    XCTAssertTrue(try OutputFile.write(Array("{}\n".utf8), to: path(name)))
    XCTAssertEqual(contents(name), Array("{}\n".utf8))
  }
}

/// What a reader thread read, handed back once it signals that it is done.
private final class ReceivedBytes: @unchecked Sendable {
  var bytes: [UInt8] = []
}

extension OutputFileTests {
  func testCreatesMissingDirectoriesAndSaysWhyItCannot() throws {
    let nested = directory.appendingPathComponent("a/b/c").path
    try OutputFile.createDirectories(nested)
    var status = stat()
    XCTAssertEqual(stat(nested, &status), 0)
    try OutputFile.createDirectories(nested)  // Already there: nothing to do.

    try OutputFile.write(Array("x".utf8), to: directory.appendingPathComponent("file").path)
    XCTAssertThrowsError(try OutputFile.createDirectories(directory.appendingPathComponent("file/sub").path)) { error in
      // The culprit is named: the file in the way.
      XCTAssertEqual((error as? OutputFile.Failure)?.path, self.directory.appendingPathComponent("file").path)
      XCTAssertEqual((error as? OutputFile.Failure)?.message, "cannot create the directory: File exists")
    }
  }

  /// A directory that exists but takes no new file (`/proc`) is not called missing.
  func testADirectoryThatTakesNoFileIsNotCalledMissing() throws {
    guard FileManager.default.fileExists(atPath: "/proc/version") else { throw XCTSkip("no /proc here") }
    XCTAssertThrowsError(try OutputFile.write(Array("x".utf8), to: "/proc/intentgen-test.json")) { error in
      XCTAssertEqual(
        (error as? OutputFile.Failure)?.message,
        "cannot write file: cannot create a file in '/proc': No such file or directory"
      )
    }
  }
}
