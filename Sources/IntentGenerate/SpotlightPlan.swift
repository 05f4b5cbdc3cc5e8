import IntentModel

/// What the generated Spotlight code covers: the target's `IndexedEntity` types, the one index
/// they go to, and how each entity's query answers Spotlight's reindexing requests.
struct SpotlightPlan: Hashable, Sendable {
  /// How an entity's query lists every entity when Spotlight asks for a full reindex.
  enum Reindexing: Hashable, Sendable {
    /// A generated query: through its provider.
    case provider
    /// An `EnumerableEntityQuery`: `allEntities()`.
    case enumerable
  }

  /// The query of an indexed entity that gets a generated `IndexedEntityQuery` conformance.
  struct ReindexingQuery: Hashable, Sendable {
    var name: String
    var reindexing: Reindexing
  }

  /// An indexed entity, and the conformance to generate for its query (`nil`: none).
  struct IndexedEntity: Hashable, Sendable {
    var entity: EntityDefinition
    var query: ReindexingQuery?
  }

  /// `public ` when an indexed entity is public (the owner and search configuration follow), else empty.
  var access: String { entities.contains { $0.entity.isPublic } ? "public " : "" }

  /// The owner type: `<Module>SpotlightIndex`.
  var ownerName: String
  /// The index's name.
  var indexName: String
  var entities: [IndexedEntity]
}
