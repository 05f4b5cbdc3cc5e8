import Foundation
import IntentEmit
import IntentGenerate
import IntentModel
import SwiftScan

/// A target the generator tests run on: an example app or a fixture, its module name, the
/// options it is generated with, and where its expected output lives.
struct GenerationSubject {
  /// How the expected output is kept.
  enum Golden {
    /// One file per generated unit, in a repository directory (the example's checked-in
    /// `Generated/` folder, or a folder of `Golden/`).
    case directory(String)
    /// Everything in one file, as `intentgen build` writes it for the build plugin.
    case singleFile(String)
  }

  var name: String
  var module: String
  /// Repository-relative directory of the sources.
  var sources: String
  var options = GenerationOptions()
  var golden: Golden

  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let fieldNotes = GenerationSubject(
    name: "FieldNotes",
    module: "FieldNotes",
    sources: "Examples/FieldNotes/Sources/FieldNotes",
    golden: .directory("Examples/FieldNotes/Sources/FieldNotes/Generated")
  )
  static let trails = GenerationSubject(
    name: "Trails",
    module: "Trails",
    sources: "Examples/Trails/Sources/Trails",
    golden: .singleFile("Tests/IntentGenerateTests/Golden/Trails/Trails+Intentgen.swift")
  )
  static let tasks = GenerationSubject(
    name: "Tasks",
    module: "Tasks",
    sources: "Tests/IntentGenerateTests/Fixtures/Tasks",
    options: GenerationOptions(deploymentTarget: ["iOS": "27.0", "macOS": "26.0"]),
    golden: .directory("Tests/IntentGenerateTests/Golden/Tasks")
  )
  static let library = GenerationSubject(
    name: "Library",
    module: "Library",
    sources: "Tests/IntentGenerateTests/Fixtures/Library",
    golden: .directory("Tests/IntentGenerateTests/Golden/Library")
  )

  static let catalog = GenerationSubject(
    name: "Catalog",
    module: "Catalog",
    sources: "Tests/IntentGenerateTests/Fixtures/Catalog",
    golden: .directory("Tests/IntentGenerateTests/Golden/Catalog")
  )

  static let all = [fieldNotes, trails, tasks, library, catalog]

  /// The subject's Swift files that are not generated (what `intentgen generate` reads), as
  /// absolute paths, sorted.
  func sourcePaths() throws -> [String] {
    try Self.swiftFiles(in: sources).filter { path in
      !GeneratedFileHeader.isGenerated(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }
  }

  /// The model of the subject's sources, with repository-relative paths, files in `order`.
  func model(order: ([String]) -> [String] = { $0 }) throws -> AppIntentsModel {
    let files = try order(sourcePaths()).map { path in
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      return SourceScanner.scan(SourceFile(path: Self.relative(path), bytes: bytes))
    }
    return AppIntentsModel.extract(from: files, module: module)
  }

  /// What the generator produces for the subject, in the golden's layout: file name → text.
  func generated(order: ([String]) -> [String] = { $0 }) throws -> (files: [String: String], result: GenerationResult) {
    let result = CodeGenerator.generate(try model(order: order), options: options)
    switch golden {
    case .directory:
      return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) }), result)
    case .singleFile(let path):
      let name = URL(fileURLWithPath: path).lastPathComponent
      return ([name: GeneratedFile.combining(result.files, named: name).text], result)
    }
  }

  /// The absolute path of the golden directory, or of the golden file's directory.
  var goldenDirectory: URL {
    switch golden {
    case .directory(let path): Self.repositoryRoot.appendingPathComponent(path)
    case .singleFile(let path): Self.repositoryRoot.appendingPathComponent(path).deletingLastPathComponent()
    }
  }

  /// The `.swift` files in a repository directory and its subdirectories, sorted, absolute.
  static func swiftFiles(in directory: String) throws -> [String] {
    let url = repositoryRoot.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { url.appendingPathComponent($0).path }
  }

  static func relative(_ path: String) -> String {
    let root = repositoryRoot.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
