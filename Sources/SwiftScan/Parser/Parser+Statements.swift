extension Parser {
  /// Parses the statements of a block whose `{` (`open`) was just consumed, and its `}`.
  mutating func parseBlockStatements(open: Token) -> [Statement] {
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maximumDepth else {
      while !atEnd && !at(.rightBrace) {
        if Self.isOpener(kind) { skipBalanced() } else { advance() }
      }
      _ = consume(.rightBrace)
      return []
    }
    let statements = parseStatementList()
    if !consume(.rightBrace) {
      diagnose("expected '}' to close this block; add the missing brace", at: open.range)
    }
    return statements
  }

  /// Statements up to the `}` that closes the current block (not consumed).
  mutating func parseStatementList() -> [Statement] {
    var statements: [Statement] = []
    let regionDepth = conditions.count
    while !atEnd && !at(.rightBrace) {
      let before = index
      switch kind {
      case .semicolon:
        advance()
      case .poundIf, .poundElseif, .poundElse, .poundEndif:
        parseIfConfigDirective(regionDepth: regionDepth)
      default:
        var statement = parseStatement()
        statement.conditions = conditions(since: regionDepth)
        if statements.isEmpty { statements.reserveCapacity(4) }
        statements.append(statement)
      }
      if index == before { advance() }
    }
    closeOpenRegions(downTo: regionDepth)
    return statements
  }

  /// Whether the current token ends a statement.
  var atStatementEnd: Bool {
    mutating get {
      atEnd || at(.rightBrace) || at(.semicolon) || (current.isAtStartOfLine && !continuesStatement)
    }
  }

  /// Whether a token at the start of a line continues the previous line's statement.
  var continuesStatement: Bool {
    mutating get {
      switch kind {
      case .period, .binaryOperator: true
      case .keyword: current.keyword == .else || current.keyword == .catch
      default: false
      }
    }
  }

  mutating func parseStatement() -> Statement {
    let start = currentStart
    switch kind {
    case .keyword:
      switch current.keyword {
      case .return:
        advance()
        if atStatementEnd { return Statement(.return(nil), range: start..<previousEnd) }
        let value = parseExpression()
        return finishStatement(.return(value), start: start)
      case .if:
        return parseIfStatement()
      case .let, .var, .func, .struct, .class, .enum, .protocol, .typealias, .extension:
        if let declaration = parseDeclaration() {
          return Statement(.declaration(declaration), range: declaration.range)
        }
        return skipOpaqueStatement(from: start)
      case .true, .false, .nil, .self, .Self, .super, .try, .`init`, .Any:
        break
      default:
        return skipOpaqueStatement(from: start)
      }
    case .atSign:
      if let declaration = parseDeclaration() {
        return Statement(.declaration(declaration), range: declaration.range)
      }
      return skipOpaqueStatement(from: start)
    default:
      break
    }
    let expression = parseExpression()
    return finishStatement(.expression(expression), start: start)
  }

  /// Completes an expression statement, or makes it opaque if tokens remain before its end.
  mutating func finishStatement(_ kind: StatementKind, start: Int) -> Statement {
    if atStatementEnd { return Statement(kind, range: start..<max(start, previousEnd)) }
    return skipOpaqueStatement(from: start)
  }

  /// Skips to the end of a statement that is not modelled (loops, `switch`, `guard`…).
  mutating func skipOpaqueStatement(from start: Int) -> Statement {
    repeat {
      if Self.isOpener(kind) { skipBalanced() } else if !at(.rightBrace) { advance() }
    } while !atStatementEnd
    return Statement(.opaque, range: start..<max(start, previousEnd))
  }

  /// `if a, b { … } else if c { … } else { … }`, with each condition kept as text.
  mutating func parseIfStatement() -> Statement {
    let start = currentStart
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maximumDepth else { return skipOpaqueStatement(from: start) }
    advance()
    var conditionTexts: [String] = []
    var conditionStart = index
    while !atEnd && !at(.leftBrace) && !at(.rightBrace) {
      if at(.comma) {
        conditionTexts.append(tokenText(from: conditionStart, to: index))
        advance()
        conditionStart = index
        continue
      }
      if Self.isOpener(kind) { skipBalanced() } else { advance() }
    }
    conditionTexts.append(tokenText(from: conditionStart, to: index))
    guard at(.leftBrace) else { return Statement(.opaque, range: start..<previousEnd) }
    let open = current
    advance()
    let thenBranch = parseBlockStatements(open: open)
    var elseBranch: [Statement]?
    if consume(.else) {
      if at(.if) {
        elseBranch = [parseIfStatement()]
      } else if at(.leftBrace) {
        let elseOpen = current
        advance()
        elseBranch = parseBlockStatements(open: elseOpen)
      }
    }
    return Statement(.if(conditions: conditionTexts, then: thenBranch, else: elseBranch), range: start..<previousEnd)
  }
}
