extension SurfaceDiff {
  /// Compares the SiriKit intent a `CustomIntentMigratedAppIntent` takes over: shortcuts saved
  /// with it run the intent only while `intentClassName` names it.
  static func compareMigration(of name: String, _ old: String?, _ new: String?, into changes: inout [SurfaceChange]) {
    guard old != new else { return }
    let message: String
    if let old {
      message =
        "Shortcuts saved with the SiriKit intent \(old) no longer run \(name): its intentClassName "
        + (new.map { "is now \($0)" } ?? "was removed")
    } else {
      message = "Shortcuts saved with the SiriKit intent \(new ?? "") now run \(name)"
    }
    changes.append(
      SurfaceChange(
        kind: .intent,
        change: .migration,
        severity: old == nil ? .compatible : .breaking,
        subject: name,
        message: message
      )
    )
  }

  /// Compares what running an intent does: the value it returns, whether it opens the app, whether
  /// people can find it, and the authentication it asks for. Not compared when either version did
  /// not record it (an older lock file).
  static func compareBehavior(
    of name: String,
    _ old: IntentSurface.Behavior?,
    _ new: IntentSurface.Behavior?,
    into changes: inout [SurfaceChange]
  ) {
    guard let old, let new else { return }
    compareMigration(of: name, old.intentClassName, new.intentClassName, into: &changes)
    func report(_ change: SurfaceChange.Change, _ severity: SurfaceChange.Severity, _ message: String) {
      changes.append(SurfaceChange(kind: .intent, change: change, severity: severity, subject: name, message: message))
    }
    switch (old.output, new.output) {
    case (let before?, nil):
      report(
        .outputChanged,
        .breaking,
        "Shortcuts that pass the result of \(name) (\(before)) to their next action lose it: the intent no "
          + "longer returns a value"
      )
    case (nil, let after?):
      report(.outputChanged, .compatible, "\(name) now returns a value (\(after)) that shortcuts can use")
    case (let before?, let after?) where !SurfaceText.sameType(before, after):
      report(
        .outputChanged,
        .breaking,
        "Shortcuts that use the result of \(name) get \(after) instead of \(before)"
      )
    default: break
    }
    if old.opensApp != new.opensApp {
      report(
        .opensApp,
        new.opensApp ? .risky : .compatible,
        new.opensApp
          ? "Automations that run \(name) in the background now bring the app to the front (openAppWhenRun)"
          : "\(name) no longer opens the app when it runs"
      )
    }
    if old.isDiscoverable != new.isDiscoverable {
      report(
        .discoverability,
        new.isDiscoverable ? .compatible : .risky,
        new.isDiscoverable
          ? "\(name) is now offered in the Shortcuts app and Spotlight"
          : "People can no longer add \(name) to new shortcuts or find it in Spotlight (isDiscoverable is "
            + "false); saved shortcuts keep it"
      )
    }
    let before = IntentSurface.Behavior.strictness(old.authenticationPolicy)
    let after = IntentSurface.Behavior.strictness(new.authenticationPolicy)
    // Two spellings of one policy (`.requiresAuthentication`, `IntentAuthenticationPolicy.…`) are no change.
    if old.authenticationPolicy != new.authenticationPolicy && (before == nil || before != after) {
      let stricter = before == nil || after == nil || after! > before!
      let policy = new.authenticationPolicy ?? ".alwaysAllowed"
      report(
        .authentication,
        stricter ? .risky : .compatible,
        stricter
          ? "Automations that run \(name) while the device is locked may now stop and ask for it to be unlocked "
            + "(authenticationPolicy \(policy))"
          : "\(name) asks for less authentication (authenticationPolicy \(policy))"
      )
    }
  }
}
