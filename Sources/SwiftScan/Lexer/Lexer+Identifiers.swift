extension LexerCursor {
  /// Advances over identifier characters (ASCII fast path, Unicode scalars otherwise).
  /// Returns whether every byte was ASCII.
  @_transparent
  mutating func skipIdentifierBody() -> Bool {
    // The ASCII run in a local index: the loop keeps it in a register rather than storing
    // `position` on every byte.
    var index = position
    while index < count && classes[Int(base[index])] & CharacterClass.identifierBody != 0 { index &+= 1 }
    position = index
    guard index < count && base[index] >= 0x80 else { return true }
    return skipUnicodeIdentifierBody()
  }

  /// `skipIdentifierBody` from a non-ASCII byte on; returns whether every byte was ASCII.
  mutating func skipUnicodeIdentifierBody() -> Bool {
    var ascii = true
    while position < count {
      let byte = base[position]
      if classOf(byte) & CharacterClass.identifierBody != 0 {
        position += 1
      } else if byte >= 0x80, let (scalar, length) = decodeScalar(base, at: position, count: count),
        CharacterClass.isIdentifierScalar(scalar, first: false)
      {
        ascii = false
        position += length
      } else {
        break
      }
    }
    return ascii
  }

  /// An identifier or keyword; the first character is known to start an identifier.
  mutating func lexIdentifier(fullStart: Int, flags: TokenFlags) {
    let start = position
    if base[position] >= 0x80, let (_, length) = decodeScalar(base, at: position, count: count) {
      position += length
    } else {
      position += 1
    }
    let ascii = skipIdentifierBody()
    let length = position - start
    let keyword =
      ascii && keywords.mayBeKeyword(first: base[start], count: length)
      ? keywords.lookup(base + start, count: length, readable: count - start) : .none
    let kind: TokenKind = keyword.isReserved ? .keyword : .identifier
    emit(kind, keyword: keyword, fullStart: fullStart, start: start, flags: flags)
  }

  /// `$0`, `$name`, or a lone `$`.
  mutating func lexDollarIdentifier(fullStart: Int, flags: TokenFlags) {
    let start = position
    position += 1
    _ = skipIdentifierBody()
    emit(.dollarIdentifier, fullStart: fullStart, start: start, flags: flags)
  }

  /// `` `name` ``, including raw identifiers with spaces; the backticks stay in the token.
  mutating func lexBacktickedIdentifier(fullStart: Int, flags: TokenFlags) {
    let start = position
    var index = position + 1
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "`") {
        position = index + 1
        let kind: TokenKind = index == start + 1 ? .unknown : .identifier
        if kind == .unknown {
          diagnose("empty backticked identifier; write a name between the backticks", start..<position)
        }
        emit(kind, fullStart: fullStart, start: start, flags: kind == .unknown ? flags.union(.hasError) : flags)
        return
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      index += 1
    }
    position = start + 1
    diagnose("unterminated backticked identifier; add the closing backtick", start..<position)
    emit(.unknown, fullStart: fullStart, start: start, flags: flags.union(.hasError))
  }

  /// `#` starts a raw string, an extended regex literal, a compiler directive (`#if`), a macro
  /// expansion (`#Preview`), or is a lone pound.
  ///
  /// In a run of `#` that opens neither a raw string nor a regex literal, every `#` but the last
  /// is a lone pound (the last may start `#if` or a macro), all lexed here: lexing each one
  /// on its own would count the rest of the run again.
  mutating func lexPound(fullStart: Int, flags: TokenFlags) {
    var start = position
    var pounds = 0
    while peek(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
    let next = peek(position + pounds)
    if next == UInt8(ascii: "\"") {
      position += pounds
      emit(.rawStringDelimiter, fullStart: fullStart, start: start, flags: flags, trailingTrivia: false)
      lexStringOpening(pounds: pounds, fullStart: position, flags: .empty)
      return
    }
    if next == UInt8(ascii: "/") {
      lexExtendedRegex(pounds: pounds, fullStart: fullStart, flags: flags)
      return
    }
    var fullStart = fullStart
    var flags = flags
    while pounds > 1 {
      position += 1
      emit(.pound, fullStart: fullStart, start: start, flags: flags, trailingTrivia: false)
      pounds -= 1
      start = position
      fullStart = position
      flags = .empty
    }
    position += 1
    if classOf(next) & CharacterClass.identifierHead != 0 || next >= 0x80 {
      let nameStart = position
      let ascii = skipIdentifierBody()
      if position > nameStart {
        let kind = ascii ? Self.directiveKind(base + nameStart, count: position - nameStart) : .macroExpansion
        emit(kind, fullStart: fullStart, start: start, flags: flags)
        return
      }
    }
    emit(.pound, fullStart: fullStart, start: start, flags: flags)
  }

  static func directiveKind(_ name: UnsafePointer<UInt8>, count: Int) -> TokenKind {
    let text = UnsafeBufferPointer(start: name, count: count)
    switch count {
    case 2 where text.elementsEqual("if".utf8): return .poundIf
    case 4 where text.elementsEqual("else".utf8): return .poundElse
    case 5 where text.elementsEqual("endif".utf8): return .poundEndif
    case 6 where text.elementsEqual("elseif".utf8): return .poundElseif
    case 9 where text.elementsEqual("available".utf8): return .poundAvailable
    case 11 where text.elementsEqual("unavailable".utf8): return .poundUnavailable
    case 14 where text.elementsEqual("sourceLocation".utf8): return .poundSourceLocation
    default: return .macroExpansion
    }
  }
}
