extension Parser {
  /// Whether the current token ends the expression being parsed: a closer, a separator, or the
  /// start of a new line that does not continue the expression with `.` or a binary operator.
  var atExpressionEnd: Bool {
    mutating get {
      switch kind {
      case .period, .binaryOperator: false
      default: Self.isExpressionTerminator(kind) || current.isAtStartOfLine
      }
    }
  }

  /// Whether a token of this kind ends an expression wherever it is: a closing bracket, a
  /// separator, a directive, the end of the file.
  @_transparent
  static func isExpressionTerminator(_ kind: TokenKind) -> Bool {
    switch kind {
    case .endOfFile, .rightParen, .rightBrace, .rightSquare, .comma, .colon, .semicolon, .interpolationEnd,
      .poundIf, .poundElseif, .poundElse, .poundEndif:
      true
    default: false
    }
  }

  /// Whether the current token, first of an expression yet at the start of a line
  /// (`static var description =⏎ IntentDescription(…)`), begins that expression: anything but a
  /// terminator or what starts the next declaration.
  var beginsExpressionOnNextLine: Bool {
    mutating get { !Self.isExpressionTerminator(kind) && !startsDeclarationOrDirective }
  }

  /// Parses an expression. Returns an `.opaque` expression covering what it could not understand;
  /// always consumes at least one token unless the expression is empty (then its range is empty).
  /// A following `{ didSet … }` is an accessor block, never a trailing closure.
  mutating func parseExpression(allowTrailingClosure: Bool = true) -> Expr {
    let start = currentStart
    guard depth < Self.maximumDepth else {
      skipToExpressionEnd()
      return Expr(.opaque, range: start..<max(start, previousEnd))
    }
    depth += 1
    defer { depth -= 1 }
    if at(.try) || (kind == .identifier && current.keyword == .await) {
      let keyword = text(current)
      advance()
      var spelled = keyword
      if (kind == .postfixOperator) && (textEquals(current, "?") || textEquals(current, "!")) {
        spelled += text(current)
        advance()
      }
      let inner = parseExpression(allowTrailingClosure: allowTrailingClosure)
      return Expr(.effect(spelled, inner), range: start..<previousEnd)
    }
    guard let first = parseUnary(allowTrailingClosure: allowTrailingClosure) else {
      skipToExpressionEnd()
      return Expr(.opaque, range: start..<max(start, previousEnd))
    }
    // Most expressions are one operand: no operand and operator lists unless an operator follows.
    guard (kind == .binaryOperator && partial == 0) || at(.equal) || ((at(.as) || at(.is)) && !current.isAtStartOfLine)
    else { return first }
    var operands: [Expr] = [first]
    var operators: [String] = []
    var needsOperand = false
    while true {
      if needsOperand {
        guard let operand = parseUnary(allowTrailingClosure: allowTrailingClosure) else {
          skipToExpressionEnd()
          return Expr(.opaque, range: start..<previousEnd)
        }
        operands.append(operand)
      }
      needsOperand = true
      if kind == .binaryOperator && partial == 0 {
        if textEquals(current, "?") {
          // Ternary: `c ? a : b`.
          advance()
          operators.append("?")
          operands.append(parseExpression(allowTrailingClosure: allowTrailingClosure))
          guard consume(.colon) else { break }
          operators.append(":")
          continue
        }
        operators.append(text(current))
        advance()
        continue
      }
      if at(.equal) || ((at(.as) || at(.is)) && !current.isAtStartOfLine) {
        // Assignments and casts: keep the operator, treat the right side as an operand.
        let isCast = !at(.equal)
        var spelled = text(current)
        advance()
        if isCast {
          if kind == .postfixOperator && (textEquals(current, "?") || textEquals(current, "!")) {
            spelled += text(current)
            advance()
          }
          operators.append(spelled)
          let typeStart = currentStart
          _ = parseType()
          operands.append(Expr(.opaque, range: typeStart..<max(typeStart, previousEnd)))
          if kind == .binaryOperator || at(.equal) { continue }
          break
        }
        operators.append(spelled)
        continue
      }
      break
    }
    if operands.count == 1 { return operands[0] }
    return Expr(.infixSequence(operands: operands, operators: operators), range: start..<previousEnd)
  }

