/// What a rule is, for people and for tests: its id, name, description, rationale, default
/// severity and examples. The examples are the rule's documentation (`intentgen rules ID`) and
/// its tests: every triggering example must produce exactly the violations its `↓` markers show,
/// every non-triggering example none.
public struct RuleDescription: Sendable {
  /// snake_case, used in configuration and suppression comments.
  public var identifier: String
  /// Title Case.
  public var name: String
  /// One or two sentences: what the rule finds.
  public var description: String
  /// Why it matters: what breaks, where Apple says so.
  public var rationale: String
  public var defaultSeverity: Severity
  /// Off unless listed in `opt_in_rules`.
  public var isOptIn: Bool
  public var triggeringExamples: [RuleExample]
  public var nonTriggeringExamples: [RuleExample]

  public init(
    identifier: String,
    name: String,
    description: String,
    rationale: String,
    defaultSeverity: Severity,
    isOptIn: Bool = false,
    triggeringExamples: [RuleExample],
    nonTriggeringExamples: [RuleExample]
  ) {
    self.identifier = identifier
    self.name = name
    self.description = description
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.isOptIn = isOptIn
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// Source files of a rule example. In triggering examples, `↓` marks each expected violation: it
/// stands right before the line and column the violation reports.
public struct RuleExample: Sendable {
  /// The marker of an expected violation.
  public static let marker = "↓"

  /// File names and their contents, markers included. Examples with several files show cross-file
  /// rules (an extension in another file, a provider and its intents).
  public var files: [(name: String, source: String)]
  /// The configuration the example runs under (`app_name`, `deployment_target`…), if any.
  public var configuration: LintConfiguration?

  public init(_ source: String, configuration: LintConfiguration? = nil) {
    self.files = [("Example.swift", source)]
    self.configuration = configuration
  }

  public init(files: [(name: String, source: String)], configuration: LintConfiguration? = nil) {
    self.files = files
    self.configuration = configuration
  }
}
