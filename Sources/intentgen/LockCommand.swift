import Foundation
import IntentDiff
import IntentEmit
import IntentFileSystem

/// `intentgen lock`: writes or updates the lock file, the committed App Intents surface that later
/// versions are compared with.
enum LockCommand: Subcommand {
  static let name = "lock"
  static let abstract = "Write or update the lock file of the App Intents surface (intents.lock.json)"

  static let usage = "USAGE: intentgen lock <path>... [-o <file>] [--module <name>]"

  static let help = """
    OVERVIEW: Write or update the lock file of the App Intents surface (intents.lock.json).

    The lock file lists the identifiers that saved shortcuts depend on — intents and their
    parameters, entities and their identifier types, queries (with a property query's properties,
    comparators and sorting options), enums and their cases' raw values, App Shortcut phrases — as
    small, sorted JSON meant to be committed. When the file exists, its
    'acknowledged' list is kept, and the breaking changes since the locked surface are added to
    it: writing the lock accepts them, and the lock file's diff shows what was accepted.

    \(usage)

    ARGUMENTS:
      <path>               A Swift file, or a directory searched recursively for .swift files.

    OPTIONS:
      -o, --output <file>  The lock file to write ('-' is stdout). Default: intents.lock.json.
                           Written atomically, and only when its content changes.
      --module <name>      The module name recorded in the lock file. Default: the last path
                           component of the first directory argument, else 'Module'.
      -h, --help           Show this help.

    EXIT STATUS:
      0   the lock file is up to date
      1   a file could not be read, the existing lock file is invalid, or it could not be written
      64  usage error: unknown option, missing option value, no paths

    """

  static func run(arguments: [String]) throws(UsageError) -> ExitStatus {
    let specification = CommandLineArguments.Specification(
      flags: ["--help"],
      options: ["--output", "--module"],
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
    let output = parsed.value(of: "--output") ?? "intents.lock.json"
    guard !output.isEmpty else {
      throw UsageError("empty output path; pass a file name or '-' for stdout", usage: usage)
    }

    let surface: IntentSurface
    do {
      surface = try SurfaceLoader.workingTree(
        parsed.positionals,
        module: SurfaceLoader.module(parsed.value(of: "--module"), paths: parsed.positionals)
      )
    } catch {
      Console.error(error.lines.map { $0 + "\n" }.joined())
      return .failure
    }

    // Only a missing file means there is no previous lock: any other failure to read it would
    // lose its acknowledged changes. A device, a pipe or a descriptor (`/dev/stdout`) holds none,
    // and reading one could block; nor does an empty file (`-o /dev/stdout > intents.lock.json`).
    var previous: IntentLock?
    let holdsNoLock: Bool
    if OutputFile.openDescriptor(named: output) != nil {
      holdsNoLock = true
    } else if case .success(let status) = FileStatus.of(output) {
      holdsNoLock = status.kind != .regularFile && status.kind != .directory
    } else {
      holdsNoLock = false
    }
    if output != "-" && !holdsNoLock {
      switch FileReader.read(output) {
      case .success(let bytes) where bytes.isEmpty:
        previous = nil
      case .success(let bytes):
        do {
          previous = try IntentLock(bytes: bytes)
        } catch {
          Console.error(DiagnosticFormatter.format(path: output, severity: .error, message: error.message) + "\n")
          return .failure
        }
      case .failure(let failure) where failure.code == ENOENT:
        previous = nil
      case .failure(let failure):
        Console.error(DiagnosticFormatter.format(path: output, severity: .error, message: failure.message) + "\n")
        return .failure
      }
    }
    let lock = IntentLock.updating(previous, to: surface)
    guard output != "-" else {
      Console.output(lock.text)
      return .success
    }
    do {
      try OutputFile.write(Array(lock.text.utf8), to: output)
    } catch {
      Console.error(DiagnosticFormatter.format(path: error.path, severity: .error, message: error.message) + "\n")
      return .failure
    }
    return .success
  }
}
