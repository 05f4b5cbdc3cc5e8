import IntentRules

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per
/// violation, errors first, then warnings, then notices.
///
/// Values are escaped as GitHub's runner expects (actions/toolkit `command.ts`): in the message
/// `%` → `%25`, CR → `%0D`, LF → `%0A`; in properties also `:` → `%3A` and `,` → `%2C`. Other control
/// characters, which the runner would print raw into the log, are written visibly first (`\u{1B}`,
/// see `VisibleText`). GitHub shows only 10 annotations of each kind per step, so every violation
/// is printed (the log keeps them) and a final `::notice::` says how many were beyond the limit.
public enum GitHubActionsReporter: LintReporter {
  public static let identifier = "github"
  public static let description = "GitHub Actions annotations (::error file=…::message), errors first"

  /// Annotations of one kind GitHub displays per step.
  public static let displayLimit = 10

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    let catalog = ReportedRules(rules: rules, violations: violations)
    var output = ""
    var hidden: [(Int, Severity)] = []
    for severity in Severity.allCases.reversed() {
      let group = violations.sorted().filter { $0.severity == severity }
      for violation in group {
        output += annotation(for: violation, title: catalog.description(of: violation.ruleID)?.name) + "\n"
      }
      if group.count > displayLimit { hidden.append((group.count - displayLimit, severity)) }
    }
    if !hidden.isEmpty {
      let counts = hidden.map { ReportText.count($0.0, $0.1) }.joined(separator: ", ")
      output +=
        "::notice::\(escapeData(counts)) beyond GitHub's limit of \(displayLimit) annotations per kind and step "
        + "are not shown as annotations; see the log above or upload the SARIF report\n"
    }
    return output
  }

  /// The workflow command for one violation, without a line break.
  public static func annotation(for violation: Violation, title: String?) -> String {
    let command: String
    switch violation.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    let location = violation.location
    let titleText = "\(title ?? violation.ruleID) (\(violation.ruleID))"
    let properties = [
      "file=" + escapeProperty(location.path),
      "line=\(location.line)",
      "col=\(location.column)",
      "title=" + escapeProperty(titleText),
    ]
    return "::\(command) \(properties.joined(separator: ","))::\(escapeData(violation.message))"
  }

  /// A message: `%`, CR and LF escaped, other control characters written visibly.
  public static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in VisibleText.escaped(text, lineBreaks: .kept).unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A property value: escaped as a message, plus `:` and `,`.
  public static func escapeProperty(_ text: String) -> String {
    var result = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
