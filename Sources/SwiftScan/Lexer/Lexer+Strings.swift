extension LexerCursor {
  /// Lexes the opening `"` or `"""` of a string literal (after any raw `#` delimiter) and enters
  /// string mode.
  mutating func lexStringOpening(pounds: Int, fullStart: Int, flags: TokenFlags) {
    let start = position
    let multiline =
      peek(position + 1) == UInt8(ascii: "\"") && peek(position + 2) == UInt8(ascii: "\"")
      && !(pounds > 0 && rawStringCloses(onLineFrom: position + 2, pounds: pounds))
    position += multiline ? 3 : 1
    pushMode(.string(multiline: multiline, pounds: pounds, openingToken: tokens.count))
    if !multiline { openSingleLineStrings += 1 }
    emit(multiline ? .multilineStringQuote : .stringQuote, fullStart: fullStart, start: start, flags: flags)
    if multiline && !restOfLineIsBlank(from: position) {
      markLastTokenError()
      diagnose("multi-line string content must start on a new line; break the line after \"\"\"", start..<position)
    }
  }

  /// Whether `"` and `pounds` × `#` follow on the line from `index`: then `#"""#` or `#""""#` is a
  /// one-line raw string holding quotes, not a multi-line opening, as in the compiler.
  mutating func rawStringCloses(onLineFrom index: Int, pounds: Int) -> Bool {
    lineSearches.rawClosers.closes(from: index, pounds: pounds, in: base, count: count)
  }

  mutating func restOfLineIsBlank(from index: Int) -> Bool {
    var index = index
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
      if classOf(byte) & CharacterClass.horizontalSpace == 0 { return false }
      index += 1
    }
    return true
  }

  /// Whether a string's closing delimiter (`"` or `"""`, then `pounds` × `#`) starts at `index`.
  @_transparent
  mutating func closesString(at index: Int, multiline: Bool, pounds: Int) -> Bool {
    var index = index
    let quotes = multiline ? 3 : 1
    for _ in 0..<quotes {
      guard peek(index) == UInt8(ascii: "\"") else { return false }
      index += 1
    }
    for _ in 0..<pounds {
      guard peek(index) == UInt8(ascii: "#") else { return false }
      index += 1
    }
    return true
  }

  /// Whether `\` followed by `pounds` × `#` (the escape introducer of this string) is at `index`.
  @_transparent
  mutating func escapeLength(at index: Int, pounds: Int) -> Int? {
    guard peek(index) == UInt8(ascii: "\\") else { return nil }
    for offset in 0..<pounds where peek(index + 1 + offset) != UInt8(ascii: "#") { return nil }
    return 1 + pounds
  }

  /// Lexes one token of string content: a segment, an interpolation start, or the closing quote.
  mutating func lexStringContent() {
    guard case .string(let multiline, let pounds, _)? = modes.last else { return }
    let start = position
    if position >= count {
      reportUnterminatedModes()
      return
    }
    if closesString(at: position, multiline: multiline, pounds: pounds) {
      position += multiline ? 3 : 1
      popMode()
      if !multiline { openSingleLineStrings -= 1 }
      let kind: TokenKind = multiline ? .multilineStringQuote : .stringQuote
      emit(kind, fullStart: start, start: start, flags: .empty, trailingTrivia: pounds == 0)
      if pounds > 0 {
        let delimiterStart = position
        position += pounds
        emit(.rawStringDelimiter, fullStart: delimiterStart, start: delimiterStart, flags: .empty)
      }
      return
    }
    if let length = escapeLength(at: position, pounds: pounds), peek(position + length) == UInt8(ascii: "(") {
      position += length + 1
      pushMode(.interpolation(parenDepth: 0))
      emit(.interpolationStart, fullStart: start, start: start, flags: .empty)
      return
    }
    var unterminated = false
    scan: while position < count {
      let byte = base[position]
      switch byte {
      case UInt8(ascii: "\""):
        if closesString(at: position, multiline: multiline, pounds: pounds) { break scan }
        position += 1
      case UInt8(ascii: "\\"):
        guard let length = escapeLength(at: position, pounds: pounds) else {
          position += 1
          continue
        }
        let escaped = peek(position + length)
        if escaped == UInt8(ascii: "(") { break scan }
        if !multiline && (escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r")) {
          position += length
          unterminated = true
          break scan
        }
        position = min(count, position + length + 1)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if !multiline {
          unterminated = true
          break scan
        }
        position += 1
      case 0x80...0xFF:
        if let (_, length) = decodeScalar(base, at: position, count: count) {
          position += length
        } else {
          let invalidStart = position
          position += 1
          while position < count && base[position] >= 0x80 && decodeScalar(base, at: position, count: count) == nil {
            position += 1
          }
          diagnose("invalid UTF-8 byte sequence in string literal; save the file as UTF-8", invalidStart..<position)
        }
      default:
        position += 1
      }
    }
    if position > start {
      emit(.stringSegment, fullStart: start, start: start, flags: .empty, trailingTrivia: false)
    }
    if unterminated {
      terminateSingleLineStrings()
    } else if position >= count {
      reportUnterminatedModes()
    }
  }
}
