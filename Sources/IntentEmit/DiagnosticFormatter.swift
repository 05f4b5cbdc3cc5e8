import SwiftScan

/// Formats diagnostics as the lines Xcode, swift-build and most editors parse:
///
///     Sources/App/Note.swift:12:8: error: unterminated string literal
///
/// Line and column are 1-based; the column counts UTF-8 bytes, as Xcode expects. A message is kept
/// on one line: line breaks inside it become spaces, since a second line would be read as a new,
/// location-less diagnostic. Other control characters, and every one in the path, are written
/// visibly (`\u{1B}`, see `VisibleText`).
public enum DiagnosticFormatter {
  /// `path:line:column: severity: message` for a diagnostic in `source`.
  public static func format(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
    let location = source.location(of: diagnostic.range.lowerBound)
    return format(
      path: source.path,
      line: location.line,
      column: location.column,
      severity: diagnostic.severity,
      message: diagnostic.message
    )
  }

  /// `path:line:column: severity: message`, or `path: severity: message` when there is no position.
  public static func format(
    path: String,
    line: Int? = nil,
    column: Int? = nil,
    severity: Diagnostic.Severity,
    message: String
  ) -> String {
    var result = VisibleText.escaped(path, lineBreaks: .escaped)
    if let line {
      result += ":\(line)"
      if let column { result += ":\(column)" }
    }
    result += ": \(severity.rawValue): "
    result += VisibleText.escaped(message, lineBreaks: .space)
    return result
  }
}
