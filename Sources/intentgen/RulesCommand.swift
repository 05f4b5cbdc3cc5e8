import IntentEmit
import IntentRules

/// `intentgen rules`: lists the lint rules, or prints one rule's documentation and examples.
///
///     $ intentgen rules
///     ID                       NAME                     SEVERITY  OPT-IN
///     phrase_application_name  Phrase Application Name  error     no
///     $ intentgen rules phrase_application_name
enum RulesCommand: Subcommand {
  static let name = "rules"
  static let abstract = "List the lint rules, or show one rule's documentation and examples"

  static let usage = "USAGE: intentgen rules [<rule-id>]"

  static let help = """
    OVERVIEW: List the lint rules, or show one rule's documentation and examples.

    Without an argument, prints one line per rule: its id (used in .intentgen.yml and in
    '// intentgen:disable' comments), name, default severity and whether it is opt-in (off unless
    listed in 'opt_in_rules'). 'syntax_error' and 'unreadable_file' are reported by 'intentgen
    lint' itself for input it cannot read.

    With a rule id, prints the rule's name, description, rationale, and its triggering and
    non-triggering examples; '\(RuleExample.marker)' marks where each violation is reported.

    \(usage)

    OPTIONS:
      -h, --help  Show this help.

    EXIT STATUS:
      0   success
      64  usage error: unknown option or rule id, more than one rule id

    """

  /// The registry's rules, then the pseudo rules `lint` reports input problems under.
  static var rules: [any Rule.Type] { LintCommand.documentedRules }

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--help"],
      options: [],
      aliases: ["-h": "--help"],
      usage: usage
    )
    let parsed = try CommandLineArguments(parsing: arguments, as: specification)
    if parsed.has("--help") {
      Console.output(help)
      return .success
    }
    guard parsed.positionals.count <= 1 else {
      throw UsageError("unexpected argument '\(parsed.positionals[1])'; pass one rule id", usage: usage)
    }
    guard let id = parsed.positionals.first else {
      Console.output(list())
      return .success
    }
    guard let rule = rules.first(where: { $0.description.identifier == id }) else {
      throw UsageError("unknown rule '\(id)'; run 'intentgen rules' to list them", usage: usage)
    }
    Console.output(documentation(rule.description))
    return .success
  }

  /// One aligned line per rule, sorted by id, under a header.
  static func list() -> String {
    let descriptions = rules.map { $0.description }.sorted {
      $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8)
    }
    var rows = [["ID", "NAME", "SEVERITY", "OPT-IN"]]
    for description in descriptions {
      rows.append([
        description.identifier, description.name, description.defaultSeverity.rawValue,
        description.isOptIn ? "yes" : "no",
      ])
    }
    let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows {
      var line = ""
      for column in row.indices {
        line += row[column]
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - row[column].count + 2)
        }
      }
      text += line + "\n"
    }
    return text
  }

  /// A rule's documentation: name and id, severity, description, rationale, examples.
  static func documentation(_ rule: RuleDescription) -> String {
    var text = "\(rule.name) (\(rule.identifier))\n\n"
    text += "Default severity: \(rule.defaultSeverity.rawValue)\n"
    text += "Opt-in: \(rule.isOptIn ? "yes (enable it with opt_in_rules)" : "no")\n\n"
    text += rule.description + "\n\n"
    text += "Rationale:\n" + indented(rule.rationale, by: 2) + "\n"
    text += examples("Triggering examples", rule.triggeringExamples, marked: true)
    text += examples("Non-triggering examples", rule.nonTriggeringExamples, marked: false)
    return text
  }

  private static func examples(_ title: String, _ examples: [RuleExample], marked: Bool) -> String {
    guard !examples.isEmpty else { return "" }
    var text = "\n\(title)"
    text += marked ? " (\(RuleExample.marker) marks each violation):\n" : ":\n"
    for example in examples {
      text += "\n"
      if let configuration = example.configuration, let summary = summary(configuration) {
        text += "  With \(summary):\n"
      }
      for (name, source) in example.files {
        if example.files.count > 1 { text += "  \(name):\n" }
        text += indented(source, by: example.files.count > 1 ? 4 : 2) + "\n"
      }
    }
    return text
  }

  /// The configuration keys an example sets, in `.intentgen.yml` words.
  private static func summary(_ configuration: LintConfiguration) -> String? {
    var parts: [String] = []
    if let appName = configuration.appName { parts.append("app_name: \(appName)") }
    if !configuration.deploymentTarget.isEmpty {
      let targets = configuration.deploymentTarget.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      parts.append("deployment_target: {\(targets.joined(separator: ", "))}")
    }
    if !configuration.optInRules.isEmpty {
      parts.append("opt_in_rules: [\(configuration.optInRules.sorted().joined(separator: ", "))]")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  private static func indented(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : padding + line
    }.joined(separator: "\n")
  }
}
