import Foundation
import XCTest

// Support for the tests that compile against the stubs (`StubModuleTests`, `ConstValuesDifferentialTests`,
// `GeneratedCodeCompilationTests`): builds the App Intents, Core Spotlight and Foundation Models stub
// modules of `Stubs/` with `swiftc` and type-checks code against them (`Stubs/README.md` gives the same
// commands). The const-value extraction is in IntentModelTests (`StubBuild+ConstValues.swift`).

/// Why the stub modules or a compilation against them are not available.
public enum StubBuildFailure: Error, CustomStringConvertible {
  /// Not a failure: the platform cannot run these tests (no `swiftc`, or an Apple SDK).
  case skipped(String)
  case failed(String)

  public var description: String {
    switch self {
    case .skipped(let reason): "skipped: \(reason)"
    case .failed(let message): message
    }
  }
}

/// `swiftc` from `PATH`, run with its output captured through a file.
public struct StubCompiler: Sendable {
  public var executable: URL

  public static func locate() -> StubCompiler? {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return StubCompiler(executable: candidate) }
    }
    return nil
  }

  public struct Output {
    public var status: Int32
    /// Standard output and standard error, interleaved.
    public var stderr: String
  }

  public func run(_ arguments: [String], in directory: URL) throws -> Output {
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
public struct StubBuild: Sendable {
  /// The protocols whose conformances the compiler extracts values for, as Xcode passes them
  /// (swift-build's built-in list, plus ExtensionKit's; reference/app-intents-metadata.md §3).
  /// The repository's root directory (this file is `Tests/StubToolchain/StubToolchain.swift`).
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static let constGatherProtocols = [
    "AppIntent", "EntityQuery", "AppEntity", "TransientEntity", "AppEnum", "AppShortcutProviding",
    "AppShortcutsProvider", "AnyResolverProviding", "AppIntentsPackage", "DynamicOptionsProvider",
    "_IntentValueRepresentable", "_AssistantIntentsProvider", "_GenerativeFunctionExtractable", "IntentValueQuery",
    "Resolver", "AppExtension", "ExtensionPointDefining",
  ]

  public var compiler: StubCompiler
  public var directory: URL
  /// The compiler's output for each stub module, in build order.
  public var moduleLogs: [(String, String)]

  /// The modules, built once per test process by the first test that needs them (about 2 s) and
  /// removed when the process exits. Both test classes that compile against the stubs share them.
  public static let shared: Result<StubBuild, StubBuildFailure> = {
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
  public static func get() throws -> StubBuild {
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
    // CoreSpotlight first: AppIntents imports it, as in the SDK; FoundationModels (its stub carries
    // the Spotlight overlay) imports it too.
    for module in ["CoreSpotlight", "AppIntents", "FoundationModels"] {
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
  public func typeCheck(files: [String], module: String) throws -> StubCompiler.Output {
    try compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", module, "-I", directory.path] + files,
      in: directory
    )
  }

  /// The absolute paths of the `.swift` files in a repository directory and its subdirectories
  /// (an example's checked-in `Generated/` code), sorted.
  public static func swiftFiles(in directory: String) throws -> [String] {
    let url = repositoryRoot.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else {
      throw StubBuildFailure.failed("cannot list \(directory)")
    }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { url.appendingPathComponent($0).path }
  }

  /// Code an example needs that intentgen's build plugin generates at build time, by the example's
  /// repository-relative source directory: the golden file of `IntentGenerateTests` that holds
  /// exactly what the plugin writes (`intentgen build`'s single output file).
  public static let buildTimeGeneratedFiles: [String: String] = [
    "Examples/Trails/Sources/Trails": "Tests/IntentGenerateTests/Golden/Trails/Trails+Intentgen.swift"
  ]

  /// Example files that cannot type-check against the stubs, by repository-relative path, with the
  /// reason: they use macros the stubs cannot provide (`Stubs/README.md`, "Not stubbed"). They are
  /// left out of every compilation against the stubs, and of the extraction they are compared with.
  public static let filesNeedingMacros: [String: String] = [
    "Examples/FieldNotes/Sources/FieldNotes/SiriNoteSchema.swift":
      "@AppEntity(schema:) and @AppIntent(schema:) are macros, and the schema types use IntentFile"
  ]

  /// `swiftFiles(in:)` without `filesNeedingMacros`, with `buildTimeGeneratedFiles`.
  public static func typeCheckableSwiftFiles(in directory: String) throws -> [String] {
    let generated = buildTimeGeneratedFiles[directory].map { [repositoryRoot.appendingPathComponent($0).path] } ?? []
    return try swiftFiles(in: directory).filter { filesNeedingMacros[relativePath($0)] == nil } + generated
  }

  /// A path relative to the repository root.
  public static func relativePath(_ path: String) -> String {
    let root = repositoryRoot.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}

/// The stub directory `StubBuild.shared` removes at exit (an `atexit` handler cannot capture it).
nonisolated(unsafe) private var stubDirectoryToRemove: String?
