/// Splits Swift source into tokens with leading and trailing trivia, losslessly and without ever
/// failing: any bytes at all give a token sequence that tiles the input, plus diagnostics.
///
/// The lexer works on UTF-8 bytes through a cursor (`LexerCursor`), like swift-syntax's lexer. String
/// literals are split into quote, segment and interpolation tokens; a stack of modes tracks nesting
/// of strings inside interpolations inside strings, to any depth.
public enum Lexer {
  /// How many problems the lexer reports in one file before summing up the rest in one diagnostic.
  public static let maximumDiagnostics = 50

  public static func lex(_ source: SourceFile) -> LexedFile {
    let count = source.bytes.count
    guard count > 0 else {
      return LexedFile(
        source: source,
        tokens: [Token(kind: .endOfFile, fullStart: 0, start: 0, end: 0, fullEnd: 0)],
        diagnostics: []
      )
    }
    var diagnostics: [Diagnostic] = []
    var overflow: [Token] = []
    // Swift averages five bytes a token; a quarter of the byte count is room for nearly every file.
    var tokens = [Token](unsafeUninitializedCapacity: count / 4 + 16) { storage, initialized in
      source.bytes.withUnsafeBufferPointer { buffer in
        CharacterClass.asciiTable.withUnsafeBufferPointer { table in
          var cursor = LexerCursor(
            base: buffer.baseAddress!,
            count: count,
            classes: table.baseAddress!,
            tokens: TokenBuffer(lent: storage)
          )
          cursor.lexAll()
          diagnostics = cursor.diagnostics
          if cursor.tokens.isLent {
            initialized = cursor.tokens.count
          } else {
            initialized = 0
            overflow = cursor.tokens.takeOwnTokens()
          }
        }
      }
    }
    if tokens.isEmpty { tokens = overflow }
    return LexedFile(source: source, tokens: tokens, diagnostics: diagnostics)
  }
}

/// What the lexer is inside of, innermost last.
enum LexerMode {
  /// Inside a string literal's content. `openingToken` indexes its opening quote.
  case string(multiline: Bool, pounds: Int, openingToken: Int)
  /// Inside `\( … )`, counting the parentheses opened since.
  case interpolation(parenDepth: Int)

  /// Whether the lexer reads code (not string content) in this mode.
  var isCode: Bool {
    if case .interpolation = self { true } else { false }
  }
}

/// The lexer's state: a position in a byte buffer, the mode stack, and the tokens made so far.
///
/// Helpers that only read are still `mutating`: in an unoptimized build (SwiftPM builds a build
/// tool plugin's executable in debug), calling a non-mutating method copies the cursor and retains
/// its arrays, which made debug lexing several times slower. For the same reason the small helpers
/// on the hot path are `@_transparent` rather than `@inline(__always)`: an unoptimized build inlines
/// only transparent functions, and each call there zeroes a stack frame (`memset`) for its locals.
struct LexerCursor {
  let base: UnsafePointer<UInt8>
  let count: Int
  let classes: UnsafePointer<UInt8>
  var position = 0
  /// Changed through `pushMode`, `popMode` and `removeAllModes`, which keep `inCode` in step.
  private(set) var modes: [LexerMode] = []
  /// Whether the lexer is in code (the file's top level or an interpolation), not in string content.
  /// Kept in step with `modes`, which changes only at string and interpolation boundaries.
  private(set) var inCode = true
  /// How many single-line strings are open on the mode stack; a line break inside one ends it.
  var openSingleLineStrings = 0
  var tokens: TokenBuffer
  var diagnostics: [Diagnostic] = []
  /// The diagnostics reported, and those left out past `Lexer.maximumDiagnostics`, summed up at the end.
  var suppressed = SuppressedDiagnostics()
  /// Where a search for what closes a construct on its line last ended without finding it, so
  /// that a run of openers on one line is searched once, not once per opener.
  var lineSearches = LineSearches()

