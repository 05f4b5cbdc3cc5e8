/// An App Intents conformance declared only under conditions: inside `#if` branches
/// (`#if os(iOS) extension X: IndexedEntity {} #endif`) or on an `@available(…)` extension. The
/// protocol and, for each declaration of it, its conditions (`os(iOS)`, `@available(iOS 27, *)`).
public struct ConditionalConformance: Hashable, Sendable {
  public var protocolName: String
  /// One list of conditions per declaring site; the conformance holds when any list holds.
  public var conditions: [[String]]

  public init(protocolName: String, conditions: [[String]]) {
    self.protocolName = protocolName
    self.conditions = conditions
  }
}
