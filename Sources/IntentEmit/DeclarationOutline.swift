import SwiftScan

/// Writes a scanned file's declarations as an indented, human-readable outline, the text format of
/// `intentgen scan`:
///
///     struct NoteEntity: AppEntity, IndexedEntity  Sources/Note.swift:12:8
///       @Property(title: "Title") var title: String  Sources/Note.swift:14:7
///       [#if os(iOS)] func open() async throws -> some IntentResult  Sources/Note.swift:20:8
///
/// Each line shows a declaration's attributes (as written, whitespace collapsed), modifiers and
/// signature, then two spaces and `path:line:column` of its name. Members are indented by two
/// spaces per level. `#if` branches are shown in brackets where they start to apply, not repeated
/// on every member inside them.
public enum DeclarationOutline {
  /// The outline of a file's declarations, one line per declaration, each ending with a newline.
  public static func render(_ file: ParsedFile) -> String {
    var output = ""
    for declaration in file.declarations {
      render(declaration, in: file.source, depth: 0, enclosingConditions: [], into: &output)
    }
    return output
  }

  /// Nesting deeper than this is not printed; the declaration JSON has the same limit.
  private static let maximumDepth = DeclarationJSON.maximumDepth

  private static func render(
    _ declaration: Declaration,
    in source: SourceFile,
    depth: Int,
    enclosingConditions: [IfConfigCondition],
    into output: inout String
  ) {
    var line = String(repeating: "  ", count: depth)
    for condition in declaration.conditions where !enclosingConditions.contains(condition) {
      line += "[\(condition.directive.rawValue)"
      if !condition.condition.isEmpty { line += " \(condition.condition)" }
      line += "] "
    }
    for attribute in declaration.attributes {
      line += collapsingWhitespace(source.text(attribute.range)) + " "
    }
    for modifier in declaration.modifiers {
      line += modifier + " "
    }
    line += signature(of: declaration, in: source)
    let location = source.location(of: declaration.nameRange.lowerBound)
    line += "  \(source.path):\(location.line):\(location.column)\n"
    output += line

    guard depth < maximumDepth else { return }
    for member in declaration.members {
      render(member, in: source, depth: depth + 1, enclosingConditions: declaration.conditions, into: &output)
    }
  }

  /// `struct Name<T>: P where …`, `func name(label name: T) async -> R`, `var a: Int, b`, `case a(Int)`…
  private static func signature(of declaration: Declaration, in source: SourceFile) -> String {
    let kind = declaration.kind
    var text = kind.rawValue
    switch kind {
    case .var, .let:
      let bindings = declaration.bindings.map { binding in
        binding.type.map { "\(binding.name): \($0.text)" } ?? binding.name
      }
      text += " " + (bindings.isEmpty ? declaration.name : bindings.joined(separator: ", "))
    case .case:
      let elements = declaration.caseElements.map { element in
        var elementText = element.name
        if let associatedValue = element.associatedValue { elementText += "(\(associatedValue))" }
        if let rawValue = element.rawValue { elementText += " = " + collapsingWhitespace(source.text(rawValue.range)) }
        return elementText
      }
      text += " " + (elements.isEmpty ? declaration.name : elements.joined(separator: ", "))
    case .func, .`init`, .subscript, .macro:
      if kind != .`init` && kind != .subscript { text += " " + declaration.name }
      // A failable initializer is named `init?` or `init!`: the mark follows the keyword.
      if kind == .`init`, let mark = declaration.name.last, mark == "?" || mark == "!" { text.append(mark) }
      if let generics = declaration.genericParameters { text += "<\(generics)>" }
      let isSubscript = declaration.kind == .subscript
      text +=
        "(" + declaration.parameters.map { parameterText($0, isSubscript: isSubscript) }.joined(separator: ", ") + ")"
      for effect in declaration.effects { text += " " + effect }
      if let result = declaration.resultType { text += " -> " + result.text }
      if let whereClause = declaration.whereClause { text += " where " + whereClause }
    case .typealias:
      text += " " + declaration.name
      if let generics = declaration.genericParameters { text += "<\(generics)>" }
      if let result = declaration.resultType { text += " = " + result.text }
    case .associatedtype:
      text += " " + declaration.name + inheritanceText(declaration)
      if let result = declaration.resultType { text += " = " + result.text }
      if let whereClause = declaration.whereClause { text += " where " + whereClause }
    case .deinit:
      break
    case .struct, .class, .enum, .actor, .protocol, .extension:
      text += " " + declaration.name
      if let generics = declaration.genericParameters { text += "<\(generics)>" }
      text += inheritanceText(declaration)
      if let whereClause = declaration.whereClause { text += " where " + whereClause }
    case .import, .operator, .precedencegroup:
      text += " " + declaration.name
    }
    return text
  }

  private static func inheritanceText(_ declaration: Declaration) -> String {
    guard !declaration.inheritance.isEmpty else { return "" }
    return ": " + declaration.inheritance.map(\.text).joined(separator: ", ")
  }

  /// `label name: Type`, with one name where one says it all: the label and the name of a
  /// function's parameter are the same, or a subscript's has no label.
  private static func parameterText(_ parameter: FunctionParameter, isSubscript: Bool) -> String {
    let oneName = isSubscript ? parameter.label == "_" : parameter.label == parameter.name
    var text = oneName ? parameter.name : "\(parameter.label) \(parameter.name)"
    let attributes = parameter.attributes.map { "@" + $0.name + " " }.joined()
    if let type = parameter.type { text += ": " + attributes + type.text }
    return text
  }

  /// Runs of whitespace (line breaks included) become one space, so each declaration stays on one line.
  private static func collapsingWhitespace(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(" ") }
        pendingSpace = false
        result.append(character)
      }
    }
    return result
  }
}
