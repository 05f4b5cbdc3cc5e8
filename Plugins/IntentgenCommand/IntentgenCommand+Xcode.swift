#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same commands on an Xcode project (File › Packages, or the project's context menu), with
/// `--target` naming Xcode targets. `generate` writes to `Generated/` in the folder that holds all
/// of a target's files; add that folder to the target once (or use a synchronized folder).
extension IntentgenCommand: XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws {
    let run = IntentgenCommandRun(
      request: try CommandRequest(arguments: arguments),
      tool: try context.tool(named: "intentgen").url
    )
    let candidates = context.xcodeProject.targets.compactMap { target -> (name: String, inputs: TargetInputs)? in
      let inputs = TargetInputs(target, in: context.xcodeProject)
      return inputs.swiftFiles.isEmpty ? nil : (target.displayName, inputs)
    }
    try run.run(on: try run.select(from: candidates))
  }
}
#endif
