import SwiftScan

/// Reads the common shapes of App Intents values straight from the tokens of a run the scanner
/// left unparsed, into the `ModelValue` that `SourceReader.value(_:)` makes of the parsed
/// expression — without building the expression first, which costs several times more.
///
/// The shapes: string literals (single-line, not raw) whose interpolations name a parameter or a
/// member chain; numbers, `-` numbers, `true`, `false`, `nil`; `.member`, `Type.member` and plain
/// names; calls `Name(label: value, …)`; arrays; dictionaries; key paths `\.a.$b`. Anything else —
/// an operator, a closure, a trailing closure, a subscript, a generic argument, backticks, a value
/// that does not end where the run ends — fails the read (`nil`) and the caller parses the run,
/// so the result is always the parser's. `TokenValueReaderTests` check that both paths agree.
struct TokenValueReader {
  let tokens: UnsafeBufferPointer<Token>
  let bytes: UnsafeBufferPointer<UInt8>
  let source: SourceReader
  var index = 0
  /// The names of the `\(\.$name)` interpolations read so far, in order: the parameters a
  /// summary's format string references.
  var interpolatedKeyPaths: [String] = []
  /// Values open around the current one (`[[…]]`, `F(x: G(…))`).
  private var depth = 0
  /// Deeper values are left to the parser, whose nesting bound then applies: reading them here
  /// would recurse as deep as the input nests.
  private static let maximumDepth = 32

  /// One value read, with its source range and, for a key path, its components.
  struct Read {
    var value: ModelValue
    var range: Range<Int>
    var keyPathComponents: [String]? = nil
  }

