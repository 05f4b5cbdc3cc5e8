import SwiftScan

/// Reads the old-style property-list `.strings` format: `"key" = "value";` pairs with `/* */` and
/// `//` comments, backslash escapes (`\"`, `\n`, `\U00E9`, and `\UD83D\UDE00` for a character past
/// U+FFFF, as a UTF-16 surrogate pair) and UTF-8 or UTF-16 (with a byte-order mark) text.
/// Malformed input gives a located problem; reading continues at the next `;`.
enum StringsFileReader {
  static func read(path: String, bytes: [UInt8]) -> PhraseCatalog {
    let locale = PhraseCatalog.locale(ofStringsFile: path)
    let start = ModelLocation(path: path, line: 1, column: 1)
    // Without a byte-order mark, UTF-16 is read right only by a tool told the encoding (Xcode, by
    // the file's Text Encoding setting); others read UTF-8 with NUL bytes everywhere. Reported
    // rather than guessed, so that the file gets fixed for every tool.
    guard !looksLikeUTF16WithoutByteOrderMark(bytes) else {
      let message =
        "the file looks like UTF-16 without a byte-order mark; save it as UTF-8 or UTF-16 with a byte-order mark"
      return PhraseCatalog(path: path, entries: [], problems: [.init(location: start, message: message)])
    }
    guard let (text, oddByte) = decode(bytes) else {
      return PhraseCatalog(
        path: path,
        entries: [],
        problems: [.init(location: start, message: "not UTF-8 or UTF-16 text; save it as UTF-8")]
      )
    }
    var reader = Reader(path: path, scalars: Array(text.unicodeScalars))
    var entries: [PhraseCatalog.Entry] = []
    var problems: [PhraseCatalog.Problem] = []
    while true {
      reader.skipTrivia()
      guard !reader.isAtEnd else { break }
      let location = reader.location
      do throws(PhraseCatalog.Problem) {
        let key = try reader.string()
        reader.skipTrivia()
        var value = key
        var end = reader.location
        if reader.peek == "=" {
          reader.advance()
          reader.skipTrivia()
          value = try reader.string()
          end = reader.location
          reader.skipTrivia()
        }
        entries.append(.init(key: key, locale: locale, value: value, location: location))
        if reader.peek == ";" {
          reader.advance()
        } else {
          // Keep the entry and go on with the next one: a forgotten `;` should not hide the rest.
          problems.append(.init(location: end, message: "expected ';' after the entry for \"\(key)\""))
        }
      } catch {
        problems.append(error)
        reader.skip(past: ";")
      }
    }
    // An unterminated comment and a lone last byte are at the end, after every other problem.
    problems += reader.problems
    if oddByte {
      let message =
        "the UTF-16 text ends with half a character (an odd number of bytes); check that the file is complete "
        + "and save it again"
      problems.append(.init(location: reader.location, message: message))
    }
    return PhraseCatalog(path: path, entries: entries, problems: problems)
  }

  /// Whether `bytes` look like UTF-16 text without a byte-order mark: NUL bytes at every other
  /// position, which is how UTF-16 writes the quotes, `=`, `;` and line breaks of the format (and
  /// any ASCII), and which a UTF-8 file has no reason to hold.
  static func looksLikeUTF16WithoutByteOrderMark(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 2, !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else { return false }
    var nulls = (even: 0, odd: 0)
    for index in bytes.indices where bytes[index] == 0 {
      if index % 2 == 0 { nulls.even += 1 } else { nulls.odd += 1 }
    }
    // At least a quarter of the characters with a NUL on one side, and few on the other.
    let (most, least) = (max(nulls.even, nulls.odd), min(nulls.even, nulls.odd))
    return most > 0 && most * 4 >= bytes.count / 2 && least * 8 <= most
  }

