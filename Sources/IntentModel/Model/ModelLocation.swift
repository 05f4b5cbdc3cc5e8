import SwiftScan

/// Where an element of the model is declared: a path relative to the working directory, a 1-based
/// line and a 1-based column in UTF-8 bytes, and the `#if` branches and `@available` around it.
public struct ModelLocation: Hashable, Sendable, Comparable {
  public var path: String
  public var line: Int
  public var column: Int
  /// The `#if` conditions around the element, outermost first (`os(iOS)`, `!(DEBUG)`).
  public var conditions: [String]
  /// The `@available(…)` attributes on the element and the types around it, as written.
  public var availability: [String]

  public init(path: String, line: Int, column: Int, conditions: [String] = [], availability: [String] = []) {
    self.path = path
    self.line = line
    self.column = column
    self.conditions = conditions
    self.availability = availability
  }

  public static func < (lhs: ModelLocation, rhs: ModelLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}
