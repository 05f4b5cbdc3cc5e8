import Foundation
import IntentFileSystem
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FileStatus`: what a path is, through links or not, and why an entry cannot be read as a file.
final class FileStatusTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-status-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: directory)
  }

  private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  private func link(_ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
  }

  func testKindsThroughLinksOrNot() throws {
    try Data("abc".utf8).write(to: URL(fileURLWithPath: path("file")))
    XCTAssertEqual(chmod(path("file"), 0o640), 0)
    XCTAssertEqual(mkfifo(path("pipe"), 0o600), 0)
    try link("to-file", to: "file")

    let file = try FileStatus.of(path("file")).get()
    XCTAssertEqual(file.kind, .regularFile)
    XCTAssertEqual(file.size, 3)
    XCTAssertEqual(file.permissions, 0o640)
    XCTAssertEqual(try FileStatus.of(path("to-file")).get(), file, "a link is followed")
    XCTAssertEqual(try FileStatus.of(path("to-file"), followingLinks: false).get().kind, .symbolicLink)
    XCTAssertEqual(try FileStatus.of(path("pipe")).get().kind, .namedPipe)
    XCTAssertEqual(try FileStatus.of("/dev/null").get().kind, .device)
    XCTAssertEqual(try FileStatus.of(directory.path).get().kind, .directory)
    XCTAssertEqual(FileIdentity(path: path("to-file")), file.identity)

    guard case .failure(let failure) = FileStatus.of(path("nothing")) else { return XCTFail("found nothing") }
    XCTAssertEqual(failure.code, ENOENT)
    XCTAssertEqual(failure.reason, String(cString: strerror(ENOENT)))
    XCTAssertNil(FileIdentity(path: path("nothing")))

    XCTAssertTrue(FileStatus.isRegularFile(path("to-file")))
    XCTAssertFalse(FileStatus.isRegularFile(path("pipe")))
    XCTAssertTrue(FileStatus.isDirectory(directory.path))
    XCTAssertFalse(FileStatus.isDirectory(path("file")))
  }

  func testWhyNotAFile() throws {
    try Data().write(to: URL(fileURLWithPath: path("file")))
    XCTAssertEqual(mkfifo(path("pipe"), 0o600), 0)
    try link("dangling", to: "nope")
    try link("loop", to: "loop")
    try link("to-directory", to: ".")

    XCTAssertNil(FileStatus.whyNotAFile(path("file")))
    XCTAssertNil(FileStatus.whyNotAFile(directory.path))
    XCTAssertNil(FileStatus.whyNotAFile(path("to-directory")))
    XCTAssertNil(FileStatus.whyNotAFile(path("nothing")), "nothing there is not a reason")
    XCTAssertEqual(FileStatus.whyNotAFile(path("pipe")), "a named pipe, not a file")
    XCTAssertEqual(FileStatus.whyNotAFile("/dev/null"), "a device, not a file")
    XCTAssertEqual(FileStatus.whyNotAFile(path("dangling")), "a symbolic link to 'nope', which does not exist")
    XCTAssertEqual(
      FileStatus.whyNotAFile(path("loop")),
      "a symbolic link to 'loop', which cannot be followed: \(String(cString: strerror(ELOOP)))"
    )
    XCTAssertEqual(FileStatus.linkTarget(path("dangling")), "nope")
    XCTAssertNil(FileStatus.linkTarget(path("file")))
  }
}
