import Foundation
import PackagePlugin

/// The intentgen command plugin, on a package:
///
/// ```
/// swift package intentgen lint [--target <name>]… [--reporter <name>] [--strict] [--baseline <file>]
/// swift package --allow-writing-to-package-directory intentgen generate [--target <name>]… [--check]
/// ```
///
/// Without `--target`, every Swift target but the test targets. `generate` writes each target's
/// generated code to `Generated/` in the target's directory, to be checked in; `generate --check`
/// writes nothing and fails when that code is stale.
@main
struct IntentgenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let run = IntentgenCommandRun(
      request: try CommandRequest(arguments: arguments),
      tool: try context.tool(named: "intentgen").url
    )
    let candidates = context.package.targets.compactMap { target -> (name: String, inputs: TargetInputs)? in
      guard target.sourceModule?.kind != .test, let inputs = TargetInputs(target), !inputs.swiftFiles.isEmpty else {
        return nil
      }
      return (target.name, inputs)
    }
    try run.run(on: try run.select(from: candidates))
  }
}
