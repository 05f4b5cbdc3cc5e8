/// An App Intents conformance declared only inside `#if` branches (`#if os(iOS) extension X:
/// IndexedEntity {} #endif`): the protocol and, for each declaration of it, the conditions.
public struct ConditionalConformance: Hashable, Sendable {
  public var protocolName: String
  /// One list of conditions per declaring site; the conformance holds when any list holds.
  public var conditions: [[String]]

  public init(protocolName: String, conditions: [[String]]) {
    self.protocolName = protocolName
    self.conditions = conditions
  }
}
