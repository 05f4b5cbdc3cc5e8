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

  /// Extracts the model of `files` and lints it as `intentgen lint` does: with what the generated
  /// code declares, and the generation rules planning from the sources alone.
  public func lint(files: [ParsedFile], module: String, phraseCatalogs: [PhraseCatalog] = []) -> [Violation] {
    let model = AppIntentsModel.extract(from: files, module: module)
    let options = GenerationOptions(deploymentTarget: configuration.deploymentTarget)
    return lint(
      model: model.includingGeneratedCode(options: options),
      files: files,
      phraseCatalogs: phraseCatalogs,
      sourceModel: model
    )
  }

  /// Lints `model` (the target with its generated code, see `AppIntentsModel.includingGeneratedCode`);
  /// `sourceModel` is the model of the sources alone, when it differs.
  public func lint(
    model: AppIntentsModel,
    files: [ParsedFile],
    phraseCatalogs: [PhraseCatalog] = [],
    sourceModel: AppIntentsModel? = nil
  ) -> [Violation] {
    let context = LintContext(
      model: model,
      files: files,
      configuration: configuration,
      phraseCatalogs: phraseCatalogs,
      sourceModel: sourceModel
    )
    let suppressions = SuppressionIndex(files: files, knownRules: Set(RuleRegistry.identifiers))
    var violations: [Violation] = []
    let invalidCommand = InvalidCommandRule.description
    if configuration.isEnabled(invalidCommand) {
      let severity = configuration.severity(for: invalidCommand)
      violations = suppressions.invalidCommands.map { violation in
        var violation = violation
        violation.severity = severity
        return violation
      }
    }
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
