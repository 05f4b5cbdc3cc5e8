import IntentEmit

/// A JSON array of `{"change", "id", "kind", "message", "severity", "subject"}` objects (and
/// `previousSubject` for renames), keys sorted, in report order. `id` is what a lock file's
/// `acknowledged` list holds.
enum JSONDiffFormatter {
  static func format(_ changes: [SurfaceChange]) -> String {
    JSONValue.array(changes.map(encode)).serialized(.pretty) + "\n"
  }

  static func encode(_ change: SurfaceChange) -> JSONValue {
    var object: [String: JSONValue] = [
      "kind": .string(change.kind.rawValue), "change": .string(change.change.rawValue),
      "severity": .string(change.severity.rawValue), "subject": .string(change.subject),
      "message": .string(change.message), "id": .string(change.id),
    ]
    if let previous = change.previousSubject { object["previousSubject"] = .string(previous) }
    return .object(object)
  }
}
