/// Byte and Unicode-scalar classification for the lexer, following the Swift grammar.
///
/// The class bits are transparent computed constants, not `static let`s: in an unoptimized build
/// (a build tool plugin's executable) each read of a `static let` is a call to its addressor and to
/// `swift_once`, several times per byte in the lexer's loops.
enum CharacterClass {
  @_transparent static var identifierHead: UInt8 { 0b0000_0001 }
  @_transparent static var identifierBody: UInt8 { 0b0000_0010 }
  @_transparent static var digit: UInt8 { 0b0000_0100 }
  @_transparent static var operatorCharacter: UInt8 { 0b0000_1000 }
  @_transparent static var horizontalSpace: UInt8 { 0b0001_0000 }
  @_transparent static var hexDigit: UInt8 { 0b0010_0000 }
  /// Bytes that may start trivia before a token: controls and spaces, `/` (a comment), and the
  /// first byte of a non-breaking space.
  @_transparent static var triviaStart: UInt8 { 0b0100_0000 }

  /// One entry per byte value; bytes ≥ 0x80 are classified by decoding the scalar instead.
  static let asciiTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = identifierHead | identifierBody }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = identifierHead | identifierBody }
    table[Int(UInt8(ascii: "_"))] = identifierHead | identifierBody
    // `$` continues an identifier (`_$registrar`, as the Observation macros write); at the start it
    // makes a dollar identifier (`$0`, `$title`) instead.
    table[Int(UInt8(ascii: "$"))] = identifierBody
    for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = identifierBody | digit | hexDigit }
    for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
    for byte in "/=-+!*%<>&|^~?.".utf8 { table[Int(byte)] = operatorCharacter }
    for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C] { table[Int(byte)] = horizontalSpace }
    for byte in UInt8(0)...UInt8(ascii: " ") { table[Int(byte)] |= triviaStart }
    table[Int(UInt8(ascii: "/"))] |= triviaStart
    table[0xC2] |= triviaStart
    return table
  }()

  /// Whether a non-ASCII scalar may start an operator (Swift's operator-head ranges).
  static func isOperatorHead(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return true
    default:
      return false
    }
  }

  /// Whether a non-ASCII scalar may continue an operator (operator heads plus combining marks).
  static func isOperatorBody(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      return true
    default:
      return isOperatorHead(scalar)
    }
  }

  /// Whether a non-ASCII scalar may appear in an identifier (at its start when `first`): the
  /// ranges the compiler's lexer allows (N1518's Annex X), where combining marks continue but do
  /// not start an identifier. Curly quotes, dashes, spaces and private-use characters are not among them.
  static func isIdentifierScalar(_ scalar: UInt32, first: Bool) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
      return !first
    case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
      0xF8...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
      0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x218F,
      0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
      0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
      0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
      return true
    case 0x10000...0xEFFFD:
      // Every plane from 1 to 14, except each plane's last two code points (non-characters).
      return scalar & 0xFFFF < 0xFFFE
    default:
      return false
    }
  }
}

/// Decodes one UTF-8 scalar; `nil` for an invalid, overlong or truncated sequence.
@_transparent
func decodeScalar(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> (scalar: UInt32, length: Int)? {
  let lead = base[index]
  if lead < 0x80 { return (UInt32(lead), 1) }
  let length: Int
  var scalar: UInt32
  switch lead {
  case 0xC2...0xDF:
    length = 2
    scalar = UInt32(lead & 0x1F)
  case 0xE0...0xEF:
    length = 3
    scalar = UInt32(lead & 0x0F)
  case 0xF0...0xF4:
    length = 4
    scalar = UInt32(lead & 0x07)
  default:
    return nil
  }
  guard index + length <= count else { return nil }
  for offset in 1..<length {
    let byte = base[index + offset]
    guard byte & 0xC0 == 0x80 else { return nil }
    scalar = (scalar << 6) | UInt32(byte & 0x3F)
  }
  switch length {
  case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return nil
  case 4 where scalar < 0x10000 || scalar > 0x10FFFF: return nil
  default: return (scalar, length)
  }
}
