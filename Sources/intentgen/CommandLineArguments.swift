/// A subcommand's arguments, split into flags, options with values and positional arguments.
///
/// The grammar is the usual one, kept small on purpose:
/// - `--flag` sets a flag; `-h` style aliases map to long names.
/// - `--option value` and `--option=value` set an option; the last occurrence wins.
/// - `--` ends the options: everything after it is positional, even if it starts with `-`.
/// - Any other argument starting with `-` (except `-` alone) is an unknown option.
/// - An empty positional argument is a mistake.
///
/// Mistakes throw a `UsageError` carrying the specification's usage text.
struct CommandLineArguments: Equatable {
  /// What a subcommand accepts.
  struct Specification {
    /// Long names of options that take no value (`--tokens`).
    var flags: Set<String>
    /// Long names of options that take a value (`--format`).
    var options: Set<String>
    /// Short or alternative spellings and the long name they stand for (`-h` → `--help`).
    var aliases: [String: String] = [:]
    /// The usage lines printed with a usage error.
    var usage: String
  }

  private(set) var flags: Set<String> = []
  private(set) var options: [String: String] = [:]
  private(set) var positionals: [String] = []

  init(parsing arguments: [String], as specification: Specification) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        // `""` (an unset shell variable, quoted) would read as the current directory.
        guard !argument.isEmpty else {
          throw UsageError("empty argument; give a path, or remove the empty quotes", usage: specification.usage)
        }
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      name = specification.aliases[name] ?? name
      if specification.flags.contains(name) {
        guard inlineValue == nil else {
          throw UsageError("option '\(name)' takes no value", usage: specification.usage)
        }
        flags.insert(name)
      } else if specification.options.contains(name) {
        if let inlineValue {
          options[name] = inlineValue
        } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
          options[name] = arguments[index]
          index += 1
        } else {
          throw UsageError("missing value for option '\(name)'", usage: specification.usage)
        }
      } else {
        throw UsageError("unknown option '\(name)'", usage: specification.usage)
      }
    }
  }

  /// Whether the flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The option's value, if the option was given.
  func value(of option: String) -> String? { options[option] }

  private static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }
}
