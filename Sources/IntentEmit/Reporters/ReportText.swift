import IntentRules

/// Text helpers the reporters share: counts in words.
enum ReportText {
  /// `1 error`, `2 warnings`, `0 notes`.
  static func count(_ count: Int, _ severity: Severity) -> String {
    "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
  }

  /// `3 errors, 1 warning and 0 notes`.
  static func severityCounts(_ violations: [Violation]) -> String {
    let counts = Severity.allCases.reversed().map { severity in
      count(violations.count { $0.severity == severity }, severity)
    }
    return counts.dropLast().joined(separator: ", ") + " and " + (counts.last ?? "")
  }

  /// The number of distinct files the violations are in.
  static func fileCount(_ violations: [Violation]) -> Int {
    Set(violations.map(\.location.path)).count
  }
}
