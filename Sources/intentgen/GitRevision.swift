import Foundation

/// Reads files of a git revision without touching the working tree or the index:
/// `git ls-tree -r --name-only REV -- PATHS…` lists them, `git show REV:./path` reads each one.
/// Paths are relative to the current directory, as `git` takes and prints them.
struct GitRevision {
  /// Why git could not give the files: not a repository, an unknown revision, no `git`.
  struct Failure: Error, Equatable {
    /// Lowercase, without a final period: `git ls-tree failed: fatal: Not a valid object name nope`.
    var message: String
  }

  /// The revision as given (`main`, `HEAD~1`, a commit hash).
  var revision: String

  /// The `.swift` files of the revision under `paths` (files or directories), sorted, without files
  /// in hidden directories; each with its bytes.
  func swiftFiles(under paths: [String]) throws(Failure) -> [(path: String, bytes: [UInt8])] {
    let listing = try run(["ls-tree", "-r", "--name-only", revision, "--"] + paths)
    let names = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
    var files: [(path: String, bytes: [UInt8])] = []
    for name in Set(names).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let components = name.split(separator: "/")
      guard name.hasSuffix(".swift"), !components.contains(where: { $0.hasPrefix(".") }) else { continue }
      files.append((name, try run(["show", "\(revision):./\(name)"])))
    }
    return files
  }

  /// Runs `git arguments…` in the current directory and returns its standard output.
  private func run(_ arguments: [String]) throws(Failure) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(message: "cannot run git: \(error.localizedDescription)")
    }
    // Standard error is drained on another thread so that neither pipe can fill up and block git.
    let errorData = ErrorBuffer()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.store(errors.fileHandleForReading.readDataToEndOfFile())
      group.leave()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    group.wait()
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: errorData.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if process.terminationStatus == 127 && reason.isEmpty || reason.contains("No such file or directory") {
        throw Failure(message: "cannot run git: is it installed and on PATH?")
      }
      let subcommand = arguments.first ?? ""
      throw Failure(
        message: "git \(subcommand) failed: " + (reason.isEmpty ? "exit status \(process.terminationStatus)" : reason)
      )
    }
    return Array(data)
  }
}

/// Standard error of a git process, filled on a background thread and read after it has finished.
private final class ErrorBuffer: @unchecked Sendable {
  private(set) var data = Data()

  /// Called once, before `DispatchGroup.wait()` returns on the reading thread.
  func store(_ data: Data) {
    self.data = data
  }
}
