import PackagePlugin

/// What `swift package intentgen …` asks for: a subcommand, the targets (`--target`, repeatable;
/// all source targets but tests when absent) and the options passed on to `intentgen`.
///
/// ```
/// swift package intentgen lint [--target <name>]… [--reporter <name>] [--strict] [--baseline <file>]
/// swift package --allow-writing-to-package-directory intentgen generate [--target <name>]… [--check]
/// ```
struct CommandRequest: Equatable {
  /// The plugin's subcommands.
  enum Subcommand: String, CaseIterable {
    /// `intentgen lint` over each target, printing its report.
    case lint
    /// `intentgen generate` for each target, into `<target directory>/Generated`.
    case generate
  }

  var subcommand: Subcommand
  /// The `--target` names, in the order given.
  var targetNames: [String]
  /// The other arguments, passed to `intentgen` after the sources, in the order given.
  var options: [String]

  /// The usage line printed with every argument error.
  static let usage = """
    usage: swift package intentgen lint [--target <name>]… [intentgen lint options]
           swift package --allow-writing-to-package-directory intentgen generate [--target <name>]… [--check]
    """

  /// Parses the plugin's arguments (those after the verb) with SwiftPM's `ArgumentExtractor`, which
  /// takes `--target <name>` and `--target=<name>` wherever they are.
  init(arguments: [String]) throws(CommandPluginError) {
    var extractor = ArgumentExtractor(arguments)
    targetNames = extractor.extractOption(named: "target")
    let rest = extractor.remainingArguments
    guard let first = rest.first else { throw .usage("missing subcommand (lint or generate)") }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw .usage("unknown subcommand '\(first)' (expected lint or generate)")
    }
    self.subcommand = subcommand
    options = Array(rest.dropFirst())
  }
}