  /// Skips the rest of an expression that was not understood, keeping brackets balanced.
  mutating func skipToExpressionEnd() {
    while !atExpressionEnd {
      if Self.isOpener(kind) { skipBalanced() } else { advance() }
    }
  }

  /// A prefix operator applied to a postfix expression, or a postfix expression.
  mutating func parseUnary(allowTrailingClosure: Bool) -> Expr? {
    let start = currentStart
    if kind == .prefixOperator && partial == 0 {
      let spelled = text(current)
      advance()
      depth += 1
      defer { depth -= 1 }
      guard depth < Self.maximumDepth,
        let operand = parseUnary(allowTrailingClosure: allowTrailingClosure)
      else { return nil }
      return Expr(.prefixOperator(spelled, operand), range: start..<previousEnd)
    }
    guard let primary = parsePrimary() else { return nil }
    return parsePostfixSuffixes(primary, allowTrailingClosure: allowTrailingClosure)
  }

  /// Literals, names, implicit members, key paths, collections, closures and parentheses.
  mutating func parsePrimary() -> Expr? {
    let token = current
    let start = Int(token.start)
    switch token.kind {
    case .stringQuote, .multilineStringQuote, .rawStringDelimiter:
      return parseStringLiteral()
    case .integerLiteral:
      advance()
      return Expr(.integer(text(token)), range: token.range)
    case .floatLiteral:
      advance()
      return Expr(.float(text(token)), range: token.range)
    case .regexLiteral:
      advance()
      return Expr(.opaque, range: token.range)
    case .keyword:
      switch token.keyword {
      case .true, .false:
        advance()
        return Expr(.boolean(token.keyword == .true), range: token.range)
      case .nil:
        advance()
        return Expr(.nil, range: token.range)
      case .self, .Self, .super, .Any, .`init`:
        advance()
        return parseSpecialization(Expr(.identifier(text(token)), range: token.range))
      default:
        return nil
      }
    case .identifier, .dollarIdentifier, .macroExpansion, .poundAvailable, .poundUnavailable:
      advance()
      if token.kind == .identifier, let selected = parseModuleSelectedName() {
        return parseSpecialization(Expr(.identifier(selected), range: start..<previousEnd))
      }
      if token.kind == .macroExpansion, let selected = parseModuleSelectedName() {
        return parseSpecialization(Expr(.identifier("#" + selected), range: start..<previousEnd))
      }
      return parseSpecialization(Expr(.identifier(name(token)), range: token.range))
    case .period:
      // Implicit member: `.foo`, `.init`.
      let next = peek()
      guard next.kind == .identifier || next.kind == .keyword || next.kind == .integerLiteral else { return nil }
      advance()
      advance()
      if next.kind == .identifier, let selected = parseModuleSelectedName() {
        return Expr(.memberAccess(base: nil, name: selected), range: start..<previousEnd)
      }
      return Expr(.memberAccess(base: nil, name: name(next)), range: start..<Int(next.end))
    case .binaryOperator where textEquals(token, "..<") || textEquals(token, "..."):
      return nil
    case .backslash:
      return parseKeyPath()
    case .leftParen:
      let arguments = parseArgumentList()
      let range = start..<previousEnd
      if arguments.count == 1 && arguments[0].label == nil {
        return Expr(arguments[0].value.kind, range: range)
      }
      return Expr(.tuple(arguments), range: range)
    case .leftSquare:
      return parseCollectionLiteral()
    case .leftBrace:
      guard let closure = parseClosure() else { return nil }
      return Expr(.closure(closure), range: start..<previousEnd)
    default:
      return nil
    }
  }

  /// `Name<Args>` in expression position, when `<` starts a generic argument list (see
  /// `parseGenericArgumentsInExpression`); otherwise the `<` is a comparison and nothing is consumed.
  mutating func parseSpecialization(_ base: Expr) -> Expr {
    guard let arguments = parseGenericArgumentsInExpression() else { return base }
    return Expr(.specialized(base, genericArguments: arguments), range: base.range.lowerBound..<previousEnd)
  }

