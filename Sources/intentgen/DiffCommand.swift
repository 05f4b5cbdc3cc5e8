import IntentDiff
import IntentEmit
import IntentFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `intentgen diff`: what changed in the App Intents surface between two manifests, or between a
/// git revision and the working tree, and whether saved shortcuts will break.
enum DiffCommand: Subcommand {
  static let name = "diff"
  static let abstract = "Compare two versions of the App Intents surface and report breaking changes"

  static let usage = """
    USAGE: intentgen diff <old-manifest> <new-manifest> [--format <format>]
           intentgen diff --base <git-revision> <path>... [--module <name>] [--format <format>]
    """

  static let help = """
    OVERVIEW: Compare two versions of the App Intents surface and report breaking changes.

    Saved shortcuts, automations, Spotlight and Siri refer to intents, parameters, entities,
    queries and enum cases by identifier. Renaming or removing one breaks them after an update.
    Each change is reported as breaking, risky or compatible, with the reason in one sentence; a
    removal and an addition of the same shape are reported as a possible rename.

    \(usage)

    ARGUMENTS:
      <old-manifest> <new-manifest>
                           Manifests written by 'intentgen extract'.
      <path>               With --base: Swift files or directories. The old side is read from
                           the revision with 'git ls-tree' and 'git cat-file' (the working
                           tree and the index are not touched), the new side from the working
                           tree.

    OPTIONS:
      --base <revision>    Compare the revision (a branch, a tag, HEAD~1…) with the working tree.
      --module <name>      The module name shown in the markdown verdict (with --base).
      --format <format>    text (default), json, markdown (a pull-request comment) or github
                           (GitHub Actions annotations, at the changed code in the new version).
      -h, --help           Show this help.

    EXIT STATUS:
      0   no breaking changes
      1   breaking changes were found
      2   a file could not be read, is not a manifest, or git failed
      64  usage error: unknown option or format, wrong number of arguments

    """

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--help"],
      options: ["--base", "--format", "--module"],
      aliases: ["-h": "--help"],
      usage: usage
    )
    let parsed = try CommandLineArguments(parsing: arguments, as: specification)
    if parsed.has("--help") {
      Console.output(help)
      return .success
    }
    let formatName = parsed.value(of: "--format") ?? DiffReport.Format.text.rawValue
    guard let format = DiffReport.Format(rawValue: formatName) else {
      let names = DiffReport.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("unknown format '\(formatName)'; use one of \(names)", usage: usage)
    }

    let old: IntentSurface
    let new: IntentSurface
    // Where the new version's elements are, for the GitHub annotations.
    let locations: SurfaceLocations
    if let base = parsed.value(of: "--base") {
      guard !base.isEmpty else { throw UsageError("empty revision for '--base'", usage: usage) }
      guard !parsed.positionals.isEmpty else {
        throw UsageError("no paths given; pass the target's Swift files or directories", usage: usage)
      }
      let module = SurfaceLoader.module(parsed.value(of: "--module"), paths: parsed.positionals)
      do {
        let model = try SurfaceLoader.workingTreeModel(parsed.positionals, module: module)
        new = IntentSurface(model: model)
        locations = SurfaceLocations(model: model)
      } catch {
        return ioFailure(error.lines)
      }
      do {
        let revision = try SurfaceLoader.revision(base, parsed.positionals, module: module)
        old = revision.surface
        for warning in revision.warnings { Console.error(warning + "\n") }
      } catch {
        return ioFailure(["error: " + error.message])
      }
    } else {
      guard parsed.value(of: "--module") == nil else {
        throw UsageError("'--module' applies only with '--base'", usage: usage)
      }
      guard parsed.positionals.count == 2 else {
        throw UsageError(
          "expected two manifests (old and new), got \(parsed.positionals.count) arguments",
          usage: usage
        )
      }
      switch (manifestSurface(parsed.positionals[0]), manifestSurface(parsed.positionals[1])) {
      case (.success(let oldManifest), .success(let newManifest)):
        old = oldManifest.surface
        new = newManifest.surface
        locations = SurfaceLocations(manifest: newManifest.document)
      case (.failure(let failure), _), (_, .failure(let failure)):
        return ioFailure(failure.lines)
      }
    }

    let changes = SurfaceDiff.changes(from: old, to: new)
    Console.output(DiffReport.render(changes, format: format, module: new.module, locations: locations))
    return changes.contains { $0.severity == .breaking } ? .failure : .success
  }

  /// Why an input of `diff` could not be used: the lines to print.
  struct InputFailure: Error {
    var lines: [String]
  }

  /// The surface of the manifest at `path`, and the manifest.
  private static func manifestSurface(
    _ path: String
  ) -> Result<(surface: IntentSurface, document: JSONValue), InputFailure> {
    switch FileReader.read(path) {
    case .failure(let failure):
      return .failure(InputFailure(lines: ["\(path): error: \(failure.message)"]))
    case .success(let bytes):
      do {
        let document = try JSONDocument.parse(bytes)
        return .success((try IntentSurface(manifest: document), document))
      } catch let failure as JSONDocument.Failure {
        guard let line = failure.line, let column = failure.column else {
          return .failure(InputFailure(lines: ["\(path): error: \(failure.reason)"]))
        }
        return .failure(InputFailure(lines: ["\(path):\(line):\(column): error: \(failure.reason)"]))
      } catch {
        // Both failures (JSON syntax, manifest shape) describe themselves by their message.
        return .failure(InputFailure(lines: ["\(path): error: \(error)"]))
      }
    }
  }

  /// Prints `lines` to stderr; the status for an input that could not be used.
  private static func ioFailure(_ lines: [String]) -> ExitStatus {
    Console.error(lines.map { $0 + "\n" }.joined())
    return .ioFailure
  }
}
