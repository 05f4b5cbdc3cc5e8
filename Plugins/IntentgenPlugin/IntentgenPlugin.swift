import Foundation
import PackagePlugin

/// The intentgen build-tool plugin: applied to a target, it lints the target's App Intents code on
/// every build that changes it and compiles the code intentgen generates into the target.
///
/// ```swift
/// .target(name: "MyApp", plugins: [.plugin(name: "IntentgenPlugin", package: "intentgen")])
/// ```
///
/// Build-tool plugins take no arguments: the options come from the `.intentgen.yml` that
/// `intentgen` would find for the target's files.
@main
struct IntentgenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let inputs = TargetInputs(target) else { return [] }
    return IntentgenBuildCommand(
      inputs: inputs,
      tool: try context.tool(named: "intentgen").url,
      workDirectory: context.pluginWorkDirectoryURL
    ).commands
  }
}
