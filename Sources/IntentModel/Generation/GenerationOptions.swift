/// What code generation needs beyond the model: the app's deployment targets, which decide
/// where generated code must be guarded with `@available`.
public struct GenerationOptions: Hashable, Sendable {
  /// Minimum OS versions by platform (`iOS: "26.0"`), from `deployment_target` in
  /// `.intentgen.yml`. A platform that is not listed is assumed to be older than any API.
  public var deploymentTarget: [String: String]

  public init(deploymentTarget: [String: String] = [:]) {
    self.deploymentTarget = deploymentTarget
  }

  /// The `@available(…)` attribute code needing `major` on `platforms` requires, or `nil` when
  /// every one of those platforms is deployed at `major` or later.
  public func availability(major: Int, platforms: [String]) -> String? {
    let guarded = platforms.filter { platform in
      guard let version = deploymentTarget[platform], let deployed = Int(version.prefix { $0 != "." }) else {
        return true
      }
      return deployed < major
    }
    guard !guarded.isEmpty else { return nil }
    return "@available(" + guarded.map { "\($0) \(major)" }.joined(separator: ", ") + ", *)"
  }
}
