import IntentRules

/// A pull-request comment: a verdict line, then one table row per violation
/// (`| Severity | Location | Rule | Message |`). Cell text is escaped so a `|` or a line break in a
/// message cannot break the table.
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
        code("\(location.path):\(location.line):\(location.column)"),
        code(violation.ruleID),
        escapeCell(violation.message),
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

  /// Inline code; backticks inside become single quotes, which cannot end the span, and `|` is escaped
  /// for the table.
  private static func code(_ text: String) -> String {
    var result = "`"
    for character in text {
      switch character {
      case "`": result += "'"
      case "|": result += "\\|"
      case _ where character.isNewline: result += " "
      default: result.append(character)
      }
    }
    return result + "`"
  }

  /// `|` escaped and line breaks as `<br>`; outside backtick code spans, `<` and `>` as entities so
  /// no HTML is rendered, and `\` and `*` escaped so `\(.applicationName)` shows as written.
  static func escapeCell(_ text: String) -> String {
    var result = ""
    var inCode = false
    for character in text {
      switch character {
      case "`":
        inCode.toggle()
        result.append(character)
      case "|": result += "\\|"
      case "<" where !inCode: result += "&lt;"
      case ">" where !inCode: result += "&gt;"
      case "\\" where !inCode: result += "\\\\"
      case "*" where !inCode: result += "\\*"
      case _ where character.isNewline: result += "<br>"
      default: result.append(character)
      }
    }
    return result
  }
}
