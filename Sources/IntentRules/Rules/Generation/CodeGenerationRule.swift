import IntentModel

/// What keeps intentgen from generating the code an entity asks for, or from generating it the
/// way the entity expects.
public struct CodeGenerationRule: Rule {
  public static let description = RuleDescription(
    identifier: "code_generation",
    name: "Code Generation",
    description: """
      The code intentgen generates for a target is the code it asks for: `intentgen:query` lines use \
      known words, an entity's `defaultQuery` creates its generated query, the generated Spotlight code \
      can share the target's one named index, and every indexed entity's query can answer Spotlight's \
      reindexing requests.
      """,
    rationale: """
      These mistakes fail silently: a misspelled option is dropped, a generated query the entity does \
      not use is dead code while the entity keeps its old query, a Spotlight index named by an \
      expression other than a literal or a string constant cannot be shared (the generated owner then writes to an index of its own, and \
      Spotlight sees two stores), and a query that cannot list every entity gets no \
      `IndexedEntityQuery` conformance, so a damaged index is never rebuilt. The Spotlight checks apply \
      to targets that use generated code (an `intentgen:query` line, or calls to the generated \
      `<Module>SpotlightIndex`). `intentgen generate` prints the same warnings.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        /// intentgen:query NoteQuery enumerble
        struct ↓NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }
        """#
      ),
      RuleExample(
        #"""
        /// intentgen:query NoteSearch
        struct ↓NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct TrailEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
          static let defaultQuery = TrailQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        struct ↓TrailQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [TrailEntity] { [] }
        }

        func save(_ trail: TrailEntity) async throws {
          try await ExampleSpotlightIndex.index([trail])
        }
        """#
      ),
      RuleExample(
        #"""
        struct TrailEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
          static let defaultQuery = TrailQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        enum TrailIndex {
          static var index: CSSearchableIndex { ↓CSSearchableIndex(name: Bundle.main.bundleIdentifier! + ".trails") }
        }

        func delete(_ id: UUID) async throws {
          try await ExampleSpotlightIndex.remove(ids: [id], of: TrailEntity.self)
        }
        """#
      ),
      RuleExample(
        #"""
        // A property query whose entity has nothing a Find action could filter by.
        /// intentgen:query enumerable properties
        struct ↓PhotoEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
          static let defaultQuery = PhotoEntityQuery()
          let id: UUID
          @Property(title: "File") var file: URL
          var displayRepresentation: DisplayRepresentation { "Photo" }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        // A target that does not use intentgen's generated code gets no advice about it.
        struct TrailEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
          static let defaultQuery = TrailQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        struct TrailQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [TrailEntity] { [] }
        }

        enum TrailIndex {
          static let indexName = "Trails"
          static var index: CSSearchableIndex { CSSearchableIndex(name: indexName) }
        }
        """#
      ),
      RuleExample(
        #"""
        // A name kept in a string constant is read as the constant's string: the generated owner
        // opens the same index.
        struct TrailEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
          static let defaultQuery = TrailQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        struct TrailQuery: EnumerableEntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [TrailEntity] { [] }
          func allEntities() async throws -> [TrailEntity] { [] }
        }

        enum TrailIndex {
          static let indexName = "Trails"
          static var index: CSSearchableIndex { CSSearchableIndex(name: indexName) }
        }

        func delete(_ id: UUID) async throws {
          try await ExampleSpotlightIndex.remove(ids: [id], of: TrailEntity.self)
        }
        """#
      ),
      RuleExample(
        #"""
        /// intentgen:query NoteQuery enumerable properties
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          @Property(title: "Title") var title: String
          var displayRepresentation: DisplayRepresentation { "Note" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct TrailEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
          static let defaultQuery = TrailQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        struct TrailQuery: EnumerableEntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [TrailEntity] { [] }
          func allEntities() async throws -> [TrailEntity] { [] }
        }

        enum TrailIndex {
          static var index: CSSearchableIndex { CSSearchableIndex(name: "Trails") }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    context.generationProblems.filter { $0.severity == .warning }.map {
      violation(at: $0.location, $0.message)
    }
  }
}
