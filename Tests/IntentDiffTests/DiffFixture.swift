import Foundation
import IntentDiff
import IntentEmit
import IntentModel
import SwiftScan

/// Builds surfaces from Swift source strings and the sample apps, for the diff tests.
enum DiffFixture {
  /// The model of one file's source, module `App`.
  static func model(_ source: String, path: String = "App.swift") -> AppIntentsModel {
    AppIntentsModel.extract(from: [SourceScanner.scan(SourceFile(path: path, text: source))], module: "App")
  }

  /// The surface of one file's source.
  static func surface(_ source: String) -> IntentSurface {
    IntentSurface(model: model(source))
  }

  /// The changes from `old` to `new` source.
  static func changes(_ old: String, _ new: String) -> [SurfaceChange] {
    SurfaceDiff.changes(from: surface(old), to: surface(new))
  }

  /// The repository root, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Examples/<name>/Sources/<name>` files as `(relative path, text)`, sorted by path.
  static func exampleSources(_ name: String) throws -> [(path: String, text: String)] {
    let root = repositoryRoot.appendingPathComponent("Examples/\(name)")
    let sources = root.appendingPathComponent("Sources/\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
    return try names.sorted().map { file in
      let path = "Sources/\(name)/\(file)"
      return (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The model of an example's sources, after `edit` changed some of them.
  static func exampleModel(
    _ name: String,
    edit: (inout [String: String]) -> Void = { _ in }
  ) throws -> AppIntentsModel {
    var files: [String: String] = [:]
    for (path, text) in try exampleSources(name) { files[path] = text }
    edit(&files)
    // As `intentgen diff` does: generated files are not read; the model adds what they declare.
    let parsed = files.keys.sorted().filter { !GeneratedFileHeader.isGenerated(Array((files[$0] ?? "").utf8)) }.map {
      path in
      SourceScanner.scan(SourceFile(path: path, text: files[path] ?? ""))
    }
    return AppIntentsModel.extract(from: parsed, module: name).includingGeneratedCode()
  }

  /// `Tests/IntentDiffTests/Golden/<name>`.
  static func goldenFile(_ name: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/IntentDiffTests/Golden/\(name)")
  }

  /// FieldNotes with a realistic change: `CreateNoteIntent.noteTitle` renamed to `title`, the
  /// `high` priority removed, a phrase added to the Create Note shortcut.
  static func editFieldNotes(_ files: inout [String: String]) {
    let intent = "Sources/FieldNotes/CreateNoteIntent.swift"
    files[intent] = files[intent]?.replacingOccurrences(of: "var noteTitle: String", with: "var title: String")
      .replacingOccurrences(of: "\\.$noteTitle", with: "\\.$title")
    let priority = "Sources/FieldNotes/Priority.swift"
    files[priority] = files[priority]?.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("case high") && !$0.contains(".high:") }.joined(separator: "\n")
    let shortcuts = "Sources/FieldNotes/FieldNotesShortcuts.swift"
    files[shortcuts] = files[shortcuts]?.replacingOccurrences(
      of: "\"New \\(.applicationName) note\",",
      with: "\"New \\(.applicationName) note\",\n        \"Jot down a note in \\(.applicationName)\","
    )
  }
}
