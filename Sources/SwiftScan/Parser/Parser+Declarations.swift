/// Attributes and modifiers read before a `#if` directive that stands between them and their
/// declaration (`#if !Perception ⏎ @available(iOS 17, *) ⏎ #endif ⏎ public init()`, SE-0367):
/// they belong to the declaration after the directives.
struct PendingAttributes {
  /// The index of the first attribute or modifier token.
  var firstIndex: Int
  var attributes: [Attribute]
  var modifiers: WordList
  var isStatic: Bool
  /// The `#if` branches around the first of them. Their declaration must be in the same branches
  /// or in enclosing ones: attributes may be spread over a `#if` region, a declaration may not.
  var conditions: [IfConfigCondition]
}

extension Parser {
  /// Parses one declaration with its attributes and modifiers, or returns `nil` when the current
  /// token does not start one (having consumed any attributes and modifiers it saw).
  mutating func parseDeclaration() -> Declaration? {
    var pending: PendingAttributes?
    let declaration = parseDeclaration(pending: &pending)
    if let pending {
      diagnose("expected a declaration after its attributes and modifiers", at: tokens[pending.firstIndex].range)
    }
    return declaration
  }

  /// `parseDeclaration()` that starts with the `pending` attributes and modifiers, if any, and
  /// stops at a `#if`, `#elseif`, `#else` or `#endif` after attributes or modifiers: they are
  /// returned in `pending` for the declaration after the directive.
  mutating func parseDeclaration(pending: inout PendingAttributes?) -> Declaration? {
    let firstIndex = pending?.firstIndex ?? index
    let startedPending = pending != nil
    let firstConditions = pending?.conditions ?? conditions
    depth += 1
    defer { depth -= 1 }
    var attributes = pending?.attributes ?? []
    var modifiers = pending?.modifiers ?? WordList()
    var isStatic = pending?.isStatic ?? false
    pending = nil
    while true {
      if at(.atSign) {
        attributes.append(parseAttribute())
      } else if let modifier = modifierKind(current) {
        let modifierStart = index
        // A keyword, or a keyword with a one-word detail (`private(set)`): never a line break.
        modifiers.appendToken(parseModifier())
        // `static` or `class` alone, as `Declaration.isStatic(modifiers:)` reads them.
        if (modifier == .static || modifier == .class) && index == modifierStart + 1 { isStatic = true }
      } else {
        break
      }
    }
    let introducer = current
    let declarationKind: DeclarationKind?
    switch introducer.kind {
    case .keyword:
      declarationKind = Self.declarationKind(for: introducer.keyword)
    case .identifier where isContextualDeclarationStart:
      declarationKind = introducer.keyword == .actor ? .actor : .macro
    default:
      declarationKind = nil
    }
    guard let declarationKind else {
      if index > firstIndex {
        switch introducer.kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
          pending = PendingAttributes(
            firstIndex: firstIndex,
            attributes: attributes,
            modifiers: modifiers,
            isStatic: isStatic,
            conditions: firstConditions
          )
        case .macroExpansion:
          // A freestanding macro's own attributes (`@available(macOS 14, *) #Preview { … }`): the
          // caller skips the expansion.
          break
        default:
          diagnose("expected a declaration after its attributes and modifiers", at: introducer.range)
        }
      }
      return nil
    }
    if startedPending && !firstConditions.starts(with: conditions) {
      // `@MainActor #if os(iOS) struct S {} #endif`, or attributes in one branch and the
      // declaration in another: Swift reads attributes across `#if` only into attributes.
      diagnose(
        "attributes before a '#if' region can only be followed by more attributes in it; move them onto the "
          + "declaration inside the region",
        at: tokens[firstIndex].range
      )
    }
    // The box is made first and filled in place: filled as a local and then moved in, the values
    // were copied once more and an emptied copy destroyed, for every declaration.
    let box = Declaration.Storage(
      Declaration.Fields(
        kind: declarationKind,
        name: "",
        range: Int(tokens[firstIndex].start)..<Int(introducer.end),
        nameRange: introducer.range
      )
    )
    box.fields.attributes = attributes
    box.fields.modifiers = modifiers
    box.fields.isStatic = isStatic
    box.fields.conditions = conditions
    fill(&box.fields, firstIndex: firstIndex)
    return Declaration(storage: box)
  }

  /// Reads the rest of a declaration from its introducing keyword on.
  private mutating func fill(_ declaration: inout Declaration.Fields, firstIndex: Int) {
    if tokens[firstIndex].flags.contains(.leadingComment) {
      declaration.documentation = documentationComment(before: tokens[firstIndex])
    }
    advance()
    switch declaration.kind {
    case .struct, .class, .enum, .actor, .protocol, .extension:
      parseTypeDeclaration(&declaration)
    case .func, .`init`, .subscript, .macro:
      parseFunctionLike(&declaration)
    case .deinit:
      declaration.name = "deinit"
      if at(.leftBrace) { declaration.body = skipBlock(of: "the body of 'deinit'") }
    case .var, .let:
      parseBindings(&declaration)
    case .case:
      parseEnumCase(&declaration)
    case .typealias, .associatedtype:
      parseTypeAlias(&declaration)
    case .import:
      parseImport(&declaration)
    case .operator:
      parseOperatorDeclaration(&declaration)
    case .precedencegroup:
      parseName(&declaration, after: "precedencegroup")
      if at(.leftBrace) { declaration.body = skipBlock(of: "the precedence group '\(declaration.name)'") }
    }
    declaration.range = declaration.range.lowerBound..<max(declaration.range.upperBound, previousEnd)
  }

  static func declarationKind(for keyword: Keyword) -> DeclarationKind? {
    switch keyword {
    case .struct: .struct
    case .class: .class
    case .enum: .enum
    case .protocol: .protocol
    case .extension: .extension
    case .typealias: .typealias
    case .associatedtype: .associatedtype
    case .func: .func
    case .`init`: .`init`
    case .deinit: .deinit
    case .subscript: .subscript
    case .var: .var
    case .let: .let
    case .case: .case
    case .import: .import
    case .operator: .operator
    case .precedencegroup: .precedencegroup
    default: nil
    }
  }

  /// Reads the declared name (an identifier, possibly backticked), diagnosing its absence.
  mutating func parseName(_ declaration: inout Declaration.Fields, after introducer: String) {
    if kind == .identifier || (kind == .keyword && current.keyword == .Self) {
      declaration.name = name(current)
      declaration.nameRange = current.range
      advance()
    } else {
      diagnose("expected a name after '\(introducer)'", at: current.range)
    }
  }

  /// `struct`, `class`, `enum`, `actor`, `protocol` and `extension`: name, generic parameters,
  /// inheritance, `where` clause and member block.
  mutating func parseTypeDeclaration(_ declaration: inout Declaration.Fields) {
    let introducer = declaration.kind.rawValue
    if declaration.kind == .extension {
      if let type = parseType() {
        // `extension Swift::Int` extends `Int`: the compiler names it without module selectors.
        declaration.name = type.textWithoutModuleSelectors
        declaration.nameRange = type.range
      } else {
        diagnose("expected a type name after 'extension'", at: current.range)
      }
    } else {
      parseName(&declaration, after: introducer)
      if atOperatorByte(UInt8(ascii: "<")) {
        declaration.genericParameters = skipAngleBrackets()
      }
    }
    if consume(.colon) { declaration.inheritance = parseInheritance() }
    if consume(.where) { declaration.whereClause = parseWhereClause() }
    guard at(.leftBrace) else {
      diagnose("expected '{' to begin the body of '\(declaration.name)'", at: current.range)
      return
    }
    let open = current
    guard depth < Self.maximumDepth else {
      skipBalanced()
      return
    }
    advance()
    parseMembers(into: &declaration.members, inType: declaration.name)
    declaration.hasTypeLikeMembers = declaration.members.contains { $0.kind.isTypeLike }
    if !consume(.rightBrace) {
      diagnose("expected '}' to close the body of '\(declaration.name)'; add the missing brace", at: open.range)
    }
  }

  /// `func`, `init`, `subscript` and `macro`: name, generics, parameters, effects, result, body.
  mutating func parseFunctionLike(_ declaration: inout Declaration.Fields) {
    switch declaration.kind {
    case .func:
      if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator || kind == .identifier
        || kind == .equal || kind == .period || kind == .keyword
      {
        declaration.name = name(current)
        declaration.nameRange = current.range
        let length = Int(current.end) - Int(current.start)
        if kind != .identifier && kind != .keyword && length > 1 && bytes[Int(current.end) - 1] == UInt8(ascii: "<")
          && peek().kind == .identifier
        {
          // `func ==<T: Equatable>(…)`: the operator's last `<` opens the generic parameters.
          declaration.name.removeLast()
          declaration.nameRange = Int(current.start)..<(Int(current.end) - 1)
          partial = length - 1
        } else {
          advance()
        }
      } else {
        diagnose("expected a function name after 'func'", at: current.range)
      }
    case .`init`:
      declaration.name = "init"
      if (kind == .postfixOperator || kind == .binaryOperator)
        && (textEquals(current, "?") || textEquals(current, "!"))
      {
        declaration.name += text(current)
        advance()
      }
    case .subscript:
      declaration.name = "subscript"
    default:
      parseName(&declaration, after: declaration.kind.rawValue)
    }
    if atOperatorByte(UInt8(ascii: "<")) { declaration.genericParameters = skipAngleBrackets() }
    if at(.leftParen) {
      declaration.parameterStorage = deferParameterClause(oneNameIsLabel: declaration.kind != .subscript)
    } else if declaration.kind != .macro {
      diagnose("expected '(' to begin the parameters of '\(declaration.name)'", at: current.range)
    }
    declaration.effects = parseEffects()
    if consume(.arrow) { declaration.resultType = parseType() }
    if consume(.where) { declaration.whereClause = parseWhereClause() }
    if declaration.kind == .macro && consume(.equal) {
      _ = deferExpression()
    }
    guard at(.leftBrace) else { return }
    if declaration.kind == .subscript {
      let block = current
      var binding = PatternBinding(
        name: "subscript",
        nameRange: declaration.nameRange,
        type: declaration.resultType,
        initializer: nil
      )
      let (accessors, isComputed) = deferAccessorBlock()
      binding.accessorStorage = .syntax(accessors)
      binding.isComputed = isComputed
      declaration.bindings = [binding]
      declaration.body = Int(block.start)..<previousEnd
    } else {
      declaration.body = skipBlock(of: "the body of '\(declaration.name)'")
    }
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
  mutating func parseEffects() -> WordList {
    var effects = WordList()
    while true {
      if at(.throws) || at(.rethrows) {
        let start = index
        advance()
        if at(.leftParen) && !current.flags.contains(.leadingTrivia) { skipBalanced() }
        // `throws(E)` is written from its tokens, which in broken code can span lines.
        effects.append(tokenText(from: start, to: index))
      } else if kind == .identifier && (current.keyword == .async || textEquals(current, "reasync")) {
        effects.appendToken(text(current))
        advance()
      } else {
        return effects
      }
    }
  }

  /// `(label name: Type = default, …)`. A parameter written with one name has that name as its
  /// label when `oneNameIsLabel` (functions, initializers, macros), and no label otherwise
  /// (subscripts: `subscript(index: Int)` is called `s[1]`, `subscript(key key: K)` `s[key: k]`).
  mutating func parseParameterClause(oneNameIsLabel: Bool) -> [FunctionParameter] {
    var parameters: [FunctionParameter] = []
    let open = current
    advance()
    while !atEnd && !at(.rightParen) {
      let before = index
      var attributes: [Attribute] = []
      while at(.atSign) { attributes.append(parseAttribute()) }
      // The argument label and the parameter name, or the one name that is both.
      var firstName: String?
      var secondName: String?
      while secondName == nil && (kind == .identifier || kind == .keyword) && !at(.colon) && peek().kind != .period {
        if current.keyword == .inout { break }
        if firstName == nil { firstName = name(current) } else { secondName = name(current) }
        advance()
      }
      var type: TypeSyntax?
      if consume(.colon) { type = parseType() }
      var defaultValue: DeferredSyntax?
      if consume(.equal) { defaultValue = deferExpression() }
      if let firstName {
        parameters.append(
          FunctionParameter(
            label: secondName != nil || oneNameIsLabel ? firstName : "_",
            name: secondName ?? firstName,
            type: type,
            defaultValueStorage: defaultValue.map { .syntax($0) },
            attributes: attributes
          )
        )
      }
      if !consume(.comma) && !at(.rightParen) {
        // Recover: skip to the next parameter.
        while !atEnd && !at(.comma) && !at(.rightParen) && !at(.leftBrace) && !at(.rightBrace) {
          if Self.isOpener(kind) { skipBalanced() } else { advance() }
        }
        if !consume(.comma) && !at(.rightParen) { break }
      }
      if index == before { advance() }
    }
    if !consume(.rightParen) {
      diagnose("expected ')' to close the parameter list", at: open.range)
    }
    return parameters
  }

  /// `var`/`let` with one or more bindings, each with a type, an initializer and accessors. A
  /// tuple pattern (`let (a, b) = pair`) binds each of its names; each of those bindings carries
  /// the whole pattern's type annotation and initializer.
  mutating func parseBindings(_ declaration: inout Declaration.Fields) {
    repeat {
      // One name (the usual case, kept out of an array) or the names of a tuple pattern.
      var single: (name: String, range: Range<Int>)?
      var names: [(String, Range<Int>)] = []
      if kind == .identifier || kind == .keyword {
        single = (name(current), current.range)
        advance()
      } else if at(.leftParen) {
        names = parseTuplePatternNames()
      } else {
        diagnose("expected a name after '\(declaration.kind.rawValue)'", at: current.range)
        return
      }
      var type: TypeSyntax?
      if consume(.colon) { type = parseType() }
      var initializer: Deferred<Expr>?
      if consume(.equal) {
        let equal = tokens[index - 1]
        let value = deferExpression()
        if value.tokenRange.isEmpty {
          diagnose("expected an initial value after '='; write the value or remove the '='", at: equal.range)
        }
        initializer = .syntax(value)
      }
      var accessors: Deferred<[Accessor]>?
      var isComputed = false
      if at(.leftBrace) {
        let block = deferAccessorBlock()
        accessors = .syntax(block.syntax)
        isComputed = block.isComputed
      }
      // Each binding is built where it is stored: a `PatternBinding` kept in a variable first
      // was copied, not moved, into the array.
      if let single {
        Self.add(
          PatternBinding(
            name: single.name,
            nameRange: single.range,
            type: type,
            initializerStorage: initializer,
            accessorStorage: accessors,
            isComputed: isComputed
          ),
          to: &declaration
        )
      }
      for (name, range) in names {
        Self.add(
          PatternBinding(
            name: name,
            nameRange: range,
            type: type,
            initializerStorage: initializer,
            accessorStorage: accessors,
            isComputed: isComputed
          ),
          to: &declaration
        )
      }
    } while consume(.comma)
  }

  /// Adds a binding; the first one names the declaration.
  private static func add(_ binding: consuming PatternBinding, to declaration: inout Declaration.Fields) {
    if declaration.bindings.isEmpty {
      declaration.name = binding.name
      declaration.nameRange = binding.nameRange
    }
    declaration.bindings.append(binding)
  }

  /// The names a tuple pattern binds, at any nesting (`(a, (b, c))`, `(x: a, y: _)`).
  mutating func parseTuplePatternNames() -> [(String, Range<Int>)] {
    var names: [(String, Range<Int>)] = []
    let open = current
    var nesting = 0
    repeat {
      if at(.leftParen) {
        nesting += 1
      } else if at(.rightParen) {
        nesting -= 1
      } else if kind == .identifier && index > 0 {
        let previous = tokens[index - 1].kind
        let next = peek().kind
        if (previous == .leftParen || previous == .comma || previous == .colon)
          && (next == .comma || next == .rightParen)
        {
          names.append((name(current), current.range))
        }
      }
      advance()
    } while nesting > 0 && !atEnd
    if nesting > 0 { diagnose("expected ')' to close the tuple pattern", at: open.range) }
    return names
  }

  /// `{ get set }`, `{ get { … } set { … } }`, `{ didSet { … } }`, or an implicit getter `{ … }`.
  mutating func parseAccessorBlock() -> [Accessor] {
    let open = current
    advance()
    let start = index
    while at(.atSign) || (kind == .identifier && (current.keyword == .mutating || current.keyword == .nonmutating)) {
      if at(.atSign) { _ = parseAttribute() } else { advance() }
    }
    let isExplicit = kind == .identifier && Self.isAccessorKeyword(current)
    index = start
    guard isExplicit else {
      let statements = parseBlockStatements(open: open)
      return [Accessor(kind: "get", effects: [], statements: statements, body: Int(open.start)..<previousEnd)]
    }
    var accessors: [Accessor] = []
    while !atEnd && !at(.rightBrace) {
      let before = index
      while at(.atSign) || (kind == .identifier && (current.keyword == .mutating || current.keyword == .nonmutating)) {
        if at(.atSign) { _ = parseAttribute() } else { advance() }
      }
      guard kind == .identifier && Self.isAccessorKeyword(current) else {
        diagnose("expected an accessor such as 'get' or 'set'", at: current.range)
        while !atEnd && !at(.rightBrace) {
          if Self.isOpener(kind) { skipBalanced() } else { advance() }
        }
        break
      }
      let accessorKind = text(current)
      advance()
      if at(.leftParen) { skipBalanced() }
      let effects = parseEffects().words
      var statements: [Statement] = []
      var body: Range<Int>?
      if at(.leftBrace) {
        let bodyOpen = current
        if accessorKind == "get" {
          advance()
          statements = parseBlockStatements(open: bodyOpen)
        } else {
          _ = skipBlock(of: "the '\(accessorKind)' accessor")
        }
        body = Int(bodyOpen.start)..<previousEnd
      }
      accessors.append(Accessor(kind: accessorKind, effects: effects, statements: statements, body: body))
      if index == before { advance() }
    }
    if !consume(.rightBrace) {
      diagnose("expected '}' to close the accessor block", at: open.range)
    }
    return accessors
  }

  static func isAccessorKeyword(_ token: Token) -> Bool {
    switch token.keyword {
    case .get, .set, .willSet, .didSet, ._modify, ._read, .modify, .read: true
    default: false
    }
  }

  /// `case a, b(Int), c = "raw"`.
  mutating func parseEnumCase(_ declaration: inout Declaration.Fields) {
    repeat {
      guard kind == .identifier || kind == .keyword else {
        diagnose("expected a case name after 'case'", at: current.range)
        return
      }
      var element = EnumCaseElement(name: name(current), nameRange: current.range, associatedValue: nil, rawValue: nil)
      advance()
      if at(.leftParen) {
        let open = current
        skipBalanced()
        let inner = (Int(open.end))..<max(Int(open.end), previousEnd - 1)
        element.associatedValue = collapsedText(inner)
      }
      if consume(.equal) { element.rawValueStorage = .syntax(deferExpression()) }
      if declaration.caseElements.isEmpty {
        declaration.name = element.name
        declaration.nameRange = element.nameRange
      }
      declaration.caseElements.append(element)
    } while consume(.comma)
  }

  /// `typealias Name<T> = Type` and `associatedtype Name: Constraint = Default where …`.
  mutating func parseTypeAlias(_ declaration: inout Declaration.Fields) {
    parseName(&declaration, after: declaration.kind.rawValue)
    if atOperatorByte(UInt8(ascii: "<")) { declaration.genericParameters = skipAngleBrackets() }
    if consume(.colon) { declaration.inheritance = parseInheritance() }
    if consume(.equal) { declaration.resultType = parseType() }
    if consume(.where) { declaration.whereClause = parseWhereClause() }
  }

  /// `import Module`, `import struct Module.Type`.
  mutating func parseImport(_ declaration: inout Declaration.Fields) {
    if kind == .keyword && Self.declarationKind(for: current.keyword) != nil { advance() }
    let start = index
    let first = current
    while kind == .identifier || kind == .keyword || at(.period) {
      if current.isAtStartOfLine && index > start { break }
      advance()
    }
    declaration.name = tokenText(from: start, to: index).replacingSpaces()
    declaration.nameRange = Int(first.start)..<max(Int(first.start), previousEnd)
  }

  /// `infix operator <~> : Precedence`.
  mutating func parseOperatorDeclaration(_ declaration: inout Declaration.Fields) {
    if kind != .endOfFile && !current.isAtStartOfLine {
      declaration.name = text(current)
      declaration.nameRange = current.range
      advance()
    }
    if consume(.colon) && kind == .identifier { advance() }
    if at(.leftBrace) { _ = skipBlock(of: "the operator declaration") }
  }
}

extension String {
  /// The string without spaces (for module paths written as `A . B`).
  func replacingSpaces() -> String {
    guard utf8.contains(UInt8(ascii: " ")) else { return self }
    return String(self.filter { $0 != " " })
  }
}
