import Foundation
import IntentEmit
import IntentFileSystem

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

  /// The files read from a revision, with what could not be read as the working tree reads it.
  struct Files {
    var files: [(path: String, bytes: [UInt8])] = []
    /// `path: warning: message` lines, for symbolic links that lead out of the repository or to
    /// nothing.
    var warnings: [String] = []
  }

  /// The `.swift` files of the revision under `paths` (files or directories), sorted, without files
  /// in hidden directories; each with its bytes.
  ///
  /// A symbolic link is read as the file it leads to in the revision, as the working tree reads it.
  /// Git runs twice (three times when there are links), not once per file: a process takes tens of
  /// milliseconds to start and finish, so 700 files took 36 s.
  func swiftFiles(under paths: [String]) throws(Failure) -> Files {
    // `-z`: each entry ends with a NUL and its name is printed as stored. Without it git quotes and
    // escapes names with non-ASCII bytes, quotes or line breaks ("Intents\303\251.swift"), and such
    // a file was left out. `--end-of-options`: a revision such as `--all` is not taken as an option.
    let currentDirectory = FileManager.default.currentDirectoryPath
    let gitPaths = paths.map { Self.relative($0, to: currentDirectory) }
    let listing = try GitCommand.run(["ls-tree", "-r", "-z", "--end-of-options", revision, "--"] + gitPaths)
    let arguments = gitPaths.map(Self.lexicalComponents)
    var entries: [(name: String, object: String, isLink: Bool)] = []
    for entry in listing.split(separator: 0) {
      // `<mode> SP <type> SP <object> TAB <path>`; the path may hold any byte but NUL.
      guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
      // A submodule is a `commit` entry: the revision holds no file there.
      guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
      let name = String(decoding: entry[(tab + 1)...], as: UTF8.self)
      guard name.hasSuffix(".swift"), !Self.isHidden(name, under: arguments) else { continue }
      let isLink = fields[0].elementsEqual("120000".utf8)
      entries.append((name, String(decoding: fields[2], as: UTF8.self), isLink))
    }
    entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

    // A link is asked for by path in the revision's tree, which git follows within the repository.
    // Requests are lines, so a name with a line break cannot be one.
    var result = Files()
    let tree = entries.contains { $0.isLink } ? try treeObject() : ""
    var requested: [(name: String, request: String)] = []
    for entry in entries {
      guard entry.isLink else {
        requested.append((entry.name, entry.object))
        continue
      }
      guard !entry.name.contains("\n") else {
        result.warnings.append(
          "\(entry.name): warning: a symbolic link in \(revision) whose name has a line break cannot be followed; "
            + "it is left out of the base"
        )
        continue
      }
      requested.append((entry.name, tree + ":" + (entry.name.hasPrefix("../") ? "" : "./") + entry.name))
    }
    guard !requested.isEmpty else { return result }
    let input = requested.map { $0.request + "\n" }.joined()
    let output = try GitCommand.run(["cat-file", "--batch", "--follow-symlinks"], input: Array(input.utf8))
    let answers: [GitBatchOutput.Answer]
    do {
      answers = try GitBatchOutput.answers(in: output)
    } catch {
      throw Failure(message: "git cat-file gave output that intentgen cannot read")
    }
    guard answers.count == requested.count else {
      throw Failure(message: "git cat-file answered \(answers.count) of \(requested.count) requests")
    }
    for ((name, _), answer) in zip(requested, answers) {
      switch answer {
      case .blob(let bytes):
        result.files.append((name, bytes))
      case .linkOutOfRepository(let target):
        // Git holds no version of that file; the working tree's stands for it, so that it is not
        // reported as added.
        if case .success(let bytes) = FileReader.read(name) {
          result.files.append((name, bytes))
          result.warnings.append(
            "\(name): warning: in \(revision) this is a symbolic link out of the repository (to '\(target)'); "
              + "git does not hold that file, so it is compared as it is now"
          )
        } else {
          result.warnings.append(
            "\(name): warning: in \(revision) this is a symbolic link out of the repository (to '\(target)'), "
              + "which cannot be read now; it is left out of the base"
          )
        }
      case .brokenLink(let reason):
        let why =
          switch reason {
          case "loop": "the links form a loop"
          case "notdir": "its target's path goes through a file"
          default: "its target does not exist"
          }
        result.warnings.append(
          "\(name): warning: in \(revision) this is a symbolic link that leads nowhere (\(why)); "
            + "it is left out of the base"
        )
      case .otherObject(type: "tree"):
        // A link to a directory: not followed, as in the working tree.
        continue
      case .otherObject(let type):
        result.warnings.append(
          "\(name): warning: in \(revision) this is a symbolic link to a \(type) object, not a file; "
            + "it is left out of the base"
        )
      case .notFound(let reason):
        result.warnings.append(
          "\(name): warning: git cannot find it in \(revision) (\(reason)); it is left out of the base"
        )
      }
    }
    return result
  }

  /// The revision's tree, as an object name: `tree:path` requests then work for any spelling of
  /// the revision (`:/fix` holds a colon).
  private func treeObject() throws(Failure) -> String {
    let output = try GitCommand.run(["rev-parse", "--verify", "--end-of-options", revision + "^{tree}"])
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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

  /// A path argument as git takes and prints it: relative to `directory` (`../App`), with symbolic
  /// links resolved when it exists. The working tree is read through a link given as an argument
  /// (`Sources/App` linked to `../Shared/App`), where git would list the link itself and no file,
  /// so that every intent looked added and a removed one went unreported. Both are resolved (`/tmp`
  /// is `/private/tmp` on macOS, and git prints physical paths). A relative path that does not
  /// exist now is given as written.
  private static func relative(_ path: String, to directory: String) -> String {
    guard
      path.hasPrefix("/") || FileStatus.isDirectory(directory + "/" + path)
        || FileStatus.isRegularFile(directory + "/" + path)
    else { return path }
    let path = path.hasPrefix("/") ? path : directory + "/" + path
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
}
