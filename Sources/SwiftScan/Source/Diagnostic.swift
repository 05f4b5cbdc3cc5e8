/// A problem found in source, attached to a byte range, with a message that says how to fix it.
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  public var severity: Severity
  public var range: Range<Int>
  /// Lowercase, names the problem and the fix, no final period.
  public var message: String

  public init(_ severity: Severity, _ message: String, at range: Range<Int>) {
    self.severity = severity
    self.message = message
    self.range = range
  }
}
