import SwiftScan

/// The string constants of a target (`static let indexName = "Notes"`, a top-level
/// `private let presetIndexName = "presets"`) by qualified name, so that an argument written as a
/// constant (`CSSearchableIndex(name: Indexes.notes)`) can be read as the string it stands for.
struct StringConstants: Sendable {
  /// Values by qualified name: `NoteIndexer.indexName`; top-level ones by their name.
  private var values: [String: String] = [:]

  init(files: [ParsedFile]) {
    for file in files { collect(file.declarations, scope: "") }
  }

  private mutating func collect(_ declarations: [Declaration], scope: String) {
    for declaration in declarations {
      if declaration.kind == .let || declaration.kind == .var {
        for binding in declaration.bindings {
          guard let value = binding.initializer?.staticString else { continue }
          values[scope.isEmpty ? binding.name : scope + "." + binding.name] = value
        }
      } else if declaration.kind.isTypeLike {
        let name = declaration.kind == .extension || scope.isEmpty ? declaration.name : scope + "." + declaration.name
        collect(declaration.members, scope: name)
      }
    }
  }

  /// The string value of an identifier chain written at byte `offset` of `file` (`indexName`,
  /// `Self.indexName`, `NoteIndexer.indexName`), looked up from the innermost enclosing type outwards.
  func value(of chain: String, at offset: Int, in file: ParsedFile) -> String? {
    var components = chain.split(separator: ".").map(String.init)
    while let first = components.first, first == "Self" || first == "self" { components.removeFirst() }
    guard !components.isEmpty else { return nil }
    let name = components.joined(separator: ".")
    for scope in file.enclosingTypeNames(around: offset) {
      if let value = values[scope + "." + name] { return value }
    }
    return values[name]
  }
}
