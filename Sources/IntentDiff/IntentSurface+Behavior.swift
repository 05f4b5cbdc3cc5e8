import IntentModel

extension IntentSurface {
  /// What running an intent does for the shortcuts that use it, beyond its parameters: the value it
  /// returns to the next action, whether it brings the app to the front, whether people can find
  /// it, and whether it needs the device unlocked.
  public struct Behavior: Hashable, Sendable {
    /// The `T` of the `ReturnsValue<T>` its `perform()` declares, or `nil` when it returns no value.
    public var output: String?
    /// `openAppWhenRun = true`.
    public var opensApp: Bool
    /// Not `isDiscoverable = false`.
    public var isDiscoverable: Bool
    /// The `authenticationPolicy` written (`.requiresAuthentication`), or `nil` for the default,
    /// `.alwaysAllowed`.
    public var authenticationPolicy: String?
    /// The SiriKit intent class whose saved shortcuts run the intent (`intentClassName`).
    public var intentClassName: String?

    public init(
      output: String?,
      opensApp: Bool,
      isDiscoverable: Bool,
      authenticationPolicy: String?,
      intentClassName: String? = nil
    ) {
      self.output = output
      self.opensApp = opensApp
      self.isDiscoverable = isDiscoverable
      self.authenticationPolicy = authenticationPolicy
      self.intentClassName = intentClassName
    }

    /// The behavior of an intent's metadata values, as the model and the manifest hold them.
    init(
      resultTypes: [String],
      openAppWhenRun: ModelValue?,
      isDiscoverable: ModelValue?,
      authenticationPolicy: ModelValue?,
      intentClassName: ModelValue?
    ) {
      let returned = resultTypes.lazy.compactMap { type -> String? in
        let spelled = AppIntentsProtocol.withoutModule(type)
        guard spelled.hasPrefix("ReturnsValue<"), spelled.hasSuffix(">") else { return nil }
        return String(spelled.dropFirst("ReturnsValue<".count).dropLast())
      }
      let policy = SurfaceText.of(authenticationPolicy)
      self.init(
        output: returned.first,
        opensApp: openAppWhenRun == .boolean(true),
        isDiscoverable: isDiscoverable != .boolean(false),
        authenticationPolicy: Self.strictness(policy) == 0 ? nil : policy,
        intentClassName: SurfaceText.of(intentClassName)
      )
    }

    /// How much unlocking a policy asks for: 0 none, 1 an unlocked device, 2 Face ID, Touch ID or
    /// the passcode even when unlocked; `nil` for a policy written as an expression.
    static func strictness(_ policy: String?) -> Int? {
      switch policy.map(AppIntentsProtocol.withoutModule) {
      case nil, ".alwaysAllowed"?, "IntentAuthenticationPolicy.alwaysAllowed"?: 0
      case ".requiresAuthentication"?, "IntentAuthenticationPolicy.requiresAuthentication"?: 1
      case ".requiresLocalDeviceAuthentication"?, "IntentAuthenticationPolicy.requiresLocalDeviceAuthentication"?: 2
      default: nil
      }
    }
  }
}
