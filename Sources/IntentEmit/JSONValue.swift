/// A JSON value, written deterministically: object keys sorted by their UTF-8 bytes, no
/// dictionary order, no locale, no platform-dependent number formatting.
///
/// Build values with the cases or the literal conformances, then write them with
/// `serialized(_:)` (a `String`) or `write(_:to:)` (bytes appended to a buffer):
///
/// ```swift
/// let value: JSONValue = ["version": 1, "path": "Sources/Note.swift"]
/// value.serialized(.compact)  // {"path":"Sources/Note.swift","version":1}
/// ```
///
/// Strings escape `"`, `\` and control characters (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00XX`);
/// `/` and non-ASCII characters are written as they are, in UTF-8.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A floating-point number; NaN and infinities, which JSON cannot represent, are written as `null`.
  case double(Double)
  case string(String)
  case array([JSONValue])
  /// An object; its keys are written in sorted order, whatever the dictionary's order.
  case object([String: JSONValue])

  /// The layout of written JSON.
  public enum Style: Sendable {
    /// No whitespace at all: `{"a":[1,2]}`.
    case compact
    /// Two-space indentation, one member or element per line, `": "` between key and value, empty
    /// arrays and objects written as `[]` and `{}`, no trailing newline.
    case pretty
  }

  /// The value written as JSON text.
  public func serialized(_ style: Style = .pretty) -> String {
    var bytes: [UInt8] = []
    write(style, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the value, written as JSON, to `bytes`.
  public func write(_ style: Style = .pretty, to bytes: inout [UInt8]) {
    // The writer appends to the caller's buffer itself: a manifest runs to tens of megabytes, and
    // each copy of it costs as much as writing it.
    var writer = JSONWriter(style: style)
    swap(&writer.bytes, &bytes)
    writer.write(self)
    swap(&writer.bytes, &bytes)
  }
}

extension JSONValue {
  /// The string, if the value is a string.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The integer, if the value is an integer.
  public var intValue: Int? {
    if case .int(let int) = self { return int }
    return nil
  }

  /// The elements, if the value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let array) = self { return array }
    return nil
  }

  /// The members, if the value is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The member with this key, if the value is an object that has it.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

  /// A later duplicate key replaces an earlier one.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var object: [String: JSONValue] = [:]
    for (key, value) in elements { object[key] = value }
    self = .object(object)
  }
}
