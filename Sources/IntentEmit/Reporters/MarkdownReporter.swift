import IntentRules

/// A pull-request comment: a verdict line, then one table row per violation, errors first
/// (`| Severity | Location | Rule | Message |`). Messages are escaped and locations and rule ids are
/// code spans (`MarkdownText`), so text from the checked code shows as written: it cannot break the
/// table, render HTML or markup, or mention anyone.
///
/// The comment stays within `MarkdownLimit.byteLimit` UTF-8 bytes, under GitHub's limit for a
/// comment: the verdict (with the counts) is always kept, and when the table would be longer, its
/// first rows are shown, then a line says how many violations were left out and how to see them all.
public enum MarkdownReporter: LintReporter {
  public static let identifier = "markdown"
  public static let description = "a Markdown verdict and table for a pull-request comment"

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    render(violations, context: context, limit: MarkdownLimit.byteLimit)
  }

  /// The report within `limit` UTF-8 bytes.
  public static func render(_ violations: [Violation], context: ReportContext, limit: Int) -> String {
    let verdictLine = "**intentgen lint**: " + verdict(violations, isStrict: context.isStrict) + "\n"
    guard !violations.isEmpty else { return verdictLine }
    let head = verdictLine + "\n| Severity | Location | Rule | Message |\n| --- | --- | --- | --- |\n"
    // Errors first, then warnings, then notes, as the GitHub annotations come: a table cut to fit
    // the comment keeps the errors.
    let ordered = Severity.allCases.reversed().flatMap { severity in
      violations.sorted().filter { $0.severity == severity }
    }
    let rows = ordered.map { violation in
      let location = violation.location
      let cells = [
        violation.severity.rawValue,
        MarkdownText.code("\(location.path):\(location.line):\(location.column)"),
        MarkdownText.code(violation.ruleID),
        MarkdownText.escaped(violation.message),
      ]
      return MarkdownLimit.Row(text: "| " + cells.joined(separator: " | ") + " |\n")
    }
    return MarkdownLimit.fit(head: head, rows: rows, limit: limit, omission: omission)
  }

  /// The line after a cut table (a blank line first, which ends the table).
  static func omission(_ count: Int) -> String {
    "\n_\(count) more violation\(count == 1 ? " is" : "s are") not shown, to keep this comment under GitHub's size "
      + "limit; `intentgen lint --reporter xcode` (or `json`, `sarif`) lists them all._\n"
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
