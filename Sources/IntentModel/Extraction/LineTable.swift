import SwiftScan

/// A file's line starts with every 32nd one kept apart, to find the line of an offset the way
/// `SourceFile.location(of:)` does while touching little of the table: a search in the short
/// list, then among 32 lines. A reader's table is usually cold when a location is asked for
/// (types are read by name, not file by file), and a binary search over all of it misses the
/// cache at nearly every step.
struct LineTable {
  private let starts: [UInt32]
  /// `starts[0]`, `starts[32]`, `starts[64]`…
  private let sampled: [UInt32]
  /// The file's size: offsets past the end are at the end.
  private let byteCount: Int
  private static let stride = 32

  init(_ source: SourceFile) {
    starts = source.lineStarts
    byteCount = source.bytes.count
    var sampled: [UInt32] = []
    sampled.reserveCapacity(starts.count / Self.stride + 1)
    for position in Swift.stride(from: 0, to: starts.count, by: Self.stride) { sampled.append(starts[position]) }
    self.sampled = sampled
  }

  /// The 1-based line and column (in UTF-8 bytes) of a byte offset, as `SourceFile.location(of:)`.
  func location(of offset: Int) -> SourceLocation {
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
}
