/// What the generated Spotlight code covers: the target's `IndexedEntity` types, the one index
/// they go to, and how each entity's query answers Spotlight's reindexing requests.
public struct SpotlightPlan: Hashable, Sendable {
  /// The compilation condition around generated Spotlight indexing: Core Spotlight exists, and
  /// watchOS has no `IndexedEntity`.
  public static let condition = "canImport(CoreSpotlight) && !os(watchOS)"

  /// How an entity's query lists every entity when Spotlight asks for a full reindex.
  public enum Reindexing: Hashable, Sendable {
    /// A generated query: through its provider.
    case provider
    /// An `EnumerableEntityQuery`: `allEntities()`.
    case enumerable
  }

  /// The query of an indexed entity that gets a generated `IndexedEntityQuery` conformance.
  public struct ReindexingQuery: Hashable, Sendable {
    public var name: String
    public var reindexing: Reindexing
  }

  /// An indexed entity, and the conformance to generate for its query (`nil`: none).
  public struct IndexedEntity: Hashable, Sendable {
    public var entity: EntityDefinition
    public var query: ReindexingQuery?
  }

  /// `public ` when an indexed entity is public (the owner and search configuration follow), else empty.
  public var access: String { entities.contains { $0.entity.isPublic } ? "public " : "" }

  /// The owner type: `<Module>SpotlightIndex`.
  public var ownerName: String
  /// The index's name.
  public var indexName: String
  public var entities: [IndexedEntity]
}
