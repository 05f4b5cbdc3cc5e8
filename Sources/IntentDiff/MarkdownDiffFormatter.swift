import IntentEmit

/// A pull-request comment: a one-line verdict, then one table per kind of change. Tables come in
/// the order of their most severe change (breaking first), then in `SurfaceChange.Kind` order;
/// rows in report order. Subjects are code spans and messages and the module name escaped text
/// (`MarkdownText`): titles and phrases show as written, never as markup, and cells never span lines.
///
/// The comment stays within `limit` UTF-8 bytes (`MarkdownLimit.byteLimit`, under GitHub's limit for
/// a comment): the verdict and its tally are always kept, then the rows that fit, in order (a table
/// is started only for a row that fits), then a line saying how many changes were left out and how
/// to see them all.
enum MarkdownDiffFormatter {
  static func format(_ changes: [SurfaceChange], module: String, limit: Int = MarkdownLimit.byteLimit) -> String {
    let target = module.isEmpty ? "" : " of \(MarkdownText.escaped(module))"
    guard !changes.isEmpty else {
      return "**No changes** to the App Intents surface\(target).\n"
    }
    let breaking = changes.filter { $0.severity == .breaking }.count
    let verdict =
      breaking > 0
      ? "**\(breaking) breaking \(breaking == 1 ? "change" : "changes")** to the App Intents surface\(target): "
        + "saved shortcuts and automations will stop working (\(DiffReport.tally(changes)))."
      : "**No breaking changes** to the App Intents surface\(target) (\(DiffReport.tally(changes)))."
    var rows: [MarkdownLimit.Row] = []
    let kinds = SurfaceChange.Kind.allCases.filter { kind in changes.contains { $0.kind == kind } }
    let ordered = kinds.sorted { lhs, rhs in
      let lhsSeverity = changes.filter { $0.kind == lhs }.map(\.severity).min() ?? .compatible
      let rhsSeverity = changes.filter { $0.kind == rhs }.map(\.severity).min() ?? .compatible
      if lhsSeverity != rhsSeverity { return lhsSeverity < rhsSeverity }
      return (kinds.firstIndex(of: lhs) ?? 0) < (kinds.firstIndex(of: rhs) ?? 0)
    }
    for kind in ordered {
      var heading = "\n### \(kind.plural)\n\n| Severity | Change | Subject | Why |\n| --- | --- | --- | --- |\n"
      for change in changes where change.kind == kind {
        let subject =
          change.previousSubject.map { MarkdownText.code($0) + " → " + MarkdownText.code(change.subject) }
          ?? MarkdownText.code(change.subject)
        let cells = [
          severityLabel(change.severity), change.change.rawValue, subject, MarkdownText.escaped(change.message),
        ]
        rows.append(MarkdownLimit.Row(heading: heading, text: "| " + cells.joined(separator: " | ") + " |\n"))
        heading = ""
      }
    }
    return MarkdownLimit.fit(head: verdict + "\n", rows: rows, limit: limit, omission: omission)
  }

  /// The line after the last table shown (a blank line first, which ends the table).
  static func omission(_ count: Int) -> String {
    "\n_\(count) more change\(count == 1 ? " is" : "s are") not shown, to keep this comment under GitHub's size "
      + "limit; `intentgen diff --format text` (or `json`) lists them all._\n"
  }

  private static func severityLabel(_ severity: SurfaceChange.Severity) -> String {
    switch severity {
    case .breaking: "**breaking**"
    case .risky: "risky"
    case .compatible: "compatible"
    }
  }
}
