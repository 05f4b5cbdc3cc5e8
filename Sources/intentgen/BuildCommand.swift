import Foundation
import IntentEmit
import IntentFileSystem
import IntentGenerate
import IntentModel

/// `intentgen build`: what the SwiftPM and Xcode build-tool plugins run for a target, in one pass —
/// lint with Xcode-format diagnostics, the generated code, and the manifest.
enum BuildCommand: Subcommand {
  static let name = "build"
  static let abstract = "Lint, generate and write the manifest in one pass (what the build plugin runs)"

  static let usage = """
    USAGE: intentgen build <path>... --output <file>.swift [--manifest <file>] [--config <file>]
                           [--module <name>]
    """

  /// What to run to refresh checked-in generated code, named in the stale-code warning.
  static let refreshCommand = "swift package --allow-writing-to-package-directory intentgen generate"

  static let help = """
    OVERVIEW: Lint, generate and write the manifest in one pass (what the build plugin runs).

    The target is read once. Violations are printed to stdout in the Xcode format
    (/absolute/path:line:column: error|warning: message (rule_id)), which Xcode and 'swift build'
    show inline. The generated code goes to the --output file, written only when its content
    changes and always present afterwards, so a build system can declare it as an output (when the
    configuration cannot be used, a missing one is created with only the header).

    When the target already contains generated files (checked in with 'intentgen generate -o <dir>'
    or the command plugin), the output holds only the header, so that nothing is declared twice,
    and a warning names each checked-in file that is out of date.

    \(usage)

    ARGUMENTS:
      <path>               A Swift file, or a directory searched recursively for .swift files.

    OPTIONS:
      --output <file>      The generated Swift file (must end in .swift).
      --manifest <file>    Also write the App Intents manifest (JSON) to <file>.
      --config <file>      The configuration file. Default: the nearest .intentgen.yml.
      --module <name>      The module name. Default: the first directory argument's name.
      -h, --help           Show this help.

    Neither output may be one of the input files (the --output file may be a generated file the
    target contains), and an existing --output file that does not start with the generated-file
    header (and is not empty) is not replaced: the command then writes nothing and fails.

    EXIT STATUS:
      0   success (warnings may have been printed)
      1   lint or generation reported an error, or an output could not be written (or is an input)
      2   the configuration file cannot be read or is invalid
      64  usage error: unknown option, missing option value, no paths, no --output, or --manifest
          naming the --output file

    """

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--help"],
      options: ["--output", "--manifest", "--config", "--module"],
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
    guard let output = parsed.value(of: "--output"), output.hasSuffix(".swift") else {
      throw UsageError("--output must name a Swift file (<name>.swift)", usage: usage)
    }
    for option in ["--manifest", "--config", "--module"] where parsed.value(of: option)?.isEmpty == true {
      throw UsageError("empty value for \(option)", usage: usage)
    }
    let manifest = parsed.value(of: "--manifest")
    if let manifest,
      InputFiles([output], collector: SourceCollector(currentDirectory: FileManager.default.currentDirectoryPath))
        .contains(manifest)
    {
      throw UsageError("--output and --manifest name the same file; give each its own path", usage: usage)
    }
    guard let target = LoadedTarget.load(from: parsed, generatesCode: true) else {
      writePlaceholder(to: output)
      return .ioFailure
    }
    let run = LintRun(target)
    let context = run.reportContext(isStrict: false)
    var lines = run.violations.map { XcodeReporter.line(for: $0, context: context) }

    // The generator's problems are lint violations already (generated_query_conflict, code_generation).
    let generation = run.target.generate()
    var failed = run.violations.contains { $0.severity == .error }

    let checkedIn = run.target.sources.generatedPaths
    let planned: GeneratedOutput
    if let first = checkedIn.first {
      let directory = (first as NSString).deletingLastPathComponent
      let name = (output as NSString).lastPathComponent
      planned = GeneratedOutput(
        files: [GeneratedOutput.File(path: output, bytes: Array(GeneratedFile.checkedIn(named: name).text.utf8))]
      )
      for (path, staleness) in GeneratedOutput(generation, output: directory.isEmpty ? "." : directory).stale {
        let shown = VisibleText.escaped(context.absolutePath(path), lineBreaks: .escaped)
        lines.append("\(shown):1:1: warning: \(staleness.rawValue); run '\(refreshCommand)'")
      }
    } else {
      planned = GeneratedOutput(generation, output: output)
    }
    if !lines.isEmpty { Console.output(lines.map { $0 + "\n" }.joined()) }

    // Nothing is written when an output would replace an input or a file intentgen did not generate.
    var refusals = planned.refusals(inputs: target.inputs)
    if let manifest, target.inputs.contains(manifest) { refusals.append(InputFiles.refusal(manifest)) }
    guard refusals.isEmpty else {
      for refusal in refusals {
        Console.error(DiagnosticFormatter.format(path: refusal.path, severity: .error, message: refusal.message) + "\n")
      }
      return .failure
    }
    if case .failure(let failure) = planned.write() {
      Console.error(DiagnosticFormatter.format(path: failure.path, severity: .error, message: failure.message) + "\n")
      failed = true
    }
    if let manifest {
      let bytes = Manifest.bytes(for: run.target.model, generatorVersion: IntentgenVersion.current)
      do {
        try OutputFile.write(bytes, to: manifest)
      } catch {
        Console.error(DiagnosticFormatter.format(path: error.path, severity: .error, message: error.message) + "\n")
        failed = true
      }
    }
    return failed ? .failure : .success
  }

  /// Creates the output with only the header when the configuration cannot be used and there is
  /// no output yet, so that it is present afterwards as promised. An existing output is kept: it
  /// may be the code of the last good build, or not generated by intentgen at all.
  private static func writePlaceholder(to output: String) {
    guard !FileManager.default.fileExists(atPath: output) else { return }
    let name = (output as NSString).lastPathComponent
    let placeholder = GeneratedOutput.File(
      path: output,
      bytes: Array(GeneratedFile.unconfigured(named: name).text.utf8)
    )
    if case .failure(let failure) = GeneratedOutput(files: [placeholder]).write() {
      Console.error(DiagnosticFormatter.format(path: failure.path, severity: .error, message: failure.message) + "\n")
    }
  }
}
