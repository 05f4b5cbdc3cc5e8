import SwiftScan

/// Reads locations and values out of one parsed file, the way Apple's extractor reads values:
/// literals and direct initializer calls are values; anything else is kept as non-literal text.
final class SourceReader {
  let file: ParsedFile
  /// The file's line table, read once: `SourceFile.location(of:)` takes the file's lock on every call.
  private lazy var lineTable = file.source.lineTable

  init(file: ParsedFile) {
    self.file = file
  }

  /// `file.source.location(of:)`: the 1-based line and column (in UTF-8 bytes) of a byte offset.
  func sourceLocation(of offset: Int) -> SourceLocation {
    lineTable.location(of: offset)
  }

  func location(
    of range: Range<Int>,
    conditions: [IfConfigCondition] = [],
    availability: [String] = []
  )
    -> ModelLocation
  {
    let position = sourceLocation(of: range.lowerBound)
    return ModelLocation(
      path: file.source.path,
      line: position.line,
      column: position.column,
      conditions: Self.render(conditions),
      availability: availability
    )
  }

  /// `#if` branches as conditions that hold inside them: `A`; `!(A)`, `B` for `#elseif B`.
  static func render(_ conditions: [IfConfigCondition]) -> [String] {
    conditions.flatMap { condition -> [String] in
      let negated = condition.precedingConditions.map { "!(\($0))" }
      return condition.directive == .else ? negated : negated + [condition.condition]
    }
  }

  /// The source text of a range on one line: its lines, empty ones dropped, each trimmed of
  /// spaces and tabs, joined with spaces.
  func text(_ range: Range<Int>) -> String {
    Self.joinedLinesFromBytes(file.source.bytes, range) ?? Self.joinedLines(file.source.text(range))
  }

