import Foundation
import IntentEmit
import IntentModel
import IntentRules

/// One lint of a target, as `lint` and `build` run it: the target as read, and the violations of
/// every enabled rule.
struct LintRun {
  var target: LoadedTarget
  /// Sorted.
  var violations: [Violation]
  /// The rules that ran, pseudo-rules (syntax errors, unreadable files) included.
  var ranRules: [any Rule.Type]

  /// The rules that report problems with the input rather than with App Intents.
  static let pseudoRules: [any Rule.Type] = [SyntaxErrorRule.self, UnreadableFileRule.self]

  /// Lints a target already read.
  init(_ target: LoadedTarget) {
    self.target = target
    let linter = Linter(configuration: target.configuration, rules: RuleRegistry.builtIn)
    var violations = linter.lint(
      model: target.model,
      files: target.sources.files,
      phraseCatalogs: target.catalogs,
      sourceModel: target.sourceModel
    )
    violations += Self.inputViolations(
      model: target.model,
      problems: target.sources.problems + target.catalogProblems
    )
    self.violations = violations.sorted()
    ranRules = linter.rules.filter { target.configuration.isEnabled($0.description) } + Self.pseudoRules
  }

  /// The scanner's diagnostics as `syntax_error` violations (keeping their severity), and the
  /// unreadable files and directories as `unreadable_file` violations at line 1, column 1.
  static func inputViolations(model: AppIntentsModel, problems: [ScannedSources.Problem]) -> [Violation] {
    let syntax = model.diagnostics.map { diagnostic in
      Violation(
        ruleID: SyntaxErrorRule.description.identifier,
        severity: diagnostic.severity == .error ? .error : .warning,
        location: diagnostic.location,
        message: diagnostic.message
      )
    }
    let unreadable = problems.map { problem in
      Violation(
        ruleID: UnreadableFileRule.description.identifier,
        severity: UnreadableFileRule.description.defaultSeverity,
        location: ModelLocation(path: problem.path, line: 1, column: 1),
        message: problem.message
      )
    }
    return syntax + unreadable
  }

  /// What reporters need besides the violations: the working directory and the lines of the
  /// files that have violations, Swift files and phrase catalogs (for SARIF fingerprints and UTF-16
  /// columns).
  func reportContext(isStrict: Bool) -> ReportContext {
    let paths = Set(violations.map(\.location.path))
    var lines: [String: [String]] = [:]
    for file in target.sources.files where paths.contains(file.source.path) {
      lines[file.source.path] = file.source.bytes.withUnsafeBufferPointer { ReportContext.lines(ofUTF8: $0) }
    }
    for (path, text) in target.catalogTexts where paths.contains(path) {
      lines[path] = ReportContext.lines(of: text)
    }
    return ReportContext(workingDirectory: target.collector.currentDirectory, isStrict: isStrict, sourceLines: lines)
  }
}
