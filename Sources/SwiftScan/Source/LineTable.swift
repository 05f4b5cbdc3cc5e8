/// A file's line starts, and the line and column of a byte offset.
///
/// Every 32nd line start is also kept apart: a lookup searches that short list, then 32 lines,
/// rather than binary-searching the whole table, which is usually cold when a location is asked
/// for (the model reads types by name, not file by file) and would miss the cache at nearly
/// every step.
public struct LineTable: Sendable {
  /// The byte offset at which each line starts; the first entry is always 0.
  public let starts: [UInt32]
  /// `starts[0]`, `starts[32]`, `starts[64]`…
  private let sampled: [UInt32]
  /// The file's size: offsets past the end are at the end.
  private let byteCount: Int
  private static let stride = 32

  /// The table of `bytes`. Line breaks are `\n`, `\r\n` and a lone `\r`, as in the Swift compiler.
  public init(_ bytes: [UInt8]) {
    starts = Self.lineStarts(bytes)
    byteCount = bytes.count
    var sampled: [UInt32] = []
    sampled.reserveCapacity(starts.count / Self.stride + 1)
    for position in Swift.stride(from: 0, to: starts.count, by: Self.stride) { sampled.append(starts[position]) }
    self.sampled = sampled
  }

  /// The 1-based line and column (in UTF-8 bytes) of a byte offset; offsets past the end map to
  /// the end of the file.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = UInt32(max(0, min(offset, byteCount)))
    // The last sample at or before the offset (the first line starts at 0)…
    let block = Self.lastIndex(in: sampled, atOrBefore: clamped, from: 0, to: sampled.count)
    // …then the last line start at or before it among the lines up to the next sample.
    let first = block * Self.stride
    let line = Self.lastIndex(in: starts, atOrBefore: clamped, from: first, to: min(first + Self.stride, starts.count))
    return SourceLocation(line: line + 1, column: Int(clamped - starts[line]) + 1, offset: Int(clamped))
  }

  /// The last index in `lower..<upper` whose value is at most `value`; `lower` when none is.
  private static func lastIndex(in values: [UInt32], atOrBefore value: UInt32, from lower: Int, to upper: Int) -> Int {
    values.withUnsafeBufferPointer { values in
      var low = lower
      var high = upper - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if values[mid] <= value { low = mid } else { high = mid - 1 }
      }
      return low
    }
  }

  /// The line starts of `bytes`, eight bytes at a time between line breaks.
  static func lineStarts(_ bytes: [UInt8]) -> [UInt32] {
    bytes.withUnsafeBufferPointer { buffer -> [UInt32] in
      // Appended to storage of its own rather than to an array, whose every append would check
      // that the array is uniquely referenced: a call, more than the rest of a line's work.
      var starts = StartBuffer(capacity: buffer.count / 32 + 2)
      defer { starts.deallocate() }
      starts.append(0)
      guard let base = buffer.baseAddress else { return starts.array }
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
        let byte = base[index]
        index += 1
        if byte > UInt8(ascii: "\r") { continue }
        if byte == UInt8(ascii: "\n") {
          starts.append(UInt32(index))
        } else if byte == UInt8(ascii: "\r") {
          if index < count && base[index] == UInt8(ascii: "\n") { index += 1 }
          starts.append(UInt32(index))
        }
      }
      return starts.array
    }
  }

  /// Line starts as they are found: a buffer that grows by doubling, copied into an array once.
  private struct StartBuffer {
    private var storage: UnsafeMutablePointer<UInt32>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 1)
      storage = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ start: UInt32) {
      if count == capacity { grow() }
      storage[count] = start
      count += 1
    }

    private mutating func grow() {
      let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }

    var array: [UInt32] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    func deallocate() { storage.deallocate() }
  }
}
