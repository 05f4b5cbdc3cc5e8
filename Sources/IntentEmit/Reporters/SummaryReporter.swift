import IntentRules

/// Counts per rule and severity, as an aligned text table with a total row, then one sentence:
///
///     rule                     error  warning  note  total
///     phrase_application_name      2        0     0      2
///     total                        2        0     0      2
///
///     2 violations (2 errors, 0 warnings and 0 notes) in 1 file
public enum SummaryReporter: LintReporter {
  public static let identifier = "summary"
  public static let description = "a table of violation counts per rule and severity"

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    guard !violations.isEmpty else { return "no violations\n" }
    let severities = Severity.allCases.reversed()
    var counts: [String: [Severity: Int]] = [:]
    for violation in violations {
      counts[violation.ruleID, default: [:]][violation.severity, default: 0] += 1
    }
    let ruleIDs = counts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var rows: [[String]] = [["rule"] + severities.map(\.rawValue) + ["total"]]
    for id in ruleIDs {
      let perSeverity: [Int] = severities.map { counts[id]?[$0] ?? 0 }
      rows.append(row(id, perSeverity, total: perSeverity.reduce(0, +)))
    }
    let totals: [Int] = severities.map { severity in violations.count { $0.severity == severity } }
    rows.append(row("total", totals, total: violations.count))

    let columnCount = rows.first?.count ?? 0
    let widths: [Int] = (0..<columnCount).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var output = ""
    for row in rows {
      var cells: [String] = []
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        cells.append(column == 0 ? cell + padding : padding + cell)
      }
      output += cells.joined(separator: "  ") + "\n"
    }
    let files = ReportText.fileCount(violations)
    output += "\n\(violations.count) violation\(violations.count == 1 ? "" : "s") ("
    output += ReportText.severityCounts(violations) + ") in \(files) file\(files == 1 ? "" : "s")\n"
    return output
  }

  /// A table row: its label, a count per severity and the total.
  private static func row(_ label: String, _ counts: [Int], total: Int) -> [String] {
    var cells: [String] = [label]
    for count in counts { cells.append(String(count)) }
    cells.append(String(total))
    return cells
  }
}
