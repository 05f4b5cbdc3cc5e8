/// A position in a YAML file: 1-based line, 1-based column counted in UTF-8 bytes (as Xcode
/// expects, and like `SwiftScan.SourceLocation`), and the byte offset.
public struct YAMLLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: YAMLLocation, rhs: YAMLLocation) -> Bool { lhs.offset < rhs.offset }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