  let keywords: KeywordTable

  init(base: UnsafePointer<UInt8>, count: Int, classes: UnsafePointer<UInt8>, tokens: TokenBuffer) {
    self.base = base
    self.count = count
    self.classes = classes
    self.keywords = KeywordTable.shared
    self.tokens = tokens
  }

  mutating func pushMode(_ mode: LexerMode) {
    modes.append(mode)
    inCode = mode.isCode
  }

  @discardableResult
  mutating func popMode() -> LexerMode? {
    let mode = modes.popLast()
    inCode = modes.last?.isCode ?? true
    return mode
  }

  mutating func removeAllModes() {
    modes.removeAll()
    inCode = true
  }

  /// The byte at `index`, or 0 past the end.
  @_transparent
  mutating func peek(_ index: Int) -> UInt8 { index < count ? base[index] : 0 }

  @_transparent
  mutating func classOf(_ byte: UInt8) -> UInt8 { classes[Int(byte)] }

  mutating func lexAll() {
    if let encoding = foreignEncoding() { lexForeignEncoding(encoding) }
    while true {
      if !inCode {
        lexStringContent()
        continue
      }
      let fullStart = position
      var flags = TokenFlags.empty
      if position < count {
        let byte = base[position]
        if classes[Int(byte)] & CharacterClass.triviaStart != 0 || position == 0 {
          flags = lexTrivia(leading: true)
        }
      }
      if position >= count {
        reportUnterminatedModes()
        reportSuppressedDiagnostics()
        if fullStart < position { flags.insert(.leadingTrivia) }
        let end = UInt32(count)
        tokens.append(
          Token(kind: .endOfFile, flags: flags, fullStart: UInt32(fullStart), start: end, end: end, fullEnd: end)
        )
        return
      }
      if fullStart < position { flags.insert(.leadingTrivia) }
      lexCodeToken(fullStart: fullStart, flags: flags)
    }
  }

  /// Appends a token ending at `position`; lexes trailing trivia when the token leaves the lexer in code.
  @_transparent
  mutating func emit(
    _ kind: TokenKind,
    keyword: Keyword = .none,
    fullStart: Int,
    start: Int,
    flags: TokenFlags,
    trailingTrivia: Bool = true
  ) {
    let end = position
    var flags = flags
    if trailingTrivia && inCode && position < count {
      let next = base[position]
      if classOf(next) & CharacterClass.horizontalSpace != 0 || next == UInt8(ascii: "/") {
        _ = lexTrivia(leading: false)
        if position > end { flags.insert(.trailingTrivia) }
      }
    }
    tokens.append(
      Token(
        kind: kind,
        keyword: keyword,
        flags: flags,
        fullStart: UInt32(fullStart),
        start: UInt32(start),
        end: UInt32(end),
        fullEnd: UInt32(position)
      )
    )
  }

  /// Reports a problem, unless the file already has `Lexer.maximumDiagnostics` of its severity: a
  /// file that is not Swift (binary data, another encoding) would otherwise get one per stray byte.
  mutating func diagnose(_ message: String, _ range: Range<Int>, _ severity: Diagnostic.Severity = .error) {
    guard suppressed.admit(severity, at: range) else { return }
    diagnostics.append(Diagnostic(severity, message, at: range))
  }

  /// One diagnostic for the errors left out and one for the warnings, where the first of each was.
  mutating func reportSuppressedDiagnostics() {
    let advice = "check that it is Swift source saved as UTF-8, and fix the problems above first"
    if let first = suppressed.errors.firstRange {
      let count = suppressed.errors.count
      diagnostics.append(Diagnostic(.error, "\(count) more errors in this file are not reported; \(advice)", at: first))
    }
    if let first = suppressed.warnings.firstRange {
      let count = suppressed.warnings.count
      diagnostics.append(
        Diagnostic(.warning, "\(count) more warnings in this file are not reported; \(advice)", at: first)
      )
    }
    suppressed = SuppressedDiagnostics()
  }

