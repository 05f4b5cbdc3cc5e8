import IntentRules

/// A pull-request comment: a verdict line, then one table row per violation
/// (`| Severity | Location | Rule | Message |`). Messages are escaped and locations and rule ids are
/// code spans (`MarkdownText`), so text from the checked code shows as written: it cannot break the
/// table, render HTML or markup, or mention anyone.
public enum MarkdownReporter: LintReporter {
  public static let identifier = "markdown"
  public static let description = "a Markdown verdict and table for a pull-request comment"

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    var output = "**intentgen lint**: " + verdict(violations, isStrict: context.isStrict) + "\n"
    guard !violations.isEmpty else { return output }
    output += "\n| Severity | Location | Rule | Message |\n| --- | --- | --- | --- |\n"
    for violation in violations.sorted() {
      let location = violation.location
      let cells = [
        violation.severity.rawValue,
        MarkdownText.code("\(location.path):\(location.line):\(location.column)"),
        MarkdownText.code(violation.ruleID),
        MarkdownText.escaped(violation.message),
      ]
      output += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return output
  }

  /// `passed, no violations`, `passed with 2 warnings and 0 notes in 1 file`, or
  /// `failed with 1 error, …` (warnings fail under `--strict`).
  static func verdict(_ violations: [Violation], isStrict: Bool) -> String {
    guard !violations.isEmpty else { return "passed, no violations" }
    let failed = violations.contains { $0.severity == .error || (isStrict && $0.severity == .warning) }
    let files = ReportText.fileCount(violations)
    let counts = ReportText.severityCounts(violations)
    return (failed ? "failed with " : "passed with ") + counts + " in \(files) file\(files == 1 ? "" : "s")"
  }
}
