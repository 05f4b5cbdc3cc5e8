import IntentModel

/// A schema macro names a domain or member the catalog does not have, or a member of another kind.
public struct UnknownSchemaRule: Rule {
  public static let description = RuleDescription(
    identifier: "unknown_schema",
    name: "Unknown Schema",
    description: """
      `@AppIntent(schema:)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` (and the `@Assistant…` forms) name \
      a domain and a member of the schema catalog, of the macro's kind: an intent schema for `@AppIntent`, an \
      entity schema for `@AppEntity`, an enum schema for `@AppEnum`.
      """,
    rationale: """
      The macro rejects a schema it does not know (`unknownSchema`), and the metadata processor stops \
      exporting the target's App Intents metadata. Names repeat across domains (`open`, `document`, \
      `message`), so a member is only known together with its domain.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        """
        @AppEntity(schema: .note.note)
        struct ↓SiriNoteEntity {
          static let defaultQuery = SiriNoteEntityQuery()
          let id: UUID
          var name: AttributedString
        }
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .notes.createNotes)
        struct ↓CreateNoteIntent {
          var name: AttributedString
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
      RuleExample(
        """
        @AppIntent(schema: .photos.asset)
        struct ↓OpenPhotoIntent: OpenIntent {
          var target: PhotoEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        @AppEnum(schema: .photos.assetType)
        enum AssetKind: String {
          case photo, video
          static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.photo: "Photo", .video: "Video"]
        }
        """
      ),
      RuleExample(
        """
        @AssistantIntent(schema: .photos.createAlbum)
        struct CreateAlbumIntent {
          var name: String
          func perform() async throws -> some IntentResult { .result() }
        }
        """
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard let catalog = context.schemaCatalog else { return [] }
    var violations: [Violation] = []
    for adoption in SchemaRuleSupport.adoptions(in: context.model) {
      let written = ".\(adoption.reference)"
      guard let (domainName, memberName) = SchemaCatalog.split(adoption.reference) else {
        violations.append(
          violation(
            at: adoption.location,
            """
            '\(written)' is not a schema reference (unknownSchema); write the domain and the member, as in \
            \(adoption.kind.macro)(schema: .notes.\(adoption.kind == .intent ? "createNote" : "note"))
            """
          )
        )
        continue
      }
      guard let domain = catalog.domains[domainName] else {
        let hint = NameSuggestion.closest(to: domainName, among: catalog.domains.keys).map { "did you mean '.\($0)'? " }
        violations.append(
          violation(
            at: adoption.location,
            """
            unknown schema domain '\(domainName)' in \(written) (unknownSchema); \(hint ?? "")use a domain of \
            Apple's catalog\(context.configuration.schemaFolders.isEmpty ? "" : " or of the configured schema folders")
            """
          )
        )
        continue
      }
      if domain.members(of: adoption.kind)[memberName] != nil { continue }
      if let other = SchemaMember.Kind.allCases.first(where: { domain.members(of: $0)[memberName] != nil }) {
        violations.append(
          violation(
            at: adoption.location,
            """
            \(written) is an \(other.rawValue) schema, not an \(adoption.kind.rawValue) schema (unknownSchema); adopt it \
            with \(other.macro)(schema: \(written)) on \(other == .intent ? "an intent" : "an \(other.rawValue)") type
            """
          )
        )
        continue
      }
      let candidates = domain.members(of: adoption.kind).keys
      let fix =
        NameSuggestion.closest(to: memberName, among: candidates).map { "did you mean '.\(domainName).\($0)'?" }
        ?? "the \(domainName) \(adoption.kind.rawValue) schemas are \(candidates.sorted().joined(separator: ", "))"
      violations.append(
        violation(
          at: adoption.location,
          "unknown \(adoption.kind.rawValue) schema \(written) in the \(domainName) domain (unknownSchema); \(fix)"
        )
      )
    }
    return violations
  }
}
