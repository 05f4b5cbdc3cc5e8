import IntentModel

/// No two intents, entities, queries or enums share a bare type name.
public struct DuplicateBareNameRule: Rule {
  public static let description = RuleDescription(
    identifier: "duplicate_bare_name",
    name: "Duplicate Bare Name",
    description: """
      Two intents, two entities, two queries or two enums of a target have the same bare type name — \
      the last component of a nested name, as in `NoteEntity.Query` and `FolderEntity.Query`.
      """,
    rationale: """
      Since Xcode 16, App Intents metadata is keyed by the unqualified type name, so nested types that \
      Swift keeps apart collide: "Found multiple, identical identifiers for query: Query, each identifier \
      must be unique". It is a halting error: no Metadata.appintents is written for the target.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "NoteEntity.swift",
            #"""
            struct NoteEntity: AppEntity {
              static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
              static let defaultQuery = Query()

              struct ↓Query: EntityQuery {
                func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
              }

              let id: UUID
              var displayRepresentation: DisplayRepresentation { "Note" }
            }
            """#
          ),
          (
            "FolderEntity.swift",
            #"""
            struct FolderEntity: AppEntity {
              static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
              static let defaultQuery = Query()

              struct Query: EntityQuery {
                func entities(for identifiers: [UUID]) async throws -> [FolderEntity] { [] }
              }

              let id: UUID
              var displayRepresentation: DisplayRepresentation { "Folder" }
            }
            """#
          ),
        ]
      ),
      RuleExample(
        #"""
        enum Notes {
          struct ShareIntent: AppIntent {
            static let title: LocalizedStringResource = "Share Note"
            func perform() async throws -> some IntentResult { .result() }
          }
        }

        enum Photos {
          struct ↓ShareIntent: AppIntent {
            static let title: LocalizedStringResource = "Share Photo"
            func perform() async throws -> some IntentResult { .result() }
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()

          struct NoteQuery: EntityQuery {
            func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
          }

          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }

        struct FolderEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
          static let defaultQuery = FolderQuery()

          struct FolderQuery: EntityQuery {
            func entities(for identifiers: [UUID]) async throws -> [FolderEntity] { [] }
          }

          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Folder" }
        }
        """#
      ),
      RuleExample(
        #"""
        #if os(iOS)
        struct ShareIntent: AppIntent {
          static let title: LocalizedStringResource = "Share"
          func perform() async throws -> some IntentResult { .result() }
        }
        #else
        struct ShareIntent: AppIntent {
          static let title: LocalizedStringResource = "Share"
          func perform() async throws -> some IntentResult { .result() }
        }
        #endif
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let model = context.model
    let lookup = context.lookup
    var violations: [Violation] = []
    violations += duplicates(kind: "intent", lookup.sharedBareNames(.intent)) {
      (model.intents[$0].name, model.intents[$0].location)
    }
    violations += duplicates(kind: "entity", lookup.sharedBareNames(.entity)) {
      (model.entities[$0].name, model.entities[$0].location)
    }
    violations += duplicates(kind: "query", lookup.sharedBareNames(.query)) {
      (model.queries[$0].name, model.queries[$0].location)
    }
    violations += duplicates(kind: "enum", lookup.sharedBareNames(.appEnum)) {
      (model.enums[$0].name, model.enums[$0].location)
    }
    return violations
  }

  /// The violations among the definitions of one kind that share bare names (found by the model
  /// lookup, which groups definitions by bare name anyway), given a definition's name and
  /// location by position.
  private func duplicates(
    kind: String,
    _ shared: [String: [Int]],
    definition: (Int) -> (name: String, location: ModelLocation)
  ) -> [Violation] {
    var violations: [Violation] = []
    for (bare, positions) in shared.sorted(by: { $0.key < $1.key }) {
      // The same type declared in exclusive `#if` branches is one type.
      var seen: Set<String> = []
      let distinct = positions.map(definition)
        .sorted { $0.location < $1.location }.filter { seen.insert($0.name).inserted }
      guard let first = distinct.first, distinct.count > 1 else { continue }
      for duplicate in distinct.dropFirst() {
        violations.append(
          violation(
            at: duplicate.location,
            """
            found multiple, identical identifiers for \(kind): \(bare), each identifier must be unique; \
            \(duplicate.name) and \(first.name) (\(MetadataSupport.describe(first.location))) share the bare \
            name '\(bare)' that App Intents keys by: rename one
            """
          )
        )
      }
    }
    return violations
  }
}
