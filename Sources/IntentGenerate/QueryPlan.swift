import IntentModel

/// A query intentgen generates for one entity: where it goes, what it conforms to, and the
/// properties its text search, filters and sort orders use.
struct QueryPlan: Hashable, Sendable {
  /// A property the query filters (and maybe sorts) by.
  struct FilterProperty: Hashable, Sendable {
    var name: String
    var type: String
    var kind: QueryValueKind
  }

  /// A `@Property` string (`String`, `String?` or `[String]`) that text search looks into.
  struct TextProperty: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case plain, optional, list }
    var name: String
    var shape: Shape
  }

  var entity: EntityDefinition
  /// The query's full name (`NoteQuery`, `TrailEntity.Query`).
  var typeName: String
  var isEnumerable: Bool
  var supportsProperties: Bool
  var textProperties: [TextProperty]
  var filterProperties: [FilterProperty]

  /// `public ` when the entity is public (its query, provider and filters must be too), else empty.
  var access: String { entity.isPublic ? "public " : "" }

  /// The entity's name as written in generated code.
  var entityName: String { entity.name }

  /// The type the query is nested in, or `nil` for a top-level query.
  var parentType: String? {
    guard let dot = typeName.lastIndex(of: ".") else { return nil }
    return String(typeName[..<dot])
  }

  /// The query's own name, without the types around it.
  var bareName: String {
    guard let dot = typeName.lastIndex(of: ".") else { return typeName }
    return String(typeName[typeName.index(after: dot)...])
  }

  /// The provider protocol the app conforms its store to (`NoteEntityProvider`).
  var providerName: String { bareEntityName + "Provider" }

  /// The entity's own name, without the types around it.
  var bareEntityName: String {
    guard let dot = entity.name.lastIndex(of: ".") else { return entity.name }
    return String(entity.name[entity.name.index(after: dot)...])
  }

  /// The generated file's name.
  var fileName: String { typeName + ".swift" }

  /// The filter properties a sort order can use (strings, numbers, dates).
  var sortableProperties: [FilterProperty] { filterProperties.filter(\.kind.isSortable) }
}
