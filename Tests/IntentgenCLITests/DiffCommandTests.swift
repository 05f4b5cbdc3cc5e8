import Foundation
import XCTest

/// `intentgen diff` and `intentgen lock` as a subprocess: exit statuses, `--base` on a real git
/// history, the lock file.
final class DiffCommandTests: XCTestCase {
  private let oldSource = """
    import AppIntents
    struct CreateNoteIntent: AppIntent {
      static let title: LocalizedStringResource = "Create Note"
      @Parameter(title: "Title") var title: String
      func perform() async throws -> some IntentResult { .result() }
    }

    """

  private var newSource: String { oldSource.replacingOccurrences(of: "var title", with: "var noteTitle") }

  private func manifests(in directory: TemporaryDirectory) throws -> (old: String, new: String) {
    try directory.write("old/App/Intent.swift", oldSource)
    try directory.write("new/App/Intent.swift", newSource)
    for side in ["old", "new"] {
      let result = try IntentgenProcess.run(["extract", "\(side)/App", "-o", "\(side).json"], in: directory.url)
      XCTAssertEqual(result.status, 0, result.errorOutput)
    }
    return ("old.json", "new.json")
  }

  func testExitStatuses() throws {
    let directory = try TemporaryDirectory()
    let (old, new) = try manifests(in: directory)

    let same = try IntentgenProcess.run(["diff", old, old], in: directory.url)
    XCTAssertEqual(same.status, 0)
    XCTAssertEqual(same.output, "no changes\n")

    let breaking = try IntentgenProcess.run(["diff", old, new], in: directory.url)
    XCTAssertEqual(breaking.status, 1)
    XCTAssertEqual(
      breaking.output,
      "breaking parameter renamed CreateNoteIntent.noteTitle: Saved shortcuts that use CreateNoteIntent.title stop "
        + "working: possible rename of title to noteTitle (same type and title)\n1 breaking change\n"
    )

    let compatible = try IntentgenProcess.run(["diff", new, old, "--format", "json"], in: directory.url)
    XCTAssertEqual(compatible.status, 1, "a rename is breaking in both directions")
    XCTAssertTrue(compatible.output.hasPrefix("[\n  {\n    \"change\": \"renamed\""), compatible.output)

    XCTAssertEqual(try IntentgenProcess.run(["diff", old], in: directory.url).status, 64)
    XCTAssertEqual(try IntentgenProcess.run(["diff", old, new, "--format", "xml"], in: directory.url).status, 64)
    XCTAssertEqual(try IntentgenProcess.run(["diff", "--base"], in: directory.url).status, 64)
    XCTAssertEqual(try IntentgenProcess.run(["diff", "--base", "HEAD"], in: directory.url).status, 64)

    let missing = try IntentgenProcess.run(["diff", old, "missing.json"], in: directory.url)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.errorOutput.hasPrefix("missing.json: error: cannot read file"), missing.errorOutput)
    try directory.write("bad.json", "{\"not\": \"a manifest\"}")
    XCTAssertEqual(try IntentgenProcess.run(["diff", old, "bad.json"], in: directory.url).status, 2)
    try directory.write("broken.json", "{\"formatVersion\": 1,\n  \"intents\": x}")
    let broken = try IntentgenProcess.run(["diff", old, "broken.json"], in: directory.url)
    XCTAssertEqual(broken.status, 2)
    #if os(Linux)
    XCTAssertEqual(broken.errorOutput, "broken.json:2:14: error: not valid JSON: invalid value\n")
    #else
    XCTAssertTrue(broken.errorOutput.hasPrefix("broken.json:2:"), broken.errorOutput)
    #endif
  }

  func testDiffAgainstAGitRevision() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    try gitRun(["init", "-q"])
    try directory.write("Sources/App/Intent.swift", oldSource)
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    try directory.write("Sources/App/Intent.swift", newSource)
    try gitRun(["commit", "-q", "-a", "-m", "second"])
    try directory.write("Sources/App/Intent.swift", newSource.replacingOccurrences(of: "Create Note", with: "New Note"))

    let previous = try IntentgenProcess.run(["diff", "--base", "HEAD~1", "Sources/App"], in: directory.url)
    XCTAssertEqual(previous.status, 1, previous.errorOutput)
    XCTAssertTrue(previous.output.contains("breaking parameter renamed CreateNoteIntent.noteTitle"), previous.output)
    XCTAssertTrue(previous.output.contains("compatible title changed CreateNoteIntent"), previous.output)

    let head = try IntentgenProcess.run(
      ["diff", "--base", "HEAD", "Sources", "--format", "markdown"],
      in: directory.url
    )
    XCTAssertEqual(head.status, 0, head.errorOutput)
    XCTAssertTrue(head.output.hasPrefix("**No breaking changes** to the App Intents surface of Sources"), head.output)

    // The working tree is untouched: the uncommitted edit is still there.
    let text = try String(contentsOf: directory.url.appendingPathComponent("Sources/App/Intent.swift"), encoding: .utf8)
    XCTAssertTrue(text.contains("New Note"))

    let unknown = try IntentgenProcess.run(["diff", "--base", "no-such-rev", "Sources"], in: directory.url)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.errorOutput.contains("git ls-tree failed"), unknown.errorOutput)
  }

  /// Names that git quotes in its default output (non-ASCII, a quote, a line break, a tab) are
  /// read from the revision too, so removing the intents they declare is a breaking change.
  func testDiffAgainstAGitRevisionReadsEveryFileName() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    let names = ["Intentsé.swift", "Say \"Hi\".swift", "Line\nBreak.swift", "Tab\tbed.swift"]
    for (index, name) in names.enumerated() {
      try directory.write(
        "Sources/App/\(name)",
        oldSource.replacingOccurrences(of: "CreateNote", with: "Intent\(index)")
      )
    }
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    for name in names {
      try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sources/App/\(name)"))
    }

    let removed = try IntentgenProcess.run(["diff", "--base", "HEAD", "Sources"], in: directory.url)
    XCTAssertEqual(removed.status, 1, removed.errorOutput)
    for index in names.indices {
      XCTAssertTrue(removed.output.contains("breaking intent removed Intent\(index)Intent"), removed.output)
    }
    XCTAssertTrue(removed.output.hasSuffix("\(names.count) breaking changes\n"), removed.output)

    // A revision that looks like an option is a revision for git, which does not know it.
    let option = try IntentgenProcess.run(["diff", "--base=--all", "Sources"], in: directory.url)
    XCTAssertEqual(option.status, 2, option.errorOutput)
    XCTAssertTrue(option.errorOutput.hasPrefix("error: git ls-tree failed: fatal: "), option.errorOutput)
    XCTAssertFalse(option.errorOutput.contains("usage"), option.errorOutput)
  }

  /// Hidden directories are skipped below the paths given, not in them: `../Sources` from a
  /// subdirectory and `.config/App` are read, as in the working tree, while `Sources/.build` is not.
  func testDiffAgainstAGitRevisionWithPathsOutsideOrHidden() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    let paths = ["Sources/App/A.swift", ".config/App/B.swift", "Sources/.build/C.swift"]
    for (index, path) in paths.enumerated() {
      try directory.write(path, oldSource.replacingOccurrences(of: "CreateNote", with: "Intent\(index)"))
    }
    try directory.write("Tools/README.md", "tools\n")
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    for path in paths {
      try FileManager.default.removeItem(at: directory.url.appendingPathComponent(path))
    }

    let outside = try IntentgenProcess.run(
      ["diff", "--base", "HEAD", "../Sources"],
      in: directory.url.appendingPathComponent("Tools")
    )
    XCTAssertEqual(outside.status, 1, outside.errorOutput)
    XCTAssertTrue(outside.output.contains("breaking intent removed Intent0Intent"), outside.output)
    XCTAssertFalse(outside.output.contains("Intent2Intent"), "Sources/.build is hidden: \(outside.output)")

    let hidden = try IntentgenProcess.run(["diff", "--base", "HEAD", "./.config/../.config/App"], in: directory.url)
    XCTAssertEqual(hidden.status, 1, hidden.errorOutput)
    XCTAssertTrue(hidden.output.contains("breaking intent removed Intent1Intent"), hidden.output)

    // Given as an absolute path, which git prints relative to the current directory.
    let absolute = directory.url.appendingPathComponent(".config/App").path
    let absoluteHidden = try IntentgenProcess.run(["diff", "--base", "HEAD", absolute], in: directory.url)
    XCTAssertEqual(absoluteHidden.status, 1, absoluteHidden.errorOutput)
    XCTAssertTrue(absoluteHidden.output.contains("breaking intent removed Intent1Intent"), absoluteHidden.output)
  }

  /// A symbolic link in the revision is read as the file it leads to there, as the working tree
  /// reads it; one out of the repository is compared as it is now, one to nothing is left out,
  /// each with a warning. Before, the link's own text (a path) was scanned as Swift.
  func testDiffAgainstAGitRevisionFollowsSymbolicLinks() throws {
    let directory = try TemporaryDirectory()
    let outside = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    try directory.write("Shared/Shared.swift", oldSource.replacingOccurrences(of: "CreateNote", with: "Shared"))
    try outside.write("Outside.swift", oldSource.replacingOccurrences(of: "CreateNote", with: "Outside"))
    let links = [
      ("Sources/App/Shared.swift", "../../Shared/Shared.swift"),
      ("Sources/App/Outside.swift", outside.url.appendingPathComponent("Outside.swift").path),
      ("Sources/App/Dangling.swift", "Nope.swift"),
    ]
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("Sources/App"),
      withIntermediateDirectories: true
    )
    for (path, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: directory.url.appendingPathComponent(path).path,
        withDestinationPath: target
      )
    }
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sources/App/Dangling.swift"))

    let same = try IntentgenProcess.run(["diff", "--base", "HEAD", "Sources"], in: directory.url)
    XCTAssertEqual(same.status, 0, same.errorOutput)
    XCTAssertEqual(same.output, "no changes\n", "the links are read as in the working tree")
    XCTAssertEqual(
      same.errorOutput,
      """
      Sources/App/Dangling.swift: warning: in HEAD this is a symbolic link to 'Nope.swift', which does not exist there; it is left out of the base
      Sources/App/Outside.swift: warning: in HEAD this is a symbolic link to '\(links[1].1)', out of the repository; it is compared as it is now

      """
    )

    // The base holds the intent the link led to: removing the link removes it. A revision
    // spelled with a colon (`:/first`, the commit whose message says so) reads the same.
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sources/App/Shared.swift"))
    let removed = try IntentgenProcess.run(["diff", "--base", ":/first", "Sources"], in: directory.url)
    XCTAssertEqual(removed.status, 1, removed.errorOutput)
    XCTAssertTrue(removed.output.contains("breaking intent removed SharedIntent"), removed.output)

    // Once the link out of the repository is replaced by another file, what it led to at the
    // revision is unknown: it is left out, not stood in for by the new file.
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent(links[0].0).path,
      withDestinationPath: links[0].1
    )
    let outsideLink = directory.url.appendingPathComponent("Sources/App/Outside.swift")
    try FileManager.default.removeItem(at: outsideLink)
    try directory.write("Sources/App/Outside.swift", oldSource.replacingOccurrences(of: "CreateNote", with: "Other"))
    let replaced = try IntentgenProcess.run(["diff", "--base", "HEAD", "Sources"], in: directory.url)
    XCTAssertEqual(
      replaced.output,
      "compatible intent added OtherIntent: New intent OtherIntent (\"Create Note\")\n1 compatible change\n"
    )
    XCTAssertTrue(
      replaced.errorOutput.contains(
        "Sources/App/Outside.swift: warning: in HEAD this is a symbolic link to '\(links[1].1)', out of the repository; "
          + "it is left out of the base\n"
      ),
      replaced.errorOutput
    )
  }

  /// An object the revision's tree names but the repository lacks (a partial clone, corruption)
  /// is an error: left out, the intents of its file would not be reported as removed.
  func testDiffAgainstAGitRevisionWithAMissingObjectFails() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    try directory.write("Sources/App/A.swift", oldSource)
    try directory.write("Sources/App/B.swift", oldSource.replacingOccurrences(of: "CreateNote", with: "Other"))
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    // The loose object of B.swift's contents: `.git/objects/xx/yyyy…`.
    let object = try gitOutput(["hash-object", "Sources/App/B.swift"], in: directory)
    try FileManager.default.removeItem(
      at: directory.url.appendingPathComponent(".git/objects/\(object.prefix(2))/\(object.dropFirst(2))")
    )
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sources/App/B.swift"))

    let result = try IntentgenProcess.run(["diff", "--base", "HEAD", "Sources"], in: directory.url)
    XCTAssertEqual(result.status, 2, result.output + result.errorOutput)
    XCTAssertEqual(
      result.errorOutput,
      "error: git cat-file cannot read Sources/App/B.swift in HEAD (object \(object) is missing)\n"
    )
  }

  /// Git's input is a pipe, not a temporary file: a missing or read-only temporary directory
  /// (a sandbox, a stale `TMPDIR`) does not stop `diff --base`.
  func testDiffAgainstAGitRevisionNeedsNoTemporaryDirectory() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    try directory.write("Sources/App/A.swift", oldSource)
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    let result = try IntentgenProcess.run(
      ["diff", "--base", "HEAD", "Sources"],
      in: directory.url,
      environment: ["TMPDIR": "/nonexistent"]
    )
    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertEqual(result.output, "no changes\n")
  }

  /// A path given that is a link to a directory is read through the link at the revision, as in
  /// the working tree. Git listed the link itself and no file, so every intent looked added and a
  /// removed one went unreported.
  func testDiffAgainstAGitRevisionThroughALinkedDirectory() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    try directory.write("Shared/App/Intent.swift", oldSource)
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("Sources"),
      withIntermediateDirectories: true
    )
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("Sources/App").path,
      withDestinationPath: "../Shared/App"
    )
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])

    let same = try IntentgenProcess.run(["diff", "--base", "HEAD", "Sources/App"], in: directory.url)
    XCTAssertEqual(same.status, 0, same.errorOutput)
    XCTAssertEqual(same.output, "no changes\n")

    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Shared/App/Intent.swift"))
    let removed = try IntentgenProcess.run(["diff", "--base", "HEAD", "Sources/App"], in: directory.url)
    XCTAssertEqual(removed.status, 1, removed.errorOutput)
    XCTAssertTrue(removed.output.contains("breaking intent removed CreateNoteIntent"), removed.output)
  }

  /// Git runs a fixed number of times whatever the number of files: once per file, 700 files took
  /// 36 s (each process takes tens of milliseconds to start and to be waited for).
  func testDiffAgainstAGitRevisionRunsGitAFewTimes() throws {
    let directory = try TemporaryDirectory()
    let gitRun = try git(in: directory)
    for index in 0..<40 {
      try directory.write(
        "Sources/App/File\(index).swift",
        oldSource.replacingOccurrences(of: "CreateNote", with: "Intent\(index)")
      )
    }
    try directory.write("Other/Linked.swift", oldSource.replacingOccurrences(of: "CreateNote", with: "Linked"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("Sources/App/Link.swift").path,
      withDestinationPath: "../../Other/Linked.swift"
    )
    try gitRun(["init", "-q"])
    try gitRun(["add", "."])
    try gitRun(["commit", "-q", "-m", "first"])
    for index in 0..<40 {
      try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sources/App/File\(index).swift"))
    }
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sources/App/Link.swift"))

    // A `git` first on PATH that logs its subcommand and runs the real one.
    let tools = try TemporaryDirectory()
    let realGit = try XCTUnwrap(which("git")).path
    let log = tools.url.appendingPathComponent("log").path
    try tools.write("git", "#!/bin/sh\necho \"$1\" >> '\(log)'\nexec '\(realGit)' \"$@\"\n")
    XCTAssertEqual(chmod(tools.url.appendingPathComponent("git").path, 0o755), 0)
    let path = tools.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

    let removed = try IntentgenProcess.run(
      ["diff", "--base", "HEAD", "Sources"],
      in: directory.url,
      environment: ["PATH": path]
    )
    XCTAssertEqual(removed.status, 1, removed.errorOutput)
    for name in (0..<40).map({ "Intent\($0)" }) + ["Linked"] {
      XCTAssertTrue(removed.output.contains("breaking intent removed \(name)Intent"), removed.output)
    }
    XCTAssertTrue(removed.output.hasSuffix("41 breaking changes\n"), removed.output)
    XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "ls-tree\ncat-file\ncat-file\n")
  }

  func testLockKeepsAcknowledgementsAndAcceptsBreakingChanges() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Intent.swift", oldSource)
    let first = try IntentgenProcess.run(["lock", "App"], in: directory.url)
    XCTAssertEqual(first.status, 0, first.errorOutput)
    let lockURL = directory.url.appendingPathComponent("intents.lock.json")
    let written = try String(contentsOf: lockURL, encoding: .utf8)
    XCTAssertEqual(
      written,
      """
      {
        "acknowledged": [],
        "entities": {},
        "enums": {},
        "formatVersion": 1,
        "intents": {
          "CreateNoteIntent": {
            "behavior": {
              "discoverable": true,
              "opensApp": false
            },
            "parameters": {
              "title": {
                "required": true,
                "title": "Title",
                "type": "String"
              }
            },
            "title": "Create Note"
          }
        },
        "module": "App",
        "phrases": [],
        "queries": {}
      }

      """
    )
    try directory.write("App/Intent.swift", newSource)
    XCTAssertEqual(try IntentgenProcess.run(["lock", "App", "-o", "intents.lock.json"], in: directory.url).status, 0)
    let updated = try String(contentsOf: lockURL, encoding: .utf8)
    XCTAssertTrue(
      updated.contains("\"parameter:renamed:CreateNoteIntent.title->CreateNoteIntent.noteTitle\""),
      updated
    )
    try directory.write("intents.lock.json", "{")
    XCTAssertEqual(try IntentgenProcess.run(["lock", "App"], in: directory.url).status, 1)
    XCTAssertEqual(try IntentgenProcess.run(["lock"], in: directory.url).status, 64)
  }

  /// Only a missing lock file means there is no previous lock: one that cannot be read is an error,
  /// so its acknowledged changes are not silently dropped. Permissions do not stop the root user
  /// tests may run as, so the failures here are a directory and a file past the read limit (sparse).
  /// A device or an empty file holds no previous lock: `lock -o /dev/null` and a lock written
  /// through `-o /dev/stdout > file` work (the device was read and refused as "not a lock file").
  func testLockIntoADeviceOrAnEmptyFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Intent.swift", oldSource)
    XCTAssertEqual(try IntentgenProcess.run(["lock", "App", "-o", "/dev/null"], in: directory.url).status, 0)
    try directory.write("empty.json", "")
    let empty = try IntentgenProcess.run(["lock", "App", "-o", "empty.json"], in: directory.url)
    XCTAssertEqual(empty.status, 0, empty.errorOutput)
    let written = try String(contentsOf: directory.url.appendingPathComponent("empty.json"), encoding: .utf8)
    XCTAssertTrue(written.hasPrefix("{\n  \"acknowledged\": []"), written)
  }

  func testLockThatCannotBeReadIsAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Intent.swift", oldSource)
    try directory.write("L.json/keep", "kept\n")
    let result = try IntentgenProcess.run(["lock", "App", "-o", "L.json"], in: directory.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.errorOutput, "L.json: error: cannot read file: \(String(cString: strerror(EISDIR)))\n")
    XCTAssertEqual(
      try String(contentsOf: directory.url.appendingPathComponent("L.json/keep"), encoding: .utf8),
      "kept\n"
    )
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(),
      ["App", "L.json"],
      "nothing written"
    )

    let large = directory.url.appendingPathComponent("large.json")
    XCTAssertTrue(FileManager.default.createFile(atPath: large.path, contents: Data("{".utf8)))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: 300 << 20)
    try handle.close()
    let tooLarge = try IntentgenProcess.run(["lock", "App", "-o", "large.json"], in: directory.url)
    XCTAssertEqual(tooLarge.status, 1)
    XCTAssertEqual(
      tooLarge.errorOutput,
      "large.json: error: cannot read file: it is larger than 256 MB, the most intentgen reads\n"
    )
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: large.path)[.size] as? Int, 300 << 20)
  }

  /// A function that runs `git arguments…` in `directory` and checks that it succeeds; skips the
  /// test when git is not installed.
  private func git(in directory: TemporaryDirectory) throws -> ([String]) throws -> Void {
    guard let git = which("git") else { throw XCTSkip("git is not installed; diff --base needs it") }
    return { arguments in
      let process = Process()
      process.executableURL = git
      process.arguments =
        ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
        + arguments
      process.currentDirectoryURL = directory.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
    }
  }

  /// What `git arguments…` prints in `directory`, without its final line break.
  private func gitOutput(_ arguments: [String], in directory: TemporaryDirectory) throws -> String {
    let git = try XCTUnwrap(which("git"))
    let process = Process()
    process.executableURL = git
    process.arguments = arguments
    process.currentDirectoryURL = directory.url
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func which(_ tool: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(tool)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
