import Foundation

/// What intentgen reads for one target, chosen the same way by every plugin entry point (SwiftPM and
/// Xcode, build tool and command): the target's Swift files and App Shortcuts phrase catalogs, the
/// `.intentgen.yml` that configures it, and the schema-domain files in the folders it adds.
///
/// The plugins name the files one by one instead of handing intentgen the target directory, so that
/// files the package manifest excludes stay out, and so that every file intentgen reads is a
/// declared input of the build command: changing any of them, and only them, reruns it.
struct TargetInputs {
  /// The name of the module the files are compiled into (`--module`).
  var moduleName: String
  /// The target's directory: where `generate` writes its `Generated` folder.
  var directory: URL
  /// The Swift files, sorted by path.
  var swiftFiles: [URL]
  /// `AppShortcuts.strings` and `AppShortcuts.xcstrings` files, sorted by path.
  var phraseCatalogs: [URL]
  /// The configuration: the first `.intentgen.yml` in the first source's directory or one of its
  /// parents. `intentgen` finds the same file from its first path, which is the first source, so the
  /// plugins do not pass `--config`; they declare the file as an input when it is a regular file.
  /// (A link to nothing is intentgen's error to report: declared, it would stop the build first
  /// with the build system's "missing inputs". The failed command runs again on the next build.)
  var configuration: URL?
  /// The schema-domain YAML files in the configuration's `schemas` folders (`SchemaFolders`).
  var schemaFiles: [URL]

  /// The file names App Intents reads localized phrases from (as `PhraseCatalog.fileNames`).
  static let phraseCatalogNames: Set<String> = ["AppShortcuts.strings", "AppShortcuts.xcstrings"]

  /// The configuration file name intentgen looks for.
  static let configurationName = ".intentgen.yml"

  /// Chooses the inputs among `files` (every file of the target). `directory` is the target's
  /// directory.
  init(moduleName: String, files: [URL], directory: URL) {
    self.moduleName = moduleName
    self.directory = directory.standardizedFileURL
    let sorted = files.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    swiftFiles = sorted.filter { $0.pathExtension == "swift" }
    phraseCatalogs = sorted.filter { Self.phraseCatalogNames.contains($0.lastPathComponent) }
    let start = (swiftFiles + phraseCatalogs).first?.deletingLastPathComponent() ?? directory
    configuration = Self.findConfiguration(from: start)
    schemaFiles = Self.readable(configuration).map(SchemaFolders.files(forConfiguration:)) ?? []
  }

  /// The paths intentgen reads: the Swift files, then the phrase catalogs.
  var sources: [URL] { swiftFiles + phraseCatalogs }

  /// Every file the output depends on: the sources, the configuration and its schema files.
  var inputFiles: [URL] { sources + (readableConfiguration.map { [$0] } ?? []) + schemaFiles }

  /// The configuration when it is a regular file (through links): one to nothing is not an input,
  /// and a named pipe is never read (reading it would wait for a writer).
  var readableConfiguration: URL? { Self.readable(configuration) }

  private static func readable(_ configuration: URL?) -> URL? {
    guard let configuration,
      let type = try? FileManager.default.attributesOfItem(atPath: configuration.resolvingSymlinksInPath().path)[.type]
        as? FileAttributeType,
      type == .typeRegular
    else { return nil }
    return configuration
  }

  /// The nearest `.intentgen.yml` in `directory` or one of its parents, as `intentgen` finds it.
  static func findConfiguration(from directory: URL) -> URL? {
    var current = directory.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(configurationName)
      // As intentgen, stop at anything of that name but a directory (a link to nothing included).
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return candidate }
      } else if (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate.path)) != nil {
        return candidate
      }
      let parent = current.deletingLastPathComponent().standardizedFileURL
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The deepest directory that contains all `files` (`/` when they share none), for a target that
  /// has no directory of its own, such as an Xcode target.
  static func commonDirectory(of files: [URL]) -> URL? {
    let directories = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
    guard var common = directories.first else { return nil }
    for components in directories.dropFirst() {
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common), isDirectory: true)
  }

  /// A name usable as a Swift module name: characters other than letters, digits and `_` become
  /// `_`, and a leading digit gets a `_` before it (as Xcode derives `PRODUCT_MODULE_NAME`).
  static func moduleName(for name: String) -> String {
    var result = String(
      name.unicodeScalars.map { scalar -> Character in
        let isWordCharacter = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        return isWordCharacter && scalar.isASCII ? Character(scalar) : "_"
      }
    )
    if let first = result.first, first.isNumber { result = "_" + result }
    return result.isEmpty ? "_" : result
  }
}
