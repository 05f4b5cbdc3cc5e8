/// One difference between two versions of an App Intents surface, with how much it matters to
/// people who already use the app and why, in one sentence.
public struct SurfaceChange: Hashable, Sendable, Comparable {
  /// What changed. The order of the cases is the order of the reports.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case intent, parameter, entity, query, queryProperty, `enum`, `case`, phrase, title

    /// The heading of the kind's table in a PR summary (`Parameters`).
    public var plural: String {
      switch self {
      case .intent: "Intents"
      case .parameter: "Parameters"
      case .entity: "Entities"
      case .query: "Queries"
      case .queryProperty: "Query properties"
      case .enum: "Enums"
      case .case: "Enum cases"
      case .phrase: "App Shortcut phrases"
      case .title: "Titles"
      }
    }
  }

  /// How it changed.
  public enum Change: String, Hashable, Sendable {
    case added, removed, renamed, retyped, madeRequired, rawValueChanged, identifierRetyped, changed
    case comparatorsAdded, comparatorsRemoved, sortingAdded, sortingRemoved
    /// An intent's result (`ReturnsValue<T>`) was added, removed or retyped.
    case outputChanged
    /// `openAppWhenRun` changed.
    case opensApp
    /// `isDiscoverable` changed.
    case discoverability
    /// `authenticationPolicy` changed.
    case authentication
    /// A migrated intent's `intentClassName` changed, was added or removed.
    case migration
  }

  /// How much it matters, most severe first.
  public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Saved shortcuts, automations or stored references stop working.
    case breaking
    /// Existing uses keep working but behave differently (they ask for a value, a phrase is gone).
    case risky
    /// Nothing that exists stops working.
    case compatible

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      rank(lhs) < rank(rhs)
    }

    private static func rank(_ severity: Severity) -> Int {
      allCases.firstIndex(of: severity) ?? 0
    }
  }

  public var kind: Kind
  public var change: Change
  public var severity: Severity
  /// The identifier after the change (before it, for a removal): `CreateNoteIntent.noteTitle`.
  public var subject: String
  /// For a rename, the identifier before it: `CreateNoteIntent.title`.
  public var previousSubject: String?
  /// One sentence, capitalized, without a final period.
  public var message: String

  public init(
    kind: Kind,
    change: Change,
    severity: Severity,
    subject: String,
    previousSubject: String? = nil,
    message: String
  ) {
    self.kind = kind
    self.change = change
    self.severity = severity
    self.subject = subject
    self.previousSubject = previousSubject
    self.message = message
  }

  /// A stable identifier for acknowledging the change in a lock file:
  /// `parameter:renamed:CreateNoteIntent.title->CreateNoteIntent.noteTitle`, `case:removed:Priority.high`.
  public var id: String {
    let subjects = previousSubject.map { "\($0)->\(subject)" } ?? subject
    return "\(kind.rawValue):\(change.rawValue):\(subjects)"
  }

  /// Severity, then kind (in `Kind`'s order), then subject, then the rest, so reports are stable.
  public static func < (lhs: SurfaceChange, rhs: SurfaceChange) -> Bool {
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    let lhsKind = Kind.allCases.firstIndex(of: lhs.kind) ?? 0
    let rhsKind = Kind.allCases.firstIndex(of: rhs.kind) ?? 0
    if lhsKind != rhsKind { return lhsKind < rhsKind }
    let lhsKey = [lhs.subject, lhs.change.rawValue, lhs.previousSubject ?? "", lhs.message]
    let rhsKey = [rhs.subject, rhs.change.rawValue, rhs.previousSubject ?? "", rhs.message]
    return lhsKey.lexicographicallyPrecedes(rhsKey) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