  /// Marks the last token as malformed.
  mutating func markLastTokenError() {
    if !tokens.isEmpty { tokens[tokens.count - 1].flags.insert(.hasError) }
  }

  /// Lexes one token (or a small group, such as a raw string's delimiter and quote) in code.
  mutating func lexCodeToken(fullStart: Int, flags: TokenFlags) {
    let start = position
    let byte = base[position]
    let byteClass = classOf(byte)
    if byteClass & CharacterClass.identifierHead != 0 {
      lexIdentifier(fullStart: fullStart, flags: flags)
      return
    }
    if byteClass & CharacterClass.digit != 0 {
      lexNumber(fullStart: fullStart, flags: flags)
      return
    }
    switch byte {
    case UInt8(ascii: "("):
      position += 1
      if !modes.isEmpty, case .interpolation(let depth)? = modes.last {
        modes[modes.count - 1] = .interpolation(parenDepth: depth + 1)
      }
      emit(.leftParen, fullStart: fullStart, start: start, flags: flags)
    case UInt8(ascii: ")"):
      position += 1
      if !modes.isEmpty, case .interpolation(let depth)? = modes.last {
        if depth == 0 {
          popMode()
          emit(.interpolationEnd, fullStart: fullStart, start: start, flags: flags)
          return
        }
        modes[modes.count - 1] = .interpolation(parenDepth: depth - 1)
      }
      emit(.rightParen, fullStart: fullStart, start: start, flags: flags)
    case UInt8(ascii: "{"): lexPunctuation(.leftBrace, fullStart: fullStart, flags: flags)
    case UInt8(ascii: "}"): lexPunctuation(.rightBrace, fullStart: fullStart, flags: flags)
    case UInt8(ascii: "["): lexPunctuation(.leftSquare, fullStart: fullStart, flags: flags)
    case UInt8(ascii: "]"): lexPunctuation(.rightSquare, fullStart: fullStart, flags: flags)
    case UInt8(ascii: ","): lexPunctuation(.comma, fullStart: fullStart, flags: flags)
    case UInt8(ascii: ";"): lexPunctuation(.semicolon, fullStart: fullStart, flags: flags)
    case UInt8(ascii: ":"):
      // `::` is one token wherever it is written, as in the compiler's lexer since Swift 6.3.
      if peek(position + 1) == UInt8(ascii: ":") {
        position += 2
        emit(.colonColon, fullStart: fullStart, start: start, flags: flags)
      } else {
        lexPunctuation(.colon, fullStart: fullStart, flags: flags)
      }
    case UInt8(ascii: "@"): lexPunctuation(.atSign, fullStart: fullStart, flags: flags)
    case UInt8(ascii: "\\"): lexPunctuation(.backslash, fullStart: fullStart, flags: flags)
    case UInt8(ascii: "$"): lexDollarIdentifier(fullStart: fullStart, flags: flags)
    case UInt8(ascii: "`"): lexBacktickedIdentifier(fullStart: fullStart, flags: flags)
    case UInt8(ascii: "\""): lexStringOpening(pounds: 0, fullStart: fullStart, flags: flags)
    case UInt8(ascii: "#"): lexPound(fullStart: fullStart, flags: flags)
    case UInt8(ascii: "'"):
      position += 1
      diagnose("single-quoted literals are not Swift; use double quotes", start..<position)
      emit(.unknown, fullStart: fullStart, start: start, flags: flags.union(.hasError))
    default:
      if byteClass & CharacterClass.operatorCharacter != 0 {
        lexOperator(fullStart: fullStart, flags: flags)
      } else if byte >= 0x80 {
        lexNonASCII(fullStart: fullStart, flags: flags)
      } else {
        position += 1
        diagnose("unexpected character \(Self.describe(byte)) in source; remove it", start..<position)
        emit(.unknown, fullStart: fullStart, start: start, flags: flags.union(.hasError))
      }
    }
  }

