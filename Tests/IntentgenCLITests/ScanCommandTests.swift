import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `intentgen scan`: file collection, output formats, diagnostics and exit statuses.
final class ScanCommandTests: XCTestCase {
  static let noteEntity = """
    import AppIntents

    /// A note, indexed in Spotlight.
    @available(iOS 18, *)
    struct NoteEntity: AppEntity, IndexedEntity {
      static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
      @Property(title: "Title") var title: String
      var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\\(title) — é", subtitle: #"raw "quoted""#)
      }
      #if os(iOS)
      func open(_ note: Note, count: Int = 1_000) async throws -> some IntentResult { .result() }
      #endif
    }

    """

  func testTokensTileTheFile() throws {
    let directory = try TemporaryDirectory()
    let text = Self.noteEntity + "/* comment */ let x = [1.5, 0x1F] // trailing\n\r\n\tlet y = x"
    try directory.write("Note.swift", text)
    let result = try IntentgenProcess.run(["scan", "--tokens", "Note.swift"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    try assertTokensTile(result.output, fileSize: text.utf8.count)
  }

  func testTokensTileAFileWithInvalidBytes() throws {
    let directory = try TemporaryDirectory()
    let bytes = Array("let a = \"".utf8) + [0xFF, 0xC3, 0x28, 0x00] + Array("\"\n\u{00A0}@#\\".utf8) + [0xE2, 0x80]
    try directory.write("Bytes.swift", bytes: bytes)
    let result = try IntentgenProcess.run(["scan", "--tokens", "Bytes.swift"], in: directory.url)
    XCTAssertEqual(result.status, 1, "invalid bytes are errors")
    XCTAssertTrue(result.errorOutput.hasPrefix("Bytes.swift:"), result.errorOutput)
    try assertTokensTile(result.output, fileSize: bytes.count)
  }

  /// Every line is a JSON token object with sorted keys; together they cover the file exactly.
  private func assertTokensTile(_ output: String, fileSize: Int, line: UInt = #line) throws {
    XCTAssertEqual(output.last, "\n", line: line)
    let lines = output.split(separator: "\n")
    var tokens: [[String: Any]] = []
    for text in lines {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      tokens.append(try XCTUnwrap(object, "not a JSON object: \(text)", line: line))
      XCTAssertTrue(
        text.hasPrefix(#"{"end":"#) && text.contains(#","fullEnd":"#),
        "keys not sorted: \(text)",
        line: line
      )
    }
    XCTAssertGreaterThan(tokens.count, 1, line: line)
    XCTAssertEqual(tokens.first?["fullStart"] as? Int, 0, line: line)
    for (token, next) in zip(tokens, tokens.dropFirst()) {
      XCTAssertEqual(token["fullEnd"] as? Int, next["fullStart"] as? Int, "\(token) then \(next)", line: line)
    }
    for token in tokens {
      let fullStart = try XCTUnwrap(token["fullStart"] as? Int, line: line)
      let start = try XCTUnwrap(token["start"] as? Int, line: line)
      let end = try XCTUnwrap(token["end"] as? Int, line: line)
      let fullEnd = try XCTUnwrap(token["fullEnd"] as? Int, line: line)
      XCTAssertTrue(fullStart <= start && start <= end && end <= fullEnd, "\(token)", line: line)
      XCTAssertNotNil(token["kind"] as? String, line: line)
    }
    XCTAssertEqual(tokens.last?["fullEnd"] as? Int, fileSize, line: line)
    XCTAssertEqual(tokens.last?["kind"] as? String, "endOfFile", line: line)
  }

  func testTokensOfSeveralFilesArePrecededByTheirPath() throws {
    let directory = try TemporaryDirectory()
    try directory.write("B.swift", "let b = 2\n")
    try directory.write("A.swift", "let a = 1\n")
    let result = try IntentgenProcess.run(["scan", "--tokens", "B.swift", "A.swift"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    let headers = result.output.split(separator: "\n").filter { $0.hasPrefix(#"{"file":"#) }
    XCTAssertEqual(headers, [#"{"file":"A.swift"}"#, #"{"file":"B.swift"}"#])
  }

  func testMissingFileIsReportedAndTheOthersAreStillScanned() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", "struct A {}\n")
    try directory.write("C.swift", "struct C {}\n")
    let result = try IntentgenProcess.run(["scan", "A.swift", "missing.swift", "C.swift"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.errorOutput, "missing.swift: error: cannot read file: No such file or directory\n")
    XCTAssertTrue(result.output.contains("struct A  A.swift:1:8"), result.output)
    XCTAssertTrue(result.output.contains("struct C  C.swift:1:8"), result.output)
  }

  func testJSONIsValidAndByteIdenticalAcrossRuns() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/App/Note.swift", Self.noteEntity)
    for index in 0..<12 {
      try directory.write(
        "Sources/App/Intent\(index).swift",
        "struct Intent\(index): AppIntent { @Parameter var x: Int }\n"
      )
    }
    let first = try IntentgenProcess.run(["scan", "--format", "json", "Sources"], in: directory.url)
    let second = try IntentgenProcess.run(["scan", "--format=json", "Sources"], in: directory.url)
    XCTAssertEqual(first.status, 0, first.errorOutput)
    XCTAssertEqual(first.stdout, second.stdout)

    let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: first.stdout) as? [String: Any])
    XCTAssertEqual(document["version"] as? Int, 1)
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    let paths = files.compactMap { $0["path"] as? String }
    XCTAssertEqual(paths.count, 13)
    XCTAssertEqual(paths, paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    XCTAssertTrue(paths.contains("Sources/App/Note.swift"))

    let note = try XCTUnwrap(files.first { $0["path"] as? String == "Sources/App/Note.swift" })
    let declarations = try XCTUnwrap(note["declarations"] as? [[String: Any]])
    let entity = try XCTUnwrap(declarations.first { $0["name"] as? String == "NoteEntity" })
    XCTAssertEqual(entity["kind"] as? String, "struct")
    XCTAssertEqual(entity["line"] as? Int, 5)
    XCTAssertEqual(entity["column"] as? Int, 8)
    XCTAssertEqual(entity["inherits"] as? [String], ["AppEntity", "IndexedEntity"])
  }

  func testDirectoriesSkipHiddenBuildAndGeneratedFiles() throws {
    let directory = try TemporaryDirectory()
    try directory.write("A.swift", "struct A {}\n")
    try directory.write("Sub/B.swift", "struct B {}\n")
    try directory.write("Sub/notes.txt", "struct NotSwift {}\n")
    try directory.write(".build/debug/X.swift", "struct X {}\n")
    try directory.write(".hidden/Y.swift", "struct Y {}\n")
    try directory.write("Generated.swift", "// Generated by intentgen. DO NOT EDIT.\nstruct G {}\n")
    let result = try IntentgenProcess.run(["scan", "."], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(result.output, "struct A  A.swift:1:8\nstruct B  Sub/B.swift:1:8\n")
  }

  /// A file reached twice — through a linked directory given too, or a hard link — is scanned once,
  /// under the first of its paths.
  func testAFileReachedByTwoPathsIsScannedOnce() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/A.swift", "struct A {}\n")
    try directory.write("Sources/Sub/B.swift", "struct B {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("Linked").path,
      withDestinationPath: "Sources"
    )
    try FileManager.default.linkItem(
      at: directory.url.appendingPathComponent("Sources/A.swift"),
      to: directory.url.appendingPathComponent("Sources/HardLink.swift")
    )
    let result = try IntentgenProcess.run(["scan", "Sources", "Linked", "Linked/Sub/B.swift"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(result.output, "struct A  Linked/A.swift:1:8\nstruct B  Linked/Sub/B.swift:1:8\n")
  }

  /// A Swift file or a directory whose name is not UTF-8 cannot be read, and is reported rather
  /// than skipped silently; other files so named do not matter.
  func testNamesThatAreNotUTF8AreReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/A.swift", "struct A {}\n")
    let sources = Array(directory.url.appendingPathComponent("Sources").path.utf8)
    for (name, isDirectory) in [("B\u{FF}.swift", false), ("Dir\u{FE}", true), ("image\u{FF}.png", false)] {
      // The scalars U+FF and U+FE stand for the bytes 0xFF and 0xFE, which UTF-8 never uses.
      let bytes = sources + [UInt8(ascii: "/")] + name.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } + [0]
      let made = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { path in
          isDirectory ? mkdir(path.baseAddress!, 0o755) : close(creat(path.baseAddress!, 0o644))
        }
      }
      guard made == 0 else { throw XCTSkip("this file system takes UTF-8 names only (APFS)") }
    }
    let result = try IntentgenProcess.run(["scan", "Sources"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "struct A  Sources/A.swift:1:8\n")
    XCTAssertEqual(
      result.errorOutput,
      "Sources: error: cannot read 'B\u{FFFD}.swift', 'Dir\u{FFFD}' in this directory: the name is not valid UTF-8; "
        + "rename it\n"
    )
  }

  /// In a directory, a Swift file that is a link to nothing, a link in a loop or a named pipe is
  /// reported, not skipped without a word (the compiler would fail on it); a link to a directory is
  /// not followed, as any directory link.
  func testSwiftEntriesThatAreNotFilesAreReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/A.swift", "struct A {}\n")
    try directory.write("Shared/B.swift", "struct B {}\n")
    let links = [("Dangling.swift", "Nope.swift"), ("Loop.swift", "Loop.swift"), ("Folder.swift", "../Shared")]
    for (name, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: directory.url.appendingPathComponent("Sources/\(name)").path,
        withDestinationPath: target
      )
    }
    XCTAssertEqual(mkfifo(directory.url.appendingPathComponent("Sources/Pipe.swift").path, 0o644), 0)
    let result = try IntentgenProcess.run(["scan", "Sources"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "struct A  Sources/A.swift:1:8\n")
    XCTAssertEqual(
      result.errorOutput,
      """
      Sources/Dangling.swift: error: a symbolic link to 'Nope.swift', which does not exist; remove the link or point it at the file
      Sources/Loop.swift: error: a symbolic link to 'Loop.swift', which cannot be followed: \(String(cString: strerror(ELOOP))); remove the link or point it at the file
      Sources/Pipe.swift: error: a named pipe, not a file; intentgen reads only regular files in directories

      """
    )
  }

  /// An argument that is not UTF-8 (a file name in Latin-1) is a usage error saying so: decoded
  /// with U+FFFD, it named no file, and "no such file" was reported for a file that is there.
  func testArgumentsThatAreNotUTF8AreAUsageError() throws {
    let directory = try TemporaryDirectory()
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    // printf makes the byte 0xFE, which no UTF-8 text holds.
    shell.arguments = ["-c", "\"$0\" scan \"$(printf 'B\\376.swift')\"", try IntentgenProcess.binary().path]
    shell.currentDirectoryURL = directory.url
    let errors = Pipe()
    shell.standardError = errors
    shell.standardOutput = FileHandle.nullDevice
    try shell.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    XCTAssertEqual(shell.terminationStatus, 64)
    XCTAssertEqual(
      output,
      "intentgen: error: the argument 'B\u{FFFD}.swift' is not valid UTF-8, and intentgen can only take paths and "
        + "options in UTF-8 (rename a file or directory so named)\n"
    )
  }

  /// A file deeper than PATH_MAX cannot be opened by its path: it is reported, not skipped silently.
  func testPathsTooLongToOpenAreReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/A.swift", "struct A {}\n")
    // Built one relative step at a time: no single call sees the whole path (bash's `cd` allows it,
    // dash's does not).
    let shell = { (script: String) throws in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", script]
      process.currentDirectoryURL = directory.url
      try process.run()
      process.waitUntilExit()
    }
    defer { try? shell("rm -rf Sources/deep") }
    try shell(
      "cd Sources && mkdir deep && cd deep && for i in $(seq 450); do mkdir dddddddddd && cd dddddddddd || exit 1; done; "
        + "echo 'struct B {}' > B.swift"
    )
    let result = try IntentgenProcess.run(["scan", "Sources"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "struct A  Sources/A.swift:1:8\n")
    XCTAssertTrue(
      result.errorOutput.hasSuffix("dddddddddd: error: cannot read: File name too long\n"),
      result.errorOutput.suffix(80) + ""
    )
  }

  func testTextFormatShowsTheDeclarationTree() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Note.swift", Self.noteEntity)
    let result = try IntentgenProcess.run(["scan", "Note.swift"], in: directory.url)
    XCTAssertEqual(result.status, 0, result.errorOutput)
    let lines = result.output.split(separator: "\n")
    XCTAssertTrue(
      lines.contains("@available(iOS 18, *) struct NoteEntity: AppEntity, IndexedEntity  Note.swift:5:8"),
      result.output
    )
    XCTAssertTrue(lines.contains(#"  @Property(title: "Title") var title: String  Note.swift:7:33"#), result.output)
  }

  func testErrorDiagnosticsGoToStderrAndFail() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Bad.swift", "let é = \"unterminated\nstruct After {}\n")
    let result = try IntentgenProcess.run(["scan", "Bad.swift"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    // The string starts at byte column 10: "é" is two bytes.
    XCTAssertTrue(result.errorOutput.hasPrefix("Bad.swift:1:10: error: "), result.errorOutput)
    XCTAssertTrue(result.output.contains("struct After  Bad.swift:2:8"), result.output)
  }

  func testInvalidUTF8DoesNotCrash() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Bytes.swift", bytes: Array("let a = \"".utf8) + [0xFF, 0xC3, 0x28, 0x00] + Array("\"\n".utf8))
    for arguments in [
      ["scan", "Bytes.swift"], ["scan", "--tokens", "Bytes.swift"], ["scan", "--format", "json", "Bytes.swift"],
    ] {
      let result = try IntentgenProcess.run(arguments, in: directory.url)
      XCTAssertTrue(result.status == 0 || result.status == 1, "\(arguments): \(result.status) \(result.errorOutput)")
    }
  }

  func testAbsolutePathsUnderTheCurrentDirectoryArePrintedRelative() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("Dir/A.swift", "struct A {}\n")
    let result = try IntentgenProcess.run(["scan", file.path], in: directory.url)
    XCTAssertEqual(result.output, "struct A  Dir/A.swift:1:8\n", result.errorOutput)
  }
}
