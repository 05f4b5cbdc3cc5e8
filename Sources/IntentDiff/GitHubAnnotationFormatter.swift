import IntentEmit

/// GitHub Actions workflow commands, one per change: `::error title=…::message` for breaking
/// changes, `::warning` for risky ones, `::notice` for compatible ones.
///
/// Escaping follows GitHub's runner: in the message `%` → `%25`, CR → `%0D`, LF → `%0A`; in
/// property values also `:` → `%3A` and `,` → `%2C`.
enum GitHubAnnotationFormatter {
  static func format(_ changes: [SurfaceChange]) -> String {
    changes.map { change in
      let command: String
      switch change.severity {
      case .breaking: command = "error"
      case .risky: command = "warning"
      case .compatible: command = "notice"
      }
      let title = "App Intents \(change.kind.rawValue) \(change.change.rawValue): \(change.subject)"
      return
        "::\(command) title=\(GitHubActionsReporter.escapeProperty(title))::\(GitHubActionsReporter.escapeData(change.message))\n"
    }.joined()
  }
}
