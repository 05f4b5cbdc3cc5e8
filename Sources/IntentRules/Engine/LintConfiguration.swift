/// The linter's configuration, usually read from `.intentgen.yml` (see `ConfigurationLoader`).
public struct LintConfiguration: Hashable, Sendable {
  public var disabledRules: Set<String> = []
  public var optInRules: Set<String> = []
  /// When not empty, only these rules run.
  public var onlyRules: Set<String> = []
  /// Per-rule severity overrides.
  public var severities: [String: Severity] = [:]
  /// Glob patterns of paths to lint and to skip (excluded wins), relative to the configuration file.
  public var included: [String] = []
  public var excluded: [String] = []
  /// Extra folders of schema-domain YAML files.
  public var schemaFolders: [String] = []
  /// Minimum OS versions, such as `["iOS": "26.0"]`, for the availability rules.
  public var deploymentTarget: [String: String] = [:]
  /// The app's name, for rules about phrases that spell it out.
  public var appName: String?

  public init() {}

  /// Whether the rule with this description runs under this configuration.
  public func isEnabled(_ description: RuleDescription) -> Bool {
    if !onlyRules.isEmpty { return onlyRules.contains(description.identifier) }
    if disabledRules.contains(description.identifier) { return false }
    return !description.isOptIn || optInRules.contains(description.identifier) || optInRules.contains("all")
  }

  /// The severity the rule's violations get.
  public func severity(for description: RuleDescription) -> Severity {
    severities[description.identifier] ?? description.defaultSeverity
  }
}
