/// A query intentgen generates for one entity: where it goes, what it conforms to, and the
/// properties its text search, filters and sort orders use.
public struct QueryPlan: Hashable, Sendable {
  /// A property the query filters (and maybe sorts) by.
  public struct FilterProperty: Hashable, Sendable {
    public var name: String
    public var type: String
    public var kind: QueryValueKind
  }

  /// A `@Property` string (`String`, `String?` or `[String]`) that text search looks into.
  public struct TextProperty: Hashable, Sendable {
    public enum Shape: Hashable, Sendable { case plain, optional, list }
    public var name: String
    public var shape: Shape
  }

  public var entity: EntityDefinition
  /// The target's module, which qualifies target types inside the query (`QueryScope`).
  public var module: String
  /// The query's full name (`NoteQuery`, `TrailEntity.Query`).
  public var typeName: String
  public var isEnumerable: Bool
  public var supportsProperties: Bool
  public var textProperties: [TextProperty]
  public var filterProperties: [FilterProperty]

  /// `public ` when the entity is public (its query, provider and filters must be too), else empty.
  public var access: String { entity.isPublic ? "public " : "" }

  /// The entity's name.
  public var entityName: String { entity.name }

  /// The entity's name as written in generated code, qualified when the query would shadow it
  /// (`QueryScope`).
  public var entityType: String { QueryScope.qualified(entity.name, module: module) }

  /// The type the query is nested in, or `nil` for a top-level query.
  public var parentType: String? {
    guard let dot = typeName.lastIndex(of: ".") else { return nil }
    return String(typeName[..<dot])
  }

  /// The query's own name, without the types around it.
  public var bareName: String { QueryPlanner.bareName(typeName) }

  /// The provider protocol the app conforms its store to (`NoteEntityProvider`).
  public var providerName: String { bareEntityName + "Provider" }

  /// The entity's own name, without the types around it.
  public var bareEntityName: String { QueryPlanner.bareName(entity.name) }

  /// The generated file's name.
  public var fileName: String { typeName + ".swift" }

  /// The filter properties a sort order can use (strings, numbers, dates).
  public var sortableProperties: [FilterProperty] { filterProperties.filter(\.kind.isSortable) }
}
