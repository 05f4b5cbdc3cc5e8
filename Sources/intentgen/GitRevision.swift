import Foundation

/// Reads files of a git revision without touching the working tree or the index:
/// `git ls-tree -r -z REV -- PATHS…` lists them, `git cat-file blob OBJECT` reads each one.
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
    // `-z`: each entry ends with a NUL and its name is printed as stored. Without it git quotes and
    // escapes names with non-ASCII bytes, quotes or line breaks ("Intents\303\251.swift"), and such
    // a file was left out. `--end-of-options`: a revision such as `--all` is not taken as an option.
    let listing = try run(["ls-tree", "-r", "-z", "--end-of-options", revision, "--"] + paths)
    let currentDirectory = FileManager.default.currentDirectoryPath
    let arguments = paths.map { Self.lexicalComponents(Self.relative($0, to: currentDirectory)) }
    var objects: [String: String] = [:]  // object name by path
    for entry in listing.split(separator: 0) {
      // `<mode> SP <type> SP <object> TAB <path>`; the path may hold any byte but NUL.
      guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
      // A submodule is a `commit` entry: the revision holds no file there.
      guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
      let name = String(decoding: entry[(tab + 1)...], as: UTF8.self)
      guard name.hasSuffix(".swift"), !Self.isHidden(name, under: arguments) else { continue }
      objects[name] = String(decoding: fields[2], as: UTF8.self)
    }
    var files: [(path: String, bytes: [UInt8])] = []
    for (name, object) in objects.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
      files.append((name, try run(["cat-file", "blob", object])))
    }
    return files
  }

  /// Whether `name`, as `git ls-tree` prints it, is in a hidden directory (or is a hidden file) below
  /// the path argument it was listed for, as `SourceCollector` skips them in the working tree. The
  /// argument's own components do not count: `..` (a path outside the current directory) and
  /// `.config/App` are where the user asked to look.
  private static func isHidden(_ name: String, under arguments: [[Substring]]) -> Bool {
    let components = name.split(separator: "/")
    let argument =
      arguments.filter { components.starts(with: $0) }.map(\.count).max()
      ?? components.prefix { $0 == ".." }.count
    return components[argument...].contains { $0.hasPrefix(".") }
  }

  /// An absolute `path` as git prints it: relative to `directory` (`../App`). Both are resolved
  /// first when they exist (`/tmp` is `/private/tmp` on macOS, and git prints physical paths).
  private static func relative(_ path: String, to directory: String) -> String {
    guard path.hasPrefix("/") else { return path }
    func physical(_ path: String) -> [Substring] {
      let resolved = realpath(path, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
      }
      return lexicalComponents(resolved ?? path)
    }
    let target = physical(path)
    let base = physical(directory)
    let common = zip(target, base).prefix { $0 == $1 }.count
    let components = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  /// The components of a path argument without `.` and with `a/..` removed, as git prints paths
  /// relative to the current directory (`./Sources/../App` is listed as `App`).
  private static func lexicalComponents(_ path: String) -> [Substring] {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return components
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