  /// The text, UTF-16 when the file starts with a byte-order mark, else UTF-8 (nil when invalid);
  /// `oddByte` when UTF-16 text ends with a lone byte, which is left out.
  static func decode(_ bytes: [UInt8]) -> (text: String, oddByte: Bool)? {
    if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      var index = 2
      while index + 1 < bytes.count {
        let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      var text = ""
      var decoder = UTF16()
      var iterator = units.makeIterator()
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
        case .emptyInput: break loop
        case .error: return nil
        }
      }
      return (text, bytes.count % 2 == 1)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return UTF8Text.decode(body).map { ($0, false) }
  }

  /// A cursor over the file's scalars that tracks line and column (in UTF-8 bytes).
  struct Reader {
    let path: String
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1
    /// Problems found while skipping comments.
    var problems: [PhraseCatalog.Problem] = []

    init(path: String, scalars: [Unicode.Scalar]) {
      self.path = path
      self.scalars = scalars
    }

    var isAtEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
    var location: ModelLocation { ModelLocation(path: path, line: line, column: column) }

    mutating func advance() {
      guard let scalar = peek else { return }
      index += 1
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += UTF8.width(scalar)
      }
    }

    func problem(_ message: String) -> PhraseCatalog.Problem {
      PhraseCatalog.Problem(location: location, message: message)
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
      while let scalar = peek {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = peek, next != "\n" { advance() }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = location
          advance()
          advance()
          while !isAtEnd && !(peek == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
          if isAtEnd {
            problems.append(.init(location: start, message: "unterminated comment; close it with '*/'"))
          }
          advance()
          advance()
        } else {
          return
        }
      }
    }

    mutating func skip(past terminator: Unicode.Scalar) {
      while let scalar = peek {
        advance()
        if scalar == terminator { return }
      }
    }

    /// A quoted string with its escapes resolved, or an unquoted word.
    mutating func string() throws(PhraseCatalog.Problem) -> String {
      guard let first = peek else { throw problem("expected a quoted string") }
      guard first == "\"" else {
        var word = String.UnicodeScalarView()
        while let scalar = peek,
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar)
        {
          word.append(scalar)
          advance()
        }
        if word.isEmpty { throw problem("expected a quoted string, found '\(first)'") }
        return String(word)
      }
      let start = location
      advance()
      var result = String.UnicodeScalarView()
      while let scalar = peek {
        advance()
        switch scalar {
        case "\"": return String(result)
        case "\\": result.append(try escape())
        default: result.append(scalar)
        }
      }
      throw PhraseCatalog.Problem(location: start, message: "unterminated string; close it with '\"'")
    }

    /// The character of the escape after a backslash (just read).
    mutating func escape() throws(PhraseCatalog.Problem) -> Unicode.Scalar {
      // The backslash is one byte, on this line.
      let start = ModelLocation(path: path, line: line, column: column - 1)
      guard let scalar = peek else { throw problem("a backslash ends the file") }
      advance()
      switch scalar {
      case "n": return "\n"
      case "t": return "\t"
      case "r": return "\r"
      case "0": return "\0"
      case "U", "u":
        let (value, digits) = try hexadecimalDigits()
        if let result = Unicode.Scalar(value) { return result }
        // A character past U+FFFF is written as its UTF-16 surrogate pair, `\UD83D\UDE00`, as
        // Apple's property-list writer does.
        if UTF16.isLeadSurrogate(UInt16(value)), let low = lowSurrogateEscape() {
          return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))!
        }
        throw PhraseCatalog.Problem(
          location: start,
          message: """
            \\\(scalar)\(digits) is a lone UTF-16 surrogate, not a Unicode scalar; write a high surrogate \
            (D800–DBFF) followed by a low one (DC00–DFFF), as in \\UD83D\\UDE00, or the character itself
            """
        )
      default: return scalar
      }
    }

    /// The value of the four hexadecimal digits of a `\U` escape, and the digits as written.
    private mutating func hexadecimalDigits() throws(PhraseCatalog.Problem) -> (value: UInt32, digits: String) {
      var value: UInt32 = 0
      var digits = ""
      for _ in 0..<4 {
        guard let digit = peek, let nibble = UInt32(String(digit), radix: 16) else {
          throw problem("\\U needs four hexadecimal digits")
        }
        value = value << 4 | nibble
        digits.unicodeScalars.append(digit)
        advance()
      }
      return (value, digits)
    }

    /// Reads a `\U` escape of a low surrogate (DC00–DFFF) that comes next and returns its value;
    /// reads nothing and returns nil when something else comes next.
    private mutating func lowSurrogateEscape() -> UInt32? {
      guard index + 5 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "U" || scalars[index + 1] == "u"
      else { return nil }
      var value: UInt32 = 0
      for digit in scalars[(index + 2)..<(index + 6)] {
        guard let nibble = UInt32(String(digit), radix: 16) else { return nil }
        value = value << 4 | nibble
      }
      guard UTF16.isTrailSurrogate(UInt16(value)) else { return nil }
      for _ in 0..<6 { advance() }
      return value
    }
  }
}
