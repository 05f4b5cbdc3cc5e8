import IntentEmit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `intentgen` command: handles `--help`, `--version` and `help`, and dispatches to subcommands.
///
///     $ intentgen --version
///     intentgen 0.1.0
///     $ intentgen scan Sources
///
/// Exit statuses are those of `ExitStatus`: 0 success, 1 an error was reported, 64 a usage error
/// (printed to stderr with the usage of the command it concerns).
@main
enum IntentgenCommand {
  /// Every subcommand, in the order the help lists them.
  static var subcommands: [any Subcommand.Type] {
    [
      ScanCommand.self, ExtractCommand.self, LintCommand.self, GenerateCommand.self, BuildCommand.self,
      RulesCommand.self, DiffCommand.self, LockCommand.self,
    ]
  }

  static func main() {
    Console.protectStandardDescriptors()
    var status: ExitStatus
    if let argument = firstArgumentNotUTF8() {
      // Swift decodes it with U+FFFD in place of the bad bytes: a path so decoded names nothing,
      // and "no such file" would send the user looking for a file that is there.
      Console.error(
        "intentgen: error: the argument '\(argument)' is not valid UTF-8, and intentgen can only take paths "
          + "and options in UTF-8 (rename a file or directory so named)\n"
      )
      status = .usage
    } else {
      status = run(Array(CommandLine.arguments.dropFirst()))
    }
    if let code = Console.outputFailure {
      Console.error("intentgen: error: cannot write to standard output: \(String(cString: strerror(code)))\n")
      if status == .success { status = .failure }
    }
    exit(status.rawValue)
  }

  /// The first argument after the program name whose bytes are not UTF-8, as Swift decodes it.
  private static func firstArgumentNotUTF8() -> String? {
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index], String(validatingCString: pointer) == nil else { continue }
      return String(cString: pointer)
    }
    return nil
  }

  /// Runs the command line (without the program name) and returns the exit status.
  static func run(_ arguments: [String]) -> ExitStatus {
    let rootHelpCommand = "intentgen --help"
    guard let first = arguments.first else {
      return fail(UsageError("missing subcommand", usage: Usage.root), helpCommand: rootHelpCommand)
    }
    switch first {
    case "--help", "-h":
      Console.output(Usage.rootHelp(subcommands: subcommands))
      return .success
    case "--version":
      Console.output("intentgen \(IntentgenVersion.current)\n")
      return .success
    case "help":
      return help(Array(arguments.dropFirst()))
    default:
      break
    }
    guard let subcommand = subcommands.first(where: { $0.name == first }) else {
      let message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
      return fail(UsageError(message, usage: Usage.root), helpCommand: rootHelpCommand)
    }
    do {
      return try subcommand.run(arguments: Array(arguments.dropFirst()))
    } catch {
      return fail(error, helpCommand: "intentgen help \(subcommand.name)")
    }
  }

  /// `intentgen help [subcommand]`.
  private static func help(_ arguments: [String]) -> ExitStatus {
    guard let name = arguments.first, name != "help" else {
      Console.output(Usage.rootHelp(subcommands: subcommands))
      return .success
    }
    guard arguments.count == 1, let subcommand = subcommands.first(where: { $0.name == name }) else {
      let message =
        arguments.count == 1 ? "unknown subcommand '\(name)'" : "unexpected argument '\(arguments[1])'"
      return fail(UsageError(message, usage: "USAGE: intentgen help [<subcommand>]"), helpCommand: "intentgen --help")
    }
    Console.output(subcommand.help)
    return .success
  }

  private static func fail(_ error: UsageError, helpCommand: String) -> ExitStatus {
    Console.error(Usage.errorText(error, helpCommand: helpCommand))
    return .usage
  }
}
