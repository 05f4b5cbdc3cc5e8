/// A problem in a configuration file: where it is and how to fix it.
///
/// `description` is an Xcode-style line:
/// `.intentgen.yml:3:5: error: unknown key 'disabled_rule'; did you mean 'disabled_rules'?`.
public struct ConfigurationError: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The configuration file's path, as it should be shown.
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in UTF-8 bytes.
  public var column: Int
  /// Lowercase, names the problem and the fix, no final period.
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }

  /// By file, line, column, then message.
  public static func < (lhs: ConfigurationError, rhs: ConfigurationError) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
  }
}