  /// `<Args>` after a name in an expression, read much as swift-syntax reads it: a `<` that touches
  /// the name opens generic arguments when they close with `>` and the token after them can follow
  /// a generic argument list (`(` and `[` on the same line, `.`, `{`, a closer, a separator, `!` or
  /// `?` — also when the lexer joined them to the `>` —, `&`) or is on the next line (where
  /// swift-syntax has no rule; a value ends there). Otherwise nothing is consumed and the result is
  /// `nil`: `a<b, c>d` stays two comparisons.
  mutating func parseGenericArgumentsInExpression() -> [TypeSyntax]? {
    guard atGenericArgumentsOpening(inType: false) else { return nil }
    let savedIndex = index
    let savedDiagnostics = diagnostics.count
    consumeOperatorByte()
    var arguments: [TypeSyntax] = []
    while let argument = parseGenericArgument() {
      arguments.append(argument)
      if !consume(.comma) { break }
    }
    if atOperatorByte(UInt8(ascii: ">")) {
      consumeOperatorByte()
      if partial == 0 && atGenericArgumentFollower { return arguments }
      // `Box<Int, String>?.none`: the lexer joins the `>` and a postfix `?` or `!` in one token.
      if partial > 0 && (atOperatorByte(UInt8(ascii: "?")) || atOperatorByte(UInt8(ascii: "!"))) { return arguments }
    }
    index = savedIndex
    partial = 0
    diagnostics.removeSubrange(savedDiagnostics...)
    return nil
  }

  /// Whether the current token can follow a generic argument list in an expression.
  var atGenericArgumentFollower: Bool {
    mutating get {
      switch kind {
      case .rightParen, .rightSquare, .rightBrace, .leftBrace, .period, .comma, .semicolon, .colon, .endOfFile,
        .interpolationEnd:
        return true
      case .leftParen, .leftSquare:
        return !current.isAtStartOfLine
      case .postfixOperator:
        return textEquals(current, "!") || textEquals(current, "?")
      case .binaryOperator:
        return textEquals(current, "&")
      default:
        // The expression ends at the end of the line (`let type = Array<Int>`).
        return current.isAtStartOfLine
      }
    }
  }

  /// Member access, calls, trailing closures, subscripts and postfix operators after `base`.
  /// Past `maximumChainLength` suffixes, counting those of the chains around it, the chain is
  /// read on but kept as `.opaque`.
  mutating func parsePostfixSuffixes(_ base: Expr, allowTrailingClosure: Bool) -> Expr {
    var expression = base
    let start = base.range.lowerBound
    let outerSuffixes = chainSuffixes
    defer { chainSuffixes = outerSuffixes }
    while true {
      // The suffixes read so far, with those of the chains around: past the bound, no structure.
      if chainSuffixes > Self.maximumChainLength { expression = Expr(.opaque, range: start..<previousEnd) }
      // The suffix read now: what its arguments hold nests inside it.
      chainSuffixes += 1
      switch kind {
      case .period:
        let next = peek()
        guard
          next.kind == .identifier || next.kind == .keyword || next.kind == .integerLiteral
            || next.kind == .dollarIdentifier
        else { return expression }
        advance()
        advance()
        var member = name(next)
        if next.kind == .identifier, let selected = parseModuleSelectedName() { member = selected }
        expression = Expr(.memberAccess(base: expression, name: member), range: start..<previousEnd)
        expression = parseSpecialization(expression)
      case .leftParen where !current.isAtStartOfLine:
        let arguments = parseArgumentList()
        let trailing = allowTrailingClosure ? parseTrailingClosures() : []
        expression = Expr(
          .call(callee: expression, arguments: arguments, trailingClosures: trailing),
          range: start..<previousEnd
        )
      case .leftBrace where allowTrailingClosure && !current.isAtStartOfLine && !isAccessorBlockAhead:
        let trailing = parseTrailingClosures()
        if trailing.isEmpty { return expression }
        expression = Expr(
          .call(callee: expression, arguments: [], trailingClosures: trailing),
          range: start..<previousEnd
        )
      case .leftSquare where !current.isAtStartOfLine:
        skipBalanced()
        expression = Expr(.opaque, range: start..<previousEnd)
      case .postfixOperator where partial == 0:
        let spelled = text(current)
        advance()
        expression = Expr(.postfixOperator(expression, spelled), range: start..<previousEnd)
      default:
        // The `?` or `!` left of a `>?` token after generic arguments (`Box<Int, String>?.none`).
        guard partial > 0 else { return expression }
        let spelled = String(decoding: bytes[currentStart..<Int(current.end)], as: UTF8.self)
        advance()
        expression = Expr(.postfixOperator(expression, spelled), range: start..<previousEnd)
      }
    }
  }

