import IntentRules

/// A JSON array of `{"column", "file", "line", "message", "rule", "severity"}` objects, pretty
/// printed with sorted keys; `severity` is `error`, `warning` or `note` and `file` is relative to
/// the working directory, so the output can be committed or compared between machines.
public enum JSONReporter: LintReporter {
  public static let identifier = "json"
  public static let description = "a JSON array of {file, line, column, severity, rule, message} objects"

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    let objects: [JSONValue] = violations.sorted().map { violation in
      [
        "file": .string(violation.location.path),
        "line": .int(violation.location.line),
        "column": .int(violation.location.column),
        "severity": .string(violation.severity.rawValue),
        "rule": .string(violation.ruleID),
        "message": .string(violation.message),
      ]
    }
    return JSONValue.array(objects).serialized(.pretty) + "\n"
  }
}
