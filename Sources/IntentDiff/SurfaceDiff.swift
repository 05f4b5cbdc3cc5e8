/// Compares two versions of an App Intents surface and lists what changed for people who already
/// use the app: saved shortcuts, automations, Spotlight entries and Siri phrases.
///
/// | Change | Severity |
/// |---|---|
/// | intent, entity or enum removed or renamed; parameter removed, renamed or retyped; intent's result (`ReturnsValue<T>`) removed or retyped; enum case removed or its raw value changed; entity identifier type changed; query property or one of its comparators removed | breaking |
/// | query removed or renamed; query sorting option removed; parameter made required or added as required; intent now opens the app, is no longer discoverable or asks for more authentication; enum case renamed with the same raw value; phrase removed or changed | risky |
/// | anything added (optional parameters and results included); titles changed; the reverse of the risky behavior changes | compatible |
///
/// A removal and an addition with the same shape are reported as one possible rename (see
/// `RenameMatcher`): intents with the same title and parameters, parameters with the same type and
/// title, entities with the same title and identifier type, queries for the same entity with the
/// same properties, enums with the same cases, enum cases with the same raw value and title.
/// After an intent rename, its parameters and phrases are compared under the new name. The result
/// is sorted.
public enum SurfaceDiff {
  /// The changes from `old` to `new`, sorted (most severe first).
  public static func changes(from old: IntentSurface, to new: IntentSurface) -> [SurfaceChange] {
    var changes: [SurfaceChange] = []
    let intentRenames = compareIntents(old.intents, new.intents, into: &changes)
    compareEntities(old.entities, new.entities, into: &changes)
    compareQueries(old.queries, new.queries, into: &changes)
    compareEnums(old.enums, new.enums, into: &changes)
    comparePhrases(old.phrases, new.phrases, intentRenames: intentRenames, into: &changes)
    return changes.sorted()
  }

  // MARK: - Intents and parameters

  private struct IntentShape: Hashable {
    var title: String?
    var parameters: [String: IntentSurface.Parameter]
  }

  private struct ParameterShape: Hashable {
    var type: String?
    var title: String?
  }

  /// Returns the intent renames, old name to new name.
  private static func compareIntents(
    _ old: [String: IntentSurface.Intent],
    _ new: [String: IntentSurface.Intent],
    into changes: inout [SurfaceChange]
  ) -> [String: String] {
    let names = NameChanges(old, new, shape: { IntentShape(title: $0.title, parameters: $0.parameters) })
    var renameMap: [String: String] = [:]
    for (oldName, newName) in names.renames {
      renameMap[oldName] = newName
      changes.append(
        SurfaceChange(
          kind: .intent,
          change: .renamed,
          severity: .breaking,
          subject: newName,
          previousSubject: oldName,
          message: "Saved shortcuts and automations that use \(oldName) stop working: possible rename of "
            + "\(oldName) to \(newName) (same title and parameters)"
        )
      )
    }
    for name in names.removed {
      changes.append(
        SurfaceChange(
          kind: .intent,
          change: .removed,
          severity: .breaking,
          subject: name,
          message: "Saved shortcuts and automations that use \(name) stop working: the intent was removed"
        )
      )
    }
    for name in names.added {
      changes.append(
        SurfaceChange(
          kind: .intent,
          change: .added,
          severity: .compatible,
          subject: name,
          message: "New intent \(name)\(quotedSuffix(new[name]?.title))"
        )
      )
    }
    for (name, oldIntent) in old {
      guard let newIntent = new[name] else { continue }
      compareTitle(of: name, kind: "intent", oldIntent.title, newIntent.title, into: &changes)
      compareParameters(of: name, oldIntent.parameters, newIntent.parameters, into: &changes)
      compareBehavior(of: name, oldIntent.behavior, newIntent.behavior, into: &changes)
    }
    return renameMap
  }

