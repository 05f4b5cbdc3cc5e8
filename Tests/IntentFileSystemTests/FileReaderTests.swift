import Foundation
import IntentFileSystem
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FileReader`: whole files as stored, clear failures, and a size limit that ends endless inputs.
final class FileReaderTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func testReadsEveryByteOfFilesSmallAndLarge() throws {
    for size in [0, 1, 4095, 4096, 70_000] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      try Data(bytes).write(to: URL(fileURLWithPath: path("f\(size).swift")))
      XCTAssertEqual(try FileReader.read(path("f\(size).swift")).get(), bytes, "\(size) bytes")
    }
  }

  func testMissingFilesAndDirectoriesFailWithTheirReason() {
    XCTAssertEqual(
      FileReader.read(path("missing.swift")).failure?.message,
      "cannot read file: No such file or directory"
    )
    XCTAssertEqual(FileReader.read(directory.path).failure?.code, EISDIR)
  }

  func testAFileLargerThanTheLimitIsRefusedUnread() throws {
    try Data(count: 5000).write(to: URL(fileURLWithPath: path("big.swift")))
    XCTAssertEqual(FileReader.read(path("big.swift"), maximumSize: 4999).failure?.code, EFBIG)
    XCTAssertEqual(try FileReader.read(path("big.swift"), maximumSize: 5000).get().count, 5000)
    XCTAssertEqual(
      FileReader.read(path("big.swift"), maximumSize: 4999).failure?.message,
      "cannot read file: it is larger than 256 MB, the most intentgen reads"
    )
  }

  /// A device or pipe reports no size: it is read up to the limit, never forever.
  func testAnEndlessFileStopsAtTheLimit() throws {
    try FileManager.default.createSymbolicLink(atPath: path("zero.swift"), withDestinationPath: "/dev/zero")
    XCTAssertEqual(FileReader.read(path("zero.swift"), maximumSize: 100_000).failure?.code, EFBIG)
  }

  /// A pipe with a writer is read to its end (`intentgen scan <(…)`).
  func testReadsAPipeToItsEnd() throws {
    let fifo = path("pipe.swift")
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let text = Array(String(repeating: "struct S {}\n", count: 10_000).utf8)
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: fifo)
      handle?.write(Data(text))
      try? handle?.close()
    }
    writer.start()
    XCTAssertEqual(try FileReader.read(fifo).get(), text)
  }

  /// A link to nothing says what it is, as when it is found in a directory; a missing file says
  /// only that.
  func testALinkToNothingSaysSo() throws {
    try FileManager.default.createSymbolicLink(atPath: path("Dangling.swift"), withDestinationPath: "Nope.swift")
    let failure = try XCTUnwrap(FileReader.read(path("Dangling.swift")).failure)
    XCTAssertEqual(failure.code, ENOENT)
    XCTAssertEqual(failure.message, "cannot read file: it is a symbolic link to 'Nope.swift', which does not exist")
    XCTAssertEqual(
      FileReader.read(path("Nope.swift")).failure?.message,
      "cannot read file: \(String(cString: strerror(ENOENT)))"
    )
  }

  /// `readRegularFile` reads files found in a directory: a pipe or a device there is passed over
  /// (reading it could block or never end), and a link to nothing is a failure.
  func testReadRegularFileReadsRegularFilesOnly() throws {
    try Data("a: 1\n".utf8).write(to: URL(fileURLWithPath: path("a.yml")))
    XCTAssertEqual(try FileReader.readRegularFile(path("a.yml")).get(), Array("a: 1\n".utf8))
    XCTAssertEqual(mkfifo(path("pipe.yml"), 0o600), 0)
    XCTAssertEqual(try FileReader.readRegularFile(path("pipe.yml")).get(), nil)
    XCTAssertEqual(try FileReader.readRegularFile("/dev/zero").get(), nil)
    XCTAssertEqual(try FileReader.readRegularFile(directory.path).get(), nil)
    try FileManager.default.createSymbolicLink(atPath: path("dangling.yml"), withDestinationPath: "nope.yml")
    XCTAssertEqual(FileReader.readRegularFile(path("dangling.yml")).failure?.code, ENOENT)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
