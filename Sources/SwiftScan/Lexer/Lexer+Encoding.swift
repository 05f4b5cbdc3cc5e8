/// A text encoding other than UTF-8, named by the byte-order mark a file starts with.
struct ForeignEncoding {
  var name: String
  var byteOrderMarkLength: Int
}

extension LexerCursor {
  /// The encoding the file's byte-order mark names, when it is UTF-16 or UTF-32. (The bytes
  /// FE and FF never occur in UTF-8, so no Swift source starts with them.)
  mutating func foreignEncoding() -> ForeignEncoding? {
    let first = peek(0)
    let second = peek(1)
    if first == 0xFF && second == 0xFE {
      if count >= 4 && peek(2) == 0 && peek(3) == 0 {
        return ForeignEncoding(name: "UTF-32 (little-endian)", byteOrderMarkLength: 4)
      }
      return ForeignEncoding(name: "UTF-16 (little-endian)", byteOrderMarkLength: 2)
    }
    if first == 0xFE && second == 0xFF {
      return ForeignEncoding(name: "UTF-16 (big-endian)", byteOrderMarkLength: 2)
    }
    if first == 0 && second == 0 && peek(2) == 0xFE && peek(3) == 0xFF {
      return ForeignEncoding(name: "UTF-32 (big-endian)", byteOrderMarkLength: 4)
    }
    return nil
  }

  /// The whole file as one malformed token with one diagnostic, as the compiler reports it: lexed
  /// as UTF-8, nearly every byte would be a problem of its own.
  mutating func lexForeignEncoding(_ encoding: ForeignEncoding) {
    diagnose(
      "the file is encoded as \(encoding.name); save it as UTF-8, the only encoding Swift reads",
      0..<min(encoding.byteOrderMarkLength, count)
    )
    position = count
    tokens.append(
      Token(kind: .unknown, flags: .hasError, fullStart: 0, start: 0, end: UInt32(count), fullEnd: UInt32(count))
    )
  }
}