  /// `text(_:)` on a string, by characters (so `\r\n` is one character and no separator).
  static func joinedLines(_ raw: String) -> String {
    raw.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingSpaces() }.joined(separator: " ")
  }

  /// `joinedLines(_:)` on bytes, several times faster than going through characters, for text
  /// without carriage returns whose spaces stand between ASCII bytes (else `nil`).
  ///
  /// Line feeds and tabs are characters of their own whatever surrounds them; a space is one
  /// unless a combining mark follows it or a prepended mark comes before it, both non-ASCII.
  /// Elsewhere non-ASCII text is copied as it is, and the pieces of lines join the same way.
  static func joinedLinesFromBytes(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return bytes.withUnsafeBufferPointer { buffer -> String? in
      let slice = UnsafeBufferPointer(rebasing: buffer[lower..<upper])
      var previous: UInt8 = 0
      for position in slice.indices {
        let byte = slice[position]
        if byte == UInt8(ascii: "\r") { return nil }
        if byte >= 0x80 && previous == UInt8(ascii: " ") { return nil }
        if byte == UInt8(ascii: " ") && previous >= 0x80 { return nil }
        previous = byte
      }
      return String(unsafeUninitializedCapacity: slice.count) { output in
        var written = 0
        var pieces = 0
        var lineStart = 0
        while lineStart < slice.count {
          var lineEnd = lineStart
          while lineEnd < slice.count && slice[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
          if lineEnd > lineStart {
            var first = lineStart
            var last = lineEnd
            while first < last && (slice[first] == UInt8(ascii: " ") || slice[first] == UInt8(ascii: "\t")) {
              first += 1
            }
            while last > first && (slice[last - 1] == UInt8(ascii: " ") || slice[last - 1] == UInt8(ascii: "\t")) {
              last -= 1
            }
            if pieces > 0 {
              output[written] = UInt8(ascii: " ")
              written += 1
            }
            pieces += 1
            for position in first..<last {
              output[written] = slice[position]
              written += 1
            }
          }
          lineStart = lineEnd + 1
        }
        return written
      }
    }
  }

  func value(_ expression: Expr) -> ModelValue {
    switch expression.kind {
    case .string(let literal):
      return .string(normalized(literal))
    case .integer(let text): return .integer(text)
    case .float(let text): return .float(text)
    case .boolean(let value): return .boolean(value)
    case .nil: return .nil
    case .prefixOperator("-", let operand):
      if case .integer(let text) = operand.kind { return .integer("-" + text) }
      if case .float(let text) = operand.kind { return .float("-" + text) }
      return .nonLiteral(text(expression.range))
    case .memberAccess:
      // An implicit member (`.orange`) or a case of an App Intents value type is a value; any
      // other `Type.member` may be a constant defined elsewhere, which the extractor rejects.
      guard let name = expression.dottedName, isEnumCase(name) else { return .nonLiteral(text(expression.range)) }
      return .member(name)
    case .call(let callee, let arguments, let trailing):
      let type = initializerType(callee) ?? callee.dottedName.flatMap { isEnumCase($0) ? $0 : nil }
      guard let type else { return .nonLiteral(text(expression.range)) }
      var values = arguments.map { ModelArgument(label: $0.label, value: value($0.value)) }
      // A result-builder initializer (`NegativeAppShortcutPhrases { "…"; "…" }`): its elements.
      for closure in trailing {
        let elements = closure.closure.statements.map { statement -> ModelValue in
          if case .expression(let element) = statement.kind { return value(element) }
          return .nonLiteral(text(statement.range))
        }
        values.append(ModelArgument(label: closure.label, value: .array(elements)))
      }
      return .initializer(type: type, arguments: values)
    case .array(let elements):
      return .array(elements.map(value))
    case .dictionary(let entries):
      return .dictionary(entries.map { ModelDictionaryEntry(key: value($0.key), value: value($0.value)) })
    default:
      return .nonLiteral(text(expression.range))
    }
  }

  /// App Intents types whose static members are enum-like values the extractor reads.
  static let valueTypes: Set<String> = [
    "ShortcutTileColor", "IntentModes", "IntentAuthenticationPolicy", "IntentDialog", "DisplayRepresentation",
    "TypeDisplayRepresentation", "AppShortcutPhraseToken", "IntentParameterSummary",
  ]

  /// Whether a member reference is an enum-like value: `.orange` or `ShortcutTileColor.orange`.
  func isEnumCase(_ name: String) -> Bool {
    if name.hasPrefix(".") { return true }
    guard let dot = name.firstIndex(of: ".") else { return Self.valueTypes.contains(name) }
    return Self.valueTypes.contains(String(name[..<dot]))
  }

  /// The type a call initializes: `Name(…)`, `Module.Name(…)`, `Name<T>(…)`, `.init(…)`, or `nil`
  /// for a function or method call.
  func initializerType(_ callee: Expr) -> String? {
    if case .specialized(let base, _) = callee.kind { return initializerType(base).map { _ in text(callee.range) } }
    guard let name = callee.dottedName else { return nil }
    if name == ".init" { return ".init" }
    if name.hasSuffix(".init") { return String(name.dropLast(5)) }
    return Self.lastComponentIsCapitalized(name) && !name.hasPrefix(".") ? name : nil
  }

  /// Whether the last non-empty dot-separated component of `name` starts with an uppercase letter.
  static func lastComponentIsCapitalized(_ name: String) -> Bool {
    // ASCII (the usual case): in one pass over the bytes, the first byte of the last component
    // that is not empty.
    let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var first: UInt8?
      var atComponentStart = true
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte == UInt8(ascii: ".") {
          atComponentStart = true
        } else if atComponentStart {
          first = byte
          atComponentStart = false
        }
      }
      guard let first else { return false }
      return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
    if let ascii, let ascii { return ascii }
    // By characters: a combining mark after `.` makes it no separator.
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return last.first?.isUppercase == true
  }

  /// A string literal's value with interpolations written `${…}` as Apple normalizes phrases.
  func normalized(_ literal: StringLiteral) -> String {
    // Most literals are one piece of text.
    if literal.segments.count == 1, case .text(let text) = literal.segments[0] { return text }
    var result = ""
    for segment in literal.segments {
      switch segment {
      case .text(let text): result += text
      case .interpolation(let arguments, let range):
        result += "${" + interpolationName(arguments, range: range) + "}"
      }
    }
    return result
  }

  private func interpolationName(_ arguments: [Argument], range: Range<Int>) -> String {
    if arguments.count == 1, arguments[0].label == nil {
      let value = arguments[0].value
      switch value.kind {
      case .keyPath(let root, let written) where KeyPathRoot.members(root: root, written).count == 1:
        let component = KeyPathRoot.members(root: root, written)[0]
        return component.hasPrefix("$") ? String(component.dropFirst()) : component
      case .memberAccess(nil, let name), .identifier(let name):
        return name
      default:
        return text(value.range)
      }
    }
    // `\(placeholder: .int)`: the member, as the compiler's const values name it (`${int}`).
    if arguments.count == 1, case .memberAccess(nil, let name) = arguments[0].value.kind { return name }
    // Other labelled interpolations: the source between the parentheses.
    let inner = (range.lowerBound + 2)..<max(range.lowerBound + 2, range.upperBound - 1)
    return text(inner)
  }

  /// The value of the property `bindings[position]`: its initializer, or the single expression
  /// its getter returns. Common shapes are read from the tokens (`TokenValueReader`), the rest
  /// parsed. The binding is read in place: a binding passed on is copied whole, several hundred
  /// bytes with the references in them.
  func propertyValue(of bindings: [PatternBinding], at position: Int) -> ModelValue? {
    namingImplicitInitializer(unresolvedPropertyValue(of: bindings, at: position), bindings[position])
  }

  private func unresolvedPropertyValue(of bindings: [PatternBinding], at position: Int) -> ModelValue? {
    if let syntax = bindings[position].initializerSyntax, let value = TokenValueReader.value(of: syntax, source: self) {
      return value
    }
    if bindings[position].initializerSyntax == nil, let syntax = bindings[position].accessorSyntax,
      let value = TokenValueReader.getterValue(of: syntax, source: self)
    {
      return value
    }
    return unnamedParsedPropertyValue(bindings[position])
  }

  /// `static var defaultQuery: ModelQuery { .init() }` creates a `ModelQuery`, as the compiler
  /// records it: an implicit `.init(…)` is named by the property's type annotation, when it has one.
  private func namingImplicitInitializer(_ value: ModelValue?, _ binding: PatternBinding) -> ModelValue? {
    guard case .initializer(".init", let arguments)? = value, let annotation = binding.type?.text,
      !annotation.contains(where: { $0 == "?" || $0 == "!" || $0 == "[" || $0 == "(" || $0 == " " })
    else { return value }
    return .initializer(type: annotation, arguments: arguments)
  }

  /// `propertyValue(of:at:)` from the parsed initializer or getter, whatever their shapes.
  func parsedPropertyValue(_ binding: PatternBinding) -> ModelValue? {
    namingImplicitInitializer(unnamedParsedPropertyValue(binding), binding)
  }

  private func unnamedParsedPropertyValue(_ binding: PatternBinding) -> ModelValue? {
    if let initializer = binding.initializer { return value(initializer) }
    guard let statements = binding.getter else { return nil }
    if statements.count == 1 {
      switch statements[0].kind {
      case .expression(let expression): return value(expression)
      case .return(let expression?): return value(expression)
      default: break
      }
    }
    guard let first = statements.first, let last = statements.last else { return nil }
    return .nonLiteral(text(first.range.lowerBound..<last.range.upperBound))
  }
}

