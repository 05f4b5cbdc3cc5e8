/// The declaration parser's state: a position in the token array and the open `#if` regions.
///
/// The parser is precise where App Intents code needs it (declarations, attributes, the values
/// of properties and arguments, result-builder bodies) and coarse elsewhere: function bodies are
/// skipped by brace matching, and unrecognized code is kept as opaque ranges.
///
/// Accessors that only read are `mutating` all the same: in an unoptimized build, calling a
/// non-mutating method copies the parser and retains its arrays (see `LexerCursor`).
struct Parser {
  let context: SyntaxContext
  let tokens: UnsafeBufferPointer<Token>
  let bytes: UnsafeBufferPointer<UInt8>
  /// The index at which parsing stops as if the file ended: the end-of-file token's index for a
  /// whole file, the end of the run for deferred syntax.
  let limit: Int
  /// What `current` returns at `limit`.
  let endToken: Token
  var index = 0
  /// Bytes of the current token already consumed; only non-zero while splitting an operator such
  /// as `>?` or `>>` that closes generic arguments.
  var partial = 0
  var diagnostics: [Diagnostic] = []
  /// The `#if` branches around the current position, outermost first.
  var conditions: [IfConfigCondition] = []
  /// Earlier branches of each open `#if` region, parallel to `conditions`.
  var regionHistory: [[String]] = []
  /// Nesting depth of expressions, closures and types, to bound recursion on hostile input.
  var depth = 0
  static let maximumDepth = 48
  /// Suffixes (`.member`, calls, `!`) of the postfix chains open around the current position
  /// (`a.b(c.d(…))` has four at `…`).
  var chainSuffixes = 0
  /// The most `chainSuffixes` read into structure; past it, a chain is kept as an opaque range.
  /// Each suffix nests the tree one level deeper, and a tree is freed recursively: with `depth`,
  /// this bounds the depth of any tree, so that freeing it fits a worker thread's stack.
  static let maximumChainLength = 64

  /// A parser over `tokens` (which end with the end-of-file token) that stops at `limit`.
  init(context: SyntaxContext, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, limit: Int? = nil)
  {
    self.context = context
    self.tokens = tokens
    self.bytes = bytes
    let last = tokens.count - 1
    self.limit = min(limit ?? last, last)
    if self.limit == last {
      endToken = tokens[last]
    } else {
      let offset = tokens[self.limit].fullStart
      endToken = Token(kind: .endOfFile, fullStart: offset, start: offset, end: offset, fullEnd: offset)
    }
  }

  // MARK: Tokens

  // The token helpers are `@_transparent`: an unoptimized build (the build plugin's `intentgen`)
  // inlines only transparent functions, and the parser calls these several times per token.

  /// The current token; the end-of-file token once past the end.
  @_transparent
  var current: Token { mutating get { index < limit ? tokens[index] : endToken } }

  @_transparent
  var kind: TokenKind { mutating get { current.kind } }

  @_transparent
  mutating func peek(_ offset: Int = 1) -> Token { index + offset < limit ? tokens[index + offset] : endToken }

  @_transparent
  var atEnd: Bool { mutating get { current.kind == .endOfFile } }

  @_transparent
  mutating func advance() {
    if index < limit { index += 1 }
    partial = 0
  }

  /// The end offset of the previously consumed token (or of the consumed part of the current one).
  var previousEnd: Int {
    mutating get {
      if partial > 0 { return Int(current.start) + partial }
      return index > 0 ? Int(tokens[index - 1].end) : 0
    }
  }

  /// The start offset of the current token (after any consumed part).
  var currentStart: Int { mutating get { Int(current.start) + partial } }

  @_transparent
  mutating func at(_ kind: TokenKind) -> Bool { current.kind == kind && partial == 0 }

  @_transparent
  mutating func at(_ keyword: Keyword) -> Bool { current.keyword == keyword && partial == 0 }

  /// Consumes the current token if it has `kind`.
  @_transparent
  mutating func consume(_ kind: TokenKind) -> Bool {
    guard at(kind) else { return false }
    advance()
    return true
  }

  @_transparent
  mutating func consume(_ keyword: Keyword) -> Bool {
    guard at(keyword) else { return false }
    advance()
    return true
  }

