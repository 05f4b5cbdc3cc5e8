import IntentModel

/// One finding of a rule: where, how serious, and a message that names the problem and the fix
/// (lowercase, no final period, Apple's wording where Apple has one).
public struct Violation: Hashable, Sendable, Comparable {
  public var ruleID: String
  public var severity: Severity
  public var location: ModelLocation
  public var message: String

  public init(ruleID: String, severity: Severity, location: ModelLocation, message: String) {
    self.ruleID = ruleID
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// Sorted by file, line, column, then rule, as every reporter prints them.
  public static func < (lhs: Violation, rhs: Violation) -> Bool {
    (lhs.location.path, lhs.location.line, lhs.location.column, lhs.ruleID, lhs.message)
      < (rhs.location.path, rhs.location.line, rhs.location.column, rhs.ruleID, rhs.message)
  }
}
