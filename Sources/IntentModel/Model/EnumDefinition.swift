/// An `AppEnum` of the target.
public struct EnumDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  public var conformances: [String]
  /// The conformances that hold only under `#if` conditions (they are also in `conformances`).
  public var conditionalConformances: [ConditionalConformance] = []
  public var schema: String?
  /// The raw-value type (`String`, `Int`), the first inherited type that is not a protocol we know.
  public var rawType: String?
  public var typeDisplayRepresentation: ModelValue?
  public var caseDisplayRepresentations: ModelValue?
  public var cases: [EnumCaseDefinition]

  public init(name: String, location: ModelLocation, conformances: [String]) {
    self.name = name
    self.location = location
    self.conformances = conformances
    self.cases = []
  }

  public var typeDisplayName: String? {
    typeDisplayRepresentation.flatMap { $0.argument("name")?.displayText ?? $0.displayText }
  }
}

/// One case of an `AppEnum`, with its display title from `caseDisplayRepresentations`.
public struct EnumCaseDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  /// The raw value: as written (a string's value, a number's text), or the implicit one — the
  /// case name for `String` enums, one more than the previous case for integer enums.
  public var rawValue: String?
  /// Whether the raw value is written in source rather than implied.
  public var hasExplicitRawValue: Bool = false
  /// The case's entry in `caseDisplayRepresentations`, if any.
  public var display: ModelValue?

  public init(name: String, location: ModelLocation, rawValue: String?) {
    self.name = name
    self.location = location
    self.rawValue = rawValue
  }

  /// The display title: a plain string entry, or the `title:` of a `DisplayRepresentation` (of a
  /// `LocalizedStringResource` with a `defaultValue:`, that value).
  public var title: String? { display.flatMap { $0.argument("title")?.displayText ?? $0.displayText } }
}
