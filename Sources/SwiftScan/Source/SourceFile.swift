/// The bytes of one Swift source file, with its display path and a lazily built line table.
///
/// Everything downstream refers to source by UTF-8 byte offsets into `bytes`; `location(of:)` turns
/// an offset into the 1-based line and column (in UTF-8 bytes, as Xcode expects) on demand.
public final class SourceFile: @unchecked Sendable {
  /// The path shown in diagnostics, usually relative to the working directory.
  public let path: String
  /// The file's contents, exactly as read. Never assumed to be valid UTF-8. At most
  /// `maximumByteCount` bytes: tokens hold 32-bit offsets.
  public let bytes: [UInt8]

  /// The most bytes a source file can have (4 GiB − 1). `FileReader` reads far less.
  public static let maximumByteCount = Int(UInt32.max)

  private var lineTableStorage: LineTable?
  private let lock = Lock()

  public init(path: String, bytes: [UInt8]) {
    precondition(bytes.count <= Self.maximumByteCount, "\(path): a source file has at most 4 GiB")
    self.path = path
    self.bytes = bytes
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The file's line table, built on first use.
  public var lineTable: LineTable {
    lock.withLock {
      if let table = lineTableStorage { return table }
      let table = LineTable(bytes)
      lineTableStorage = table
      return table
    }
  }

  /// The byte offset at which each line starts; the first entry is always 0.
  public var lineStarts: [UInt32] { lineTable.starts }

  /// The 1-based line and column of a byte offset. Offsets past the end map to the end of the file.
  public func location(of offset: Int) -> SourceLocation {
    lineTable.location(of: offset)
  }

  /// The text of a byte range, with invalid UTF-8 repaired (for display only).
  public func text(_ range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
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
