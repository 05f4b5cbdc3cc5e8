/// An entity query, value query or options provider of the target.
public struct QueryDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  public var conformances: [String]
  /// The conformances that hold only under `#if` conditions (they are also in `conformances`).
  public var conditionalConformances: [ConditionalConformance] = []
  /// The entity type, from `typealias Entity = …` or the query's method signatures.
  public var entity: String?
  /// The query methods the type implements (`entities(for:)`, `suggestedEntities()`…), sorted.
  public var implementedMethods: [String]
  /// An `EntityPropertyQuery`'s `properties`, in source order.
  public var properties: [QueryPropertyDefinition] = []
  /// The entity properties an `EntityPropertyQuery`'s `sortingOptions` sort by
  /// (`SortableBy(\NoteEntity.$modified)` → `modified`), in source order.
  public var sortingOptions: [String] = []

  public init(name: String, location: ModelLocation, conformances: [String]) {
    self.name = name
    self.location = location
    self.conformances = conformances
    self.implementedMethods = []
  }
}
