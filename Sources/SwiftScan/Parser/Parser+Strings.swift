extension Parser {
  /// A string literal: quotes, raw delimiters, segments (escapes resolved, multi-line indentation
  /// removed as the compiler removes it) and interpolations parsed as argument lists.
  mutating func parseStringLiteral() -> Expr {
    let start = currentStart
    var pounds = 0
    if at(.rawStringDelimiter) {
      pounds = Int(current.end - current.start)
      advance()
    }
    let multiline = at(.multilineStringQuote)
    guard at(.stringQuote) || multiline else {
      return Expr(.opaque, range: start..<previousEnd)
    }
    advance()
    if !multiline { return parseSingleLineSegments(start: start, pounds: pounds) }
    var rawSegments: [RawSegment] = []
    while true {
      if at(.stringSegment) {
        rawSegments.append(.text(current.range))
        advance()
      } else if at(.interpolationStart) {
        let interpolationStart = currentStart
        let arguments = parseArgumentList()
        rawSegments.append(.interpolation(arguments, interpolationStart..<previousEnd))
      } else {
        break
      }
    }
    consumeClosingDelimiter(pounds: pounds)
    let segments = cookMultilineSegments(rawSegments, pounds: pounds)
    let literal = StringLiteral(segments: segments, isMultiline: true, rawDelimiterCount: pounds)
    return Expr(.string(literal), range: start..<previousEnd)
  }

  /// The segments of a single-line literal after its opening quote, escapes resolved as each is
  /// read (no indentation to strip, so no raw segments to collect first), and its closing delimiter.
  mutating func parseSingleLineSegments(start: Int, pounds: Int) -> Expr {
    var segments: [StringLiteral.Segment] = []
    // The usual literal, one segment between the quotes: made as a one-element array at once.
    if at(.stringSegment) && peek().kind == .stringQuote {
      let text = Self.resolveEscapes(UnsafeBufferPointer(rebasing: bytes[current.range]), pounds: pounds)
      advance()
      if !text.isEmpty { segments = [.text(text)] }
    }
    while true {
      if at(.stringSegment) {
        let cooked = Self.resolveEscapes(UnsafeBufferPointer(rebasing: bytes[current.range]), pounds: pounds)
        advance()
        Self.appendText(cooked, to: &segments)
      } else if at(.interpolationStart) {
        let interpolationStart = currentStart
        let arguments = parseArgumentList()
        segments.append(.interpolation(arguments, range: interpolationStart..<previousEnd))
      } else {
        break
      }
    }
    consumeClosingDelimiter(pounds: pounds)
    let literal = StringLiteral(segments: segments, isMultiline: false, rawDelimiterCount: pounds)
    return Expr(.string(literal), range: start..<previousEnd)
  }

  /// The closing quote and, for a raw literal, its delimiter, when present.
  mutating func consumeClosingDelimiter(pounds: Int) {
    if at(.stringQuote) || at(.multilineStringQuote) {
      advance()
      if pounds > 0 && at(.rawStringDelimiter) { advance() }
    }
  }

  /// Adds resolved text, joined to a text segment right before it; empty text adds nothing.
  static func appendText(_ text: String, to segments: inout [StringLiteral.Segment]) {
    if case .text(let previous)? = segments.last {
      segments[segments.count - 1] = .text(previous + text)
    } else if !text.isEmpty {
      segments.append(.text(text))
    }
  }

  enum RawSegment {
    case text(Range<Int>)
    case interpolation([Argument], Range<Int>)
  }

  /// Removes the indentation of the closing delimiter from every line of a multi-line literal and
  /// the line breaks after the opening and before the closing quotes, then resolves escapes.
  mutating func cookMultilineSegments(_ raw: [RawSegment], pounds: Int) -> [StringLiteral.Segment] {
    var texts: [[UInt8]] = raw.map {
      if case .text(let range) = $0 { return Array(bytes[range]) }
      return []
    }
    stripMultilineIndentation(&texts, raw: raw)
    var segments: [StringLiteral.Segment] = []
    segments.reserveCapacity(raw.count)
    for (offset, segment) in raw.enumerated() {
      switch segment {
      case .text:
        Self.appendText(
          texts[offset].withUnsafeBufferPointer { Self.resolveEscapes($0, pounds: pounds) },
          to: &segments
        )
      case .interpolation(let arguments, let range):
        segments.append(.interpolation(arguments, range: range))
      }
    }
    return segments
  }

  /// Multi-line string rules: the content starts after the line break that follows `"""` and ends
  /// before the line break that precedes the closing `"""`, whose indentation every line loses.
  mutating func stripMultilineIndentation(_ texts: inout [[UInt8]], raw: [RawSegment]) {
    guard let lastText = raw.lastIndex(where: { if case .text = $0 { return true } else { return false } }),
      lastText == raw.count - 1
    else { return }
    let last = texts[lastText]
    var indentStart = last.count
    while indentStart > 0 && (last[indentStart - 1] == UInt8(ascii: " ") || last[indentStart - 1] == UInt8(ascii: "\t"))
    {
      indentStart -= 1
    }
    guard indentStart == 0 || last[indentStart - 1] == UInt8(ascii: "\n") || last[indentStart - 1] == UInt8(ascii: "\r")
    else { return }
    let indentation = Array(last[indentStart...])
    // Drop the closing line's indentation and the line break before it.
    var trimmedLast = Array(last[..<indentStart])
    if trimmedLast.last == UInt8(ascii: "\n") { trimmedLast.removeLast() }
    if trimmedLast.last == UInt8(ascii: "\r") { trimmedLast.removeLast() }
    texts[lastText] = trimmedLast
    for offset in texts.indices {
      guard case .text = raw[offset] else { continue }
      var output: [UInt8] = []
      output.reserveCapacity(texts[offset].count)
      let input = texts[offset]
      var position = 0
      var atLineStart = offset == 0
      if offset == 0 {
        // The line break right after the opening quotes is not content.
        if input.first == UInt8(ascii: "\r") { position += 1 }
        if position < input.count && input[position] == UInt8(ascii: "\n") { position += 1 }
      }
      while position < input.count {
        if atLineStart {
          var matched = 0
          while matched < indentation.count && position + matched < input.count
            && input[position + matched] == indentation[matched]
          {
            matched += 1
          }
          position += matched
          atLineStart = false
          continue
        }
        let byte = input[position]
        if byte == UInt8(ascii: "\r") {
          position += 1
          if position < input.count && input[position] == UInt8(ascii: "\n") { position += 1 }
          output.append(UInt8(ascii: "\n"))
          atLineStart = true
          continue
        }
        output.append(byte)
        position += 1
        if byte == UInt8(ascii: "\n") { atLineStart = true }
      }
      texts[offset] = output
    }
  }

  /// Turns `\n`, `\t`, `\0`, `\\`, `\"`, `\'`, `\u{…}` (each after the raw string's `#`s) into
  /// their characters; a backslash before a line break joins the lines.
  static func resolveEscapes(_ input: UnsafeBufferPointer<UInt8>, pounds: Int) -> String {
    // An index loop rather than `contains`, which an unoptimized build runs generically.
    var backslash = 0
    while backslash < input.count && input[backslash] != UInt8(ascii: "\\") { backslash += 1 }
    guard backslash < input.count else { return String(decoding: input, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var position = 0
    while position < input.count {
      let byte = input[position]
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        position += 1
        continue
      }
      var escape = position + 1
      var matched = 0
      while matched < pounds && escape < input.count && input[escape] == UInt8(ascii: "#") {
        matched += 1
        escape += 1
      }
      guard matched == pounds, escape < input.count else {
        output.append(byte)
        position += 1
        continue
      }
      position = escape + 1
      switch input[escape] {
      case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "0"): output.append(0)
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(input[escape])
      case UInt8(ascii: "\n"):
        break
      case UInt8(ascii: "\r"):
        if position < input.count && input[position] == UInt8(ascii: "\n") { position += 1 }
      case UInt8(ascii: "u") where position < input.count && input[position] == UInt8(ascii: "{"):
        var scalarValue: UInt32 = 0
        var digits = position + 1
        while digits < input.count, let digit = hexValue(input[digits]), digits - position <= 8 {
          scalarValue = scalarValue &* 16 &+ UInt32(digit)
          digits += 1
        }
        if digits < input.count && input[digits] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(scalarValue) {
          output.append(contentsOf: Array(String(Character(scalar)).utf8))
          position = digits + 1
        } else {
          output.append(contentsOf: input[(escape - matched - 1)..<position])
        }
      default:
        output.append(contentsOf: input[(escape - matched - 1)..<position])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
