import IntentRules

/// The pseudo rule under which `intentgen lint` reports the scanner's diagnostics (an
/// unterminated string, an unbalanced brace…), so every reporter shows them like other violations.
///
/// It finds nothing itself: the command turns the model's diagnostics into its violations, keeping
/// their severity. Suppression comments do not apply to it.
public struct SyntaxErrorRule: Rule {
  public static let description = RuleDescription(
    identifier: "syntax_error",
    name: "Syntax Error",
    description:
      "The scanner could not read part of a Swift file: an unterminated literal or comment, an unbalanced brace.",
    rationale: """
      Declarations after a syntax error may be missed or misread, so other rules can miss violations \
      or report wrong ones; the compiler rejects the file anyway. Fix the syntax error first.
      """,
    defaultSeverity: .error,
    triggeringExamples: [],
    nonTriggeringExamples: []
  )

  public init() {}

  /// Always empty: the command reports the scanner's diagnostics under this rule's id.
  public func validate(_ context: LintContext) -> [Violation] { [] }
}
