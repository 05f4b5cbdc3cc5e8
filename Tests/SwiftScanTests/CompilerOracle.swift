import Foundation
import SwiftScan

// Support for `CompilerOracleTests`: runs the compiler's parser (`swift-frontend -dump-parse`) and
// reduces its AST dump and SwiftScan's declaration tree to the same flat list of entries.

/// One declaration as both sides can state it: where its name is written, its kind, its nesting
/// path (`NoteEntity.Query.entities`), its argument labels, whether it is `static`, and the
/// attributes and modifiers written before it.
struct OracleEntry: Hashable, Comparable, CustomStringConvertible {
  var line: Int
  var column: Int
  /// A `DeclarationKind` raw value: `struct`, `func`, `var`, `case`…
  var kind: String
  /// The names of the enclosing types and extensions and the declaration's own name, joined by `.`.
  var path: String
  /// `static` or `class` (the compiler says `static` for both).
  var isStatic = false
  /// The argument labels of a function, initializer, subscript or macro, as in its full name
  /// (`(_:to:)`); empty for other declarations.
  var labels = ""
  /// The first word of each attribute (without `@`) and modifier (`private` of `private(set)`),
  /// `static` and `class` left out, sorted and joined by spaces.
  var attributes = ""

  var description: String { "\(line):\(column) \(summary)" }

  /// The entry without its position: `static func Outer.f(_:to:) [MainActor public]`.
  var summary: String {
    let modifier = isStatic ? "static " : ""
    let written = attributes.isEmpty ? "" : " [\(attributes)]"
    return "\(modifier)\(kind) \(path)\(labels)\(written)"
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column, lhs.kind, lhs.path, lhs.labels, lhs.attributes)
      < (rhs.line, rhs.column, rhs.kind, rhs.path, rhs.labels, rhs.attributes)
  }

  /// Attributes the compiler's parser may drop: `@_unavailableInEmbedded` outside Embedded Swift,
  /// `@_originallyDefinedIn` naming a platform it does not know. Neither side lists them.
  static let uncomparedAttributes: Set<String> = ["_unavailableInEmbedded", "_originallyDefinedIn"]

  /// `(a:_:)` for the labels `a` and none.
  static func labels(_ labels: [String]) -> String {
    "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
  }

  /// The leading identifier of an attribute or modifier as written: `MainActor` of
  /// `MainActor`, `Foo` of `Foo.Bar<Int>`, `private` of `private(set)`.
  static func firstWord(_ text: Substring) -> Substring {
    let text = text.drop { $0 == "@" || $0 == "`" }
    return text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
  }
}

// MARK: - Running the compiler

