/// Why `swift package intentgen …` failed; SwiftPM prints the description and exits with 1.
enum CommandPluginError: Error, CustomStringConvertible {
  /// The arguments cannot be understood.
  case usage(String)
  /// A `--target` names no source target of the package or project.
  case unknownTarget(String, available: [String])
  /// `intentgen` could not be started.
  case launch(String)
  /// `intentgen` reported a failure (lint errors, stale generated code, a bad configuration…),
  /// for these targets, after printing it.
  case failed(subcommand: String, targets: [String])

  var description: String {
    switch self {
    case .usage(let message):
      "\(message)\n\(CommandRequest.usage)"
    case .unknownTarget(let name, let available):
      "no source target named '\(name)'; the targets are: \(available.joined(separator: ", "))"
    case .launch(let message):
      "cannot run intentgen: \(message)"
    case .failed(let subcommand, let targets):
      "intentgen \(subcommand) failed for \(targets.joined(separator: ", ")) (see the messages above)"
    }
  }
}