  /// The text of a token (backticks kept).
  mutating func text(_ token: Token) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
  }

  /// Whether the token's text equals `literal` (no allocation).
  mutating func textEquals(_ token: Token, _ literal: StaticString) -> Bool {
    let length = Int(token.end - token.start)
    guard length == literal.utf8CodeUnitCount else { return false }
    let pointer = literal.utf8Start
    for offset in 0..<length where bytes[Int(token.start) + offset] != pointer[offset] { return false }
    return true
  }

  /// A name as written, without the backticks of an escaped identifier.
  mutating func name(_ token: Token) -> String {
    var range = token.range
    if range.count >= 2 && bytes[range.lowerBound] == UInt8(ascii: "`")
      && bytes[range.upperBound - 1] == UInt8(ascii: "`")
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The source text of a byte range with each run of whitespace collapsed to one space, trimmed.
  mutating func collapsedText(_ range: Range<Int>) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    var needsCollapsing = false
    for byte in slice where byte <= UInt8(ascii: " ") {
      needsCollapsing = true
      break
    }
    if !needsCollapsing { return String(decoding: slice, as: UTF8.self) }
    let collapsed = String(unsafeUninitializedCapacity: slice.count) { output in
      var written = 0
      var pendingSpace = false
      for byte in slice {
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r")
        {
          pendingSpace = written > 0
        } else {
          if pendingSpace {
            output[written] = UInt8(ascii: " ")
            written += 1
          }
          pendingSpace = false
          output[written] = byte
          written += 1
        }
      }
      return written
    }
    return collapsed
  }

  /// The source text of tokens `start..<end` (indices), each run of trivia (comments included)
  /// written as one space.
  mutating func tokenText(from start: Int, to end: Int) -> String {
    let end = min(end, tokens.count)
    guard start < end else { return "" }
    if end - start == 1 { return text(tokens[start]) }
    var capacity = 0
    for position in start..<end { capacity += Int(tokens[position].end - tokens[position].start) + 1 }
    return String(unsafeUninitializedCapacity: capacity) { output in
      var written = 0
      for position in start..<end {
        let token = tokens[position]
        if position > start
          && (token.fullStart < token.start || tokens[position - 1].end < tokens[position - 1].fullEnd)
        {
          output[written] = UInt8(ascii: " ")
          written += 1
        }
        for offset in Int(token.start)..<Int(token.end) {
          output[written] = bytes[offset]
          written += 1
        }
      }
      return written
    }
  }

  mutating func diagnose(_ message: String, at range: Range<Int>, _ severity: Diagnostic.Severity = .error) {
    diagnostics.append(Diagnostic(severity, message, at: range))
  }

  // MARK: Balanced skipping

  /// Whether a token opens a bracketed group that must be balanced.
  @_transparent
  static func isOpener(_ kind: TokenKind) -> Bool {
    kind == .leftParen || kind == .leftBrace || kind == .leftSquare || kind == .interpolationStart
  }

  @_transparent
  static func isCloser(_ kind: TokenKind) -> Bool {
    kind == .rightParen || kind == .rightBrace || kind == .rightSquare || kind == .interpolationEnd
  }

  @_transparent
  static func closer(for opener: TokenKind) -> TokenKind {
    switch opener {
    case .leftParen: .rightParen
    case .leftBrace: .rightBrace
    case .leftSquare: .rightSquare
    default: .interpolationEnd
    }
  }

  /// The closer a `skipBalanced` stack entry stands for, in two bits.
  @_transparent
  static func closerCode(_ closer: TokenKind) -> UInt64 {
    switch closer {
    case .rightParen: 0
    case .rightBrace: 1
    case .rightSquare: 2
    default: 3
    }
  }

  /// Skips from an opener to just past its matching closer, iteratively. A closer that matches an
  /// outer opener closes the inner ones too. Returns false at the end of the file (unbalanced).
  ///
  /// The expected closers are a stack of two-bit codes in one integer, 32 levels deep, which
  /// costs no allocation and no reference counting for the bodies it skips; deeper nesting
  /// continues on an array (`skipBalancedDeep`).
  @discardableResult
  mutating func skipBalanced() -> Bool {
    guard Self.isOpener(kind) else {
      advance()
      return true
    }
    var stack = Self.closerCode(Self.closer(for: kind))
    var depth = 1
    // Whether a closer of this group was reported: a `)` or `]` that matches nothing after it is
    // mostly a consequence (the report's recovery closed the bracket it was meant for).
    var reported = false
    advance()
    while index < limit {
      let kind = tokens[index].kind
      if Self.isOpener(kind) {
        if depth == 32 { return skipBalancedDeep(stack: stack, depth: depth, reported: reported) }
        stack = stack << 2 | Self.closerCode(Self.closer(for: kind))
        depth += 1
      } else if Self.isCloser(kind) {
        let code = Self.closerCode(kind)
        if code == stack & 3 {
          stack >>= 2
          depth -= 1
        } else {
          var level = 1
          var outer = stack >> 2
          while level < depth && outer & 3 != code {
            outer >>= 2
            level += 1
          }
          if level < depth {
            diagnoseMismatchedCloser(expected: Self.closerKinds[Int(stack & 3)])
            reported = true
            stack = outer >> 2
            depth -= level + 1
          } else if !reported && (kind == .rightParen || kind == .rightSquare) {
            diagnoseUnmatchedCloser(expected: Self.closerKinds[Int(stack & 3)])
            reported = true
          }
        }
        if depth == 0 {
          advance()
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// `skipBalanced` past 32 levels of nesting: continues at the current opener with the
  /// expected closers on an array. A closer that matches no open bracket is skipped after one
  /// look at a count per closer kind, and one that does closes everything above its opener: each
  /// entry is looked at once at most after it is pushed, so the skip is linear however the
  /// brackets are mismatched.
  private mutating func skipBalancedDeep(stack: UInt64, depth: Int, reported: Bool) -> Bool {
    var reported = reported
    var expected: [TokenKind] = (0..<depth).reversed().map { (level: Int) -> TokenKind in
      let code: UInt64 = (stack >> UInt64(2 * level)) & 3
      return Self.closerKinds[Int(code)]
    }
    var openCounts = [0, 0, 0, 0]
    for closer in expected { openCounts[Int(Self.closerCode(closer))] += 1 }
    while index < limit {
      let kind = tokens[index].kind
      if Self.isOpener(kind) {
        let closer = Self.closer(for: kind)
        expected.append(closer)
        openCounts[Int(Self.closerCode(closer))] += 1
      } else if Self.isCloser(kind) && openCounts[Int(Self.closerCode(kind))] > 0 {
        if let innermost = expected.last, innermost != kind {
          diagnoseMismatchedCloser(expected: innermost)
          reported = true
        }
        while let closer = expected.popLast() {
          openCounts[Int(Self.closerCode(closer))] -= 1
          if closer == kind { break }
        }
        if expected.isEmpty {
          advance()
          return true
        }
      } else if !reported && (kind == .rightParen || kind == .rightSquare), let innermost = expected.last {
        diagnoseUnmatchedCloser(expected: innermost)
        reported = true
      }
      index += 1
    }
    return false
  }

  /// How a closer is written, for diagnostics (an interpolation ends with `)`).
  static func spelling(of closer: TokenKind) -> String {
    switch closer {
    case .rightSquare: "]"
    case .rightBrace: "}"
    default: ")"
    }
  }

  /// The closers of `closerCode`, by code.
  static let closerKinds: [TokenKind] = [.rightParen, .rightBrace, .rightSquare, .interpolationEnd]

  /// Reports the current closer, met while skipping a bracketed group: it closes an outer bracket
  /// while the bracket of the `expected` closer is still open. The skip goes on as it did before
  /// the report (the outer closer closes the inner brackets too), so that the declarations after
  /// it are still found.
  mutating func diagnoseMismatchedCloser(expected: TokenKind) {
    let text = currentText
    let missing = Self.spelling(of: expected)
    diagnose("expected '\(missing)' before '\(text)'; add the missing '\(missing)'", at: current.range)
  }

  /// Reports the current `)` or `]`, met while skipping a bracketed group, that matches no bracket
  /// of the group (`(a] )`): a stray closer, or one for a bracket opened before the group, which
  /// then lacks its `expected` closer. The skip passes over it, as before. Only the first closer of
  /// a group is reported, and none after a mismatched one. (A `}` that matches nothing is passed
  /// over without a report: it is mostly the end of an enclosing block whose group was left open,
  /// which the group's own report already names.)
  mutating func diagnoseUnmatchedCloser(expected: TokenKind) {
    guard expected != .rightBrace else {
      // In a block, a missing `}` is hardly ever what the closer means.
      diagnoseStrayCloser()
      return
    }
    let text = currentText
    let missing = Self.spelling(of: expected)
    diagnose(
      "unexpected '\(text)' where '\(missing)' is expected; remove the '\(text)' or add the missing '\(missing)'",
      at: current.range
    )
  }

  /// Reports the current closer as closing nothing: no bracket of its kind is open.
  mutating func diagnoseStrayCloser() {
    let opener =
      switch kind {
      case .rightParen: "("
      case .rightSquare: "["
      default: "{"
      }
    diagnose("unexpected '\(currentText)' with no matching '\(opener)'; remove it", at: current.range)
  }

  /// The current token's text, for diagnostics.
  var currentText: String {
    mutating get { String(decoding: UnsafeBufferPointer(rebasing: bytes[current.range]), as: UTF8.self) }
  }

  /// Skips a `{ … }` block and returns its byte range, diagnosing a missing `}`. `what` names the
  /// block in that diagnostic; it is only built when needed (this runs for every function body).
  mutating func skipBlock(of what: @autoclosure () -> String) -> Range<Int> {
    let open = current
    let closed = skipBalanced()
    if !closed {
      diagnose("expected '}' to close \(what()); add the missing brace", at: open.range)
    }
    return Int(open.start)..<previousEnd
  }
}
