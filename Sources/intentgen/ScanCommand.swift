import Foundation
import IntentEmit
import SwiftScan

/// `intentgen scan`: scans Swift files and prints their declaration tree or their tokens.
///
/// Files are read and scanned in parallel; output is written in sorted path order, so it is the
/// same whatever the number of threads. Diagnostics go to stderr in Xcode's format.
enum ScanCommand: Subcommand {
  static let name = "scan"
  static let abstract = "Print the declarations (or tokens) the scanner finds in Swift files"

  static let usage = "USAGE: intentgen scan [--format text|json] [--tokens] <path>..."

  static let help = """
    OVERVIEW: Print the declarations (or tokens) the scanner finds in Swift files.

    \(usage)

    ARGUMENTS:
      <path>             A Swift file, or a directory searched recursively for .swift files.
                         Hidden directories (.build, .git…) and files whose first line is
                         '\(GeneratedFileHeader.marker)' are skipped.

    OPTIONS:
      --format <format>  text (default): an indented declaration tree, one line per declaration,
                         ending with path:line:column.
                         json: {"files":[{"path","declarations","diagnostics"}],"version":1}.
      --tokens           Print one JSON object per token and line instead ({"end","fullEnd",
                         "fullStart","kind","start"}, byte offsets); with several files, a
                         {"file":"<path>"} line comes before each file's tokens.
      -h, --help         Show this help.

    Diagnostics are printed to stderr as path:line:column: error|warning|note: message.

    \(Usage.exitStatuses)

    """

  /// The version of the `--format json` document; raised when its shape changes incompatibly.
  static let jsonFormatVersion = 1

  /// What to print for each file.
  enum Mode: Sendable {
    case text, json, tokens
  }

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--tokens", "--help"],
      options: ["--format"],
      aliases: ["-h": "--help"],
      usage: usage
    )
    let parsed = try CommandLineArguments(parsing: arguments, as: specification)
    if parsed.has("--help") {
      Console.output(help)
      return .success
    }
    let mode = try self.mode(parsed)
    guard !parsed.positionals.isEmpty else {
      throw UsageError("no paths given; pass Swift files or directories to scan", usage: usage)
    }

    let collector = SourceCollector(currentDirectory: FileManager.default.currentDirectoryPath)
    let (inputs, problems) = collector.collect(parsed.positionals)
    var failed = !problems.isEmpty
    for problem in problems {
      Console.error(DiagnosticFormatter.format(path: problem.path, severity: .error, message: problem.message) + "\n")
    }

    let withFileHeaders = inputs.count > 1
    let reports = parallelMap(inputs) { input in
      FileReport.make(for: input, mode: mode, withFileHeader: withFileHeaders)
    }

    var files: [JSONValue] = []
    for report in reports {
      if let readFailure = report.readFailure {
        let message = readFailure.message
        Console.error(DiagnosticFormatter.format(path: report.path, severity: .error, message: message) + "\n")
        files.append(
          [
            "path": .string(report.path),
            "declarations": [],
            "diagnostics": [["severity": "error", "message": .string(message)]],
          ]
        )
        failed = true
        continue
      }
      if report.isGenerated { continue }
      if !report.diagnostics.isEmpty { Console.error(report.diagnostics) }
      if !report.output.isEmpty { Console.output(report.output) }
      if let json = report.json { files.append(json) }
      failed = failed || report.hasErrors
    }

    if mode == .json {
      let document: JSONValue = ["files": .array(files), "version": .int(jsonFormatVersion)]
      Console.output(document.serialized(.pretty) + "\n")
    }
    return failed ? .failure : .success
  }

  /// `--tokens` wins over `--format`, but a bad `--format` value is an error either way.
  private static func mode(_ parsed: CommandLineArguments) throws(UsageError) -> Mode {
    let format = parsed.value(of: "--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("invalid format '\(format)'; expected 'text' or 'json'", usage: usage)
    }
    if parsed.has("--tokens") { return .tokens }
    return format == "json" ? .json : .text
  }
}
