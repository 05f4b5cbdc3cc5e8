import Foundation
import IntentEmit
import IntentFileSystem
import IntentGenerate
import IntentModel
import SwiftScan

/// `intentgen extract`: builds the App Intents model of a target and writes it as the manifest.
///
/// Files are read and scanned in parallel, then the model is extracted across all of them. The
/// manifest does not depend on the order of the arguments, of directory entries, or on the number
/// of threads. Problems (syntax errors, unreadable files) are printed to stderr and listed in the
/// manifest's `diagnostics`; they fail the command only with `--strict`, so a build keeps the
/// manifest of whatever could be read.
enum ExtractCommand: Subcommand {
  static let name = "extract"
  static let abstract = "Write the App Intents manifest (JSON) of a target's Swift files"

  static let usage = "USAGE: intentgen extract <path>... [--module <name>] [-o <file>] [--strict]"

  static let help = """
    OVERVIEW: Write the App Intents manifest (JSON) of a target's Swift files.

    The manifest lists the target's entities, intents, queries, enums, App Shortcuts providers and
    Spotlight call sites, with their titles, parameters, summaries, phrases and source locations
    (paths relative to the current directory), and every problem found on the way. Keys are
    sorted and declarations ordered by name, so the same sources give the same bytes.

    \(usage)

    ARGUMENTS:
      <path>               A Swift file, or a directory searched recursively for .swift files.
                           Hidden directories (.build, .git…) and files whose first line is
                           '\(GeneratedFileHeader.marker)' are skipped.

    OPTIONS:
      --module <name>      The module name written in the manifest. Default: the last path
                           component of the first directory argument, else 'Module'.
      -o, --output <file>  Write the manifest to <file> instead of stdout ('-' is stdout). The file
                           is replaced atomically, and only when its content changes. It must
                           not be one of the input files.
      --strict             Exit with status 1 when any error or warning is reported.
      -h, --help           Show this help.

    Diagnostics are printed to stderr as path:line:column: error|warning: message.

    EXIT STATUS:
      0   the manifest was written (diagnostics may have been printed)
      1   the manifest could not be written (or its file is an input), or --strict and an error or
          warning was reported
      64  usage error: unknown option, missing option value, no paths

    """

  /// The module name when no directory is given and `--module` is not either.
  static let fallbackModule = "Module"

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--strict", "--help"],
      options: ["--module", "--output"],
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
    if let output = parsed.value(of: "--output"), output.isEmpty {
      throw UsageError("empty output path; pass a file name or '-' for stdout", usage: usage)
    }
    let collector = SourceCollector(currentDirectory: FileManager.default.currentDirectoryPath)
    let module = try self.module(parsed, collector: collector)

    let collected = collector.collect(parsed.positionals)
    if let output = parsed.value(of: "--output"), output != "-",
      InputFiles(collected.inputs.map(\.openPath), collector: collector).contains(output)
    {
      let refusal = InputFiles.refusal(output)
      Console.error(DiagnosticFormatter.format(path: refusal.path, severity: .error, message: refusal.message) + "\n")
      return .failure
    }
    let sources = ScannedSources(inputs: collected.inputs, directoryProblems: collected.problems)
    let parsedFiles = sources.files
    let fileProblems = sources.problems.map { fileDiagnostic(path: $0.path, message: $0.message) }

    var model = AppIntentsModel.extract(from: parsedFiles, module: module)
      .includingGeneratedCode(spotlightCodeIsGenerated: !sources.generatedPaths.isEmpty)
    var printed = model.diagnostics.map { (diagnostic: $0, withPosition: true) }
    printed += fileProblems.map { (diagnostic: $0, withPosition: false) }
    printed.sort { $0.diagnostic < $1.diagnostic }
    model.diagnostics += fileProblems
    model.diagnostics.sort()

    let stderr = printed.map { DiagnosticFormatter.format($0.diagnostic, withPosition: $0.withPosition) + "\n" }
    if !stderr.isEmpty { Console.error(stderr.joined()) }

    let manifest = Manifest.bytes(for: model, generatorVersion: IntentgenVersion.current)
    if let output = parsed.value(of: "--output"), output != "-" {
      do {
        try OutputFile.write(manifest, to: output)
      } catch {
        Console.error(DiagnosticFormatter.format(path: error.path, severity: .error, message: error.message) + "\n")
        return .failure
      }
    } else {
      Console.output(manifest)
    }
    let strictFailure = parsed.has("--strict") && !model.diagnostics.isEmpty
    return strictFailure ? .failure : .success
  }

  /// `--module`, or the name of the first directory argument, or `fallbackModule`.
  private static func module(_ parsed: CommandLineArguments, collector: SourceCollector) throws(UsageError) -> String {
    if let module = parsed.value(of: "--module") {
      guard !module.isEmpty else { throw UsageError("empty module name", usage: usage) }
      return module
    }
    return ScannedSources.defaultModule(paths: parsed.positionals, collector: collector, fallback: fallbackModule)
  }

  /// A problem with a whole file or directory. Its manifest location is line 1, column 1 (locations
  /// are 1-based), and it is printed without a position.
  private static func fileDiagnostic(path: String, message: String) -> ModelDiagnostic {
    ModelDiagnostic(severity: .error, location: ModelLocation(path: path, line: 1, column: 1), message: message)
  }
}
