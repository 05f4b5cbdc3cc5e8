extension Parser {
  /// Skips an expression, ending it exactly where `parseExpression` would, and returns its
  /// tokens to be parsed when read.
  mutating func deferExpression() -> DeferredSyntax {
    let start = index
    var openTernaries = 0
    while true {
      if at(.colon) && openTernaries > 0 {
        openTernaries -= 1
        advance()
        continue
      }
      // A labelled trailing closure (`Self { … } actions: { … }`): its colon does not end the value.
      if index > start && tokens[index - 1].kind == .rightBrace && atLabelledTrailingClosure {
        advance()
        advance()
        skipBalancedDiagnosing()
        continue
      }
      if atExpressionEnd && !(index == start && beginsExpressionOnNextLine) { break }
      if at(.leftBrace) && isAccessorBlockAhead { break }
      if kind == .binaryOperator && textEquals(current, "?") { openTernaries += 1 }
      // Generic arguments (`EntityQueryProperties<NoteEntity, String> { … }`): their commas do
      // not end the expression.
      if index > start && (tokens[index - 1].kind == .identifier || tokens[index - 1].kind == .keyword)
        && parseGenericArgumentsInExpression() != nil
      {
        continue
      }
      if Self.isOpener(kind) { skipBalancedDiagnosing() } else { advance() }
    }
    return DeferredSyntax(
      context: context,
      tokenRange: start..<index,
      depth: depth + 1,
      chainSuffixes: chainSuffixes
    )
  }

  /// Skips a bracketed group (`(…)`, `{…}`) and returns its tokens to be parsed when read.
  mutating func deferGroup() -> DeferredSyntax {
    let start = index
    skipBalancedDiagnosing()
    return DeferredSyntax(
      context: context,
      tokenRange: start..<index,
      depth: depth + 1,
      chainSuffixes: chainSuffixes
    )
  }

  /// Skips a parameter clause, ending it where `parseParameterClause` would, and returns its
  /// tokens to be parsed when read. Default values are skipped as that parser skips them
  /// (`deferExpression`: trailing closures, generic arguments); elsewhere a `{` or `}` ends the
  /// clause, as it ends the parser's recovery (`func f(a: Int {`), so that the body is still a body.
  ///
  /// A clause the skip finds broken — a bracket left open, a closer for an outer bracket, generic
  /// angle brackets that do not pair up (`x: Array<Int`), a type the type parser rejects
  /// (`x: [Int String]`), an attribute without a name — is parsed at once instead, as the parser
  /// reads it: past a mismatched bracket the skip and the parser's type parse recover differently,
  /// and the parameters and diagnostics are the parser's.
  mutating func deferParameterClause(oneNameIsLabel: Bool) -> Deferred<[FunctionParameter]> {
    let start = index
    let diagnosticsBefore = diagnostics.count
    // `<` less `>` outside default values: in types (and attributes) they are generic brackets.
    var angleBalance = 0
    // Where the type of the parameter being skipped starts, and whether it holds brackets other
    // than plain ones (`isPlainCollectionType`, `isPlainGenericArguments`): such a type is read by
    // the type parser too, whose diagnostics (`[Int String]`, `Dictionary<String Int>`) a skip of
    // balanced brackets does not see. Without brackets the type parser reports nothing.
    var typeStart = -1
    var typeHasBrackets = false
    advance()
    scan: while !atEnd && !at(.rightParen) {
      switch kind {
      case .equal, .comma:
        // The end of a parameter's type, before its default value or the next parameter.
        if typeHasBrackets { checkSkippedType(from: typeStart) }
        typeStart = -1
        typeHasBrackets = false
        let isDefaultValue = kind == .equal
        advance()
        if isDefaultValue { _ = deferExpression() }
      case .leftBrace, .rightBrace:
        break scan
      case .colon:
        // A second colon in one parameter (`x: Regex<A: B>`) ends the type as the parser reads it.
        if typeHasBrackets { checkSkippedType(from: typeStart) }
        advance()
        typeStart = index
        typeHasBrackets = false
      case .atSign where peek().kind != .identifier && peek().kind != .keyword:
        // An attribute without a name, which the attribute parser reports.
        break scan
      default:
        let first = index
        if kind == .leftSquare && !isPlainCollectionType() { typeHasBrackets = true }
        if Self.isOpener(kind) { skipBalancedDiagnosing() } else { advance() }
        let balance = angleBracketBalance(of: first..<index)
        if balance > 0 && !isPlainGenericArguments(from: first) { typeHasBrackets = true }
        angleBalance += balance
      }
    }
    if typeHasBrackets { checkSkippedType(from: typeStart) }
    guard consume(.rightParen) && diagnostics.count == diagnosticsBefore && angleBalance == 0 else {
      diagnostics.removeSubrange(diagnosticsBefore...)
      index = start
      partial = 0
      return .value(parseParameterClause(oneNameIsLabel: oneNameIsLabel))
    }
    return .syntax(
      DeferredSyntax(
        context: context,
        tokenRange: start..<index,
        depth: depth + 1,
        chainSuffixes: chainSuffixes
      )
    )
  }

  /// Runs the type parser over the skipped parameter type that starts at token `start` (none when
  /// negative), for the diagnostics it reports (the skip then finds the clause broken); the skip
  /// goes on from where it was.
  mutating func checkSkippedType(from start: Int) {
    guard start >= 0 else { return }
    let resume = index
    index = start
    partial = 0
    _ = parseType()
    index = resume
    partial = 0
  }

  /// Whether the current `[` opens a collection of plain names (`[Item.ID]`, `[String: Int]`),
  /// which the type parser reads without a diagnostic.
  mutating func isPlainCollectionType() -> Bool {
    var probe = index + 1
    guard skipPlainName(&probe) else { return false }
    if probe < limit && tokens[probe].kind == .colon {
      probe += 1
      guard skipPlainName(&probe) else { return false }
    }
    return probe < limit && tokens[probe].kind == .rightSquare
  }

  /// Whether the operator token at `start` is a `<` that opens generic arguments of plain names
  /// (`<Value>`, `<String, Item.ID>`), closed by a `>` (`>`, `>?`), which the type parser reads
  /// without a diagnostic.
  mutating func isPlainGenericArguments(from start: Int) -> Bool {
    let open = tokens[start]
    guard open.end - open.start == 1, bytes[Int(open.start)] == UInt8(ascii: "<"),
      !open.flags.contains(.leadingTrivia)
    else { return false }
    var probe = start + 1
    while skipPlainName(&probe), probe < limit {
      let token = tokens[probe]
      if token.kind == .comma {
        probe += 1
        continue
      }
      guard token.kind == .binaryOperator || token.kind == .postfixOperator,
        bytes[Int(token.start)] == UInt8(ascii: ">")
      else { return false }
      var offset = Int(token.start) + 1
      while offset < Int(token.end) {
        guard bytes[offset] == UInt8(ascii: "?") || bytes[offset] == UInt8(ascii: "!") else { return false }
        offset += 1
      }
      return true
    }
    return false
  }

  /// Moves `probe` past a dotted name of plain identifiers (`Item`, `Item.ID`); whether it found one.
  mutating func skipPlainName(_ probe: inout Int) -> Bool {
    while probe < limit && tokens[probe].kind == .identifier && tokens[probe].keyword == .none {
      probe += 1
      // The type parser ends a name before a `.` that starts a line (`Item` / `.ID`).
      guard probe < limit && tokens[probe].kind == .period && !tokens[probe].flags.contains(.leadingTrivia) else {
        return true
      }
      probe += 1
    }
    return false
  }

  /// How many more `<` than `>` the operator tokens in `range` hold (`->` is an arrow token).
  /// Index loops rather than `for … in` over slices, which an unoptimized build (the build
  /// plugin's) runs through generic witnesses.
  mutating func angleBracketBalance(of range: Range<Int>) -> Int {
    var balance = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      index += 1
      guard token.kind == .binaryOperator || token.kind == .prefixOperator || token.kind == .postfixOperator else {
        continue
      }
      var offset = Int(token.start)
      while offset < Int(token.end) {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "<") { balance += 1 } else if byte == UInt8(ascii: ">") { balance -= 1 }
        offset += 1
      }
    }
    return balance
  }

  /// Skips a property's `{ … }` block. It is computed unless its accessors are only observers
  /// (`willSet`, `didSet`).
  mutating func deferAccessorBlock() -> (syntax: DeferredSyntax, isComputed: Bool) {
    var probe = index + 1
    while probe < limit {
      let token = tokens[probe]
      if token.kind == .atSign {
        probe += 2
        if probe < limit && tokens[probe].kind == .leftParen && tokens[probe].fullStart == tokens[probe].start {
          // Attribute arguments: step over them.
          var nesting = 0
          repeat {
            if tokens[probe].kind == .leftParen { nesting += 1 }
            if tokens[probe].kind == .rightParen { nesting -= 1 }
            probe += 1
          } while probe < limit && nesting > 0
        }
      } else if token.keyword == .mutating || token.keyword == .nonmutating {
        probe += 1
      } else {
        break
      }
    }
    let first = probe < limit ? tokens[probe] : endToken
    let isObserverBlock = first.kind == .identifier && (first.keyword == .willSet || first.keyword == .didSet)
    return (deferGroup(), !isObserverBlock)
  }

  /// `skipBalanced`, diagnosing an opener that is never closed.
  mutating func skipBalancedDiagnosing() {
    let open = current
    if !skipBalanced() {
      let closer = Self.spelling(of: Self.closer(for: open.kind))
      diagnose("expected '\(closer)' to match this opening bracket; add the missing '\(closer)'", at: open.range)
    }
  }
}
