import IntentModel

/// Two entity types of the target adopt the same entity schema.
public struct DuplicateSchemaEntityRule: Rule {
  public static let description = RuleDescription(
    identifier: "duplicate_schema_entity",
    name: "Duplicate Schema Entity",
    description: """
      At most one entity type of a target adopts each entity schema (`.notes.note`, `.photos.asset`…). Types \
      in mutually exclusive `#if` branches are not compared.
      """,
    rationale: """
      The metadata processor rejects a second entity type conforming to the same schema (seen with \
      `.notes.note` in Xcode 27): Siri and Apple Intelligence resolve a schema to one type of the app.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "NoteEntity.swift",
            """
            @AppEntity(schema: .notes.note)
            struct NoteEntity {
              static let defaultQuery = NoteQuery()
              let id: UUID
              var name: AttributedString
            }
            """
          ),
          (
            "QuickNoteEntity.swift",
            """
            @AppEntity(schema: .notes.note)
            struct ↓QuickNoteEntity {
              static let defaultQuery = QuickNoteQuery()
              let id: UUID
              var name: AttributedString
            }
            """
          ),
        ]
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppEntity(schema: .notes.note)
        struct NoteEntity {
          static let defaultQuery = NoteQuery()
          let id: UUID
          var name: AttributedString
        }

        @AppEntity(schema: .notes.folder)
        struct FolderEntity {
          static let defaultQuery = FolderQuery()
          let id: UUID
          var name: String
        }
        """
      ),
      RuleExample(
        """
        #if os(macOS)
        @AppEntity(schema: .notes.note)
        struct MacNoteEntity {
          static let defaultQuery = NoteQuery()
          let id: UUID
        }
        #else
        @AppEntity(schema: .notes.note)
        struct MobileNoteEntity {
          static let defaultQuery = NoteQuery()
          let id: UUID
        }
        #endif
        """
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var bySchema: [String: [EntityDefinition]] = [:]
    for entity in context.model.entities {
      if let schema = entity.schema { bySchema[schema, default: []].append(entity) }
    }
    var violations: [Violation] = []
    for (schema, entities) in bySchema where entities.count > 1 {
      let sorted = entities.sorted { $0.location < $1.location }
      for (index, entity) in sorted.enumerated().dropFirst() {
        // The first earlier type that can coexist with this one.
        guard
          let first = sorted[..<index].first(where: {
            Self.canCoexist($0.location.conditions, entity.location.conditions)
          })
        else { continue }
        violations.append(
          violation(
            at: entity.location,
            """
            \(entity.name) and \(first.name) (\(MetadataSupport.describe(first.location))) both adopt .\(schema); the \
            metadata processor accepts one entity type per schema: merge them into one type
            """
          )
        )
      }
    }
    return violations
  }

  /// Whether two declarations' `#if` conditions can hold together: the same conditions, or one
  /// set nested in the other. Differing branches (`os(macOS)` and `!(os(macOS))`) cannot.
  static func canCoexist(_ lhs: [String], _ rhs: [String]) -> Bool {
    let shorter = lhs.count <= rhs.count ? lhs : rhs
    let longer = lhs.count <= rhs.count ? rhs : lhs
    return Array(longer.prefix(shorter.count)) == shorter
  }
}