  private static func compareParameters(
    of intent: String,
    _ old: [String: IntentSurface.Parameter],
    _ new: [String: IntentSurface.Parameter],
    into changes: inout [SurfaceChange]
  ) {
    let names = NameChanges(old, new, shape: { ParameterShape(type: $0.type, title: $0.title) })
    for (oldName, newName) in names.renames {
      changes.append(
        SurfaceChange(
          kind: .parameter,
          change: .renamed,
          severity: .breaking,
          subject: "\(intent).\(newName)",
          previousSubject: "\(intent).\(oldName)",
          message: "Saved shortcuts that use \(intent).\(oldName) stop working: possible rename of \(oldName) to "
            + "\(newName) (same type and title)"
        )
      )
      if let oldParameter = old[oldName], let newParameter = new[newName] {
        compareRequirement(of: "\(intent).\(newName)", oldParameter, newParameter, into: &changes)
      }
    }
    for name in names.removed {
      changes.append(
        SurfaceChange(
          kind: .parameter,
          change: .removed,
          severity: .breaking,
          subject: "\(intent).\(name)",
          message: "Saved shortcuts that set \(intent).\(name) stop working: the parameter was removed"
        )
      )
    }
    for name in names.added {
      let required = new[name]?.isRequired ?? false
      changes.append(
        SurfaceChange(
          kind: .parameter,
          change: .added,
          severity: required ? .risky : .compatible,
          subject: "\(intent).\(name)",
          message: required
            ? "Saved shortcuts that use \(intent) now stop and ask for \(name): the new parameter is required"
            : "New optional parameter \(intent).\(name)"
        )
      )
    }
    for (name, oldParameter) in old {
      guard let newParameter = new[name] else { continue }
      let subject = "\(intent).\(name)"
      if !SurfaceText.sameType(oldParameter.type, newParameter.type) {
        changes.append(
          SurfaceChange(
            kind: .parameter,
            change: .retyped,
            severity: .breaking,
            subject: subject,
            message: "Saved shortcuts that set \(subject) stop working: its type changed from "
              + "\(oldParameter.type ?? "an unknown type") to \(newParameter.type ?? "an unknown type")"
          )
        )
      }
      compareRequirement(of: subject, oldParameter, newParameter, into: &changes)
      compareTitle(of: subject, kind: "parameter", oldParameter.title, newParameter.title, into: &changes)
    }
  }

  private static func compareRequirement(
    of subject: String,
    _ old: IntentSurface.Parameter,
    _ new: IntentSurface.Parameter,
    into changes: inout [SurfaceChange]
  ) {
    guard !old.isRequired, new.isRequired else { return }
    changes.append(
      SurfaceChange(
        kind: .parameter,
        change: .madeRequired,
        severity: .risky,
        subject: subject,
        message: "Saved shortcuts that leave \(subject) empty now stop and ask for it: the parameter is now "
          + "required (not optional, and without a default)"
      )
    )
  }

  // MARK: - Entities and queries

  private static func compareEntities(
    _ old: [String: IntentSurface.Entity],
    _ new: [String: IntentSurface.Entity],
    into changes: inout [SurfaceChange]
  ) {
    compareNamed(
      old,
      new,
      kind: .entity,
      removedSeverity: .breaking,
      shape: { $0 },
      renameReason: "same title and identifier type",
      usage: "Saved shortcuts and Spotlight entries that refer to",
      what: "entity",
      into: &changes
    )
    for (name, oldEntity) in old {
      guard let newEntity = new[name] else { continue }
      if !SurfaceText.sameType(oldEntity.identifierType, newEntity.identifierType) {
        changes.append(
          SurfaceChange(
            kind: .entity,
            change: .identifierRetyped,
            severity: .breaking,
            subject: name,
            message: "Saved shortcuts and Spotlight entries that refer to a \(name) stop resolving: its identifier "
              + "type changed from \(oldEntity.identifierType ?? "an unknown type") to "
              + "\(newEntity.identifierType ?? "an unknown type")"
          )
        )
      }
      compareTitle(of: name, kind: "entity", oldEntity.title, newEntity.title, into: &changes)
    }
  }

  private static func compareQueries(
    _ old: [String: IntentSurface.Query],
    _ new: [String: IntentSurface.Query],
    into changes: inout [SurfaceChange]
  ) {
    compareNamed(
      old,
      new,
      kind: .query,
      removedSeverity: .risky,
      shape: { $0 },
      renameReason: "same entity and properties",
      usage: "Entities found by",
      what: "query",
      into: &changes
    )
    for (name, oldQuery) in old {
      guard let newQuery = new[name] else { continue }
      compareQueryProperties(of: name, oldQuery, newQuery, into: &changes)
    }
  }

  /// An `EntityPropertyQuery`'s properties, comparators and sorting options: saved "find … where
  /// …" shortcuts filter and sort by them.
  private static func compareQueryProperties(
    of query: String,
    _ old: IntentSurface.Query,
    _ new: IntentSurface.Query,
    into changes: inout [SurfaceChange]
  ) {
    func change(
      _ property: String,
      _ change: SurfaceChange.Change,
      _ severity: SurfaceChange.Severity,
      _ message: String
    ) {
      changes.append(
        SurfaceChange(
          kind: .queryProperty,
          change: change,
          severity: severity,
          subject: "\(query).\(property)",
          message: message
        )
      )
    }
    for (property, oldComparators) in old.properties {
      guard let newComparators = new.properties[property] else {
        change(
          property,
          .removed,
          .breaking,
          "Saved shortcuts that find entities with \(query) by \(property) stop working: the query property was removed"
        )
        continue
      }
      let removed = oldComparators.subtracting(newComparators).sorted()
      if !removed.isEmpty {
        change(
          property,
          .comparatorsRemoved,
          .breaking,
          "Saved shortcuts that compare \(query).\(property) with \(removed.joined(separator: ", ")) stop working: "
            + "the comparator was removed"
        )
      }
      let added = newComparators.subtracting(oldComparators).sorted()
      if !added.isEmpty {
        change(
          property,
          .comparatorsAdded,
          .compatible,
          "\(query).\(property) can now be compared with \(added.joined(separator: ", "))"
        )
      }
    }
    for property in new.properties.keys where old.properties[property] == nil {
      change(property, .added, .compatible, "New query property \(query).\(property)")
    }
    for property in old.sortingOptions.subtracting(new.sortingOptions) {
      change(
        property,
        .sortingRemoved,
        .risky,
        "Saved shortcuts that sort \(query)'s results by \(property) lose that order: the sorting option was removed"
      )
    }
    for property in new.sortingOptions.subtracting(old.sortingOptions) {
      change(property, .sortingAdded, .compatible, "\(query)'s results can now be sorted by \(property)")
    }
  }

