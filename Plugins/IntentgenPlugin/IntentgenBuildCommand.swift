import Foundation
import PackagePlugin

/// The build command intentgen runs for one target, the core shared by the SwiftPM and Xcode entry
/// points of the build-tool plugin.
///
/// It is a `buildCommand`, not a prebuild command: `intentgen` is built from source, which only a
/// build command can run, and its declared inputs and output let the build system skip it when no
/// input changed. One run of `intentgen build` lints the target (diagnostics in Xcode's format on
/// standard output, so they show inline; an error fails the build) and writes the generated code to
/// the one declared output, a Swift file in the plugin work directory. `intentgen` rewrites that
/// file only when its content changes, so a run over unchanged sources does not recompile the
/// target. The manifest goes to the work directory too but is not declared: an undeclared output
/// is not turned into a bundle resource.
struct IntentgenBuildCommand {
  var inputs: TargetInputs
  /// The `intentgen` executable.
  var tool: URL
  /// The plugin work directory for this target.
  var workDirectory: URL

  /// The generated Swift file, compiled into the target.
  var generatedFile: URL {
    workDirectory.appendingPathComponent("\(inputs.moduleName)+Intentgen.swift")
  }

  /// The App Intents manifest of the target, for tools that want it (not a build output).
  var manifestFile: URL {
    workDirectory.appendingPathComponent("\(inputs.moduleName).manifest.json")
  }

  /// The text the build log shows while the command runs.
  var displayName: String { "intentgen: linting and generating code for \(inputs.moduleName)" }

  /// `intentgen build <sources> --output <file> --manifest <file> --module <name>`; `intentgen`
  /// finds the configuration from the first source, as `TargetInputs` does.
  var arguments: [String] {
    ["build"] + inputs.sources.map(\.path)
      + ["--output", generatedFile.path, "--manifest", manifestFile.path, "--module", inputs.moduleName]
  }

  /// The command, or none for a target without Swift files. The `intentgen` executable is an input
  /// too (SwiftPM adds it anyway), so a new intentgen reruns it.
  var commands: [Command] {
    guard !inputs.swiftFiles.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: displayName,
        executable: tool,
        arguments: arguments,
        environment: [:],
        inputFiles: inputs.inputFiles + [tool],
        outputFiles: [generatedFile]
      )
    ]
  }
}
