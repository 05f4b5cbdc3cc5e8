/// The exit statuses of `intentgen`, as documented in `intentgen --help`.
enum ExitStatus: Int32 {
  /// Everything went well; warnings may have been printed.
  case success = 0
  /// An error was reported: an unreadable file or directory, or an error diagnostic.
  case failure = 1
  /// An input could not be read or understood (a manifest, a git revision), for commands whose
  /// status 1 already means something else (`diff`: breaking changes).
  case ioFailure = 2
  /// The command line was wrong (`EX_USAGE`): unknown option or subcommand, missing value or path.
  case usage = 64
}
