/// A YAML file that could not be read: libyaml's problem, or a limit of `YAMLNode.parse`, with the
/// file's path and where the problem is.
///
/// `description` is an Xcode-style line: `.intentgen.yml:3:5: error: mapping values are not allowed
/// in this context`.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path given to `YAMLNode.parse`, as it should be shown.
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in UTF-8 bytes.
  public var column: Int
  /// libyaml's problem text (`did not find expected key`), or ours; lowercase, no final period.
  public var message: String
  /// libyaml's context (`while parsing a block mapping`) and where it starts, if it gave one.
  public var context: String?

  public init(path: String, line: Int, column: Int, message: String, context: String? = nil) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.context = context
  }

  /// `path:line:column: error: message (context)`.
  public var description: String {
    var text = "\(path):\(line):\(column): error: \(message)"
    if let context { text += " (\(context))" }
    return text
  }
}
