import Foundation
import IntentEmit
import IntentGenerate
import IntentModel

/// `intentgen generate`: writes the target's generated queries and Spotlight code.
enum GenerateCommand: Subcommand {
  static let name = "generate"
  static let abstract = "Generate entity queries and Spotlight indexing code for a target"

  static let usage = """
    USAGE: intentgen generate <path>... -o <output> [--check] [--config <file>] [--module <name>]
    """

  static let help = """
    OVERVIEW: Generate entity queries and Spotlight indexing code for a target.

    intentgen writes the App Intents boilerplate a target needs, from the same model as 'lint':

    - an entity query for every entity whose 'defaultQuery' names a type the target does not
      declare, or whose documentation asks for one with an 'intentgen:query' line:
          /// intentgen:query [<TypeName>] [enumerable] [properties]
      The query is an EntityStringQuery ('enumerable' adds EnumerableEntityQuery, 'properties'
      EntityPropertyQuery with filters and sort orders from the @Property values). It delegates to a
      generated '<Entity>Provider' protocol that the app conforms its store to and registers with
      AppDependencyManager.
    - for IndexedEntity types: one Spotlight index owner (a single named index, batched indexing,
      removal), IndexedEntityQuery conformances for reindexing (iOS 27), and the attributes and
      instructions an on-device model needs for SpotlightSearchTool ('/// unit: miles' on a
      property gives its unit).

    Generated files start with '\(GeneratedFileHeader.marker)' and are skipped when
    intentgen reads sources, so they can live inside the target. A file is written only when its
    content changes.

    \(usage)

    ARGUMENTS:
      <path>                 A Swift file, or a directory searched recursively for .swift files.

    OPTIONS:
      -o, --output <output>  A directory (one file per generated unit; generated files no longer
                             produced are removed), or a file ending in .swift (everything in one
                             file, always written, as a build-tool plugin expects).
      --check                Write nothing; list the files that are missing, differ or are obsolete
                             (or that generating would refuse to replace), and exit with 1 if there
                             are any: the CI check for checked-in code.
      --config <file>        The configuration file (deployment_target, included, excluded).
                             Default: the nearest .intentgen.yml, as for 'lint'.
      --module <name>        The module name. Default: the first directory argument's name.
      -h, --help             Show this help.

    Problems (a query that cannot be generated, an unknown directive word) are printed to stderr
    as path:line:column: error|warning: message. Only files that start with the header above (or
    are empty) are ever replaced or removed, and never one of the input files: when a destination
    is refused, the command writes nothing and fails.

    EXIT STATUS:
      0   the code is generated (or, with --check, up to date)
      1   an error was reported, a file could not be written, or --check found stale files
      2   the configuration file cannot be read or is invalid
      64  usage error: unknown option, missing option value, no paths, no output

    """

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--check", "--help"],
      options: ["--output", "--config", "--module"],
      aliases: ["-h": "--help", "-o": "--output"],
      usage: usage
    )
    let parsed = try CommandLineArguments(parsing: arguments, as: specification)
    if parsed.has("--help") {
      Console.output(help)
      return .success
    }
    guard !parsed.positionals.isEmpty else {
      throw UsageError("no paths given; pass the target's Swift files or directories", usage: usage)
    }
    guard let output = parsed.value(of: "--output"), !output.isEmpty else {
      throw UsageError("no output given; pass -o <directory> or -o <file>.swift", usage: usage)
    }
    for option in ["--config", "--module"] where parsed.value(of: option)?.isEmpty == true {
      throw UsageError("empty value for \(option)", usage: usage)
    }
    guard let target = LoadedTarget.load(from: parsed) else { return .ioFailure }
    let result = target.generate()
    let problems = result.diagnostics.map { DiagnosticFormatter.format($0) + "\n" }
    if !problems.isEmpty { Console.error(problems.joined()) }
    let planned = GeneratedOutput(result, output: output)

    if parsed.has("--check") {
      let stale = planned.stale
      let command = regenerateCommand(
        paths: parsed.positionals,
        output: output,
        config: parsed.value(of: "--config"),
        module: parsed.value(of: "--module")
      )
      // A destination that generating would refuse (an input, a hand-written file) says so: running
      // the command would not fix it.
      let refusals = Dictionary(
        planned.refusals(inputs: target.inputs).map { ($0.path, $0.message) },
        uniquingKeysWith: { first, _ in first }
      )
      for (path, staleness) in stale {
        let message = refusals[path] ?? "\(staleness.rawValue); run: \(command)"
        Console.error(DiagnosticFormatter.format(path: path, severity: .error, message: message) + "\n")
      }
      return stale.isEmpty && !result.hasErrors ? .success : .failure
    }
    let refusals = planned.refusals(inputs: target.inputs)
    guard refusals.isEmpty else {
      for refusal in refusals {
        Console.error(DiagnosticFormatter.format(path: refusal.path, severity: .error, message: refusal.message) + "\n")
      }
      return .failure
    }
    switch planned.write() {
    case .success: return result.hasErrors ? .failure : .success
    case .failure(let failure):
      Console.error(DiagnosticFormatter.format(path: failure.path, severity: .error, message: failure.message) + "\n")
      return .failure
    }
  }

  /// The command that regenerates what `--check` found stale: the same paths, output, configuration
  /// and module, each shell-quoted (`ShellQuoting`), so that pasting it works whatever they hold.
  static func regenerateCommand(paths: [String], output: String, config: String?, module: String?) -> String {
    var options: [String] = []
    for (name, short, value) in [("--output", "-o", output), ("--config", nil, config), ("--module", nil, module)] {
      guard let value else { continue }
      // After a separate name, a value starting with '-' would be read as an option.
      options += value.hasPrefix("-") ? ["\(name)=\(value)"] : [short ?? name, value]
    }
    // A path starting with '-' is given after '--', which ends the options.
    let separated = paths.contains { $0.hasPrefix("-") && $0 != "-" }
    let words = ["intentgen", "generate"] + (separated ? options + ["--"] + paths : paths + options)
    return ShellQuoting.commandLine(words)
  }
}
