/// How a scalar is written, which tells a plain `yes` or `123` from a quoted `"yes"` or `"123"`.
public enum YAMLScalarStyle: String, Hashable, Sendable {
  /// `value`
  case plain
  /// `'value'`
  case singleQuoted
  /// `"value"`
  case doubleQuoted
  /// `|` block
  case literal
  /// `>` block
  case folded
}
