import IntentRules

/// The documentation of the rules a report mentions: the rules that ran, plus a generic entry for
/// any rule id a violation carries that is not among them, sorted by id. SARIF's `ruleIndex`
/// points into this list.
public struct ReportedRules: Sendable {
  /// Sorted by identifier, without duplicates.
  public private(set) var descriptions: [RuleDescription]
  private var indices: [String: Int] = [:]

  public init(rules: [any Rule.Type], violations: [Violation]) {
    var byID: [String: RuleDescription] = [:]
    for rule in rules where byID[rule.description.identifier] == nil {
      byID[rule.description.identifier] = rule.description
    }
    for violation in violations where byID[violation.ruleID] == nil {
      byID[violation.ruleID] = Self.placeholder(for: violation)
    }
    descriptions = byID.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { byID[$0] }
    for (index, description) in descriptions.enumerated() {
      indices[description.identifier] = index
    }
  }

  /// The position of the rule in `descriptions`.
  public func index(of identifier: String) -> Int? { indices[identifier] }

  /// The description of the rule, if it is listed.
  public func description(of identifier: String) -> RuleDescription? {
    index(of: identifier).map { descriptions[$0] }
  }

  /// What is known of a rule only from its violations: its id.
  private static func placeholder(for violation: Violation) -> RuleDescription {
    RuleDescription(
      identifier: violation.ruleID,
      name: violation.ruleID,
      description: "Reported as `\(violation.ruleID)`.",
      rationale: "See `\(ShellQuoting.commandLine(["intentgen", "rules", violation.ruleID]))`.",
      defaultSeverity: violation.severity,
      triggeringExamples: [],
      nonTriggeringExamples: []
    )
  }
}