  // MARK: - Enums and cases

  private static func compareEnums(
    _ old: [String: IntentSurface.Enum],
    _ new: [String: IntentSurface.Enum],
    into changes: inout [SurfaceChange]
  ) {
    compareNamed(
      old,
      new,
      kind: .enum,
      removedSeverity: .breaking,
      shape: { $0 },
      renameReason: "same cases",
      usage: "Saved shortcuts that use a value of",
      what: "enum",
      into: &changes
    )
    for (name, oldEnum) in old {
      guard let newEnum = new[name] else { continue }
      compareTitle(of: name, kind: "enum", oldEnum.title, newEnum.title, into: &changes)
      // Integer raw values compare as numbers (`0x10` is `16`); other raw values as text.
      let integerRaw = SurfaceText.isIntegerType(newEnum.rawType) && SurfaceText.isIntegerType(oldEnum.rawType)
      compareCases(of: name, oldEnum.cases, newEnum.cases, integerRaw: integerRaw, into: &changes)
    }
  }

  private static func compareCases(
    of enumName: String,
    _ old: [String: IntentSurface.Case],
    _ new: [String: IntentSurface.Case],
    integerRaw: Bool,
    into changes: inout [SurfaceChange]
  ) {
    let names = NameChanges(old, new, shape: { $0 })
    for (oldName, newName) in names.renames {
      changes.append(
        SurfaceChange(
          kind: .case,
          change: .renamed,
          severity: .risky,
          subject: "\(enumName).\(newName)",
          previousSubject: "\(enumName).\(oldName)",
          message: "Possible rename of \(enumName).\(oldName) to \(newName): the raw value is the same, so saved "
            + "values still decode, but code that matches the case name must follow"
        )
      )
    }
    for name in names.removed {
      changes.append(
        SurfaceChange(
          kind: .case,
          change: .removed,
          severity: .breaking,
          subject: "\(enumName).\(name)",
          message: "Saved shortcuts that use \(enumName).\(name) stop working: the case was removed"
        )
      )
    }
    for name in names.added {
      changes.append(
        SurfaceChange(
          kind: .case,
          change: .added,
          severity: .compatible,
          subject: "\(enumName).\(name)",
          message: "New case \(enumName).\(name)\(quotedSuffix(new[name]?.title))"
        )
      )
    }
    for (name, oldCase) in old {
      guard let newCase = new[name] else { continue }
      let subject = "\(enumName).\(name)"
      if integerRaw
        ? !SurfaceText.sameRawValue(oldCase.rawValue, newCase.rawValue) : oldCase.rawValue != newCase.rawValue
      {
        changes.append(
          SurfaceChange(
            kind: .case,
            change: .rawValueChanged,
            severity: .breaking,
            subject: subject,
            message: "Saved shortcuts that use \(subject) stop working: its raw value changed from "
              + "\(quoted(oldCase.rawValue)) to \(quoted(newCase.rawValue))"
          )
        )
      }
      compareTitle(of: subject, kind: "case", oldCase.title, newCase.title, into: &changes)
    }
  }

  // MARK: - Phrases

