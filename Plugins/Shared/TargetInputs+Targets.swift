import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
#endif

extension TargetInputs {
  /// The inputs of a SwiftPM Swift target: its files (those the manifest excludes are already left
  /// out) and its module name; `nil` for any other target (C, binary, system library).
  init?(_ target: Target) {
    guard let module = target as? SwiftSourceModuleTarget else { return nil }
    self.init(moduleName: module.moduleName, files: module.sourceFiles.map(\.url), directory: module.directoryURL)
  }

  #if canImport(XcodeProjectPlugin)
  /// The inputs of an Xcode target: its input files (sources and resources) and the module name
  /// Xcode derives from its product's name. Its directory is the one that holds all its files.
  init(_ target: XcodeTarget, in project: XcodeProject) {
    let files = target.inputFiles.map(\.url)
    self.init(
      moduleName: Self.moduleName(for: target.product?.name ?? target.displayName),
      files: files,
      directory: Self.commonDirectory(of: files) ?? project.directoryURL
    )
  }
  #endif
}
