import IntentModel
import SwiftScan

/// Helpers shared by the metadata rules.
enum MetadataSupport {
  /// `path:line` of a location, for messages that point at another declaration.
  static func describe(_ location: ModelLocation) -> String {
    "\(location.path):\(location.line)"
  }

  /// The parameter a `When`/`Switch` condition tests: `\.$mode, .equalTo, .draft` → `mode`.
  /// A root type is left out: `\Intent.$mode` tests `mode` too.
  static func conditionParameter(_ condition: String?) -> String? {
    guard var condition else { return nil }
    if condition.utf8.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "\\") {
      condition = KeyPathRoot.rootless(condition)
    }
    if condition.utf8.allSatisfy({ $0 < 0x80 }) { return asciiConditionParameter(condition) }
    var rest = Substring(condition)
    while rest.first == " " { rest = rest.dropFirst() }
    guard rest.hasPrefix("\\.") else { return nil }
    rest = rest.dropFirst(2)
    if rest.first == "$" { rest = rest.dropFirst() }
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// `conditionParameter(_:)` for an ASCII condition: one byte per character, classified without
  /// Unicode tables.
  private static func asciiConditionParameter(_ condition: String) -> String? {
    let bytes = condition.utf8
    var start = bytes.startIndex
    while start < bytes.endIndex && bytes[start] == UInt8(ascii: " ") { start = bytes.index(after: start) }
    guard bytes[start...].starts(with: "\\.".utf8) else { return nil }
    start = bytes.index(start, offsetBy: 2)
    if start < bytes.endIndex && bytes[start] == UInt8(ascii: "$") { start = bytes.index(after: start) }
    var end = start
    while end < bytes.endIndex {
      switch bytes[end] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        end = bytes.index(after: end)
      default:
        return end == start ? nil : String(condition[start..<end])
      }
    }
    return end == start ? nil : String(condition[start..<end])
  }

  /// Calls `body` with every node of a summary tree, the root first, then each branch's nodes.
  static func forEachNode(of summary: SummaryDefinition, _ body: (SummaryDefinition) -> Void) {
    body(summary)
    for branch in summary.branches { forEachNode(of: branch, body) }
  }

  /// Calls `body` with every `Summary` leaf of a summary tree, in the order of `leaves` (without
  /// building its arrays of copies).
  static func forEachLeaf(of summary: SummaryDefinition, _ body: (SummaryDefinition) -> Void) {
    if summary.kind == .summary {
      body(summary)
    } else {
      for branch in summary.branches { forEachLeaf(of: branch, body) }
    }
  }

  /// Whether an intent only configures a widget or a control (a `WidgetConfigurationIntent` or
  /// `ControlConfigurationIntent` without a `perform()` of its own): it is not offered in Shortcuts
  /// or Spotlight, and its parameters, with its summary, are the configuration UI.
  static func isConfigurationOnly(_ intent: IntentDefinition) -> Bool {
    !intent.hasPerform
      && (intent.conformances.contains("WidgetConfigurationIntent")
        || intent.conformances.contains("ControlConfigurationIntent"))
  }

  /// Whether every node of a summary tree was read (no expression that is not a summary builder,
  /// no format string that is not a literal): only then can a rule say what the summary lacks.
  static func isReadable(_ summary: SummaryDefinition) -> Bool {
    switch summary.kind {
    case .unknown: return false
    case .summary:
      if let format = summary.formatString, case .string = format { break }
      guard summary.formatString == nil else { return false }
    default: break
    }
    return summary.branches.allSatisfy(isReadable)
  }

  /// The names of the types a type inherits from as written in its declarations and extensions
  /// anywhere in the target, App Intents protocols or not (`TargetContentProvidingIntent`), without
  /// module prefixes or generic arguments.
  static func inheritedNames(of typeName: String, in index: DeclarationIndex) -> Set<String> {
    var result: Set<String> = []
    forEachDeclaration(of: typeName, in: index) { declaration, _ in
      for inherited in declaration.inheritance {
        var text = inherited.text
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        result.insert(ModelLookup.bareName(text))
      }
    }
    return result
  }

  /// The declarations and extensions of a parameter's type as its intent sees it: a type nested in
  /// the intent (`CreateTaskIntent.Priority`), then a top-level one.
  static func parameterTypeDeclarations(
    of type: String,
    in intentName: String,
    _ index: DeclarationIndex
  ) -> [DeclarationIndex.Entry] {
    index.declarations(of: intentName + "." + type) + index.declarations(of: type)
  }

  /// Whether `typeName` gets a member that `matches` from the types it inherits from, as the target
  /// declares them: the extensions of its protocols (`extension ItemEntity { var
  /// displayRepresentation … }` for `struct SwitchItemEntity: ItemEntity`) and the declarations and
  /// extensions of its superclasses, up the class chain. An extension with a `where` clause
  /// (`extension CatalogEntity where Self == RecipeEntity`), and a member in a `#if` branch that
  /// the type's own declaration is not in, serve only some adopters or platforms: they do not
  /// count. (The index holds no protocol declarations, so what a protocol inherits from its own
  /// parents is not followed.)
  static func inheritsMember(
    of typeName: String,
    in index: DeclarationIndex,
    where matches: (Declaration) -> Bool
  ) -> Bool {
    let ownConditions = Set(
      index.declarations(of: typeName).first { $0.declaration.kind != .extension }?.declaration.conditions ?? []
    )
    var visited: Set<String> = [typeName]
    var pending = Array(MetadataSupport.inheritedNames(of: typeName, in: index))
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      for entry in index.declarations(of: name) {
        let declaration = entry.declaration
        if declaration.kind == .extension && !(declaration.whereClause ?? "").isEmpty { continue }
        let found = declaration.members.contains { member in
          matches(member) && member.conditions.allSatisfy { ownConditions.contains($0) }
            && declaration.conditions.allSatisfy { ownConditions.contains($0) }
        }
        if found { return true }
      }
      pending += MetadataSupport.inheritedNames(of: name, in: index)
    }
    return false
  }

  /// Where the property `property` of `typeName` (in its declaration or an extension) is named: the
  /// model keeps metadata values without their locations.
  static func propertyLocation(_ property: String, of typeName: String, in index: DeclarationIndex) -> ModelLocation? {
    var found: ModelLocation?
    forEachDeclaration(of: typeName, in: index) { declaration, file in
      guard found == nil else { return }
      for member in declaration.members where member.kind == .var || member.kind == .let {
        guard let binding = member.bindings.first(where: { $0.name == property }) else { continue }
        let location = file.source.location(of: binding.nameRange.lowerBound)
        found = ModelLocation(path: file.source.path, line: location.line, column: location.column)
        return
      }
    }
    return found
  }

  /// Whether the declaration of `property` in `typeName` carries an `@available` attribute:
  /// `@available(iOS 26, *) static let supportedModes …` exists only from a release on.
  static func propertyHasAvailability(_ property: String, of typeName: String, in index: DeclarationIndex) -> Bool {
    var found = false
    forEachDeclaration(of: typeName, in: index) { declaration, _ in
      for member in declaration.members where (member.kind == .var || member.kind == .let) && !found {
        guard member.bindings.contains(where: { $0.name == property }) else { continue }
        found = member.attributes.contains { $0.name == "available" }
      }
    }
    return found
  }

  /// Calls `body` with each declaration (type or extension) of `typeName`.
  static func forEachDeclaration(
    of typeName: String,
    in index: DeclarationIndex,
    _ body: (Declaration, ParsedFile) -> Void
  ) {
    for entry in index.declarations(of: typeName) { body(entry.declaration, entry.file) }
  }

  /// The identifiers of Swift source text outside string literals (interpolations included), each
  /// with whether a `.` precedes it (`x.description` → `description` is a member).
  static func identifiers(in source: String) -> [(name: String, isMember: Bool)] {
    let characters = Array(source)
    var result: [(name: String, isMember: Bool)] = []
    // A stack of contexts: `true` inside a string literal's text, `false` in code; for code
    // inside an interpolation, the depth of parentheses opened there.
    var stack: [(inString: Bool, parens: Int)] = [(false, 0)]
    var index = 0
    var previousSignificant: Character = " "
    while index < characters.count {
      let character = characters[index]
      if stack[stack.count - 1].inString {
        if character == "\\" && index + 1 < characters.count && characters[index + 1] == "(" {
          stack.append((false, 1))
          index += 2
          previousSignificant = "("
          continue
        }
        if character == "\\" {
          index += 2
          continue
        }
        if character == "\"" { stack.removeLast() }
        index += 1
        continue
      }
      if character == "\"" {
        stack.append((true, 0))
        index += 1
        continue
      }
      if character == "(" { stack[stack.count - 1].parens += 1 }
      if character == ")" {
        stack[stack.count - 1].parens -= 1
        if stack.count > 1 && stack[stack.count - 1].parens == 0 {
          stack.removeLast()
          index += 1
          previousSignificant = ")"
          continue
        }
      }
      if character.isLetter || character == "_" {
        var end = index
        while end < characters.count && (characters[end].isLetter || characters[end].isNumber || characters[end] == "_")
        {
          end += 1
        }
        result.append((String(characters[index..<end]), previousSignificant == "."))
        previousSignificant = "a"
        index = end
        continue
      }
      if !character.isWhitespace { previousSignificant = character }
      index += 1
    }
    return result
  }
}
