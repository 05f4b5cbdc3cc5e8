import Foundation
import XCTest

// Support for `StubModuleTests` and `ConstValuesDifferentialTests`: builds the App Intents and Core
// Spotlight stub modules of `Stubs/` with `swiftc`, type-checks code against them, and runs the
// compiler's const-value extraction the way Xcode does (`Stubs/README.md` gives the same commands).

/// Why the stub modules or a compilation against them are not available.
enum StubBuildFailure: Error, CustomStringConvertible {
  /// Not a failure: the platform cannot run these tests (no `swiftc`, or an Apple SDK).
  case skipped(String)
  case failed(String)

  var description: String {
    switch self {
    case .skipped(let reason): "skipped: \(reason)"
    case .failed(let message): message
    }
  }
}

/// `swiftc` from `PATH`, run with its output captured through a file.
struct StubCompiler: Sendable {
  var executable: URL

  static func locate() -> StubCompiler? {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return StubCompiler(executable: candidate) }
    }
    return nil
  }

  struct Output {
    var status: Int32
    /// Standard output and standard error, interleaved.
    var stderr: String
  }

  func run(_ arguments: [String], in directory: URL) throws -> Output {
    let logURL = directory.appendingPathComponent("swiftc-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: logURL) }
    let log = try FileHandle(forWritingTo: logURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = log
    process.standardError = log
    try process.run()
    process.waitUntilExit()
    try log.close()
    return Output(
      status: process.terminationStatus,
      stderr: String(decoding: try Data(contentsOf: logURL), as: UTF8.self)
    )
  }
}

/// The CoreSpotlight and AppIntents stub modules, built into a temporary directory.
struct StubBuild: Sendable {
  /// The protocols whose conformances the compiler extracts values for, as Xcode passes them
  /// (swift-build's built-in list, plus ExtensionKit's; reference/app-intents-metadata.md §3).
  static let constGatherProtocols = [
    "AppIntent", "EntityQuery", "AppEntity", "TransientEntity", "AppEnum", "AppShortcutProviding",
    "AppShortcutsProvider", "AnyResolverProviding", "AppIntentsPackage", "DynamicOptionsProvider",
    "_IntentValueRepresentable", "_AssistantIntentsProvider", "_GenerativeFunctionExtractable", "IntentValueQuery",
    "Resolver", "AppExtension", "ExtensionPointDefining",
  ]

  var compiler: StubCompiler
  var directory: URL
  /// The compiler's output for each stub module, in build order.
  var moduleLogs: [(String, String)]

  /// The modules, built once per test process by the first test that needs them (about 2 s) and
  /// removed when the process exits. Both test classes that compile against the stubs share them.
  static let shared: Result<StubBuild, StubBuildFailure> = {
    let result = Result { try StubBuild.make() }.mapError { $0 as? StubBuildFailure ?? .failed("\($0)") }
    if case .success(let build) = result {
      stubDirectoryToRemove = build.directory.path
      atexit {
        if let path = stubDirectoryToRemove { try? FileManager.default.removeItem(atPath: path) }
      }
    }
    return result
  }()

  /// The shared build, or the `XCTSkip` / error that explains why there is none.
  static func get() throws -> StubBuild {
    switch shared {
    case .success(let build): return build
    case .failure(.skipped(let reason)): throw XCTSkip(reason)
    case .failure(let failure): throw failure
    }
  }

  static func make() throws -> StubBuild {
    #if canImport(Darwin)
    throw StubBuildFailure.skipped(
      "the App Intents stubs are for platforms without the real SDK; on Apple platforms build with Xcode"
    )
    #else
    guard let compiler = StubCompiler.locate() else {
      throw StubBuildFailure.skipped("no swiftc on PATH: cannot compile the App Intents stub modules")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentgen-stubs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var logs: [(String, String)] = []
    // CoreSpotlight first: AppIntents imports it, as in the SDK.
    for module in ["CoreSpotlight", "AppIntents"] {
      let sources = try swiftFiles(in: "Stubs/\(module)")
      let output = try compiler.run(
        ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module]
          + sources
          + [
            "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path, "-I", directory.path,
          ],
        in: directory
      )
      guard output.status == 0 else {
        try? FileManager.default.removeItem(at: directory)
        throw StubBuildFailure.failed("the \(module) stub module does not compile:\n\(output.stderr)")
      }
      logs.append((module, output.stderr))
    }
    try JSONSerialization.data(withJSONObject: constGatherProtocols)
      .write(to: directory.appendingPathComponent("const-gather-protocols.json"))
    return StubBuild(compiler: compiler, directory: directory, moduleLogs: logs)
    #endif
  }

  /// Type-checks `files` as module `module` against the stubs.
  func typeCheck(files: [String], module: String) throws -> StubCompiler.Output {
    try compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", module, "-I", directory.path] + files,
      in: directory
    )
  }

  /// Runs the const-value extraction the way Xcode does: the driver's `-emit-const-values`, one
  /// `.swiftconstvalues` file per source file through an output file map, and the protocol list
  /// passed to the frontend. All files of the module are compiled in one `swiftc` call.
  func constValues(files: [String], module: String) throws -> ConstValues {
    let outputDirectory = directory.appendingPathComponent("constvalues-\(module)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputDirectory) }
    var outputFileMap: [String: [String: String]] = [:]
    for file in files {
      let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      outputFileMap[file] = ["const-values": outputDirectory.appendingPathComponent("\(name).swiftconstvalues").path]
    }
    let mapURL = outputDirectory.appendingPathComponent("output-file-map.json")
    try JSONSerialization.data(withJSONObject: outputFileMap).write(to: mapURL)
    let output = try compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", module, "-I", directory.path]
        + files
        + [
          "-emit-const-values", "-output-file-map", mapURL.path,
          "-Xfrontend", "-const-gather-protocols-file",
          "-Xfrontend", directory.appendingPathComponent("const-gather-protocols.json").path,
        ],
      in: directory
    )
    guard output.status == 0 else {
      throw StubBuildFailure.failed("const-value extraction of \(module) failed:\n\(output.stderr)")
    }
    var values = ConstValues()
    for file in outputFileMap.values.compactMap({ $0["const-values"] }).sorted() {
      let name = URL(fileURLWithPath: file).lastPathComponent
      let list = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
      guard let types = list as? [[String: Any]] else {
        throw StubBuildFailure.failed("\(name) is not a JSON array of objects")
      }
      if types.isEmpty { values.emptyFiles.append(name) }
      for type in types {
        guard type["typeName"] is String else { throw StubBuildFailure.failed("a type in \(name) has no typeName") }
        values.add(type)
      }
    }
    return values
  }

  /// The absolute paths of the `.swift` files directly in a repository directory, sorted.
  static func swiftFiles(in directory: String) throws -> [String] {
    let url = repositoryRoot.appendingPathComponent(directory)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { url.appendingPathComponent($0).path }
  }

  /// Example files that cannot type-check against the stubs, by repository-relative path, with the
  /// reason: they use macros the stubs cannot provide (`Stubs/README.md`, "Not stubbed"). They are
  /// left out of every compilation against the stubs, and of the extraction they are compared with.
  static let filesNeedingMacros: [String: String] = [
    "Examples/FieldNotes/Sources/FieldNotes/SiriNoteSchema.swift":
      "@AppEntity(schema:) and @AppIntent(schema:) are macros, and the schema types use IntentFile"
  ]

  /// `swiftFiles(in:)` without `filesNeedingMacros`.
  static func typeCheckableSwiftFiles(in directory: String) throws -> [String] {
    try swiftFiles(in: directory).filter { filesNeedingMacros[relativePath($0)] == nil }
  }

  /// A path relative to the repository root.
  static func relativePath(_ path: String) -> String {
    let root = repositoryRoot.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}

/// The stub directory `StubBuild.shared` removes at exit (an `atexit` handler cannot capture it).
nonisolated(unsafe) private var stubDirectoryToRemove: String?