enum SwiftCompiler {
  /// `swift-frontend`, or else `swiftc`, from `PATH`. Both accept `-frontend` as the first argument.
  static func locate() -> URL? {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["swift-frontend", "swiftc"] {
      for directory in searchPath.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// The arguments that make the frontend parse `files` (no type checking, no imports resolved)
  /// and print one JSON AST per file. `-primary-file` makes it dump every file, not just the first.
  static func dumpParseArguments(_ files: [String]) -> [String] {
    ["-frontend", "-dump-parse", "-dump-ast-format", "json", "-swift-version", "6", "-module-name", "OracleInput"]
      + files.flatMap { ["-primary-file", $0] }
  }

  struct Output {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
  }

  /// Runs the compiler once per batch, `concurrency` batches at a time, and returns their outputs
  /// in batch order. Output goes through files, so a large dump cannot fill a pipe and block the
  /// process.
  static func run(_ compiler: URL, batches: [[String]], concurrency: Int, scratch: URL) throws -> [Output] {
    var outputs: [Output] = []
    for waveStart in stride(from: 0, to: batches.count, by: max(1, concurrency)) {
      var running: [(Process, URL, URL)] = []
      for index in waveStart..<min(batches.count, waveStart + max(1, concurrency)) {
        let stdoutURL = scratch.appendingPathComponent("batch\(index).out")
        let stderrURL = scratch.appendingPathComponent("batch\(index).err")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let process = Process()
        process.executableURL = compiler
        process.arguments = batches[index]
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        running.append((process, stdoutURL, stderrURL))
      }
      for (process, stdoutURL, stderrURL) in running {
        process.waitUntilExit()
        outputs.append(
          Output(
            status: process.terminationStatus,
            stdout: Array(try Data(contentsOf: stdoutURL)),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
          )
        )
      }
    }
    return outputs
  }

  /// The byte ranges of the per-file dumps in `bytes`: the frontend prints one JSON object per
  /// primary file, back to back, each starting `{"_kind":"source_file",`. Inside JSON strings a
  /// quote is escaped, so that marker only ever starts a file: splitting on it keeps one broken
  /// dump (the compiler sometimes truncates one) from swallowing the files after it.
  static func sourceFileDumps(in bytes: [UInt8]) -> [Range<Int>] {
    let marker = Array(#"{"_kind":"source_file","#.utf8)
    var starts: [Int] = []
    var index = 0
    while index + marker.count <= bytes.count {
      if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
        starts.append(index)
        index += marker.count
      } else {
        index += 1
      }
    }
    return zip(starts, Array(starts.dropFirst()) + [bytes.count]).map { $0..<$1 }
  }

  /// The `filename` a dump names, read without parsing it (for a dump that is not valid JSON).
  static func filename(inDump bytes: ArraySlice<UInt8>) -> String? {
    let key = Array(#""filename":""#.utf8)
    guard let keyStart = bytes.firstRange(of: key)?.upperBound,
      let end = bytes[keyStart...].firstIndex(of: UInt8(ascii: "\""))
    else { return nil }
    return String(decoding: bytes[keyStart..<end], as: UTF8.self)
  }
}

// MARK: - The compiler's side

/// Collects the declarations of one `source_file` node of the JSON parse dump.
///
/// Only the `items` of the file and the `members` of type declarations and extensions are walked,
/// so nothing inside a function, initializer, accessor or closure body is seen, and neither are
/// generic parameters, parameters or accessors (they live under other keys).
struct CompilerDeclarations {
  let source: SourceFile
  private(set) var entries: [OracleEntry] = []
  /// Nodes this reduction does not understand; each one makes the test fail.
  private(set) var problems: [String] = []

  init(sourceFile node: [String: Any], source: SourceFile) {
    self.source = source
    walk(node["items"], path: [])
  }

  private mutating func walk(_ list: Any?, path: [String]) {
    guard let list else { return }
    guard let nodes = list as? [[String: Any]] else {
      problems.append("expected a list of nodes, found \(type(of: list))")
      return
    }
    for node in nodes { visit(node, path: path) }
  }

  private mutating func visit(_ node: [String: Any], path: [String]) {
    let nodeKind = node["_kind"] as? String ?? "?"
    if node["implicit"] as? Bool == true { return }
    let kind: String
    switch nodeKind {
    case "struct_decl": kind = "struct"
    case "class_decl": kind = node["actor"] as? Bool == true ? "actor" : "class"
    case "enum_decl": kind = "enum"
    case "protocol": kind = "protocol"
    case "extension_decl": kind = "extension"
    case "typealias": kind = "typealias"
    case "associated_type_decl": kind = "associatedtype"
    case "func_decl": kind = "func"
    case "constructor_decl": kind = "init"
    case "destructor_decl": kind = "deinit"
    case "subscript_decl": kind = "subscript"
    case "macro_decl": kind = "macro"
    case "import_decl": kind = "import"
    case "infix_operator_decl", "prefix_operator_decl", "postfix_operator_decl": kind = "operator"
    case "precedence_group_decl": kind = "precedencegroup"
    case "var_decl": kind = node["let"] as? Bool == true ? "let" : "var"
    case "enum_element_decl": kind = "case"
    case "pattern_binding_decl", "enum_case_decl", "top_level_code_decl":
      // A pattern binding's variables and an enum case's elements are listed again right after it
      // as `var_decl` and `enum_element_decl` siblings, which are the entries compared. A
      // top-level statement's own bindings are listed as siblings too.
      return
    case "macro_expansion_decl":
      // `#Preview { … }` and other freestanding macros in a type body: not declarations in
      // SwiftScan's model (the parser skips them). At the top level they are `top_level_code_decl`.
      return
    default:
      problems.append("unhandled node kind '\(nodeKind)' in \(path.joined(separator: "."))")
      return
    }
    guard let start = (node["range"] as? [String: Any])?["start"] as? Int else {
      problems.append("\(nodeKind) without a range in \(path.joined(separator: "."))")
      return
    }
    guard let (name, nameOffset) = nameAndOffset(node, kind: kind, start: start) else {
      problems.append("cannot find the name of the \(nodeKind) at offset \(start): \(snippet(at: start))")
      return
    }
    let location = source.location(of: nameOffset)
    let entryPath = path + [name]
    var entry = OracleEntry(
      line: location.line,
      column: location.column,
      kind: kind,
      path: entryPath.joined(separator: ".")
    )
    entry.isStatic = node["static"] as? Bool == true
    if ["func", "init", "subscript", "macro"].contains(kind) {
      let labels = (node["name"] as? [String: Any])?["args"] as? [String] ?? []
      entry.labels = OracleEntry.labels(labels)
    }
    // The dump lists no attributes of an import (`@testable`, `public`); neither side compares them.
    if kind != "import" { entry.attributes = attributeWords(node["attrs"]).joined(separator: " ") }
    entries.append(entry)
    walk(node["members"], path: entryPath)
  }

  /// The first word of each attribute and modifier the dump lists, read from the source where
  /// its range starts (at the `@`, the attribute's name or the modifier). An attribute listed
  /// more than once from one place (`@available(iOS 17, macOS 14, *)`: one per platform) counts
  /// once.
  private func attributeWords(_ list: Any?) -> [String] {
    guard let attributes = list as? [[String: Any]] else { return [] }
    var starts: Set<Int> = []
    var words: [String] = []
    for attribute in attributes where attribute["implicit"] as? Bool != true {
      guard let start = (attribute["range"] as? [String: Any])?["start"] as? Int, starts.insert(start).inserted,
        start < source.bytes.count
      else { continue }
      let text = String(decoding: source.bytes[start..<min(source.bytes.count, start + 80)], as: UTF8.self)
      let word = String(OracleEntry.firstWord(Substring(text)))
      if !OracleEntry.uncomparedAttributes.contains(word) { words.append(word) }
    }
    return words.sorted()
  }

  /// The declaration's name and the offset where it is written. The dump gives a declaration's
  /// range, which starts at the name for variables and enum elements, and otherwise at the
  /// introducer keyword (or a `static`/`class` before it, but after attributes and other modifiers).
  private func nameAndOffset(_ node: [String: Any], kind: String, start: Int) -> (String, Int)? {
    switch kind {
    case "var", "let", "case":
      guard let name = baseName(node) else { return nil }
      return (name, start)
    case "init":
      guard let offset = introducer("init", from: start) else { return nil }
      // The dump says `failable` for both `init?` and `init!`; the character after `init` tells.
      var name = "init"
      if node["failable"] != nil, offset + 4 < source.bytes.count {
        name += String(UnicodeScalar(source.bytes[offset + 4]))
      }
      return (name, offset)
    case "deinit", "subscript":
      guard let offset = introducer(kind, from: start) else { return nil }
      return (kind, offset)
    case "extension":
      guard let type = node["extended_type"] as? String, let offset = afterIntroducer(kind, from: start) else {
        return nil
      }
      return (type.filter { !$0.isWhitespace }, offset)
    case "import":
      guard let modules = node["module_path"] as? [String], var offset = afterIntroducer("import", from: start) else {
        return nil
      }
      if let importKind = node["kind"] as? String {
        // `import struct Module.Type`: skip the kind.
        guard word(at: offset) == importKind else { return nil }
        offset = skipTrivia(from: offset + importKind.utf8.count)
      }
      let accessPath = node["access_path"] as? [String] ?? []
      return ((modules + accessPath).joined(separator: "."), offset)
    case "operator":
      guard let name = baseName(node), let offset = afterIntroducer("operator", from: start) else { return nil }
      return (name, offset)
    default:
      guard let name = baseName(node), let offset = afterIntroducer(kind, from: start) else { return nil }
      return (name, offset)
    }
  }

  private func baseName(_ node: [String: Any]) -> String? {
    if let name = node["name"] as? String { return name }
    guard let base = (node["name"] as? [String: Any])?["base_name"] as? [String: Any] else { return nil }
    return base["name"] as? String ?? base["special"] as? String
  }

  /// The offset of `keyword`, found by skipping at most a few words (`static`, `class`) from `start`.
  private func introducer(_ keyword: String, from start: Int) -> Int? {
    var offset = skipTrivia(from: start)
    for _ in 0..<4 {
      guard let found = word(at: offset) else { return nil }
      if found == keyword { return offset }
      offset = skipTrivia(from: offset + found.utf8.count)
    }
    return nil
  }

  /// The offset of the first token after `keyword`.
  private func afterIntroducer(_ keyword: String, from start: Int) -> Int? {
    guard let offset = introducer(keyword, from: start) else { return nil }
    return skipTrivia(from: offset + keyword.utf8.count)
  }

  /// The identifier-like word at `offset`, or `nil` if there is none.
  private func word(at offset: Int) -> String? {
    let bytes = source.bytes
    var end = offset
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    return end > offset ? String(decoding: bytes[offset..<end], as: UTF8.self) : nil
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Skips whitespace, `//` comments and (nested) `/* */` comments.
  private func skipTrivia(from start: Int) -> Int {
    let bytes = source.bytes
    var offset = start
    func at(_ text: String, _ position: Int) -> Bool {
      let utf8 = Array(text.utf8)
      return position + utf8.count <= bytes.count && Array(bytes[position..<(position + utf8.count)]) == utf8
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        offset += 1
      } else if at("//", offset) {
        while offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
      } else if at("/*", offset) {
        var depth = 0
        repeat {
          if at("/*", offset) {
            depth += 1
            offset += 2
          } else if at("*/", offset) {
            depth -= 1
            offset += 2
          } else {
            offset += 1
          }
        } while depth > 0 && offset < bytes.count
      } else {
        break
      }
    }
    return offset
  }

  private func snippet(at offset: Int) -> String {
    let end = min(source.bytes.count, offset + 40)
    return String(decoding: source.bytes[min(offset, end)..<end], as: UTF8.self)
  }
}

// MARK: - SwiftScan's side

/// Flattens a declaration tree the way `CompilerDeclarations` flattens the dump: one entry per
/// declaration, per variable of a `var`/`let` and per element of a `case`. Declarations in an
/// inactive `#if` branch are left out, with their members.
func flattenedEntries(
  _ declarations: [Declaration],
  source: SourceFile,
  path: [String] = [],
  isActive: (IfConfigCondition) -> Bool
) -> [OracleEntry] {
  var entries: [OracleEntry] = []
  func add(_ declaration: Declaration, _ kind: DeclarationKind, _ name: String, at offset: Int) {
    let location = source.location(of: offset)
    var entry = OracleEntry(
      line: location.line,
      column: location.column,
      kind: kind.rawValue,
      path: (path + [name]).joined(separator: ".")
    )
    entry.isStatic = declaration.isStatic
    switch kind {
    case .func where !name.isEmpty && !OracleEntry.firstWord(Substring(name)).elementsEqual(name):
      // An operator's parameters have no argument labels.
      entry.labels = OracleEntry.labels(declaration.parameters.map { _ in "" })
    case .func, .`init`, .macro, .subscript:
      entry.labels = OracleEntry.labels(declaration.parameters.map { $0.label == "_" ? "" : $0.label })
    default:
      break
    }
    // The compiler counts `rethrows` among the attributes; an operator declaration's fixity is its
    // kind; an import's attributes are not in the dump.
    var modifiers = declaration.modifiers.filter { $0 != "static" && $0 != "class" }
    if kind == .operator { modifiers.removeAll { $0 == "prefix" || $0 == "infix" || $0 == "postfix" } }
    if declaration.effects.contains("rethrows") { modifiers.append("rethrows") }
    let written = (declaration.attributes.map(\.name) + modifiers).map { String(OracleEntry.firstWord(Substring($0))) }
    if kind != .import {
      entry.attributes = written.filter { !OracleEntry.uncomparedAttributes.contains($0) }.sorted().joined(
        separator: " "
      )
    }
    entries.append(entry)
  }
  for declaration in declarations where declaration.conditions.allSatisfy(isActive) {
    var name = declaration.name
    switch declaration.kind {
    case .var, .let:
      for binding in declaration.bindings {
        add(declaration, declaration.kind, binding.name, at: binding.nameRange.lowerBound)
      }
    case .case:
      for element in declaration.caseElements {
        add(declaration, .case, element.name, at: element.nameRange.lowerBound)
      }
    case .extension:
      // The compiler prints the extended type without spaces (`Swift.Dictionary.Keys`).
      name = name.filter { !$0.isWhitespace }
      add(declaration, .extension, name, at: declaration.nameRange.lowerBound)
    default:
      add(declaration, declaration.kind, name, at: declaration.nameRange.lowerBound)
    }
    // Members are walked for every kind: a function or property with members would be a bug.
    entries += flattenedEntries(declaration.members, source: source, path: path + [name], isActive: isActive)
  }
  return entries
}

// MARK: - `#if` variants

/// `-dump-parse` prints nothing of an `#if` region, in any branch (Swift 6.3: inactive clauses are
/// skipped, and active ones are only spliced into the AST after parsing), while SwiftScan keeps
/// every branch. So each file is compiled in variants without directives: the directive lines are
/// blanked, and so is every branch but one per region, so that together the variants include every
/// branch at least once. Blanking replaces bytes with spaces and keeps line breaks, so every
/// offset, line and column stays the same. Each variant is compared with SwiftScan's declarations
/// whose recorded branches are the ones it keeps.
struct IfConfigVariants {
  /// One `#if … #endif` region, found from the lexer's tokens (not from the parser under test).
  struct Region {
    struct Branch {
      /// The directive and its condition (`#if os(iOS)`, `#else`).
      var header: Range<Int>
      /// What follows, up to the next directive of the region.
      var body: Range<Int>
    }

    /// Offset of the `#if`: the `regionStart` of `IfConfigCondition`.
    var start: Int
    var branches: [Branch] = []
    var endif: Range<Int>?
    /// The region and branch this region is nested in, as indices into `regions`.
    var parent: (region: Int, branch: Int)?
  }

  struct Variant {
    /// The branch kept in every region, by `regionStart` (`0` for the `#if` branch).
    var choice: [Int: Int]
    var bytes: [UInt8]

    /// Whether a branch recorded by SwiftScan is the one kept in this variant.
    func isActive(_ condition: IfConfigCondition) -> Bool {
      choice[condition.regionStart] == condition.precedingConditions.count
    }
  }

  private(set) var regions: [Region] = []

  init(tokens: [Token]) {
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .poundIf:
        let parent = open.last.map { (region: $0, branch: regions[$0].branches.count - 1) }
        regions.append(Region(start: Int(token.start), parent: parent))
        open.append(regions.count - 1)
        startBranch(of: regions.count - 1, at: index, in: tokens)
      case .poundElseif, .poundElse:
        guard let region = open.last else { continue }
        endBranch(of: region, at: Int(token.start))
        startBranch(of: region, at: index, in: tokens)
      case .poundEndif:
        guard let region = open.popLast() else { continue }
        endBranch(of: region, at: Int(token.start))
        regions[region].endif = token.range
      default:
        break
      }
    }
    for region in open { endBranch(of: region, at: Int(tokens.last?.end ?? 0)) }
  }

  /// Records a branch whose directive is `tokens[directive]`; its condition runs to the end of the line.
  private mutating func startBranch(of region: Int, at directive: Int, in tokens: [Token]) {
    var last = directive
    while last + 1 < tokens.count && tokens[last + 1].kind != .endOfFile && !tokens[last + 1].isAtStartOfLine {
      last += 1
    }
    let header = Int(tokens[directive].start)..<Int(tokens[last].end)
    regions[region].branches.append(Region.Branch(header: header, body: header.upperBound..<header.upperBound))
  }

  private mutating func endBranch(of region: Int, at end: Int) {
    guard let last = regions[region].branches.indices.last else { return }
    let start = regions[region].branches[last].body.lowerBound
    regions[region].branches[last].body = start..<max(start, end)
  }

  /// The variants of `bytes` that together include every branch; just the file without regions.
  func variants(of bytes: [UInt8]) -> [Variant] {
    guard !regions.isEmpty else { return [Variant(choice: [:], bytes: bytes)] }
    var covered = regions.map { Array(repeating: false, count: $0.branches.count) }
    var variants: [Variant] = []
    while covered.contains(where: { $0.contains(false) }) {
      var chosen = Array(repeating: 0, count: regions.count)
      var reachable = Array(repeating: false, count: regions.count)
      // Regions come in source order, so a parent is decided before its children.
      for (index, region) in regions.enumerated() {
        reachable[index] = region.parent.map { reachable[$0.region] && chosen[$0.region] == $0.branch } ?? true
        let branches = region.branches.indices
        chosen[index] =
          branches.first { !covered[index][$0] }
          ?? branches.first { hasUncoveredDescendant(region: index, branch: $0, covered: covered) } ?? 0
      }
      for index in regions.indices where reachable[index] { covered[index][chosen[index]] = true }
      variants.append(blank(bytes, keeping: chosen))
    }
    return variants
  }

  private func hasUncoveredDescendant(region: Int, branch: Int, covered: [[Bool]]) -> Bool {
    regions.indices.contains { child in
      guard let parent = regions[child].parent, parent.region == region, parent.branch == branch else {
        return false
      }
      return covered[child].contains(false)
        || regions[child].branches.indices.contains {
          hasUncoveredDescendant(region: child, branch: $0, covered: covered)
        }
    }
  }

  /// `bytes` with every directive and every branch but the chosen ones replaced by spaces.
  private func blank(_ bytes: [UInt8], keeping chosen: [Int]) -> Variant {
    var output = bytes
    func blank(_ range: Range<Int>) {
      for offset in range where output[offset] != UInt8(ascii: "\n") && output[offset] != UInt8(ascii: "\r") {
        output[offset] = UInt8(ascii: " ")
      }
    }
    var choice: [Int: Int] = [:]
    for (index, region) in regions.enumerated() {
      choice[region.start] = chosen[index]
      for (number, branch) in region.branches.enumerated() {
        blank(branch.header)
        if number != chosen[index] { blank(branch.body) }
      }
      if let endif = region.endif { blank(endif) }
    }
    return Variant(choice: choice, bytes: output)
  }
}
