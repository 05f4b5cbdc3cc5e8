import Foundation
import IntentFileSystem

/// Reads files of a git revision without touching the working tree or the index:
/// `git ls-tree -r -z REV -- PATHS…` lists them, one `git cat-file --batch` reads them all.
/// Paths are relative to the current directory, as `git` takes and prints them.
struct GitRevision {
  typealias Failure = GitCommand.Failure

  /// The revision as given (`main`, `HEAD~1`, a commit hash).
  var revision: String

  /// The files read from a revision, with what could not be read as the working tree reads it.
  struct Files {
    var files: [(path: String, bytes: [UInt8])] = []
    /// `path: warning: message` lines, for symbolic links that lead out of the repository or to
    /// nothing.
    var warnings: [String] = []
  }

  /// One `.swift` entry of the revision's listing.
  private struct Entry {
    var name: String
    /// The name as stored (it may not be UTF-8), for asking git for it by path.
    var nameBytes: ArraySlice<UInt8>
    var object: String
    var isLink: Bool
  }

  /// What each line of the `cat-file` input asks for.
  private enum Request {
    /// A file's contents, by object.
    case file(Entry)
    /// A link's own text (the path it holds), by object.
    case linkText(Entry)
    /// What a link leads to, by path in the revision's tree, which git follows in the repository.
    case linkTarget(Entry)
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
    var entries: [Entry] = []
    for entry in listing.split(separator: 0) {
      // `<mode> SP <type> SP <object> TAB <path>`; the path may hold any byte but NUL.
      guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
      // A submodule is a `commit` entry: the revision holds no file there.
      guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
      let nameBytes = entry[(tab + 1)...]
      let name = String(decoding: nameBytes, as: UTF8.self)
      guard name.hasSuffix(".swift"), !Self.isHidden(name, under: arguments) else { continue }
      let isLink = fields[0].elementsEqual("120000".utf8)
      entries.append(
        Entry(name: name, nameBytes: nameBytes, object: String(decoding: fields[2], as: UTF8.self), isLink: isLink)
      )
    }
    entries.sort { $0.nameBytes.lexicographicallyPrecedes($1.nameBytes) }

    var result = Files()
    let commit = entries.contains { $0.isLink } ? try resolvedRevision() : ""
    var requests: [Request] = []
    var input: [UInt8] = []
    for entry in entries {
      guard entry.isLink else {
        requests.append(.file(entry))
        input += Array(entry.object.utf8) + [UInt8(ascii: "\n")]
        continue
      }
      // Requests are lines, so a name with a line break cannot be one.
      guard !entry.nameBytes.contains(UInt8(ascii: "\n")) else {
        result.warnings.append(
          "\(entry.name): warning: a symbolic link in \(revision) whose name has a line break cannot be followed; "
            + "it is left out of the base"
        )
        continue
      }
      requests += [.linkText(entry), .linkTarget(entry)]
      input += Array(entry.object.utf8) + [UInt8(ascii: "\n")]
      input += Array((commit + ":" + (entry.name.hasPrefix("../") ? "" : "./")).utf8) + entry.nameBytes
      input.append(UInt8(ascii: "\n"))
    }
    guard !requests.isEmpty else { return result }
    let answers = try batchAnswers(input, count: requests.count)
    var linkText = ""
    for (request, answer) in zip(requests, answers) {
      switch (request, answer) {
      case (.file(let entry), .blob(let bytes)):
        result.files.append((entry.name, bytes))
      case (.linkText, .blob(let bytes)):
        linkText = String(decoding: bytes, as: UTF8.self)
      case (.file(let entry), _), (.linkText(let entry), _):
        // The repository lacks an object its tree names (a partial clone, corruption): going on
        // would leave the file out and its removed intents unreported.
        throw Failure(
          message: "git cat-file cannot read \(entry.name) in \(revision) (object \(entry.object) is missing)"
        )
      case (.linkTarget(let entry), let answer):
        if let file = read(entry, answer, linkText: linkText, into: &result.warnings) {
          result.files.append((entry.name, file))
        }
      }
    }
    return result
  }

  /// The contents a link leads to in the revision, or `nil` with a warning saying why it is left
  /// out of the base.
  private func read(
    _ entry: Entry,
    _ answer: GitBatchOutput.Answer,
    linkText: String,
    into warnings: inout [String]
  ) -> [UInt8]? {
    let link = "in \(revision) this is a symbolic link to '\(linkText)'"
    switch answer {
    case .blob(let bytes):
      return bytes
    case .linkOutOfRepository:
      // Git holds no version of that file. If the working tree still has the same link, the file
      // as it is now stands for it (so that it is not reported as added); otherwise it is unknown.
      if FileStatus.linkTarget(entry.name) == linkText,
        case .success(let bytes?) = FileReader.readRegularFile(entry.name)
      {
        warnings.append("\(entry.name): warning: \(link), out of the repository; it is compared as it is now")
        return bytes
      }
      warnings.append("\(entry.name): warning: \(link), out of the repository; it is left out of the base")
    case .brokenLink(let reason):
      let why =
        switch reason {
        case "loop": "the links form a loop"
        case "notdir": "its target's path goes through a file"
        default: "which does not exist there"
        }
      warnings.append("\(entry.name): warning: \(link), \(why); it is left out of the base")
    case .otherObject(type: "tree"):
      // A link to a directory: not followed, as in the working tree.
      break
    case .otherObject(let type):
      warnings.append("\(entry.name): warning: \(link), a \(type) object, not a file; it is left out of the base")
    case .notFound(let reason):
      warnings.append("\(entry.name): warning: \(link), which git cannot find (\(reason)); it is left out of the base")
    }
    return nil
  }

  /// Runs `git cat-file --batch --follow-symlinks` on `input` (one request a line) and returns its
  /// `count` answers.
  private func batchAnswers(_ input: [UInt8], count: Int) throws(Failure) -> [GitBatchOutput.Answer] {
    let output = try GitCommand.run(["cat-file", "--batch", "--follow-symlinks"], input: input)
    let answers: [GitBatchOutput.Answer]
    do {
      answers = try GitBatchOutput.answers(in: output)
    } catch {
      throw Failure(message: "git cat-file gave output that intentgen cannot read")
    }
    guard answers.count == count else {
      throw Failure(message: "git cat-file answered \(answers.count) of \(count) requests")
    }
    return answers
  }

  /// The object the revision names, so that `object:path` requests work for any spelling of it
  /// (`:/fix` holds a colon; `:/fix^{tree}` would search for that text). Asked of `cat-file` on its
  /// input, where no spelling can be taken for an option.
  private func resolvedRevision() throws(Failure) -> String {
    let output = try GitCommand.run(["cat-file", "--batch-check=%(objectname)"], input: Array((revision + "\n").utf8))
    let object = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !object.isEmpty, object.allSatisfy(\.isHexDigit) else {
      throw Failure(message: "git cat-file cannot find the revision \(revision)")
    }
    return object
  }

  /// Whether `name`, as `git ls-tree` prints it, is in a hidden directory (or is a hidden file) below
  /// the path argument it was listed for, as `SourceCollector` skips them in the working tree. The
  /// argument's own components do not count: `..` (a path outside the current directory) and
  /// `.config/App` are where the user asked to look.
  private static func isHidden(_ name: String, under arguments: [[Substring]]) -> Bool {
    let components: [Substring] = name.split(separator: "/")
    var argument = 0
    if let longest = arguments.filter({ components.starts(with: $0) }).map({ $0.count }).max() {
      argument = longest
    } else {
      argument = components.prefix { $0 == ".." }.count
    }
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
