/// A subcommand of `intentgen`: its name, its help, and how it runs.
///
/// Subcommands are listed in `IntentgenCommand.subcommands`; adding one means adding a type that
/// conforms to this protocol and one entry in that list. The root help is built from the list.
protocol Subcommand {
  /// The word after `intentgen` (`scan`).
  static var name: String { get }
  /// One line for the root help's subcommand list; starts with a capital, ends without a period.
  static var abstract: String { get }
  /// The `USAGE:` lines, printed with usage errors.
  static var usage: String { get }
  /// The full help: overview, usage, arguments, options.
  static var help: String { get }

  /// Runs the subcommand with the arguments after its name and returns the exit status.
  static func run(arguments: [String]) throws(UsageError) -> ExitStatus
}
