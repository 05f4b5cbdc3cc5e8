/// Every reporter `intentgen lint --reporter` accepts, in the order the help lists them.
public enum LintReporters {
  /// The reporters; the first one is the default.
  public static let all: [any LintReporter.Type] = [
    XcodeReporter.self,
    JSONReporter.self,
    SARIFReporter.self,
    GitHubActionsReporter.self,
    MarkdownReporter.self,
    SummaryReporter.self,
  ]

  /// The default reporter, `xcode`.
  public static var defaultReporter: any LintReporter.Type { XcodeReporter.self }

  /// The reporter with this identifier, if any.
  public static func reporter(named identifier: String) -> (any LintReporter.Type)? {
    all.first { $0.identifier == identifier }
  }

  /// Every identifier, in list order.
  public static var identifiers: [String] { all.map { $0.identifier } }
}
