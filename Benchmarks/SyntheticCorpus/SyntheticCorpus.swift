import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A deterministic generator of realistic Swift source for benchmarking the scanner.
///
/// The corpus is organised in modules (`Module1/`, `Module2/`…) of a few dozen files each, about
/// half App Intents declarations (entities with queries, enums, intents with parameter summaries and
/// `perform()` bodies, one `AppShortcutsProvider` per module) and half ordinary app code (stores,
/// models, generics, SwiftUI views, parsing helpers, classes). Files are 2–40 KB.
///
/// Everything is drawn from a `SplitMix64` stream seeded with `seed`, and bytes are produced
/// without dictionaries, sets, locales or floating-point printing, so a seed yields byte-identical
/// output on every machine and Swift version.
public struct SyntheticCorpus: Sendable {
  /// One generated source file: its path relative to the corpus root and its UTF-8 contents.
  public struct File: Sendable {
    /// Relative path such as `Module3/NoteEntity17.swift`.
    public var path: String
    /// The file's contents: valid UTF-8 ending with a newline.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// The seed every file's random stream derives from.
  public let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// The kinds of file a module is made of.
  private enum FileKind {
    case entities, intents, appCode
  }

  /// Files whose sizes add up to at least `totalBytes`, named like `Module3/NoteEntity17.swift`.
  ///
  /// The list for a smaller size is a prefix of the list for a larger one, except for the last
  /// module's shortcuts file, which lists the intents generated so far.
  public func generate(totalBytes: Int) -> [File] {
    var master = SplitMix64(seed: seed)
    var files: [File] = []
    files.reserveCapacity(max(0, totalBytes / 12_000) + 4)
    var total = 0
    var counter = 0
    var moduleIndex = 0
    while total < totalBytes {
      moduleIndex += 1
      var module = ModuleState(index: moduleIndex)
      let fileCount = master.int(in: 12...48)
      var fileInModule = 0
      while fileInModule < fileCount && total < totalBytes {
        var builder = FileBuilder(rng: master.fork(), capacity: 48 * 1024, module: module, counter: counter)
        let kind: FileKind
        if fileInModule == 0 {
          kind = .entities
        } else {
          switch builder.rng.below(20) {
          case 0..<4: kind = .entities
          case 4..<9: kind = .intents
          default: kind = .appCode
          }
        }
        let name = Self.writeFile(kind, into: &builder)
        files.append(File(path: "Module\(moduleIndex)/\(name).swift", bytes: builder.out.bytes))
        total += builder.out.count
        module = builder.module
        counter = builder.counter
        fileInModule += 1
      }
      var builder = FileBuilder(rng: master.fork(), capacity: 8 * 1024, module: module, counter: counter)
      builder.appIntentsImports()
      builder.shortcutsProvider()
      files.append(File(path: "Module\(moduleIndex)/Module\(moduleIndex)Shortcuts.swift", bytes: builder.out.bytes))
      total += builder.out.count
    }
    return files
  }

  /// Generates the corpus and writes it under `directory`, creating directories as needed.
  public func write(totalBytes: Int, to directory: String) throws {
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    var createdDirectory = ""
    for file in generate(totalBytes: totalBytes) {
      let url = root.appendingPathComponent(file.path, isDirectory: false)
      let parent = url.deletingLastPathComponent()
      if parent.path != createdDirectory {
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        createdDirectory = parent.path
      }
      try writeBytes(file.bytes, to: url.path)
    }
  }

  /// Writes one file of `kind` of a random target size; returns its primary declaration's name.
  private static func writeFile(_ kind: FileKind, into builder: inout FileBuilder) -> String {
    // Skewed towards small files: 2 KB plus up to 34 KB, quadratically; the last unit overshoots.
    let r = builder.rng.below(1024)
    let target = 2048 + 34_816 * r * r / (1024 * 1024)
    var name = ""
    switch kind {
    case .entities:
      builder.appIntentsImports()
      repeat {
        let declared = builder.chance(1, in: 4) ? builder.appEnum() : builder.entityWithQuery()
        if name.isEmpty { name = declared }
      } while builder.out.count < target
    case .intents:
      builder.appIntentsImports()
      let topic = builder.pick(Vocabulary.topics)
      let errorType = builder.intentError(topic: topic)
      repeat {
        let declared = builder.intent(topic: topic, errorType: errorType)
        if name.isEmpty { name = declared }
      } while builder.out.count < target
    case .appCode:
      builder.appCodeImports()
      repeat {
        let declared = builder.appCodeUnit()
        if name.isEmpty { name = declared }
      } while builder.out.count < target
    }
    return name
  }
}

/// A file of the corpus could not be written.
struct CorpusWriteError: Error, CustomStringConvertible {
  var path: String
  var code: Int32

  var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
}

/// Writes `bytes` to `path` with plain POSIX calls: Foundation's `Data.write` on Linux syncs every
/// file, which makes writing thousands of them take seconds.
private func writeBytes(_ bytes: [UInt8], to path: String) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { throw CorpusWriteError(path: path, code: errno) }
  defer { close(descriptor) }
  try bytes.withUnsafeBytes { buffer in
    var written = 0
    while written < buffer.count {
      let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        throw CorpusWriteError(path: path, code: errno)
      }
      written += result
    }
  }
}
