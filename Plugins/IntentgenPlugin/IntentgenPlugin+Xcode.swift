#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build command for a target of an Xcode project (Build Phases › Run Build Tool
/// Plug-ins).
extension IntentgenPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    IntentgenBuildCommand(
      inputs: TargetInputs(target, in: context.xcodeProject),
      tool: try context.tool(named: "intentgen").url,
      workDirectory: context.pluginWorkDirectoryURL
    ).commands
  }
}
#endif
