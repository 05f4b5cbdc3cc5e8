import Foundation

/// Runs `intentgen lint` or `intentgen generate` once per target (the rules and the generator see a
/// whole module at a time), the core shared by the SwiftPM and Xcode entry points of the command
/// plugin. `intentgen` inherits the standard output and error, so its report is printed as is.
struct IntentgenCommandRun {
  var request: CommandRequest
  /// The `intentgen` executable.
  var tool: URL

  /// The folder `generate` writes a target's checked-in code to: `Generated` in its directory.
  static func generatedDirectory(for inputs: TargetInputs) -> URL {
    inputs.directory.appendingPathComponent("Generated", isDirectory: true)
  }

  /// The targets the request names, or by default `all` of them; throws for an unknown name.
  func select(from all: [(name: String, inputs: TargetInputs)]) throws(CommandPluginError) -> [TargetInputs] {
    guard !request.targetNames.isEmpty else { return all.map(\.inputs) }
    var selected: [TargetInputs] = []
    for name in request.targetNames {
      guard let match = all.first(where: { $0.name == name }) else {
        throw .unknownTarget(name, available: all.map(\.name))
      }
      selected.append(match.inputs)
    }
    return selected
  }

  /// The `intentgen` arguments for one target: the subcommand, the sources, the output folder for
  /// `generate`, the user's options, then `--module` unless the user gave one. `intentgen` finds the
  /// configuration from the first source (or takes the user's `--config`).
  func arguments(for inputs: TargetInputs) -> [String] {
    var arguments = [request.subcommand.rawValue] + inputs.sources.map(\.path)
    if request.subcommand == .generate {
      arguments += ["-o", Self.generatedDirectory(for: inputs).path]
    }
    arguments += request.options
    if !request.options.contains(where: { $0 == "--module" || $0.hasPrefix("--module=") }) {
      arguments += ["--module", inputs.moduleName]
    }
    return arguments
  }

  /// Runs `intentgen` for every target, even after a failure, then throws if any run failed.
  func run(on targets: [TargetInputs]) throws(CommandPluginError) {
    var failed: [String] = []
    for inputs in targets where !inputs.swiftFiles.isEmpty {
      let process = Process()
      process.executableURL = tool
      process.arguments = arguments(for: inputs)
      do {
        try process.run()
      } catch {
        throw .launch("\(tool.path): \(error)")
      }
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(inputs.moduleName) }
    }
    if !failed.isEmpty { throw .failed(subcommand: request.subcommand.rawValue, targets: failed) }
  }
}
