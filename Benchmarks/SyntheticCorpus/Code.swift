/// A run of generated source bytes, written as a string literal with interpolations.
///
/// Literal parts are `StaticString`s, copied straight from the binary; interpolated strings and
/// integers are appended as UTF-8 and ASCII decimal. Nothing goes through `String` concatenation,
/// locale-aware formatting or `Double` printing, so the bytes depend on the inputs alone and a
/// fragment costs one small array allocation.
struct Code: ExpressibleByStringInterpolation, Sendable {
  var bytes: [UInt8]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  init(stringLiteral literal: StaticString) {
    bytes = []
    Self.append(literal, to: &bytes)
  }

  init(stringInterpolation: Interpolation) {
    bytes = stringInterpolation.bytes
  }

  @inline(__always)
  static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
    if literal.hasPointerRepresentation {
      bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    } else {
      literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
  }

  /// Appends `value` in ASCII decimal.
  @inline(__always)
  static func append(decimal value: Int, to bytes: inout [UInt8]) {
    let magnitude = value.magnitude
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / divisor % 10))
      divisor /= 10
    }
  }

  /// The interpolation builder behind `Code` literals.
  struct Interpolation: StringInterpolationProtocol {
    typealias StringLiteralType = StaticString
    var bytes: [UInt8]

    init(literalCapacity: Int, interpolationCount: Int) {
      bytes = []
      bytes.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    mutating func appendLiteral(_ literal: StaticString) {
      Code.append(literal, to: &bytes)
    }

    mutating func appendInterpolation(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    mutating func appendInterpolation(_ text: StaticString) {
      Code.append(text, to: &bytes)
    }

    mutating func appendInterpolation(_ value: Int) {
      Code.append(decimal: value, to: &bytes)
    }

    mutating func appendInterpolation(_ code: Code) {
      bytes.append(contentsOf: code.bytes)
    }
  }
}

/// The source file being generated: a growing byte buffer.
struct SourceBuffer {
  var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  var count: Int { bytes.count }

  /// Appends `code` as written (templates carry their own newlines).
  @inline(__always)
  mutating func emit(_ code: Code) {
    bytes.append(contentsOf: code.bytes)
  }

  /// Appends a blank line.
  @inline(__always)
  mutating func blank() {
    bytes.append(UInt8(ascii: "\n"))
  }
}
