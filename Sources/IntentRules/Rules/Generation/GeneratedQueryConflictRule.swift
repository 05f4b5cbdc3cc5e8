import IntentModel

/// An `intentgen:query` directive asks for a query type that the target already declares.
public struct GeneratedQueryConflictRule: Rule {
  public static let description = RuleDescription(
    identifier: "generated_query_conflict",
    name: "Generated Query Conflict",
    description: """
      A query that an entity's `intentgen:query` line asks intentgen to generate is not also written \
      by hand.
      """,
    rationale: """
      `intentgen generate` and the build plugin would declare the type a second time, and the target \
      would stop compiling with "invalid redeclaration" in a file nobody edits. intentgen generates \
      nothing for that entity instead; remove the hand-written query to use the generated one, or the \
      `intentgen:query` line to keep the hand-written one.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        /// intentgen:query enumerable
        struct ↓NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }

        struct NoteQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
        }
        """#
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        /// intentgen:query enumerable
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }

        struct NoteQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    context.generationProblems.filter { $0.severity == .error }.map {
      violation(at: $0.location, $0.message)
    }
  }
}
