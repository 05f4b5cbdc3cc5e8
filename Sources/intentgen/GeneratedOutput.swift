import Foundation
import IntentEmit
import IntentGenerate

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `generate` and `build` put generated code, and how it compares with what is on disk.
///
/// An output ending in `.swift` is one file holding everything (what a build-tool plugin declares
/// as its output); any other output is a directory with one file per generated unit, where a
/// generated file that is no longer produced is removed. Only files that start with the
/// generated-file header are ever removed, and only regular files are read, so a pipe or a link to a
/// device in the output directory is left alone.
struct GeneratedOutput {
  /// A file to write: its path and content.
  struct File: Hashable {
    var path: String
    var bytes: [UInt8]
  }

  var files: [File]
  /// Generated files in the output directory that the generator no longer produces.
  var obsolete: [String]

  init(files: [File], obsolete: [String] = []) {
    self.files = files
    self.obsolete = obsolete
  }

  init(_ result: GenerationResult, output: String) {
    if output.hasSuffix(".swift") {
      let name = (output as NSString).lastPathComponent
      files = [File(path: output, bytes: Array(GeneratedFile.combining(result.files, named: name).text.utf8))]
      obsolete = []
    } else {
      files = result.files.map { File(path: Self.join(output, $0.name), bytes: Array($0.text.utf8)) }
      let produced = Set(files.map(\.path))
      obsolete = Self.generatedFiles(in: output).filter { !produced.contains($0) }
    }
  }

  /// The files whose content on disk differs from the generated one (or that are missing), then
  /// the obsolete ones: what `--check` reports.
  var stale: [String] {
    let outdated = files.filter { file in
      guard case .file(let bytes) = Self.existing(at: file.path) else { return true }
      return bytes != file.bytes
    }
    return outdated.map(\.path) + obsolete
  }

  /// Why files cannot be written: each destination that is one of `inputs`, unless it is a
  /// generated file (which the command skipped when reading). Nothing may be written when this is
  /// not empty.
  func refusals(inputs: InputFiles) -> [OutputFile.Failure] {
    files.compactMap { file in
      guard inputs.contains(file.path) else { return nil }
      if case .file(let bytes) = Self.existing(at: file.path), GeneratedFileHeader.isGenerated(bytes) { return nil }
      return InputFiles.refusal(file.path)
    }
  }

  /// Writes the files that changed and removes the obsolete ones. Returns the paths written or
  /// removed, or the first failure.
  func write() -> Result<[String], OutputFile.Failure> {
    var changed: [String] = []
    for file in files {
      let directory = (file.path as NSString).deletingLastPathComponent
      if !directory.isEmpty {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      }
      do {
        if try OutputFile.write(file.bytes, to: file.path) { changed.append(file.path) }
      } catch {
        return .failure(error)
      }
    }
    for path in obsolete {
      do {
        try FileManager.default.removeItem(atPath: path)
        changed.append(path)
      } catch {
        return .failure(OutputFile.Failure(path: path, message: "cannot remove obsolete generated file"))
      }
    }
    return .success(changed)
  }

  /// The `.swift` files directly in `directory` that start with the generated-file header, sorted.
  /// Only regular files are read (through symbolic links): a pipe or a device is never generated.
  static func generatedFiles(in directory: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { join(directory, $0) }.filter { path in
      guard case .file(let bytes) = existing(at: path) else { return false }
      return GeneratedFileHeader.isGenerated(bytes)
    }
  }

  /// What is at a path, as far as writing generated code over it is concerned.
  private enum Existing {
    /// Nothing (or a dangling symbolic link).
    case none
    /// A regular file (through symbolic links), with its bytes.
    case file([UInt8])
    /// A regular file that cannot be read.
    case unreadable(FileReader.Failure)
    /// A directory (through symbolic links).
    case directory
    /// A pipe, a device or a socket: never read, since reading it may block or never end.
    case other
  }

  private static func existing(at path: String) -> Existing {
    var status = stat()
    guard stat(path, &status) == 0 else { return .none }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      switch FileReader.read(path) {
      case .success(let bytes): return .file(bytes)
      case .failure(let failure): return .unreadable(failure)
      }
    case S_IFDIR:
      return .directory
    default:
      return .other
    }
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
