import IntentModel
import SwiftScan

extension DiagnosticFormatter {
  /// `path:line:column: severity: message` for a problem the model recorded, or
  /// `path: severity: message` when `withPosition` is false (a file that could not be read has no
  /// line to point at, even though its `ModelLocation` must name one).
  public static func format(_ diagnostic: ModelDiagnostic, withPosition: Bool = true) -> String {
    let severity: Diagnostic.Severity = diagnostic.severity == .error ? .error : .warning
    return format(
      path: diagnostic.location.path,
      line: withPosition ? diagnostic.location.line : nil,
      column: withPosition ? diagnostic.location.column : nil,
      severity: severity,
      message: diagnostic.message
    )
  }
}
