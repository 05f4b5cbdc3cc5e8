/// Golden-file comparisons shared by the test targets: where a text first differs from its golden
/// file, for a failure message that shows the line rather than two long strings.
public enum GoldenText {
  /// The first line at which `expected` (the golden file) and `actual` differ, both shown.
  public static func firstDifference(_ expected: String, _ actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let lhs = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      let rhs = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      if lhs != rhs { return "line \(index + 1):\n  golden: \(lhs)\n  actual: \(rhs)" }
    }
    return "(the texts differ only in bytes that do not show)"
  }
}