  @_transparent
  mutating func lexPunctuation(_ kind: TokenKind, fullStart: Int, flags: TokenFlags) {
    let start = position
    position += 1
    emit(kind, fullStart: fullStart, start: start, flags: flags)
  }

  /// A non-ASCII scalar in code: an identifier, an operator, or invalid UTF-8.
  mutating func lexNonASCII(fullStart: Int, flags: TokenFlags) {
    let start = position
    guard let (scalar, _) = decodeScalar(base, at: position, count: count) else {
      position += 1
      while position < count && base[position] >= 0x80 && decodeScalar(base, at: position, count: count) == nil {
        position += 1
      }
      diagnose("invalid UTF-8 byte sequence; save the file as UTF-8", start..<position)
      emit(.unknown, fullStart: fullStart, start: start, flags: flags.union(.hasError))
      return
    }
    if scalar == 0x201C || scalar == 0x201D {
      lexCurlyQuotedString(fullStart: fullStart, flags: flags)
    } else if CharacterClass.isOperatorHead(scalar) {
      lexOperator(fullStart: fullStart, flags: flags)
    } else if CharacterClass.isIdentifierScalar(scalar, first: true) {
      lexIdentifier(fullStart: fullStart, flags: flags)
    } else {
      let length = decodeScalar(base, at: position, count: count)?.length ?? 1
      position += length
      diagnose(
        "unexpected character \(Self.codePoint(scalar)) in source; remove it",
        start..<position
      )
      emit(.unknown, fullStart: fullStart, start: start, flags: flags.union(.hasError))
    }
  }

  /// `“text”`, as pasted from a document: one malformed token up to the closing `”` or `"` on the
  /// same line (or the lone quote when there is none), with one diagnostic, as in the compiler —
  /// which also gives up at an interpolation `\(` and at a NUL byte, and reads escapes (`\"` ends
  /// the text as `"` does).
  mutating func lexCurlyQuotedString(fullStart: Int, flags: TokenFlags) {
    let start = position
    position += 3
    if base[start + 2] == 0x9C && position >= lineSearches.noCurlyCloserBefore {
      var index = position
      search: while index < count {
        switch base[index] {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0:
          break search
        case UInt8(ascii: "\\"):
          if peek(index + 1) == UInt8(ascii: "(") { break search }
          if peek(index + 1) == UInt8(ascii: "\"") {
            position = index + 2  // An escaped quote is a quote: it ends the text too.
            break search
          }
          index += 2
        case UInt8(ascii: "\""):
          position = index + 1
          break search
        case 0xE2 where peek(index + 1) == 0x80 && peek(index + 2) == 0x9D:
          position = index + 3
          break search
        default:
          index += 1
        }
      }
      if position == start + 3 { lineSearches.noCurlyCloserBefore = min(index, count) }
    }
    diagnose("curly quotes do not delimit strings in Swift; replace them with straight quotes (\")", start..<position)
    emit(.unknown, fullStart: fullStart, start: start, flags: flags.union(.hasError))
  }

  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return codePoint(UInt32(byte))
  }

  /// `U+0085`, `U+2028`: at least four hexadecimal digits, as Unicode writes code points.
  static func codePoint(_ scalar: UInt32) -> String {
    let hex = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Reports every string still open at the end of the file.
  mutating func reportUnterminatedModes() {
    for mode in modes.reversed() {
      if case .string(let multiline, let pounds, let opening) = mode, opening < tokens.count {
        tokens[opening].flags.insert(.hasError)
        diagnose(Self.unterminatedStringMessage(multiline: multiline, pounds: pounds), tokens[opening].range)
      }
    }
    removeAllModes()
    openSingleLineStrings = 0
  }

  static func unterminatedStringMessage(multiline: Bool, pounds: Int) -> String {
    let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: pounds)
    return "unterminated string literal; add the closing \(delimiter)"
  }
}
