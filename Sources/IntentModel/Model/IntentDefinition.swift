/// An `AppIntent` (or refinement) of the target, or a type declared with `@AppIntent(schema:)`.
public struct IntentDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  public var conformances: [String]
  /// The conformances that hold only under `#if` conditions (they are also in `conformances`).
  public var conditionalConformances: [ConditionalConformance] = []
  public var schema: String?
  public var title: ModelValue?
  public var description: ModelValue?
  /// The type of a `static description` that is not `IntentDescription` (`LocalizedStringResource`):
  /// a property of its own, so `description` is `nil`. Not in the manifest.
  public var mistypedDescriptionType: String?
  public var parameters: [ParameterDefinition]
  public var parameterSummary: SummaryDefinition?
  /// The other declarations of `parameterSummary`, in other `#if` branches (one per platform,
  /// `#if os(iOS)` … `#else` …), each with its conditions in its location.
  public var otherParameterSummaries: [SummaryDefinition] = []
  public var supportedModes: ModelValue?
  public var openAppWhenRun: ModelValue?
  public var isDiscoverable: ModelValue?
  public var authenticationPolicy: ModelValue?
  /// A `CustomIntentMigratedAppIntent`'s `intentClassName`: the SiriKit intent whose saved
  /// shortcuts run this intent.
  public var intentClassName: ModelValue?
  /// Whether the intent implements `perform()`.
  public var hasPerform: Bool
  /// The protocols of `perform()`'s `some IntentResult & …` result (`ReturnsValue<Note>` kept whole).
  public var resultTypes: [String]
  /// The names of `@Dependency` properties.
  public var dependencies: [String]

  public init(name: String, location: ModelLocation, conformances: [String]) {
    self.name = name
    self.location = location
    self.conformances = conformances
    self.parameters = []
    self.hasPerform = false
    self.resultTypes = []
    self.dependencies = []
  }

  /// Every declaration of `parameterSummary`: the one the manifest shows first, then the others.
  public var allParameterSummaries: [SummaryDefinition] {
    guard let parameterSummary else { return otherParameterSummaries }
    return [parameterSummary] + otherParameterSummaries
  }

  /// Whether the Shortcuts app and Spotlight offer the intent: not when `isDiscoverable` is `false`,
  /// nor — unless it is `true` — a `SnippetIntent` whose `perform()` only returns a snippet
  /// (`some IntentResult & ShowsSnippetView`), which Apple's documentation calls nondiscoverable.
  public var isOfferedBySystem: Bool {
    switch isDiscoverable {
    case .boolean(let flag)?: return flag
    default: break
    }
    guard conformances.contains("SnippetIntent"), !resultTypes.isEmpty else { return true }
    return !resultTypes.allSatisfy { Self.snippetOnlyResults.contains(AppIntentsProtocol.withoutModule($0)) }
  }

  static let snippetOnlyResults: Set<String> = ["IntentResult", "ShowsSnippetView"]
}

/// An intent's `@Parameter` property.
public struct ParameterDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  public var title: ModelValue?
  public var type: String?
  public var isOptional: Bool
  /// The `default:` argument's source text.
  public var defaultValue: String?
  public var requestValueDialog: ModelValue?
  /// Every argument of `@Parameter(…)`, as values.
  public var arguments: [ModelArgument]

  public init(name: String, location: ModelLocation, type: String?, isOptional: Bool) {
    self.name = name
    self.location = location
    self.type = type
    self.isOptional = isOptional
    self.arguments = []
  }

  /// Whether the parameter must have a value: not optional and without a default.
  public var isRequired: Bool { !isOptional && defaultValue == nil }
}

/// A `parameterSummary` node: `Summary`, or a `When`/`Switch` with branches.
public struct SummaryDefinition: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case summary = "Summary"
    case when = "When"
    case otherwise
    case `switch` = "Switch"
    case `case` = "Case"
    case defaultCase = "DefaultCase"
    /// An expression that is not a summary builder (kept so that nothing is dropped).
    case unknown
  }

  public var kind: Kind
  public var location: ModelLocation
  /// The `Summary` format string, interpolations as `${name}`.
  public var formatString: ModelValue?
  /// The parameters the format string references, in order.
  public var parameters: [String]
  /// The parameters listed in the `Summary`'s trailing closure (`\.$body`).
  public var otherParameters: [String]
  /// For `When`/`Switch`/`Case`: the arguments' source text (`\.$mode, .equalTo, .draft`).
  public var condition: String?
  /// Nested summaries: the `When` then-branch and `otherwise`, the `Switch` cases.
  public var branches: [SummaryDefinition]

  public init(kind: Kind, location: ModelLocation) {
    self.kind = kind
    self.location = location
    self.parameters = []
    self.otherParameters = []
    self.branches = []
  }

  /// Every `Summary` leaf of the tree (the summary itself when it is one).
  public var leaves: [SummaryDefinition] {
    kind == .summary ? [self] : branches.flatMap(\.leaves)
  }
}
