import IntentModel

/// The breaking changes of a target relative to its committed lock file that nobody has
/// acknowledged: what `intentgen lint --baseline intents.lock.json` reports as errors.
public enum BreakingChanges {
  /// The breaking changes from `lock`'s surface to `current`, minus those whose id is in the
  /// lock's `acknowledged` list; sorted.
  public static func unacknowledged(lock: IntentLock, current: IntentSurface) -> [SurfaceChange] {
    let acknowledged = Set(lock.acknowledged)
    return SurfaceDiff.changes(from: lock.surface, to: current).filter {
      $0.severity == .breaking && !acknowledged.contains($0.id)
    }
  }

  /// The same, for an extracted model.
  public static func unacknowledged(lock: IntentLock, model: AppIntentsModel) -> [SurfaceChange] {
    unacknowledged(lock: lock, current: IntentSurface(model: model))
  }
}