extension SourceReader {
  /// The arguments of the attribute `attributes[position]` as values, with their ranges and key
  /// paths; `nil` without parentheses. Common shapes are read from the tokens
  /// (`TokenValueReader`), the rest parsed. The attribute is read in place: an attribute passed
  /// on is copied whole, with the references in it.
  func arguments(of attributes: [Attribute], at position: Int) -> [ArgumentValue]? {
    if let syntax = attributes[position].argumentSyntax,
      let arguments = TokenValueReader.arguments(of: syntax, source: self)
    {
      return arguments
    }
    return parsedArguments(of: attributes[position])
  }

  /// `arguments(of:at:)` from the parsed arguments, whatever their shapes.
  func parsedArguments(of attribute: Attribute) -> [ArgumentValue]? {
    attribute.arguments.map { arguments in
      arguments.map { argument in
        var keyPathComponents: [String]?
        if case .keyPath(let root, let components) = argument.value.kind {
          keyPathComponents = KeyPathRoot.members(root: root, components)
        }
        return ArgumentValue(
          label: argument.label,
          value: value(argument.value),
          range: argument.value.range,
          keyPathComponents: keyPathComponents
        )
      }
    }
  }
}

extension Substring {
  func trimmingSpaces() -> String {
    var slice = self[...]
    while slice.first == " " || slice.first == "\t" { slice = slice.dropFirst() }
    while slice.last == " " || slice.last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }
}
