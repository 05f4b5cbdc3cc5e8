import IntentEmit

/// GitHub Actions workflow commands, one per change: `::error title=…::message` for breaking
/// changes, `::warning` for risky ones, `::notice` for compatible ones. A change whose element
/// has a location (in the new version, or its enclosing type's for a removed member) is annotated
/// there (`file=…,line=…,col=…`), so that it shows in the pull request's diff.
///
/// Escaping follows GitHub's runner: in the message `%` → `%25`, CR → `%0D`, LF → `%0A`; in
/// property values also `:` → `%3A` and `,` → `%2C`; other control characters are written visibly
/// (`\u{1B}`), as `GitHubActionsReporter.escapeData` does.
enum GitHubAnnotationFormatter {
  static func format(_ changes: [SurfaceChange], locations: SurfaceLocations) -> String {
    changes.map { change in
      let command: String
      switch change.severity {
      case .breaking: command = "error"
      case .risky: command = "warning"
      case .compatible: command = "notice"
      }
      let title = "App Intents \(change.kind.rawValue) \(change.change.rawValue): \(change.subject)"
      var properties = ""
      if let location = locations.location(of: change) {
        properties =
          "file=\(GitHubActionsReporter.escapeProperty(location.path)),line=\(location.line),col=\(location.column),"
      }
      return
        "::\(command) \(properties)title=\(GitHubActionsReporter.escapeProperty(title))::\(GitHubActionsReporter.escapeData(change.message))\n"
    }.joined()
  }
}