  /// Whether a `{` starts a property observer block (`{ didSet … }`) rather than a closure.
  var isAccessorBlockAhead: Bool {
    mutating get {
      let next = peek()
      return next.kind == .identifier && (next.keyword == .didSet || next.keyword == .willSet)
    }
  }

  /// Whether the current token starts a labelled trailing closure (`label: {`) after a closure.
  /// The label may start a line, as the compiler reads it (`}` then `otherwise: {` on the next
  /// line); `case` and `default`, which there are switch labels, may not.
  var atLabelledTrailingClosure: Bool {
    mutating get {
      let token = current
      guard token.kind == .identifier || token.kind == .keyword, peek().kind == .colon, peek(2).kind == .leftBrace
      else { return false }
      return !token.isAtStartOfLine || (token.keyword != .case && token.keyword != .default)
    }
  }

  /// `{ … } label: { … }` after a call.
  mutating func parseTrailingClosures() -> [TrailingClosure] {
    var closures: [TrailingClosure] = []
    guard at(.leftBrace) && !current.isAtStartOfLine && !isAccessorBlockAhead else { return closures }
    let start = currentStart
    guard let first = parseClosure() else { return closures }
    closures.append(TrailingClosure(label: nil, closure: first, range: start..<previousEnd))
    while atLabelledTrailingClosure {
      let label = name(current)
      let labelStart = currentStart
      advance()
      advance()
      guard let closure = parseClosure() else { break }
      closures.append(TrailingClosure(label: label, closure: closure, range: labelStart..<previousEnd))
    }
    return closures
  }

  /// `(label: value, value, …)` — also attribute arguments and tuple elements. Each argument that
  /// cannot be parsed becomes `.opaque` up to the next `,` or `)`.
  mutating func parseArgumentList() -> [Argument] {
    let open = current
    let closer: TokenKind = open.kind == .interpolationStart ? .interpolationEnd : .rightParen
    advance()
    var arguments: [Argument] = []
    while !atEnd && !at(closer) {
      let before = index
      var label: String?
      if (kind == .identifier || kind == .keyword || kind == .dollarIdentifier) && peek().kind == .colon {
        label = name(current)
        advance()
        advance()
      }
      let valueStart = currentStart
      var value = parseExpression()
      if !at(.comma) && !at(closer) {
        while !atEnd && !at(.comma) && !at(closer) && !at(.rightBrace) && !at(.rightParen) && !at(.interpolationEnd) {
          if Self.isOpener(kind) { skipBalanced() } else { advance() }
        }
        value = Expr(.opaque, range: valueStart..<max(valueStart, previousEnd))
      }
      // Argument lists often have several arguments: room for four rather than growing from one.
      if arguments.isEmpty { arguments.reserveCapacity(4) }
      arguments.append(Argument(label: label, value: consume value))
      if !consume(.comma) { break }
      if index == before { advance() }
    }
    if !consume(closer) {
      diagnose("expected ')' to close the argument list", at: open.range)
    }
    return arguments
  }