  init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, source: SourceReader) {
    self.tokens = tokens
    self.bytes = bytes
    self.source = source
  }

  /// The value of a run that is one expression (a property's initial value), or `nil`.
  static func value(of syntax: DeferredSyntax, source: SourceReader) -> ModelValue? {
    syntax.withTokens { tokens, bytes in
      var reader = TokenValueReader(tokens: tokens, bytes: bytes, source: source)
      guard let read = reader.readValue(), reader.atRunEnd else { return nil }
      return read.value
    }
  }

  /// The value of an accessor block that is one expression, `{ value }` or `{ return value }`
  /// (a computed property's getter written without `get`), or `nil`.
  static func getterValue(of syntax: DeferredSyntax, source: SourceReader) -> ModelValue? {
    readGetterBody(of: syntax, source: source) { $0.readValue()?.value }
  }

  /// What `read` makes of the body of an accessor block written without `get` (after a
  /// `return`, if any), or `nil` unless it reads the whole body.
  static func readGetterBody<Result>(
    of syntax: DeferredSyntax,
    source: SourceReader,
    _ read: (inout TokenValueReader) -> Result?
  ) -> Result? {
    syntax.withTokens { tokens, bytes in
      guard tokens.count >= 3, tokens[tokens.count - 1].kind == .rightBrace else { return nil }
      var reader = TokenValueReader(
        tokens: UnsafeBufferPointer(rebasing: tokens.dropLast()),
        bytes: bytes,
        source: source
      )
      reader.advance()  // `{`
      // Accessors (`get`, `set`…), their attributes and `mutating` make explicit accessor blocks.
      if reader.kind == .atSign || (reader.kind == .identifier && reader.current.keyword != .none) { return nil }
      if reader.kind == .keyword && reader.current.keyword == .return { reader.advance() }
      guard let result = read(&reader), reader.atRunEnd else { return nil }
      return result
    }
  }

  /// The arguments of a run that is a parenthesized argument list (an attribute's), or `nil`.
  static func arguments(of syntax: DeferredSyntax, source: SourceReader) -> [ArgumentValue]? {
    syntax.withTokens { tokens, bytes in
      var reader = TokenValueReader(tokens: tokens, bytes: bytes, source: source)
      guard reader.kind == .leftParen,
        let arguments = reader.readArguments({
          ArgumentValue(label: $0, value: $1.value, range: $1.range, keyPathComponents: $1.keyPathComponents)
        }),
        reader.atRunEnd
      else { return nil }
      return arguments
    }
  }

  // MARK: Tokens

  var current: Token { index < tokens.count ? tokens[index] : Self.end }
  var kind: TokenKind { index < tokens.count ? tokens[index].kind : .endOfFile }
  var atRunEnd: Bool { index >= tokens.count }
  static let end = Token(kind: .endOfFile, fullStart: 0, start: 0, end: 0, fullEnd: 0)

  func peekKind(_ offset: Int = 1) -> TokenKind {
    index + offset < tokens.count ? tokens[index + offset].kind : .endOfFile
  }

  mutating func advance() { index += 1 }

  func text(_ token: Token) -> String { text(token.range) }

  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// A name token's text, or `nil` for a backticked name (the parser drops the backticks).
  func name(_ token: Token) -> String? {
    isPlainName(token) ? text(token) : nil
  }

  /// Whether a token can follow `.` as a member name the reader takes (the parser also takes
  /// numbers and `$` names there; those fail the read).
  static func isMemberName(_ kind: TokenKind) -> Bool { kind == .identifier || kind == .keyword }

  // MARK: Values

  mutating func readValue() -> Read? {
    guard depth < Self.maximumDepth else { return nil }
    depth += 1
    defer { depth -= 1 }
    let token = current
    switch token.kind {
    case .stringQuote:
      return readString()
    case .integerLiteral:
      advance()
      return Read(value: .integer(text(token)), range: token.range)
    case .floatLiteral:
      advance()
      return Read(value: .float(text(token)), range: token.range)
    case .keyword:
      switch token.keyword {
      case .true, .false:
        advance()
        return Read(value: .boolean(token.keyword == .true), range: token.range)
      case .nil:
        advance()
        return Read(value: .nil, range: token.range)
      default:
        return nil
      }
    case .prefixOperator:
      let operand = peekKind()
      guard token.end - token.start == 1, bytes[Int(token.start)] == UInt8(ascii: "-"),
        operand == .integerLiteral || operand == .floatLiteral
      else { return nil }
      advance()
      let number = current
      advance()
      let range = Int(token.start)..<Int(number.end)
      let spelled = "-" + text(number)
      return Read(value: operand == .integerLiteral ? .integer(spelled) : .float(spelled), range: range)
    case .period, .identifier, .dollarIdentifier:
      return readNameOrCall()
    case .backslash:
      return readKeyPath()
    case .leftSquare:
      return readCollection()
    default:
      return nil
    }
  }

  /// `name`, `.member`, `Type.member.member`, and any of them called: `Name(label: value, …)`.
  ///
  /// What `SourceReader.value(_:)` decides from the dotted name's text — whether a call
  /// initializes a type, whether a member is an enum-like value — is decided here from its
  /// tokens, which is cheaper: the last name is `init`, or starts with a capital letter.
  private mutating func readNameOrCall() -> Read? {
    let first = current
    let isImplicit = first.kind == .period
    if isImplicit {
      guard index + 1 < tokens.count, Self.isMemberName(tokens[index + 1].kind), isPlainName(tokens[index + 1])
      else { return nil }
      index += 2
    } else {
      guard first.keyword != .await, isPlainName(first) else { return nil }
      advance()
    }
    var isMemberAccess = isImplicit
    // Whether the name is written without spaces or comments, so its text is the dotted name.
    var isContiguous = true
    while kind == .period {
      guard index + 1 < tokens.count, Self.isMemberName(tokens[index + 1].kind), isPlainName(tokens[index + 1])
      else { return nil }
      isContiguous = isContiguous && current.start == tokens[index - 1].end && tokens[index + 1].start == current.end
      isMemberAccess = true
      index += 2
    }
    let lastName = tokens[index - 1]
    let nameRange = Int(first.start)..<Int(lastName.end)
    let dotted = isContiguous ? text(nameRange) : dottedName(from: nameRange)
    if kind == .leftParen && !current.isAtStartOfLine {
      guard let arguments = readArguments({ ModelArgument(label: $0, value: $1.value) }) else { return nil }
      let range = Int(first.start)..<Int(tokens[index - 1].end)
      let type: String?
      if lastName.keyword == .`init` {
        type = dotted == ".init" ? dotted : String(dotted.dropLast(5))
      } else if !isImplicit && startsWithCapital(lastName, dotted: dotted) {
        type = dotted
      } else {
        type = isEnumCase(dotted, isImplicit: isImplicit) ? dotted : nil
      }
      guard let type else { return Read(value: .nonLiteral(source.text(range)), range: range) }
      return Read(value: .initializer(type: type, arguments: arguments), range: range)
    }
    if isMemberAccess && isEnumCase(dotted, isImplicit: isImplicit) {
      return Read(value: .member(dotted), range: nameRange)
    }
    return Read(value: .nonLiteral(source.text(nameRange)), range: nameRange)
  }

  /// Whether a name token is written without backticks (the parser drops them from names).
  func isPlainName(_ token: Token) -> Bool {
    token.end > token.start && bytes[Int(token.start)] != UInt8(ascii: "`")
  }

  /// The names of the tokens in `range` joined with `.`, for a name written across lines.
  private func dottedName(from range: Range<Int>) -> String {
    var result = ""
    var position = index - 1
    while position >= 0 && Int(tokens[position].start) >= range.lowerBound { position -= 1 }
    for token in tokens[(position + 1)..<index] {
      result += token.kind == .period ? "." : text(token)
    }
    return result
  }

  /// `SourceReader.lastComponentIsCapitalized(_:)` for a name whose last component is `last`.
  private func startsWithCapital(_ last: Token, dotted: String) -> Bool {
    let byte = bytes[Int(last.start)]
    guard byte < 0x80 else { return SourceReader.lastComponentIsCapitalized(dotted) }
    return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  /// `SourceReader.isEnumCase(_:)`: an implicit member, or a member of an App Intents value type.
  private func isEnumCase(_ dotted: String, isImplicit: Bool) -> Bool {
    isImplicit || source.isEnumCase(dotted)
  }

  /// `(label: value, …)`, the reader on `(`; ends after `)`. Each argument is made by `make`
  /// from its label and value.
  mutating func readArguments<Argument>(_ make: (String?, Read) -> Argument) -> [Argument]? {
    advance()
    var arguments: [Argument] = []
    while kind != .rightParen {
      var label: String?
      if (kind == .identifier || kind == .keyword) && peekKind() == .colon {
        guard isPlainName(current) else { return nil }
        label = text(current)
        index += 2
      }
      guard let read = readValue() else { return nil }
      if arguments.isEmpty { arguments.reserveCapacity(4) }
      arguments.append(make(label, read))
      guard kind == .comma else { break }
      advance()
    }
    guard kind == .rightParen else { return nil }
    advance()
    return arguments
  }

  /// `[a, b]`, `[k: v, …]` or `[:]`; a mix of elements and pairs fails the read.
  private mutating func readCollection() -> Read? {
    let start = Int(current.start)
    advance()
    if kind == .colon && peekKind() == .rightSquare {
      index += 2
      return Read(value: .dictionary([]), range: start..<Int(tokens[index - 1].end))
    }
    var elements: [ModelValue] = []
    var entries: [ModelDictionaryEntry] = []
    while kind != .rightSquare {
      guard let key = readValue() else { return nil }
      if kind == .colon {
        advance()
        guard let value = readValue() else { return nil }
        entries.append(ModelDictionaryEntry(key: key.value, value: value.value))
      } else {
        elements.append(key.value)
      }
      guard kind == .comma else { break }
      advance()
    }
    guard kind == .rightSquare, elements.isEmpty || entries.isEmpty else { return nil }
    advance()
    let range = start..<Int(tokens[index - 1].end)
    return Read(value: entries.isEmpty ? .array(elements) : .dictionary(entries), range: range)
  }
}
