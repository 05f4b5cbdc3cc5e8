extension Parser {
  /// Whether the current token is an operator whose next unconsumed byte is `byte`.
  @_transparent
  mutating func atOperatorByte(_ byte: UInt8) -> Bool {
    let token = current
    guard token.kind == .binaryOperator || token.kind == .prefixOperator || token.kind == .postfixOperator else {
      return false
    }
    let offset = Int(token.start) + partial
    return offset < Int(token.end) && bytes[offset] == byte
  }

  /// Consumes one byte of an operator token (`>` of `>>`, `?` of `>?`).
  @_transparent
  mutating func consumeOperatorByte() {
    partial += 1
    if Int(current.start) + partial >= Int(current.end) { advance() }
  }

  /// Whether a contextual keyword may stand before a type (`some P`, `borrowing T`). A `switch`,
  /// not `contains` on an array literal: an unoptimized build allocated the array for every type.
  static func isTypeSpecifier(_ keyword: Keyword) -> Bool {
    switch keyword {
    case .some, .any, .each, .sending, .consuming, .borrowing, .isolated: true
    default: false
    }
  }

  /// Skips `<…>` (nested, splitting `>>`-like operators) and returns the text between the brackets.
  mutating func skipAngleBrackets() -> String {
    let openStart = currentStart
    var nesting = 0
    while !atEnd {
      if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator {
        while Int(current.start) + partial < Int(current.end) {
          let byte = bytes[Int(current.start) + partial]
          if byte == UInt8(ascii: "<") { nesting += 1 }
          if byte == UInt8(ascii: ">") { nesting -= 1 }
          consumeOperatorByte()
          if nesting == 0 {
            let inner = (openStart + 1)..<max(openStart + 1, previousEnd - 1)
            return collapsedText(inner)
          }
          if partial == 0 { break }
        }
        continue
      }
      if at(.leftBrace) || at(.rightBrace) || at(.semicolon) || (at(.equal) && nesting <= 1) {
        break
      }
      if Self.isOpener(kind) { skipBalanced() } else { advance() }
    }
    diagnose("expected '>' to close the generic clause", at: openStart..<(openStart + 1))
    return collapsedText((openStart + 1)..<max(openStart + 1, previousEnd))
  }

  /// Optional levels of one type read into structure (`T??` is `.optional(.optional(T))`).
  static let maximumOptionalNesting = 8

  /// A type: `T`, `A.B<C>`, `T?`, `[T]`, `[K: V]`, `some P`, `A & B`, tuples and function types.
  mutating func parseType() -> TypeSyntax? {
    parseSingleNameType() ?? parseAnyType()
  }

  /// `parseType()` without the single-name shortcut.
  mutating func parseAnyType() -> TypeSyntax? {
    guard depth < Self.maximumDepth else { return nil }
    depth += 1
    defer { depth -= 1 }
    let start = currentStart
    guard let first = parseTypeTerm() else { return nil }
    guard atOperatorByte(UInt8(ascii: "&")) && Int(current.end) - Int(current.start) == 1 else { return first }
    var members = [first]
    while atOperatorByte(UInt8(ascii: "&")) && Int(current.end) - Int(current.start) == 1 {
      advance()
      guard let next = parseTypeTerm() else { break }
      members.append(next)
    }
    let range = start..<previousEnd
    return TypeSyntax(text: collapsedText(range), shape: .composition(members), range: range)
  }

  /// The most common type, one plain name (`String`, `NoteEntity`), read without the general
  /// machinery — only when that would read exactly this: an identifier that is no specifier
  /// (`some`, `any`…), not backticked, followed by no operator or `.`, at a depth where
  /// `parseType` does not give up. Otherwise `nil`, and nothing is consumed.
  mutating func parseSingleNameType() -> TypeSyntax? {
    let token = current
    guard token.kind == .identifier, token.keyword == .none, partial == 0, depth + 2 < Self.maximumDepth,
      !token.flags.contains(.hasError), !isBackticked(token)
    else { return nil }
    switch peek().kind {
    case .period, .binaryOperator, .prefixOperator, .postfixOperator, .colonColon: return nil
    default: break
    }
    if textEquals(token, "__owned") || textEquals(token, "__shared") { return nil }
    let name = text(token)
    advance()
    return TypeSyntax(text: name, shape: .named(name, genericArguments: []), range: token.range)
  }

  /// Whether a token is a backticked identifier, whose name is written without the backticks.
  mutating func isBackticked(_ token: Token) -> Bool {
    token.end - token.start >= 2 && bytes[Int(token.start)] == UInt8(ascii: "`")
      && bytes[Int(token.end) - 1] == UInt8(ascii: "`")
  }

  /// One type without `&` composition.
  mutating func parseTypeTerm() -> TypeSyntax? {
    let start = currentStart
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maximumDepth else { return nil }
    while at(.atSign) { _ = parseAttribute() }
    // `nonisolated(nonsending) () async -> Void` (SE-0461): the specifier qualifies the function type.
    if kind == .identifier && current.keyword == .nonisolated && peek().kind == .leftParen
      && textEquals(peek(2), "nonsending") && peek(3).kind == .rightParen
    {
      for _ in 0..<4 { advance() }
      guard let inner = parseTypeTerm() else { return nil }
      let range = start..<previousEnd
      return TypeSyntax(text: collapsedText(range), shape: inner.shape, range: range)
    }
    if kind == .identifier && !current.flags.contains(.hasError),
      Self.isTypeSpecifier(current.keyword) || textEquals(current, "__owned") || textEquals(current, "__shared"),
      peek().kind == .identifier || peek().kind == .keyword || peek().kind == .leftParen
        || peek().kind == .leftSquare || peek().kind == .atSign || peek().kind == .prefixOperator
    {
      let keyword = text(current)
      advance()
      // `some A & B` constrains to the whole composition.
      guard let constraint = parseType() else { return nil }
      let range = start..<previousEnd
      let shape: TypeShape =
        keyword == "some" || keyword == "any" ? .opaque(keyword: keyword, constraint: constraint) : constraint.shape
      return TypeSyntax(text: collapsedText(range), shape: shape, range: range)
    }
    if at(.inout) || at(.repeat) {
      advance()
      guard let inner = parseTypeTerm() else { return nil }
      let range = start..<previousEnd
      return TypeSyntax(text: collapsedText(range), shape: inner.shape, range: range)
    }
    var shape: TypeShape
    switch kind {
    case .identifier:
      shape = parseNamedType()
    case .keyword where current.keyword == .Self || current.keyword == .Any:
      shape = parseNamedType()
    case .leftSquare where isInlineArrayCount(peek()) && textEquals(peek(2), "of") && peek(2).kind == .identifier:
      // `[4 of Int]`, `[N of T]`, `[_ of Int]`: an `InlineArray` (SE-0483).
      advance()
      advance()
      advance()
      guard parseType() != nil else { return nil }
      shape = .other
      if !consume(.rightSquare) {
        diagnose("expected ']' to close the inline array type", at: current.range)
      }
    case .leftSquare:
      advance()
      guard let element = parseType() else { return nil }
      if consume(.colon) {
        guard let value = parseType() else { return nil }
        shape = .dictionary(key: element, value: value)
      } else {
        shape = .array(element)
      }
      if !consume(.rightSquare) {
        diagnose("expected ']' to close the collection type", at: current.range)
      }
    case .leftParen:
      skipBalanced()
      shape = .other
    case .prefixOperator where textEquals(current, "~"):
      advance()
      _ = parseTypeTerm()
      shape = .other
    default:
      return nil
    }
    // Function types: `(A) async throws -> B`.
    if case .other = shape, !parseEffects().isEmpty || at(.arrow) {
      if consume(.arrow) { _ = parseType() }
    }
    // Postfix: `?`, `!`, `.Type`, `.Protocol`, a member type, `...`. Each optional level keeps
    // the text of what it wraps, so past `maximumOptionalNesting` of them (`T???…`) the type is
    // kept as its own text only: that bounds the copying and the depth.
    var optionals = 0
    while true {
      if atOperatorByte(UInt8(ascii: "?")) || atOperatorByte(UInt8(ascii: "!")) {
        if current.isAtStartOfLine && partial == 0 { break }
        let implicitlyUnwrapped = bytes[currentStart] == UInt8(ascii: "!")
        consumeOperatorByte()
        optionals += 1
        guard optionals <= Self.maximumOptionalNesting else {
          shape = .other
          continue
        }
        let wrapped = start..<(previousEnd - 1)
        shape = .optional(
          TypeSyntax(text: collapsedText(wrapped), shape: shape, range: wrapped),
          implicitlyUnwrapped: implicitlyUnwrapped
        )
      } else if at(.period) && (peek().keyword == .Type || peek().keyword == .Protocol) {
        advance()
        advance()
        shape = .other
      } else if at(.period) && !current.flags.contains(.leadingTrivia) && peek().kind == .identifier {
        // A member type of a collection or tuple type: `[Column].Iterator`, `[K: V].Index`,
        // `[Swift::Int].Swift::Index`.
        advance()
        let member = name(current)
        advance()
        _ = parseModuleSelection(after: member)
        if atOperatorByte(UInt8(ascii: "<")) && !current.flags.contains(.leadingTrivia) && partial == 0 {
          _ = parseGenericArgumentTypes()
        }
        shape = .other
      } else if (kind == .postfixOperator || kind == .binaryOperator) && partial == 0 && textEquals(current, "...")
        && !current.flags.contains(.leadingTrivia)
      {
        advance()
        shape = .other
      } else {
        break
      }
    }
    let range = start..<previousEnd
    // A plain name is its own text: share the string rather than building it twice.
    if case .named(let name, let arguments) = shape, arguments.isEmpty, name.utf8.count == range.count {
      return TypeSyntax(text: name, shape: shape, range: range)
    }
    return TypeSyntax(text: collapsedText(range), shape: shape, range: range)
  }

  /// `Name`, `A.B`, `Name<Args>`, `A<B>.C`, `Module::Name`.
  mutating func parseNamedType() -> TypeShape {
    var name = self.name(current)
    advance()
    if let selected = parseModuleSelection(after: name) { name = selected }
    var arguments: [TypeSyntax] = []
    while true {
      if atGenericArgumentsOpening(inType: true) {
        arguments = parseGenericArgumentTypes() ?? []
      }
      if at(.period) && !current.flags.contains(.leadingTrivia) && peek().kind == .identifier
        && peek().keyword != .Type && peek().keyword != .Protocol
      {
        advance()
        var member = self.name(current)
        advance()
        // `Foundation::Data.Swift::Index`: a member named through its module.
        if let selected = parseModuleSelection(after: member) { member = selected }
        name += "." + member
        arguments = []
        continue
      }
      // `Optional<T>`, `Array<T>` and `Dictionary<K, V>` are `T?`, `[T]` and `[K: V]` spelled
      // out: the same shapes for every reader (`Optional<Int>` was a required parameter, and a
      // query returning `Array<NoteEntity>` was for an entity named `Array<NoteEntity>`).
      switch (name, arguments.count) {
      case ("Optional", 1), ("Swift.Optional", 1): return .optional(arguments[0], implicitlyUnwrapped: false)
      case ("Array", 1), ("Swift.Array", 1): return .array(arguments[0])
      case ("Dictionary", 2), ("Swift.Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
      default: return .named(name, genericArguments: arguments)
      }
    }
  }

  /// Whether a token can be the count of an inline array type: an integer, a name, `_`.
  mutating func isInlineArrayCount(_ token: Token) -> Bool {
    token.kind == .integerLiteral || token.kind == .identifier || token.keyword == .wildcard
  }

  /// One generic argument: a type, or an integer value for a value generic parameter
  /// (`InlineArray<4, Int>`, `Vector<-1>`; SE-0452), kept as text.
  mutating func parseGenericArgument() -> TypeSyntax? {
    let start = currentStart
    // `-` alone, or what is left of the `<-` the generic arguments opened with.
    if atOperatorByte(UInt8(ascii: "-")) && Int(current.start) + partial + 1 == Int(current.end)
      && peek().kind == .integerLiteral && peek().fullStart == peek().start
    {
      consumeOperatorByte()
    }
    if at(.integerLiteral) {
      advance()
      let range = start..<previousEnd
      return TypeSyntax(text: collapsedText(range), shape: .other, range: range)
    }
    return parseType()
  }

  /// Whether the current token opens generic arguments right after a name: a `<` touching it or,
  /// in a type (`inType`), the `<-` the lexer makes of `Vector<-1>`. (In a value the compiler
  /// reads `<-` as an operator: `Window<-1>.zero` is `Window <- (1>).zero`.)
  mutating func atGenericArgumentsOpening(inType: Bool) -> Bool {
    guard atOperatorByte(UInt8(ascii: "<")), partial == 0, !current.flags.contains(.leadingTrivia) else {
      return false
    }
    switch Int(current.end) - Int(current.start) {
    case 1: return true
    case 2:
      return inType && bytes[Int(current.start) + 1] == UInt8(ascii: "-") && peek().kind == .integerLiteral
        && peek().fullStart == peek().start
    default: return false
    }
  }

  /// `Module::name` after the module's name (SE-0491): the whole name as written, or `nil` and
  /// nothing consumed when no `::` follows.
  @_transparent
  mutating func parseModuleSelection(after module: String) -> String? {
    parseModuleSelectedName().map { module + "::" + $0 }
  }

  /// The name after a module selector in a value (`Swift::max` → `max`), or `nil` and nothing
  /// consumed when no `::` follows. Values name things without their module: the App Intents
  /// readers match the names of cases, properties and initializers, which a selector only
  /// disambiguates (types keep their selectors as written; see `TypeSyntax`).
  @_transparent
  mutating func parseModuleSelectedName() -> String? {
    guard at(.colonColon) else { return nil }
    let next = peek()
    guard next.kind == .identifier || next.kind == .keyword else { return nil }
    advance()
    advance()
    return name(next)
  }

  /// `<A, B>` after a type name: the argument types, consuming the closing `>` byte.
  mutating func parseGenericArgumentTypes() -> [TypeSyntax]? {
    consumeOperatorByte()
    var arguments: [TypeSyntax] = []
    while true {
      guard let argument = parseGenericArgument() else { break }
      arguments.append(argument)
      if !consume(.comma) { break }
    }
    if atOperatorByte(UInt8(ascii: ">")) {
      consumeOperatorByte()
      return arguments
    }
    diagnose("expected '>' to close the generic arguments", at: current.range)
    return arguments
  }

  /// `: A, B, @unchecked Sendable, ~Copyable` up to `where` or `{`. An entry's attributes
  /// (`@retroactive`, `@unchecked`, `@preconcurrency`, `@MainActor`) and `nonisolated` qualify the
  /// conformance, not the type: the entry is the type after them (`extension EntityID:
  /// @retroactive AppEntity` conforms to `AppEntity`).
  mutating func parseInheritance() -> [TypeSyntax] {
    var types: [TypeSyntax] = []
    repeat {
      while at(.atSign) { _ = parseAttribute() }
      // `extension S: nonisolated P` (SE-0470) opts the conformance out of the type's isolation.
      if kind == .identifier && current.keyword == .nonisolated
        && (peek().kind == .identifier || peek().kind == .keyword || peek().kind == .atSign)
      {
        advance()
      }
      if let type = parseType() {
        types.append(type)
      } else {
        diagnose("expected a type in the inheritance clause", at: current.range)
        break
      }
    } while consume(.comma)
    return types
  }

  /// The text of a `where` clause, up to the `{` of a body or the end of the declaration's line.
  mutating func parseWhereClause() -> String {
    let start = index
    while !atEnd && !at(.leftBrace) && !at(.rightBrace) && !at(.semicolon) && !at(.equal) {
      if current.isAtStartOfLine && index > start && !at(.comma) && !at(.period)
        && !(index > 0 && tokens[index - 1].kind == .comma) && kind != .binaryOperator
      {
        break
      }
      if Self.isOpener(kind) { skipBalanced() } else { advance() }
    }
    return tokenText(from: start, to: index)
  }
}