  /// Phrases of the same provider and intent that were removed and added are paired, in sorted
  /// order, as changed phrases; the rest are removals and additions. A renamed provider (one in
  /// each version) keeps its phrases.
  private static func comparePhrases(
    _ old: Set<IntentSurface.Phrase>,
    _ new: Set<IntentSurface.Phrase>,
    intentRenames: [String: String],
    into changes: inout [SurfaceChange]
  ) {
    // An app has one provider: when each version has one, a phrase belongs to the app whatever
    // the provider is called, and renaming the provider changes no phrase.
    let oldProviders = Set(old.map(\.provider))
    let newProviders = Set(new.map(\.provider))
    let providerRename = oldProviders.count == 1 && newProviders.count == 1 ? newProviders.first : nil
    let renamedOld = Set(
      old.map { phrase in
        var phrase = phrase
        phrase.intent = intentRenames[phrase.intent] ?? phrase.intent
        phrase.provider = providerRename ?? phrase.provider
        return phrase
      }
    )
    struct Group: Hashable {
      var provider: String
      var intent: String
    }
    var removed: [Group: [IntentSurface.Phrase]] = [:]
    var added: [Group: [IntentSurface.Phrase]] = [:]
    for phrase in renamedOld.subtracting(new) {
      removed[Group(provider: phrase.provider, intent: phrase.intent), default: []].append(phrase)
    }
    for phrase in new.subtracting(renamedOld) {
      added[Group(provider: phrase.provider, intent: phrase.intent), default: []].append(phrase)
    }
    for group in Set(removed.keys).union(added.keys) {
      let gone = (removed[group] ?? []).sorted()
      let came = (added[group] ?? []).sorted()
      let paired = min(gone.count, came.count)
      for index in 0..<paired {
        changes.append(
          SurfaceChange(
            kind: .phrase,
            change: .changed,
            severity: .risky,
            subject: came[index].subject,
            previousSubject: gone[index].subject,
            message: "Siri no longer answers to \"\(gone[index].text)\" for \(group.intent); "
              + "the phrase is now \"\(came[index].text)\""
          )
        )
      }
      for phrase in gone.dropFirst(paired) {
        changes.append(
          SurfaceChange(
            kind: .phrase,
            change: .removed,
            severity: .risky,
            subject: phrase.subject,
            message: "Siri no longer answers to \"\(phrase.text)\" for \(group.intent): the phrase was removed"
          )
        )
      }
      for phrase in came.dropFirst(paired) {
        changes.append(
          SurfaceChange(
            kind: .phrase,
            change: .added,
            severity: .compatible,
            subject: phrase.subject,
            message: "New phrase \"\(phrase.text)\" for \(group.intent)"
          )
        )
      }
    }
  }

  // MARK: - Shared

  /// Additions, removals and renames of top-level declarations other than intents.
  private static func compareNamed<Value, Shape: Hashable>(
    _ old: [String: Value],
    _ new: [String: Value],
    kind: SurfaceChange.Kind,
    removedSeverity: SurfaceChange.Severity,
    shape: (Value) -> Shape,
    renameReason: String,
    usage: String,
    what: String,
    into changes: inout [SurfaceChange]
  ) {
    let names = NameChanges(old, new, shape: shape)
    for (oldName, newName) in names.renames {
      changes.append(
        SurfaceChange(
          kind: kind,
          change: .renamed,
          severity: removedSeverity,
          subject: newName,
          previousSubject: oldName,
          message: "\(usage) \(oldName) stop working: possible rename of \(oldName) to \(newName) (\(renameReason))"
        )
      )
    }
    for name in names.removed {
      changes.append(
        SurfaceChange(
          kind: kind,
          change: .removed,
          severity: removedSeverity,
          subject: name,
          message: "\(usage) \(name) stop working: the \(what) was removed"
        )
      )
    }
    for name in names.added {
      changes.append(
        SurfaceChange(kind: kind, change: .added, severity: .compatible, subject: name, message: "New \(what) \(name)")
      )
    }
  }

  private static func compareTitle(
    of subject: String,
    kind: String,
    _ old: String?,
    _ new: String?,
    into changes: inout [SurfaceChange]
  ) {
    guard old != new else { return }
    changes.append(
      SurfaceChange(
        kind: .title,
        change: .changed,
        severity: .compatible,
        subject: subject,
        message: "The \(kind) title of \(subject) changed from \(quoted(old)) to \(quoted(new)); "
          + "users see the new name, saved shortcuts keep working"
      )
    )
  }

  private static func quoted(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "none"
  }

  private static func quotedSuffix(_ title: String?) -> String {
    title.map { " (\"\($0)\")" } ?? ""
  }
}

/// How the names of a keyed collection changed: the likely renames (unique pairs of a removed and an
/// added name with the same shape), and the names removed and added apart from those.
private struct NameChanges {
  var renames: [(old: String, new: String)]
  var removed: [String]
  var added: [String]

  init<Value, Shape: Hashable>(_ old: [String: Value], _ new: [String: Value], shape: (Value) -> Shape) {
    let removed = old.filter { new[$0.key] == nil }
    let added = new.filter { old[$0.key] == nil }
    renames = RenameMatcher.renames(removed: removed.mapValues(shape), added: added.mapValues(shape))
    let renamedOld = Set(renames.map(\.old))
    let renamedNew = Set(renames.map(\.new))
    self.removed = removed.keys.filter { !renamedOld.contains($0) }
    self.added = added.keys.filter { !renamedNew.contains($0) }
  }
}
