extension LexerCursor {
  @_transparent
  mutating func isOperatorByte(_ byte: UInt8) -> Bool { classOf(byte) & CharacterClass.operatorCharacter != 0 }

  /// Advances over operator characters. An operator that does not start with `.` cannot contain
  /// one, and `//` or `/*` inside an operator starts a comment instead.
  mutating func skipOperatorBody(dotOperator: Bool) {
    while position < count {
      let byte = base[position]
      if byte < 0x80 {
        guard isOperatorByte(byte) else { return }
        if byte == UInt8(ascii: ".") && !dotOperator { return }
        if byte == UInt8(ascii: "/") {
          let next = peek(position + 1)
          if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return }
        }
        position += 1
      } else if let (scalar, length) = decodeScalar(base, at: position, count: count),
        CharacterClass.isOperatorBody(scalar)
      {
        position += length
      } else {
        return
      }
    }
  }

  /// Whether the character before `index` binds an operator on its left (no whitespace, no opener).
  mutating func isLeftBound(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    switch base[index - 1] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C,
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return !(index >= 2 && base[index - 2] == UInt8(ascii: "*"))
    default:
      return true
    }
  }

  /// Whether the character at `index` binds an operator on its right.
  mutating func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
    guard index < count else { return false }
    switch base[index] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C,
      UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "."):
      // `x!.y`: a left-bound operator followed by a period is postfix.
      return !leftBound
    case UInt8(ascii: "/"):
      let next = peek(index + 1)
      return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
    default:
      return true
    }
  }

  /// Operators (classified prefix, postfix or binary by the whitespace around them), `=`, `->`,
  /// `.`, and regex literals, which also start with an operator character.
  mutating func lexOperator(fullStart: Int, flags: TokenFlags) {
    let start = position
    let first = base[position]
    if first == UInt8(ascii: "/"), lexBareRegex(fullStart: fullStart, flags: flags) { return }
    let leftBound = isLeftBound(start)
    if first == UInt8(ascii: "?") && leftBound {
      position += 1
      emit(.postfixOperator, fullStart: fullStart, start: start, flags: flags)
      return
    }
    if first < 0x80 {
      position += 1
    } else if let (_, length) = decodeScalar(base, at: position, count: count) {
      position += length
    }
    skipOperatorBody(dotOperator: first == UInt8(ascii: "."))
    let length = position - start
    if length == 1 && first == UInt8(ascii: ".") {
      emit(.period, fullStart: fullStart, start: start, flags: flags)
      return
    }
    if length == 1 && first == UInt8(ascii: "=") {
      emit(.equal, fullStart: fullStart, start: start, flags: flags)
      return
    }
    if length == 2 && first == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") {
      emit(.arrow, fullStart: fullStart, start: start, flags: flags)
      return
    }
    let rightBound = isRightBound(position, leftBound: leftBound)
    if first == UInt8(ascii: "!") && leftBound && length > 1 && !rightBound {
      // `x!)`-like runs: each leading `!` is a postfix `!` of its own, all split off here (one at
      // a time, each would scan the rest of the run again); what follows them is lexed anew.
      let end = position
      position = start + 1
      emit(.postfixOperator, fullStart: fullStart, start: start, flags: flags)
      while end - position > 1 && base[position] == UInt8(ascii: "!") {
        let bang = position
        position += 1
        emit(.postfixOperator, fullStart: bang, start: bang, flags: .empty)
      }
      return
    }
    let kind: TokenKind
    if leftBound == rightBound {
      kind = .binaryOperator
    } else if leftBound {
      kind = .postfixOperator
    } else {
      kind = .prefixOperator
    }
    emit(kind, fullStart: fullStart, start: start, flags: flags)
  }

  /// Whether the previous token ends an operand, so that a `/` after it divides (or names an
  /// operator), as swift-syntax decides where a regex literal may start.
  mutating func previousTokenEndsOperand() -> Bool {
    guard let previous = tokens.last else { return false }
    switch previous.kind {
    case .identifier:
      // `await /"/`, `some /x/`: contextual keywords that come before an operand, when a space
      // separates the `/` from them.
      switch previous.keyword {
      case .await, .some, .any, .each, .consume: return position == Int(previous.end)
      default: return true
      }
    case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
      .rawStringDelimiter, .rightParen, .rightSquare, .rightBrace, .postfixOperator, .regexLiteral,
      .macroExpansion, .interpolationEnd:
      return true
    case .keyword:
      // A keyword after `.` is a member's name (`Spacing.default/2`), an operand.
      if tokens.count >= 2 && tokens[tokens.count - 2].kind == .period { return true }
      switch previous.keyword {
      case .self, .Self, .super, .true, .false, .nil, .Any: return true
      // `func /(lhs:…)`, `infix operator /^/`: the `/` starts an operator's name.
      case .func, .operator: return true
      default: return false
      }
    default:
      return false
    }
  }

  /// `/…/` where an operand is expected, on one line, not starting with a space. Returns false
  /// (leaving the position alone) when the `/` is an operator.
  mutating func lexBareRegex(fullStart: Int, flags: TokenFlags) -> Bool {
    guard !previousTokenEndsOperand() else { return false }
    let start = position
    let firstContent = peek(start + 1)
    if firstContent == UInt8(ascii: " ") || firstContent == UInt8(ascii: "\t") || firstContent == UInt8(ascii: "/")
      || firstContent == UInt8(ascii: "=")
    {
      return false
    }
    var index = start + 1
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "/") {
        let before = base[index - 1]
        if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return false }
        position = index + 1
        emit(.regexLiteral, fullStart: fullStart, start: start, flags: flags)
        return true
      }
      index += 1
    }
    return false
  }

  /// `#/…/#` (any number of `#`), single-line, or multi-line when `#/` ends its line.
  mutating func lexExtendedRegex(pounds: Int, fullStart: Int, flags: TokenFlags) {
    let start = position
    let contentStart = start + pounds + 1
    let multiline = restOfLineIsBlank(from: contentStart)
    var index = contentStart
    while index < count {
      let byte = base[index]
      if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
      if byte == UInt8(ascii: "\\") {
        // An escape, but never of the line break that ends a single-line literal.
        let escaped = peek(index + 1)
        index += multiline || (escaped != UInt8(ascii: "\n") && escaped != UInt8(ascii: "\r")) ? 2 : 1
        continue
      }
      if byte == UInt8(ascii: "/") {
        var closing = index + 1
        var matched = 0
        while matched < pounds && peek(closing) == UInt8(ascii: "#") {
          matched += 1
          closing += 1
        }
        if matched == pounds {
          position = closing
          emit(.regexLiteral, fullStart: fullStart, start: start, flags: flags)
          return
        }
      }
      index += 1
    }
    // Unterminated, as the compiler reads it: `#/` always opens a regex literal, which ends with
    // its line (or, opened on a blank line, with the file). Reading on from its end keeps the
    // lexer linear: no `#/` is scanned for twice.
    position = min(index, count)
    let closer = "/" + String(repeating: "#", count: pounds)
    diagnose("unterminated regex literal; add the closing \(closer)", start..<(contentStart))
    emit(.regexLiteral, fullStart: fullStart, start: start, flags: flags.union(.hasError))
  }
}
