import SwiftScan

extension TokenValueReader {
  /// `\.a.$b` (no optional chaining, no subscripts): a non-literal value, with its components.
  /// A root type (`\Intent.$b`, `\Outer.Intent.$b`) is not a component (`KeyPathRoot`).
  mutating func readKeyPath() -> Read? {
    let start = Int(current.start)
    advance()
    if kind == .identifier && !current.flags.contains(.leadingTrivia) && isRootTypeName(current) {
      advance()
      // The type names after the first, each with its `.`: `\Outer.Intent.$b`.
      while kind == .period && index + 2 < tokens.count && tokens[index + 2].kind == .period
        && tokens[index + 1].kind == .identifier && isRootTypeName(tokens[index + 1])
      {
        index += 2
      }
    }
    var components: [String] = []
    while kind == .period && !current.flags.contains(.leadingTrivia) {
      let next = index + 1 < tokens.count ? tokens[index + 1] : Self.end
      guard next.kind == .identifier || next.kind == .dollarIdentifier || next.kind == .keyword,
        let component = name(next)
      else { return nil }
      components.append(component)
      index += 2
    }
    guard !components.isEmpty else { return nil }
    let range = start..<Int(tokens[index - 1].end)
    return Read(value: .nonLiteral(source.text(range)), range: range, keyPathComponents: components)
  }

  /// A single-line, non-raw string literal, interpolations written `${name}`.
  mutating func readString() -> Read? {
    let start = Int(current.start)
    advance()
    // A lone segment (most strings) is resolved straight into the value; otherwise the parts are
    // put together as bytes and made a string once, rather than appended string by string.
    if kind == .stringSegment && index + 1 < tokens.count && tokens[index + 1].kind == .stringQuote {
      let value = StringLiteral.resolvingEscapes(
        UnsafeBufferPointer(rebasing: bytes[current.range]),
        rawDelimiterCount: 0
      )
      index += 2
      return Read(value: .string(value), range: start..<Int(tokens[index - 1].end))
    }
    var value: [UInt8] = []
    // Room for the usual format string: no growing as its parts are appended.
    value.reserveCapacity(64)
    while true {
      if kind == .stringSegment {
        let segment = UnsafeBufferPointer(rebasing: bytes[current.range])
        if segment.contains(UInt8(ascii: "\\")) {
          Self.append(StringLiteral.resolvingEscapes(segment, rawDelimiterCount: 0), to: &value)
        } else {
          value += segment
        }
        advance()
      } else if kind == .interpolationStart {
        guard let name = readInterpolationName() else { return nil }
        value.append(UInt8(ascii: "$"))
        value.append(UInt8(ascii: "{"))
        Self.append(name, to: &value)
        value.append(UInt8(ascii: "}"))
      } else {
        break
      }
    }
    guard kind == .stringQuote else { return nil }
    advance()
    return Read(value: .string(String(decoding: value, as: UTF8.self)), range: start..<Int(tokens[index - 1].end))
  }

  /// Appends the UTF-8 bytes of `string` to `bytes` in one copy (appending its `utf8` view goes
  /// through the generic sequence path, several hundred instructions for a short name).
  private static func append(_ string: String, to bytes: inout [UInt8]) {
    var string = string
    string.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// The name `SourceReader.normalized(_:)` gives an interpolation: `\(\.$note)` and `\(\.note)`
  /// → `note`, `\(.applicationName)` and `\(placeholder: .int)` → the member, `\(name)` → `name`,
  /// and any other single expression → its text. The reader on `\(`; ends after `)`.
  private mutating func readInterpolationName() -> String? {
    let first = index + 1
    // The closing `)`, past nested brackets and string literals; a comma at the top level makes
    // several arguments, which the reader leaves to the parser.
    var end = first
    var nesting = 0
    while end < tokens.count {
      switch tokens[end].kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart: nesting += 1
      case .rightParen, .rightSquare, .rightBrace: nesting -= 1
      case .interpolationEnd: nesting -= 1
      case .comma where nesting == 0: return nil
      default: break
      }
      if nesting < 0 { break }
      end += 1
    }
    guard end < tokens.count, tokens[end].kind == .interpolationEnd, end > first else { return nil }
    index = end + 1
    let count = end - first
    let head = tokens[first]
    func isName(_ position: Int) -> Bool { Self.isMemberName(tokens[position].kind) && isPlainName(tokens[position]) }
    switch head.kind {
    case .backslash:
      // `\.name` or `\.$name`, with or without a root type (`\Intent.$name`); other key paths are
      // left to the parser.
      var period = first + 1
      if tokens[period].kind == .identifier && isRootTypeName(tokens[period]) {
        period += 1
        while period + 2 < end && tokens[period + 1].kind == .identifier && isRootTypeName(tokens[period + 1]) {
          period += 2
        }
      }
      let component = tokens[min(period + 1, end - 1)]
      guard period + 2 == end, tokens[period].kind == .period, !tokens[period].flags.contains(.leadingTrivia),
        component.kind == .dollarIdentifier || isName(period + 1)
      else { return nil }
      let spelled = text(component)
      let name = spelled.hasPrefix("$") ? String(spelled.dropFirst()) : spelled
      interpolatedKeyPaths.append(name)
      return name
    case .period:
      guard count == 2, isName(first + 1) else { return nil }
      return text(tokens[first + 1])
    case .identifier where count > 1 && tokens[first + 1].kind == .colon,
      .keyword where count > 1 && tokens[first + 1].kind == .colon,
      .dollarIdentifier where count > 1 && tokens[first + 1].kind == .colon:
      // A labelled interpolation: `\(placeholder: .int)` → `int`.
      guard count == 4, tokens[first + 2].kind == .period, isName(first + 3) else { return nil }
      return text(tokens[first + 3])
    case .identifier, .keyword, .dollarIdentifier:
      // A name (`\(name)`) is its own text, backticks aside.
      guard count > 1 || isPlainName(head) else { return nil }
      return source.text(Int(head.start)..<Int(tokens[end - 1].end))
    default:
      // A name (`\(name)`) is its own text, backticks aside.
      guard count > 1 || isPlainName(head) else { return nil }
      return source.text(Int(head.start)..<Int(tokens[end - 1].end))
    }
  }

  /// Whether `token` spells a key path's root type (`KeyPathRoot`).
  private func isRootTypeName(_ token: Token) -> Bool {
    token.end > token.start && bytes[Int(token.start)] >= UInt8(ascii: "A")
      && bytes[Int(token.start)] <= UInt8(ascii: "Z")
  }
}
