/// The bytes of one Swift source file, with its display path and a lazily built line table.
///
/// Everything downstream refers to source by UTF-8 byte offsets into `bytes`; `location(of:)` turns
/// an offset into the 1-based line and column (in UTF-8 bytes, as Xcode expects) on demand.
public final class SourceFile: @unchecked Sendable {
  /// The path shown in diagnostics, usually relative to the working directory.
  public let path: String
  /// The file's contents, exactly as read. Never assumed to be valid UTF-8.
  public let bytes: [UInt8]

  private var lineStartsStorage: [UInt32]?
  private let lock = Lock()

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The byte offset at which each line starts; the first entry is always 0.
  public var lineStarts: [UInt32] {
    lock.withLock {
      if let starts = lineStartsStorage { return starts }
      let starts = Self.computeLineStarts(bytes)
      lineStartsStorage = starts
      return starts
    }
  }

  /// The 1-based line and column of a byte offset. Offsets past the end map to the end of the file.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = UInt32(max(0, min(offset, bytes.count)))
    let starts = lineStarts
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(line: low + 1, column: Int(clamped - starts[low]) + 1, offset: Int(clamped))
  }

  /// The text of a byte range, with invalid UTF-8 repaired (for display only).
  public func text(_ range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// Line breaks are `\n`, `\r\n` and a lone `\r`, as in the Swift compiler.
  static func computeLineStarts(_ bytes: [UInt8]) -> [UInt32] {
    var starts: [UInt32] = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var index = 0
      let count = buffer.count
      while index < count {
        // Eight bytes at a time while none of them is below `\r` + 1 (most words of a line):
        // `(word - 0x0E…0E) & ~word & 0x80…80` is non-zero exactly when some byte is below 0x0E,
        // and its lowest set bit marks the first such byte (higher ones may be false alarms).
        if index + 8 <= count {
          let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          let low = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
          if low == 0 {
            index += 8
            continue
          }
          index += low.trailingZeroBitCount / 8
        }
        let byte = buffer[index]
        index += 1
        if byte > UInt8(ascii: "\r") { continue }
        if byte == UInt8(ascii: "\n") {
          starts.append(UInt32(index))
        } else if byte == UInt8(ascii: "\r") {
          if index < count && buffer[index] == UInt8(ascii: "\n") { index += 1 }
          starts.append(UInt32(index))
        }
      }
    }
    return starts
  }
}

/// A position in a source file: 1-based line, 1-based column counted in UTF-8 bytes, and the byte offset.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }

  public var description: String { "\(line):\(column)" }
}
