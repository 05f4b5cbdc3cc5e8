import IntentRules

/// The pseudo rule under which `intentgen lint` reports a file or directory it could not read,
/// at line 1, column 1 of that path, so every reporter shows it like other violations.
public struct UnreadableFileRule: Rule {
  public static let description = RuleDescription(
    identifier: "unreadable_file",
    name: "Unreadable File",
    description: "A file or directory given to `intentgen lint` could not be read.",
    rationale: """
      A file that cannot be read is not linted, so its violations, and cross-file ones involving it, \
      go unreported. Check the path and its permissions.
      """,
    defaultSeverity: .error,
    triggeringExamples: [],
    nonTriggeringExamples: []
  )

  public init() {}

  /// Always empty: the command reports read failures under this rule's id.
  public func validate(_ context: LintContext) -> [Violation] { [] }
}
