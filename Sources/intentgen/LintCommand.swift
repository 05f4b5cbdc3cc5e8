import Foundation
import IntentDiff
import IntentEmit
import IntentFileSystem
import IntentModel
import IntentRules
import SwiftScan

/// `intentgen lint`: runs the lint rules over a target's Swift files and prints the violations
/// with the chosen reporter.
///
/// Files are read and scanned in parallel (as for `extract`), the model is extracted across all of
/// them, and the enabled rules run over it. Unreadable files and the scanner's syntax errors are
/// reported too, as violations of the pseudo rules `unreadable_file` and `syntax_error`, so every
/// reporter shows them. Output is sorted by file, line, column and rule.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let abstract = "Check a target's App Intents against Apple's rules and print the violations"

  static let usage = """
    USAGE: intentgen lint <path>... [--config <file>] [--reporter <reporter>] [--strict]
                          [--module <name>] [--baseline <lock-file>]
    """

  static var help: String {
    let width = (LintReporters.identifiers.map(\.count).max() ?? 0) + 2
    let reporters = LintReporters.all.map { reporter in
      let padding = String(repeating: " ", count: width - reporter.identifier.count)
      return "                         " + reporter.identifier + padding + reporter.description
    }
    return """
      OVERVIEW: Check a target's App Intents against Apple's rules and print the violations.

      The rules see the whole target, so give all of its files. 'intentgen rules' lists the rules
      and 'intentgen rules <id>' explains one. Unreadable files and syntax errors are reported as
      violations of 'unreadable_file' and 'syntax_error'. Violations are sorted by file, line,
      column and rule; paths are relative to the current directory (absolute in the xcode
      reporter).

      \(usage)

      ARGUMENTS:
        <path>                 A Swift file, or a directory searched recursively for .swift files
                               and the localized phrases in AppShortcuts.strings and
                               AppShortcuts.xcstrings. Hidden directories (.build, .git…) and files
                               whose first line is '\(GeneratedFileHeader.marker)' are skipped.

      OPTIONS:
        --config <file>        The configuration file. Default: the first \(ConfigurationLoader.fileName)
                               found in the first path's directory or one of its parents.
        --reporter <reporter>  How to print the violations:
      \(reporters.joined(separator: "\n"))
        --strict               Fail (exit status 1) on warnings too.
        --module <name>        The module name. Default: the last path component of the first
                               directory argument, else 'Module'.
        --baseline <file>      An intents lock file ('intentgen lock'): breaking changes to the
                               App Intents surface since it, not acknowledged in it, are errors
                               of 'breaking_change'.
        -h, --help             Show this help.

      EXIT STATUS:
        0   no violations, or only warnings and notes (without --strict)
        1   an error was reported (with --strict: an error or a warning)
        2   the configuration or baseline file cannot be read or is invalid (printed to stderr)
        64  usage error: unknown option or reporter, missing option value, no paths

      """
  }

  /// Every rule `intentgen rules` documents: the built-in ones, the pseudo rules, and the rule
  /// of `--baseline`.
  static var documentedRules: [any Rule.Type] { RuleRegistry.builtIn + LintRun.pseudoRules + [BreakingChangeRule.self] }

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--strict", "--help"],
      options: ["--config", "--reporter", "--module", "--baseline"],
      aliases: ["-h": "--help"],
      usage: usage
    )
    let parsed = try CommandLineArguments(parsing: arguments, as: specification)
    if parsed.has("--help") {
      Console.output(help)
      return .success
    }
    let reporterName = parsed.value(of: "--reporter") ?? LintReporters.defaultReporter.identifier
    guard let reporter = LintReporters.reporter(named: reporterName) else {
      let expected = LintReporters.identifiers.map { "'\($0)'" }.joined(separator: ", ")
      throw UsageError("unknown reporter '\(reporterName)'; expected one of \(expected)", usage: usage)
    }
    guard !parsed.positionals.isEmpty else {
      throw UsageError("no paths given; pass the target's Swift files or directories", usage: usage)
    }
    if let config = parsed.value(of: "--config"), config.isEmpty {
      throw UsageError("empty configuration path", usage: usage)
    }
    if let module = parsed.value(of: "--module"), module.isEmpty {
      throw UsageError("empty module name", usage: usage)
    }
    if let baseline = parsed.value(of: "--baseline"), baseline.isEmpty {
      throw UsageError("empty baseline path", usage: usage)
    }
    guard let target = LoadedTarget.load(from: parsed) else { return .ioFailure }
    let run = LintRun(target)
    var violations = run.violations
    var ranRules = run.ranRules
    if let baseline = parsed.value(of: "--baseline") {
      switch readLock(baseline) {
      case .success(let lock):
        violations += BreakingChangeRule.violations(lock: lock, model: run.target.model, lockPath: baseline)
        violations.sort()
        ranRules.append(BreakingChangeRule.self)
      case .failure(let failure):
        Console.error(failure.lines.map { $0 + "\n" }.joined())
        return .ioFailure
      }
    }
    var report = run
    report.violations = violations
    Console.output(
      reporter.render(violations, rules: ranRules, context: report.reportContext(isStrict: parsed.has("--strict")))
    )

    let failed = violations.contains { $0.severity == .error || (parsed.has("--strict") && $0.severity == .warning) }
    return failed ? .failure : .success
  }

  /// Why `--baseline` could not be used: the lines to print.
  struct BaselineFailure: Error {
    var lines: [String]
  }

  /// The lock file at `path`.
  static func readLock(_ path: String) -> Result<IntentLock, BaselineFailure> {
    switch FileReader.read(path) {
    case .failure(let failure):
      return .failure(BaselineFailure(lines: ["\(path): error: \(failure.message)"]))
    case .success(let bytes):
      do {
        return .success(try IntentLock(bytes: bytes))
      } catch {
        return .failure(
          BaselineFailure(lines: [
            "\(path): error: cannot use this baseline: \(error.message); write one with 'intentgen lock'"
          ])
        )
      }
    }
  }
}