  /// `[a, b]`, `[k: v]`, `[:]`.
  mutating func parseCollectionLiteral() -> Expr {
    let open = current
    let start = Int(open.start)
    advance()
    if at(.colon) && peek().kind == .rightSquare {
      advance()
      advance()
      return Expr(.dictionary([]), range: start..<previousEnd)
    }
    var elements: [Expr] = []
    var pairs: [DictionaryElement] = []
    var isDictionary = false
    while !atEnd && !at(.rightSquare) {
      let before = index
      let key = parseExpression()
      if consume(.colon) {
        isDictionary = true
        if pairs.isEmpty { pairs.reserveCapacity(4) }
        pairs.append(DictionaryElement(key: key, value: parseExpression()))
      } else {
        if elements.isEmpty { elements.reserveCapacity(4) }
        elements.append(key)
      }
      if !consume(.comma) { break }
      if index == before { advance() }
    }
    if !consume(.rightSquare) {
      while !atEnd && !at(.rightSquare) && !at(.rightBrace) && !at(.rightParen) {
        if Self.isOpener(kind) { skipBalanced() } else { advance() }
      }
      if !consume(.rightSquare) {
        diagnose("expected ']' to close the collection literal", at: open.range)
      }
      return Expr(.opaque, range: start..<previousEnd)
    }
    return Expr(isDictionary ? .dictionary(pairs) : .array(elements), range: start..<previousEnd)
  }

  /// `\Root.a.$b?.c` or `\.a`.
  mutating func parseKeyPath() -> Expr {
    let start = currentStart
    advance()
    var root: String?
    if (kind == .identifier || (kind == .keyword && current.keyword == .Self))
      && !current.flags.contains(.leadingTrivia)
    {
      root = name(current)
      advance()
      if let selected = parseModuleSelectedName() { root = selected }
      if atOperatorByte(UInt8(ascii: "<")) { _ = parseSpecialization(Expr(.opaque, range: start..<start)) }
    }
    var components: [String] = []
    while true {
      if at(.period) && !current.flags.contains(.leadingTrivia) {
        let next = peek()
        guard
          next.kind == .identifier || next.kind == .dollarIdentifier || next.kind == .keyword
            || next.kind == .integerLiteral
        else { break }
        advance()
        advance()
        // `\.CoreSpotlight::title`: the component without its module.
        components.append(next.kind == .identifier ? parseModuleSelectedName() ?? name(next) : name(next))
      } else if kind == .postfixOperator && (textEquals(current, "?") || textEquals(current, "!"))
        && !components.isEmpty
      {
        components[components.count - 1] += text(current)
        advance()
      } else if at(.leftSquare) && !current.flags.contains(.leadingTrivia) {
        let subscriptStart = index
        skipBalanced()
        components.append(tokenText(from: subscriptStart, to: index))
      } else {
        break
      }
    }
    return Expr(.keyPath(root: root, components: components), range: start..<previousEnd)
  }

  /// `{ signature in statements }` or a result-builder body `{ statements }`.
  mutating func parseClosure() -> Closure? {
    guard at(.leftBrace) else { return nil }
    let open = current
    guard depth < Self.maximumDepth else {
      skipBalanced()
      return Closure(signature: nil, statements: [])
    }
    advance()
    var signature: String?
    if let inIndex = closureSignatureEnd() {
      signature = tokenText(from: index, to: inIndex)
      index = inIndex
      advance()
    }
    let statements = parseBlockStatements(open: open)
    return Closure(signature: signature, statements: statements)
  }

  /// The index of the `in` that ends a closure signature starting at the current token, if any.
  mutating func closureSignatureEnd() -> Int? {
    var position = index
    var nesting = 0
    let limit = min(self.limit, index + 256)
    while position < limit {
      let token = tokens[position]
      switch token.kind {
      case .leftParen, .leftSquare:
        nesting += 1
      case .rightParen, .rightSquare:
        nesting -= 1
        if nesting < 0 { return nil }
      case .keyword:
        if token.keyword == .in && nesting == 0 { return position == index ? nil : position }
        switch token.keyword {
        case .throws, .rethrows, .inout, .self, .Self, .Any, .wildcard, .in: break
        default: if nesting == 0 { return nil }
        }
      case .identifier, .dollarIdentifier, .comma, .colon, .colonColon, .arrow, .period, .atSign, .postfixOperator,
        .binaryOperator, .prefixOperator, .equal, .integerLiteral:
        break
      default:
        if nesting == 0 { return nil }
      }
      position += 1
    }
    return nil
  }
}
