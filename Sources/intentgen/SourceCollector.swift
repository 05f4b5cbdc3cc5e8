import IntentFileSystem
import SwiftScan

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths given on the command line into the list of Swift files to scan.
///
/// - A directory is searched recursively for `.swift` files. Hidden entries (names starting with
///   `.`, which includes `.build` and `.git`) are skipped, and so are symbolic links to directories,
///   which could form cycles; symbolic links to files are followed.
/// - Any other path is taken as a file, whatever its extension, so a missing or unreadable file is
///   reported when it is read: `path: error: cannot read file: <reason>`.
/// - Files are sorted by their display path (UTF-8 byte order), so output does not depend on the
///   order of arguments or of directory entries, and deduplicated: a file reached by two paths (a
///   linked directory, a hard link) is kept under the first.
///
/// Display paths are relative to the current directory when the file is under it, else absolute.
struct SourceCollector {
  /// One file to scan.
  struct Input: Hashable, Sendable {
    /// The path shown in output and diagnostics.
    var path: String
    /// The path used to open the file: as given (joined with its directory), not normalized, so
    /// `..` after a symbolic link means what the file system says it means.
    var openPath: String
  }

  /// A directory that could not be listed.
  struct Problem: Hashable {
    var path: String
    var message: String
  }

  /// The absolute, normalized current directory.
  let currentDirectory: String

  init(currentDirectory: String) {
    self.currentDirectory = Self.normalize(currentDirectory)
  }

  /// The files under `arguments`, sorted and deduplicated, and the directories that could not be read.
  /// Directories contribute their `.swift` files and the files named in `otherNames`.
  func collect(_ arguments: [String], otherNames: Set<String> = []) -> (inputs: [Input], problems: [Problem]) {
    var inputs: [String: Input] = [:]  // by normalized absolute path
    var problems: [Problem] = []

    func add(openPath: String) {
      let absolute = absolutePath(openPath)
      if inputs[absolute] == nil {
        inputs[absolute] = Input(path: displayPath(absolute), openPath: openPath)
      }
    }

    for argument in arguments {
      guard isDirectory(argument, followingLinks: true) else {
        add(openPath: argument)
        continue
      }
      var pending = [argument]
      while let directory = pending.popLast() {
        let listing = entries(of: directory)
        if let problem = listing.problem {
          problems.append(Problem(path: displayPath(absolutePath(directory)), message: problem))
        }
        for name in listing.names where !name.hasPrefix(".") {
          let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
          let status: FileStatus
          switch FileStatus.of(path, followingLinks: false) {
          case .success(let found):
            status = found
          case .failure(let failure):
            // Gone since the listing, or out of reach (a path longer than PATH_MAX): the latter
            // would otherwise be skipped without a word.
            if failure.code != ENOENT {
              problems.append(Problem(path: displayPath(absolutePath(path)), message: "cannot read: " + failure.reason))
            }
            continue
          }
          if status.kind == .directory {
            pending.append(path)
          } else if name.hasSuffix(".swift") || otherNames.contains(name) {
            if FileStatus.isRegularFile(path) {
              add(openPath: path)
            } else if let reason = FileStatus.whyNotAFile(path) {
              // The compiler would fail on it: reported rather than skipped without a word. (A
              // link to a directory is not followed, as any directory link.)
              let advice =
                status.kind == .symbolicLink
                ? "remove the link or point it at the file" : "intentgen reads only regular files in directories"
              problems.append(Problem(path: displayPath(absolutePath(path)), message: reason + "; " + advice))
            }
          }
        }
      }
    }

    // A file reached twice (through a linked directory, or a hard link) is scanned once, under
    // the first of its paths.
    var seen = Set<FileIdentity>()
    let sorted = inputs.values.sorted { UTF8Text.precedes($0.path, $1.path) }.filter { input in
      guard let identity = FileIdentity(path: input.openPath) else { return true }
      return seen.insert(identity).inserted
    }
    problems.sort { UTF8Text.precedes($0.path, $1.path) }
    return (sorted, problems)
  }

  // MARK: - Paths

  /// `path` made absolute against the current directory, with `.`, `..` and repeated `/` removed.
  func absolutePath(_ path: String) -> String {
    Self.normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
  }

  /// `absolute` relative to the current directory when it is under it (`.` for the directory itself).
  func displayPath(_ absolute: String) -> String {
    if absolute == currentDirectory { return "." }
    let prefix = currentDirectory == "/" ? "/" : currentDirectory + "/"
    guard absolute.hasPrefix(prefix) else { return absolute }
    return String(absolute.dropFirst(prefix.count))
  }

  private static func normalize(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  // MARK: - File system

  /// A directory's entries: the names to look at, and what could not be read, if anything.
  private struct Listing {
    var names: [String] = []
    var problem: String?
  }

  private func entries(of directory: String) -> Listing {
    guard let stream = opendir(directory) else {
      return Listing(problem: "cannot read directory: " + String(cString: strerror(errno)))
    }
    defer { closedir(stream) }
    var listing = Listing()
    var undecodable: [String] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard let name = UTF8Text.decode(bytes) else {
        // A name that is not UTF-8 cannot be spelled as a path here. A Swift file or a directory
        // so named would be skipped without a word; anything else does not matter.
        let isSwift = bytes.count > 6 && bytes.suffix(6).elementsEqual(".swift".utf8)
        let isDirectory = entry.pointee.d_type == UInt8(DT_DIR) || entry.pointee.d_type == UInt8(DT_UNKNOWN)
        if bytes.first != UInt8(ascii: ".") && (isSwift || isDirectory) {
          undecodable.append(String(decoding: bytes, as: UTF8.self))
        }
        continue
      }
      if name != "." && name != ".." { listing.names.append(name) }
    }
    if !undecodable.isEmpty {
      let names = undecodable.sorted().map { "'\($0)'" }.joined(separator: ", ")
      listing.problem = "cannot read \(names) in this directory: the name is not valid UTF-8; rename it"
    }
    return listing
  }

  /// Whether `path` names a directory (through a symbolic link when `followingLinks`).
  func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
    FileStatus.isDirectory(path, followingLinks: followingLinks)
  }

  /// Whether `path` names a regular file (through symbolic links).
  func isFile(_ path: String) -> Bool {
    FileStatus.isRegularFile(path)
  }
}
