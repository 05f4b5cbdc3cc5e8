import IntentRules

/// A way to print lint results: Xcode lines, JSON, SARIF, GitHub annotations, a Markdown table or
/// a summary.
///
/// Reporters are stateless types listed in `LintReporters.all`; adding one means adding a file and
/// one entry in that list. Every reporter prints violations sorted by file, line, column and rule
/// (it sorts them itself), and its output depends only on its arguments.
public protocol LintReporter: Sendable {
  /// The `--reporter` value (`xcode`).
  static var identifier: String { get }
  /// One line for the help: what the output is for.
  static var description: String { get }

  /// The whole report for `violations`. `rules` are the rules that ran (their documentation goes
  /// into SARIF's `driver.rules[]`); a violation whose rule is not among them is still reported.
  static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String
}
