import IntentModel

/// An entity type that is indexed is also deleted from the index somewhere.
public struct IndexedEntityNeverDeletedRule: Rule {
  public static let description = RuleDescription(
    identifier: "indexed_entity_never_deleted",
    name: "Indexed Entity Never Deleted",
    description: """
      Every entity type passed to `indexAppEntities` is also removed somewhere in the target with \
      `deleteAppEntities(identifiedBy:ofType:)` or `deleteAppEntities(ofType:)`. The indexed type is read \
      from the call's arguments (`notes.map(NoteEntity.init)`, `[entity]` is taken as the target's only \
      `IndexedEntity`), and `ofType: Self.self` is the type the call is written in; a deletion whose type \
      cannot be read, and `deleteAllSearchableItems()`, count for every type.
      """,
    rationale: """
      WWDC26 session 343: "When people remove content, delete those index entries too." Deletion has no \
      natural trigger in most code, and nothing fails when it is missing: Siri offers something the user \
      deleted, Spotlight shows a row that opens to nothing, the model cites content that is gone. Put the \
      index deletion in the same function as the store deletion.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct RecipeEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()
          let id: String
          var displayRepresentation: DisplayRepresentation { "Recipe" }
        }

        struct TagEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
          static let defaultQuery = TagQuery()
          let id: String
          var displayRepresentation: DisplayRepresentation { "Tag" }
        }

        enum RecipeIndexer {
          static let index = CSSearchableIndex(name: "Recipes")

          static func save(_ recipe: Recipe) async throws {
            try await index.↓indexAppEntities([RecipeEntity(recipe)])
          }

          static func saveAll(_ recipes: [Recipe]) async throws {
            try await index.indexAppEntities(recipes.map(RecipeEntity.init))
          }

          static func saveTags(_ tags: [TagEntity]) async throws {
            try await index.↓indexAppEntities(tags.map { TagEntity($0) })
          }

          static func delete(ids: [String]) async throws {
            try await index.deleteAppEntities(identifiedBy: ids, ofType: NoteEntity.self)
          }
        }
        """#
      ),
      RuleExample(
        files: [
          (
            "TrailEntity.swift",
            #"""
            struct TrailEntity: IndexedEntity {
              static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
              static let defaultQuery = TrailQuery()
              let id: UUID
              var displayRepresentation: DisplayRepresentation { "Trail" }
            }
            """#
          ),
          (
            "TrailIndex.swift",
            #"""
            func update(_ entities: [TrailEntity]) async throws {
              try await CSSearchableIndex(name: "Trails").↓indexAppEntities(entities)
            }
            """#
          ),
        ]
      ),
      // `Self.self` in another entity deletes that entity only.
      RuleExample(
        #"""
        struct NoteEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }

        struct FolderEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
          static let defaultQuery = FolderQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Folder" }

          static func sync(_ notes: [Note], _ folders: [Folder], removed: [UUID]) async throws {
            try await CSSearchableIndex.default().↓indexAppEntities(notes.map(NoteEntity.init))
            try await CSSearchableIndex.default().indexAppEntities(folders.map(FolderEntity.init))
            try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: removed, ofType: Self.self)
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct GoalEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Goal"
          static let defaultQuery = GoalQuery()
          let id: String
          var displayRepresentation: DisplayRepresentation { "Goal" }
        }

        enum GoalIndex {
          static func rebuild(_ goals: [GoalEntity]) async throws {
            let index = CSSearchableIndex.default()
            try await index.deleteAllSearchableItems()
            try await index.indexAppEntities(goals)
          }
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
          static var index: CSSearchableIndex { CSSearchableIndex(name: "Trails") }

          static func update(_ entities: [TrailEntity]) async throws {
            try await index.indexAppEntities(entities, priority: 10)
          }

          static func remove(ids: [UUID]) async throws {
            try await index.deleteAppEntities(identifiedBy: ids, ofType: TrailEntity.self)
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct RecipeEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()
          let id: String
          var displayRepresentation: DisplayRepresentation { "Recipe" }
        }

        struct TagEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
          static let defaultQuery = TagQuery()
          let id: String
          var displayRepresentation: DisplayRepresentation { "Tag" }
        }

        func index(_ recipes: [RecipeEntity], _ tags: [TagEntity]) async throws {
          try await CSSearchableIndex.default().indexAppEntities(recipes)
          try await CSSearchableIndex.default().indexAppEntities(tags)
          try await CSSearchableIndex.default().deleteAppEntities(ofType: RecipeEntity.self)
        }

        func clear<Entity: IndexedEntity>(_ type: Entity.Type) async throws {
          try await CSSearchableIndex.default().deleteAppEntities(ofType: type)
        }
        """#
      ),
      // A qualified type (`Notes.NoteEntity.self`) names the nested entity.
      RuleExample(
        #"""
        enum Notes {
          struct NoteEntity: IndexedEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
            static let defaultQuery = NoteQuery()
            let id: UUID
            var displayRepresentation: DisplayRepresentation { "Note" }
          }
        }

