import IntentModel
import SwiftScan

/// Runs the enabled rules over a target and returns their violations at the configured
/// severities, minus those suppressed by `// intentgen:disable` comments, sorted.
public struct Linter: Sendable {
  public var configuration: LintConfiguration
  public var rules: [any Rule.Type]

  public init(configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = RuleRegistry.builtIn) {
    self.configuration = configuration
    self.rules = rules
  }

  public func lint(files: [ParsedFile], module: String, phraseCatalogs: [PhraseCatalog] = []) -> [Violation] {
    let model = AppIntentsModel.extract(from: files, module: module)
    return lint(model: model, files: files, phraseCatalogs: phraseCatalogs)
  }

  public func lint(model: AppIntentsModel, files: [ParsedFile], phraseCatalogs: [PhraseCatalog] = []) -> [Violation] {
    let context = LintContext(
      model: model,
      files: files,
      configuration: configuration,
      phraseCatalogs: phraseCatalogs
    )
    let suppressions = SuppressionIndex(files: files, knownRules: Set(RuleRegistry.identifiers))
    var violations: [Violation] = suppressions.invalidCommands
    for rule in rules where configuration.isEnabled(rule.description) {
      let severity = configuration.severity(for: rule.description)
      for var violation in rule.init().validate(context) {
        violation.severity = severity
        if !suppressions.isSuppressed(violation.ruleID, path: violation.location.path, line: violation.location.line) {
          violations.append(violation)
        }
      }
    }
    return violations.sorted()
  }
}
