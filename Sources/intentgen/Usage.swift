import IntentEmit

/// The help texts of `intentgen` itself and the layout of usage errors.
///
/// Each subcommand keeps its own help (`Subcommand.help`); this file holds what is shared: the
/// root help, built from the list of subcommands, and the exit-status section every help ends with.
enum Usage {
  /// The root `USAGE:` lines.
  static let root = """
    USAGE: intentgen <subcommand> [<options>]
           intentgen --help | --version
    """

  /// Exit statuses, documented in every help text.
  static let exitStatuses = """
    EXIT STATUS:
      0   success (warnings may have been printed)
      1   an error was reported: an unreadable file or directory, or an error diagnostic
          (diff: breaking changes; extract: only with --strict; see each subcommand's help)
      2   lint: the configuration is unreadable or invalid; diff: an input could not be read
          (a manifest, a git revision)
      64  usage error: unknown option or subcommand, missing option value, no paths
    """

  /// `intentgen --help`.
  static func rootHelp(subcommands: [any Subcommand.Type]) -> String {
    let entries = subcommands.map { ($0.name, $0.abstract) } + [("help", "Show help for intentgen or a subcommand")]
    let width = entries.map(\.0.count).max() ?? 0
    let list = entries.map { name, abstract in
      "  " + name + String(repeating: " ", count: width - name.count + 2) + abstract
    }
    return """
      OVERVIEW: A static analyzer and code generator for Apple's App Intents framework.

      \(root)

      SUBCOMMANDS:
      \(list.joined(separator: "\n"))

      OPTIONS:
        -h, --help  Show this help.
        --version   Print the version (intentgen \(IntentgenVersion.current)).

      \(exitStatuses)

      See 'intentgen help <subcommand>' for a subcommand's options.

      """
  }

  /// What is printed to stderr for a usage error: the message, the usage, and where to find help.
  static func errorText(_ error: UsageError, helpCommand: String) -> String {
    """
    error: \(error.message)

    \(error.usage)

    See '\(helpCommand)' for more information.

    """
  }
}
