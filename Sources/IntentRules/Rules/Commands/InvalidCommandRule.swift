/// A `// intentgen:disable …` or `// intentgen:enable …` comment that intentgen cannot apply: an
/// unknown rule id or a malformed command.
///
/// The violations are found while the suppression commands are read (`SuppressionIndex`), before
/// any rule runs; the linter reports them under this rule's id, at its configured severity.
public struct InvalidCommandRule: Rule {
  public static let description = RuleDescription(
    identifier: SuppressionIndex.invalidCommandRuleID,
    name: "Invalid Intentgen Command",
    description: """
      An `// intentgen:disable` or `// intentgen:enable` comment names a rule that does not exist, or is \
      malformed (no rule, an unknown modifier such as `:nxt`).
      """,
    rationale: """
      A command that names no existing rule suppresses nothing: the violation it was written for is still \
      reported, or — after a rule is renamed — a typo silently stops applying. Run `intentgen rules` for the \
      rule ids; a command with several ids still applies to the ones it knows.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ExportIntent: AppIntent {
          static let title: LocalizedStringResource = "Export"

          ↓// intentgen:disable:next missing_paramter_summary - exported from the share sheet only
          @Parameter(title: "Format") var format: String

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct ExportIntent: AppIntent {
          static let title: LocalizedStringResource = "Export"

          // intentgen:disable:next missing_parameter_summary - exported from the share sheet only
          @Parameter(title: "Format") var format: String

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      )
    ]
  )

  public init() {}

  /// Always empty: `Linter` reports the problems `SuppressionIndex` found under this rule's id.
  public func validate(_ context: LintContext) -> [Violation] { [] }
}
