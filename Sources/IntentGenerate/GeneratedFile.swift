import IntentEmit

/// One Swift file intentgen generates: its name, the modules it imports, an optional `#if`
/// condition around all of it, and its declarations.
///
/// The rendered text starts with `GeneratedFileHeader.marker` and `// swiftlint:disable all` and
/// carries no version or date, so the same model always gives the same bytes.
public struct GeneratedFile: Hashable, Sendable {
  /// The file name, such as `NoteEntityQuery.swift`.
  public var name: String
  /// The imported modules, in the order written (sorted when the file is built).
  public var imports: [String]
  /// A compilation condition around the imports and declarations (`canImport(CoreSpotlight)`).
  public var condition: String?
  /// The declarations, each line ending with a line break.
  public var body: String

  public init(name: String, imports: [String], condition: String? = nil, body: String) {
    self.name = name
    self.imports = imports.sorted()
    self.condition = condition
    self.body = body
  }

  /// The second line of every generated file.
  public static let lintDirective = "// swiftlint:disable all"

  /// The complete file.
  public var text: String {
    var text = GeneratedFileHeader.marker + "\n" + Self.lintDirective + "\n\n"
    text += section(importing: imports)
    return text
  }

  /// The imports and declarations, inside the condition when there is one.
  func section(importing imported: [String]) -> String {
    var text = ""
    if let condition { text += "#if \(condition)\n" }
    if !imported.isEmpty { text += imported.map { "import \($0)\n" }.joined() + "\n" }
    text += body
    if condition != nil { text += "#endif\n" }
    return text
  }

  /// All `files` as one file named `name`: the imports every part needs at the top, each part
  /// after a `// MARK: -` line, inside its own condition with the imports only it needs.
  ///
  /// With no files, the result holds only the header and a comment saying so, so that a build
  /// system that expects the file always finds it.
  /// The single file a build writes when the target's generated code is checked in: the header
  /// and a comment, so that nothing is declared twice.
  public static func checkedIn(named name: String) -> GeneratedFile {
    GeneratedFile(
      name: name,
      imports: [],
      body: "// The target's generated code is checked in; this build output is left empty.\n"
    )
  }

  public static func combining(_ files: [GeneratedFile], named name: String) -> GeneratedFile {
    let unconditional = Set(files.filter { $0.condition == nil }.flatMap(\.imports))
    var body = ""
    if files.isEmpty {
      body = "// Nothing to generate: no entity needs a generated query and none is indexed in Spotlight.\n"
    }
    for file in files.sorted(by: { $0.name < $1.name }) {
      if !body.isEmpty { body += "\n" }
      body += "// MARK: - \(file.name.hasSuffix(".swift") ? String(file.name.dropLast(6)) : file.name)\n\n"
      body += file.section(importing: file.imports.filter { !unconditional.contains($0) })
    }
    return GeneratedFile(name: name, imports: Array(unconditional), body: body)
  }

  /// The single file a build writes when the configuration cannot be used: the header and a
  /// comment, so that a build system that expects the file finds it (the build fails anyway).
  public static func unconfigured(named name: String) -> GeneratedFile {
    GeneratedFile(
      name: name,
      imports: [],
      body: "// Nothing generated: the configuration could not be used; see the errors in the build log.\n"
    )
  }
}
