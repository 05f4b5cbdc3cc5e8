import IntentRules

/// `/absolute/path/File.swift:12:8: error: message (rule_id)`, one line per violation: the format
/// Xcode, swift-build and most editors show inline. Paths are made absolute (Xcode resolves relative
/// ones against the build's directory, not ours); columns count UTF-8 bytes, as Xcode expects.
/// A line break inside a message becomes a space and other control characters are written visibly
/// (`\u{1B}`), in the path too, line breaks included (`VisibleText`): a second line would be read as
/// a new diagnostic, and an escape sequence would be obeyed by the terminal.
public enum XcodeReporter: LintReporter {
  public static let identifier = "xcode"
  public static let description = "path:line:column: severity: message (rule_id) lines for Xcode and editors (default)"

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    violations.sorted().map { line(for: $0, context: context) + "\n" }.joined()
  }

  /// The line for one violation, without a line break.
  public static func line(for violation: Violation, context: ReportContext) -> String {
    let location = violation.location
    let path = VisibleText.escaped(context.absolutePath(location.path), lineBreaks: .escaped)
    let message = VisibleText.escaped(violation.message, lineBreaks: .space)
    return "\(path):\(location.line):\(location.column): "
      + "\(violation.severity.rawValue): \(message) (\(violation.ruleID))"
  }
}
