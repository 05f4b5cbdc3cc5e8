extension LexerCursor {
  /// Skips whitespace and comments. Leading trivia runs up to the next token; trailing trivia stops
  /// before the next line break. Returns the flags that describe what was skipped.
  @_transparent
  mutating func lexTrivia(leading: Bool) -> TokenFlags {
    var flags = TokenFlags.empty
    if leading && position == 0 { skipFileHeader() }
    while position < count {
      // Runs of spaces (indentation) in a local index, kept in a register.
      var index = position
      while index < count && classes[Int(base[index])] & CharacterClass.horizontalSpace != 0 { index &+= 1 }
      position = index
      guard index < count else { break }
      let byte = base[index]
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        guard leading else { return flags }
        if openSingleLineStrings > 0 {
          terminateSingleLineStrings()
        }
        flags.insert(.leadingNewline)
        position += 1
      case UInt8(ascii: "/"):
        let next = peek(position + 1)
        if next == UInt8(ascii: "/") {
          skipLineComment()
        } else if next == UInt8(ascii: "*") {
          skipBlockComment()
        } else {
          return flags
        }
        flags.insert(.leadingComment)
      default:
        // Rare, and only where a token starts: trailing trivia (after nearly every token) ends at
        // them, which keeps its loop as short as it was (`leading` is a constant where inlined).
        if leading && byte == 0 {
          skipNulBytes()
        } else if leading && byte == 0xC2 && peek(position + 1) == 0xA0 {
          skipNonBreakingSpaces()
        } else {
          return flags
        }
      }
    }
    return flags
  }

  /// As in the compiler, NUL bytes are skipped like whitespace, with a warning. Kept out of line,
  /// as the other rare cases: inlined, they made the lexer's hot path larger and slower.
  @inline(never)
  mutating func skipNulBytes() {
    let start = position
    while position < count && base[position] == 0 { position += 1 }
    diagnose("nul character embedded in the file; remove it", start..<position, .warning)
  }

  /// As in the compiler, non-breaking spaces (pasted from a web page) are spaces, with a warning.
  @inline(never)
  mutating func skipNonBreakingSpaces() {
    let start = position
    while peek(position) == 0xC2 && peek(position + 1) == 0xA0 { position += 2 }
    diagnose(
      "non-breaking space (U+00A0) used instead of a regular space; replace it with a space",
      start..<position,
      .warning
    )
  }

  /// A byte-order mark and a `#!` line at the very start of the file are trivia.
  mutating func skipFileHeader() {
    if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { position = 3 }
    if peek(position) == UInt8(ascii: "#") && peek(position + 1) == UInt8(ascii: "!") { skipLineComment() }
  }

  mutating func skipLineComment() {
    position = lineEnd(in: base, from: position, to: count)
  }

  /// Skips a `/* … */` comment, which nests.
  mutating func skipBlockComment() {
    let start = position
    position += 2
    var depth = 1
    while position < count {
      let byte = base[position]
      if byte == UInt8(ascii: "*") && peek(position + 1) == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 { return }
      } else if byte == UInt8(ascii: "/") && peek(position + 1) == UInt8(ascii: "*") {
        position += 2
        depth += 1
      } else {
        position += 1
      }
    }
    diagnose("unterminated block comment; add the closing */", start..<min(start + 2, count))
  }

  /// A line break inside a single-line string's interpolation ends that string: Swift does not let
  /// such a string span lines. Pops back to the code around the outermost open single-line string.
  mutating func terminateSingleLineStrings() {
    while let mode = popMode() {
      guard case .string(let multiline, let pounds, let opening) = mode else { continue }
      if multiline { continue }
      openSingleLineStrings -= 1
      if openSingleLineStrings == 0 {
        if opening < tokens.count {
          tokens[opening].flags.insert(.hasError)
          diagnose(Self.unterminatedStringMessage(multiline: false, pounds: pounds), tokens[opening].range)
        }
        return
      }
    }
    openSingleLineStrings = 0
  }
}
