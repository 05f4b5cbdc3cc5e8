import IntentModel
import IntentRules

/// The pseudo rule under which `intentgen lint --baseline intents.lock.json` reports breaking
/// changes to the App Intents surface that the lock file does not acknowledge.
///
/// It finds nothing itself (it needs the lock file): `BreakingChangeRule.violations(…)` turns the
/// unacknowledged changes into violations located at the changed element, or at the lock file for
/// an element that no longer exists.
public struct BreakingChangeRule: Rule {
  public static let description = RuleDescription(
    identifier: "breaking_change",
    name: "Breaking Change",
    description: """
      An intent, entity, enum, parameter, enum case or query property changed in a way that breaks \
      what users saved, relative to the committed lock file (`intentgen lint --baseline intents.lock.json`).
      """,
    rationale: """
      Saved shortcuts, automations, Spotlight entries and Siri refer to App Intents by identifier: \
      renaming or removing one silently breaks them after an update. Revert the change, or accept \
      it deliberately with `intentgen lock`, which records it in the lock file for review.
      """,
    defaultSeverity: .error,
    triggeringExamples: [],
    nonTriggeringExamples: []
  )

  public init() {}

  /// Always empty: see `violations(lock:model:lockPath:)`.
  public func validate(_ context: LintContext) -> [Violation] { [] }

  /// The unacknowledged breaking changes of `model` relative to `lock`, as violations.
  public static func violations(lock: IntentLock, model: AppIntentsModel, lockPath: String) -> [Violation] {
    let locations = SurfaceLocations(model: model)
    return BreakingChanges.unacknowledged(lock: lock, model: model).map { change in
      var message = change.message
      if let first = message.first { message = first.lowercased() + message.dropFirst() }
      return Violation(
        ruleID: description.identifier,
        severity: description.defaultSeverity,
        location: locations.location(of: change) ?? ModelLocation(path: lockPath, line: 1, column: 1),
        message: message + "; revert it, or accept it with 'intentgen lock' (id \(change.id))"
      )
    }
  }
}
