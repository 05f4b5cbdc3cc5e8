import IntentEmit
import IntentFileSystem
import SwiftScan

/// What scanning one file produced, computed on a worker thread and printed on the main one.
struct FileReport: Sendable {
  var path: String
  var readFailure: FileReader.Failure?
  /// The file starts with the generated-file header and was not scanned.
  var isGenerated = false
  /// Text for stdout (text and tokens modes).
  var output: [UInt8] = []
  /// The file's object in the JSON document (JSON mode).
  var json: JSONValue?
  /// Diagnostic lines for stderr.
  var diagnostics = ""
  var hasErrors = false

  static func make(for input: SourceCollector.Input, mode: ScanCommand.Mode, withFileHeader: Bool) -> FileReport {
    var report = FileReport(path: input.path)
    let source: SourceFile
    switch LoadedSource.load(input) {
    case .unreadable(let failure):
      report.readFailure = failure
      return report
    case .generated:
      report.isGenerated = true
      return report
    case .source(let loaded):
      source = loaded
    }

    let diagnostics: [Diagnostic]
    switch mode {
    case .tokens:
      let lexed = Lexer.lex(source)
      diagnostics = lexed.diagnostics
      if withFileHeader {
        JSONValue.object(["file": .string(input.path)]).write(.compact, to: &report.output)
        report.output.append(UInt8(ascii: "\n"))
      }
      report.output.reserveCapacity(lexed.tokens.count * 72)
      for token in lexed.tokens {
        TokenJSON.writeLine(token, to: &report.output)
      }
    case .text:
      let parsed = SourceScanner.scan(source)
      diagnostics = parsed.diagnostics
      report.output = Array(DeclarationOutline.render(parsed).utf8)
    case .json:
      let parsed = SourceScanner.scan(source)
      diagnostics = parsed.diagnostics
      let encoder = DeclarationJSON(source: source)
      report.json = [
        "path": .string(input.path),
        "declarations": DeclarationJSON.encode(parsed),
        "diagnostics": .array(diagnostics.map(encoder.encode)),
      ]
    }
    for diagnostic in diagnostics {
      report.diagnostics += DiagnosticFormatter.format(diagnostic, in: source) + "\n"
      if diagnostic.severity == .error { report.hasErrors = true }
    }
    return report
  }
}
