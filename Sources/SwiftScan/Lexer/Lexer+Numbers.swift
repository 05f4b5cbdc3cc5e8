extension LexerCursor {
  /// Integer and floating-point literals: decimal, `0x` (with hex floats), `0o`, `0b`, `_`
  /// separators and exponents. Trailing identifier characters make the literal an error.
  mutating func lexNumber(fullStart: Int, flags: TokenFlags) {
    let start = position
    var kind = TokenKind.integerLiteral
    let prefix = peek(position + 1)
    if base[position] == UInt8(ascii: "0")
      && (prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b"))
    {
      position += 2
      if prefix == UInt8(ascii: "x") {
        kind = lexHexDigits()
      } else {
        let limit = prefix == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
        while position < count,
          case let byte = base[position], (byte >= UInt8(ascii: "0") && byte <= limit) || byte == UInt8(ascii: "_")
        {
          position += 1
        }
      }
      if position == start + 2 {
        finishBadNumber(
          start: start,
          fullStart: fullStart,
          flags: flags,
          message: "expected digits after the literal prefix"
        )
        return
      }
    } else {
      skipDecimalDigits()
      if peek(position) == UInt8(ascii: "."), classOf(peek(position + 1)) & CharacterClass.digit != 0 {
        position += 1
        skipDecimalDigits()
        kind = .floatLiteral
      }
      let exponent = peek(position)
      if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
        var index = position + 1
        if peek(index) == UInt8(ascii: "+") || peek(index) == UInt8(ascii: "-") { index += 1 }
        if classOf(peek(index)) & CharacterClass.digit != 0 {
          position = index
          skipDecimalDigits()
          kind = .floatLiteral
        }
      }
    }
    if position < count && classOf(base[position]) & CharacterClass.identifierBody != 0 {
      finishBadNumber(start: start, fullStart: fullStart, flags: flags, message: "invalid character in numeric literal")
      return
    }
    emit(kind, fullStart: fullStart, start: start, flags: flags)
  }

  mutating func skipDecimalDigits() {
    while position < count, case let byte = base[position],
      classOf(byte) & CharacterClass.digit != 0 || byte == UInt8(ascii: "_")
    {
      position += 1
    }
  }

  mutating func skipHexDigits() {
    while position < count, case let byte = base[position],
      classOf(byte) & CharacterClass.hexDigit != 0 || byte == UInt8(ascii: "_")
    {
      position += 1
    }
  }

  /// Hex digits, then an optional `.fraction` and `p` exponent (a hex float). `0x1.foo` stays an
  /// integer followed by member access unless an exponent makes it a float.
  mutating func lexHexDigits() -> TokenKind {
    skipHexDigits()
    var index = position
    if peek(index) == UInt8(ascii: "."), classOf(peek(index + 1)) & CharacterClass.hexDigit != 0 {
      let saved = position
      position = index + 1
      skipHexDigits()
      index = position
      position = saved
    }
    let exponent = peek(index)
    guard exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P") else { return .integerLiteral }
    var digits = index + 1
    if peek(digits) == UInt8(ascii: "+") || peek(digits) == UInt8(ascii: "-") { digits += 1 }
    guard classOf(peek(digits)) & CharacterClass.digit != 0 else { return .integerLiteral }
    position = digits
    skipDecimalDigits()
    return .floatLiteral
  }

  /// Consumes the rest of a malformed literal as one error token.
  mutating func finishBadNumber(start: Int, fullStart: Int, flags: TokenFlags, message: String) {
    _ = skipIdentifierBody()
    diagnose("\(message); write a valid number", start..<position)
    emit(.integerLiteral, fullStart: fullStart, start: start, flags: flags.union(.hasError))
  }
}