        func index(_ notes: [Note]) async throws {
          try await CSSearchableIndex.default().indexAppEntities(notes.map(Notes.NoteEntity.init))
        }

        func delete(_ ids: [UUID]) async throws {
          try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ids, ofType: Notes.NoteEntity.self)
        }
        """#
      ),
      // `Self.self` is the type the call is written in.
      RuleExample(
        #"""
        struct NoteEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }

        extension NoteEntity {
          static func index(_ notes: [NoteEntity]) async throws {
            try await CSSearchableIndex.default().indexAppEntities(notes)
          }
          static func deindex(_ ids: [UUID]) async throws {
            try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ids, ofType: Self.self)
          }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let calls = context.model.spotlight.filter { $0.kind == .indexAppEntities || $0.kind == .deleteAppEntities }
      .sorted { $0.location < $1.location }
    guard calls.contains(where: { $0.kind == .indexAppEntities }) else { return [] }
    // Emptying the whole index deletes every entity type.
    if context.model.spotlight.contains(where: { $0.kind == .deleteAllSearchableItems }) { return [] }
    let lookup = context.lookup
    let files = context.filesByPath
    let indexedEntities = context.model.entities.filter(SpotlightSupport.isIndexed)
    let onlyIndexedEntity = indexedEntities.count == 1 ? indexedEntities.first?.name : nil

    var deleted: Set<String> = []
    var firstIndexing: [(entity: String, location: ModelLocation)] = []
    for call in calls {
      var named = SpotlightSupport.namedEntities(inCallAt: call.location, files: files, lookup: lookup) ?? []
      if call.kind == .deleteAppEntities {
        if var type = call.detail.map(Self.strippingSelf) {
          // `ofType: type` in a generic helper may delete anything.
          guard type.first?.isUppercase == true else { return [] }
          // `ofType: Self.self` deletes the type the call is written in.
          if type == "Self" {
            guard let file = files[call.location.path],
              let start = SpotlightSupport.tokenIndex(at: call.location, in: file),
              let scope = file.enclosingTypeNames(around: Int(file.tokens[start].start)).first
            else { return [] }
            type = scope
          }
          named = [lookup.entity(named: type)?.name ?? type]
        }
        // A deletion whose type cannot be read at all may delete anything.
        guard !named.isEmpty else { return [] }
        deleted.formUnion(named)
      } else {
        if named.isEmpty, let onlyIndexedEntity { named = [onlyIndexedEntity] }
        for entity in named where !firstIndexing.contains(where: { $0.entity == entity }) {
          firstIndexing.append((entity, call.location))
        }
      }
    }
    return firstIndexing.filter { !deleted.contains($0.entity) }.map { entity, location in
      violation(
        at: location,
        """
        \(entity) is indexed but never deleted from the Spotlight index, so deleted content stays searchable; \
        call deleteAppEntities(identifiedBy:ofType: \(entity).self) where it is deleted from the store
        """
      )
    }
  }

  /// `NoteEntity.self` → `NoteEntity`.
  static func strippingSelf(_ type: String) -> String {
    type.hasSuffix(".self") ? String(type.dropLast(5)) : type
  }
}
