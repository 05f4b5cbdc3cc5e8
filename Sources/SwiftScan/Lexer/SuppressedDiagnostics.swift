/// What the lexer left unreported in a file past `Lexer.maximumDiagnostics`: how many problems,
/// the most severe, and where the first was.
struct SuppressedDiagnostics {
  private(set) var count = 0
  private(set) var severity = Diagnostic.Severity.note
  private(set) var firstRange: Range<Int>?

  mutating func add(_ severity: Diagnostic.Severity, at range: Range<Int>) {
    count += 1
    self.severity = max(self.severity, severity)
    if firstRange == nil { firstRange = range }
  }
}
