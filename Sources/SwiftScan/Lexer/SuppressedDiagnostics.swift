/// The problems the lexer reports in a file, counted by severity, and those it leaves out past
/// `Lexer.maximumDiagnostics` of a severity: how many, and where the first was. Errors and
/// warnings are capped apart, so that warnings (non-breaking spaces pasted from a web page) never
/// hide an error.
struct SuppressedDiagnostics {
  struct Left {
    var count = 0
    var firstRange: Range<Int>?
  }

  private(set) var reportedErrors = 0
  private(set) var reportedWarnings = 0
  private(set) var errors = Left()
  private(set) var warnings = Left()

  /// Whether a problem of `severity` is reported (and counts it), or left out (and counts that).
  mutating func admit(_ severity: Diagnostic.Severity, at range: Range<Int>) -> Bool {
    let isError = severity == .error
    let reported = isError ? reportedErrors : reportedWarnings
    if reported < Lexer.maximumDiagnostics {
      if isError { reportedErrors += 1 } else { reportedWarnings += 1 }
      return true
    }
    if isError { errors.add(range) } else { warnings.add(range) }
    return false
  }
}

extension SuppressedDiagnostics.Left {
  mutating func add(_ range: Range<Int>) {
    count += 1
    if firstRange == nil { firstRange = range }
  }
}
