#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends JSON text for a `JSONValue` to a byte buffer.
///
/// Manifests run to tens of megabytes, and the build plugin runs a debug build of intentgen, so
/// the writer copies runs of bytes rather than appending byte by byte: a string without escapes is
/// one copy, an indentation one slice of a prepared line break, a key order one `memcmp` per
/// comparison. (Appending `repeatElement(" ", count:)` or a string's `utf8` view goes through
/// generic iterators that an unoptimized build does not specialize: the writer was then slower than
/// the whole scan.)
struct JSONWriter {
  let style: JSONValue.Style
  var bytes: [UInt8] = []
  var depth = 0
  /// A line break followed by the spaces of the deepest indentation written without a loop.
  private let lineBreak: [UInt8] = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 64)

  init(style: JSONValue.Style) {
    self.style = style
  }

  mutating func write(_ value: JSONValue) {
    switch value {
    case .null: appendLiteral("null")
    case .bool(let bool): appendLiteral(bool ? "true" : "false")
    case .int(let int): writeInteger(int)
    case .double(let double):
      // `description` is the shortest representation that round-trips, the same on every platform.
      append(double.isFinite ? double.description : "null")
    case .string(let string): writeString(string)
    case .array(let elements):
      guard !elements.isEmpty else { return appendLiteral("[]") }
      bytes.append(UInt8(ascii: "["))
      depth += 1
      var index = 0
      while index < elements.count {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline()
        write(elements[index])
        index += 1
      }
      depth -= 1
      newline()
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return appendLiteral("{}") }
      bytes.append(UInt8(ascii: "{"))
      depth += 1
      // The keys in order, each with its place in the dictionary: the values are neither copied
      // into the sort nor looked up by hashing their key again.
      let keys = members.keys
      var order: [Member] = []
      order.reserveCapacity(members.count)
      var place = members.startIndex
      while place != members.endIndex {
        order.append(Member(key: keys[place], place: place))
        members.formIndex(after: &place)
      }
      Self.sortByKey(&order)
      let values = members.values
      var index = 0
      while index < order.count {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline()
        writeString(order[index].key)
        appendLiteral(style == .pretty ? ": " : ":")
        write(values[order[index].place])
        index += 1
      }
      depth -= 1
      newline()
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// An object's key with its place in the dictionary.
  private struct Member {
    var key: String
    var place: [String: JSONValue].Index
  }

  /// Sorts members by key. Objects are mostly small records, sorted by insertion: the standard
  /// library's sort is a generic call that an unoptimized build runs through witness tables.
  private static func sortByKey(_ members: inout [Member]) {
    guard members.count <= 16 else { return members.sort { precedes($0.key, $1.key) } }
    var sorted = 1
    while sorted < members.count {
      let member = members[sorted]
      var slot = sorted
      while slot > 0 && precedes(member.key, members[slot - 1].key) {
        members[slot] = members[slot - 1]
        slot -= 1
      }
      members[slot] = member
      sorted += 1
    }
  }

  /// Whether `lhs` sorts before `rhs` by their UTF-8 bytes (the order the keys are written in).
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    let order = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
          let order = memcmp(leftBase, rightBase, common)
          if order != 0 { return order < 0 }
        }
        return left.count < right.count
      }
    }
    // Strings without contiguous UTF-8 (bridged ones) take the generic comparison.
    return (order ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  private mutating func appendLiteral(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  private mutating func newline() {
    guard style == .pretty else { return }
    var width = 1 + depth * 2
    lineBreak.withUnsafeBufferPointer { lineBreak in
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: lineBreak[0..<min(width, lineBreak.count)]))
    }
    while width > lineBreak.count {
      bytes.append(UInt8(ascii: " "))
      width -= 1
    }
  }

  /// Decimal digits, written in place: `String(int)` is a generic call per number in a debug build.
  private mutating func writeInteger(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let start = bytes.count
    for _ in 0..<digits { bytes.append(UInt8(ascii: "0")) }
    var position = start + digits - 1
    while position >= start {
      bytes[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
      position -= 1
    }
  }

  /// A string literal: the bytes between escapes are copied as runs.
  private mutating func writeString(_ string: String) {
    var string = string
    bytes.append(UInt8(ascii: "\""))
    string.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return }
      let count = utf8.count
      var runStart = 0
      var index = 0
      while index < count {
        let byte = base[index]
        if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
          index += 1
          continue
        }
        if index > runStart {
          bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        }
        writeEscape(byte)
        index += 1
        runStart = index
      }
      if count > runStart {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\"`, `\\`, the short escapes of control characters, else `\u00XX`.
  private mutating func writeEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): appendLiteral("\\\"")
    case UInt8(ascii: "\\"): appendLiteral("\\\\")
    case UInt8(ascii: "\n"): appendLiteral("\\n")
    case UInt8(ascii: "\r"): appendLiteral("\\r")
    case UInt8(ascii: "\t"): appendLiteral("\\t")
    case 0x08: appendLiteral("\\b")
    case 0x0C: appendLiteral("\\f")
    default:
      appendLiteral("\\u00")
      bytes.append(Self.hexDigit(byte >> 4))
      bytes.append(Self.hexDigit(byte & 0x0F))
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
