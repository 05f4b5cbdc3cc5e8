import IntentModel

/// Types adopting a schema newer than the deployment target are marked `@available`.
public struct SchemaAvailabilityRule: Rule {
  public static let description = RuleDescription(
    identifier: "schema_availability",
    name: "Schema Availability",
    description: """
      A type declared with `@AppIntent(schema:)`, `@AppEntity(schema:)` or `@AppEnum(schema:)` (or the \
      `@Assistant…` forms) whose schema is newer than the configuration's `deployment_target` — the `.notes`, \
      `.messages`, `.reminders`, `.calendar`… domains at 27, `.visualIntelligence` at 26 — carries an \
      `@available` that covers it. Versions come from the schema catalog's `availability`, else from the \
      availability table. Without a `deployment_target` the rule does nothing.
      """,
    rationale: """
      A schema macro "can't be applied to a type that exists on iOS 26", so apps that still support an older \
      release add separate `@available(iOS 27, *)` types next to their existing ones (FieldNotes's \
      `SiriNoteEntity`). Without the attribute the app does not compile against its own deployment target.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        @AppEntity(schema: .notes.note)
        struct ↓SiriNoteEntity {
          static let defaultQuery = SiriNoteEntityQuery()
          let id: UUID
          var name: AttributedString
          var content: AttributedString?
        }

        @available(iOS 27, *)
        @AppIntent(schema: .notes.createNote)
        struct ↓SiriCreateNoteIntent {
          var name: AttributedString
          var content: AttributedString?
          func perform() async throws -> some ReturnsValue<SiriNoteEntity> { .result(value: SiriNoteEntity()) }
        }
        """#,
        configuration: APIAvailabilityRule.target26
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        @available(iOS 27, macOS 27, visionOS 27, *)
        @AppEntity(schema: .notes.note)
        struct SiriNoteEntity {
          static let defaultQuery = SiriNoteEntityQuery()
          let id: UUID
          var name: AttributedString
          var content: AttributedString?
        }

        @AppIntent(schema: .photos.openAsset)
        struct OpenPhotoIntent: OpenIntent {
          var target: PhotoEntity
          func perform() async throws -> some IntentResult { .result() }
        }
        """#,
        configuration: APIAvailabilityRule.target26
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let target = context.configuration.deploymentTarget
    guard !target.isEmpty else { return [] }
    let types: [(name: String, location: ModelLocation, schema: String?)] =
      context.model.entities.map { ($0.name, $0.location, $0.schema) }
      + context.model.intents.map { ($0.name, $0.location, $0.schema) }
      + context.model.enums.map { ($0.name, $0.location, $0.schema) }
    var violations: [Violation] = []
    for type in types {
      guard let written = type.schema, let found = Self.availability(of: written) else { continue }
      let (reference, required) = found
      let missing = AvailabilitySupport.shortfall(
        of: required,
        deploymentTarget: target,
        guards: type.location.availability,
        conditions: type.location.conditions
      )
      guard !missing.isEmpty else { continue }
      let attributeGate = AvailabilitySupport.suggestion(
        required,
        deploymentTarget: target,
        conditions: type.location.conditions,
        pound: false
      )
      violations.append(
        violation(
          at: type.location,
          """
          the .\(reference) schema is available from \(AvailabilitySupport.list(missing, target: false)) but the \
          deployment target is \(AvailabilitySupport.list(missing, target: true)); mark \(type.name) with \
          \(attributeGate) (a schema type cannot exist on older \
          releases) or raise the deployment target
          """
        )
      )
    }
    return violations
  }

  /// The schema reference without a leading dot or `AssistantSchemas.` prefix, and the versions it
  /// needs: the member's in the schema catalog, else its domain's, else the availability table's.
  static func availability(of written: String) -> (String, [String: String])? {
    var reference = Substring(written)
    while reference.first == "." { reference = reference.dropFirst() }
    for prefix in ["AssistantSchemas.", "AppSchema."] where reference.hasPrefix(prefix) {
      reference = reference.dropFirst(prefix.count)
    }
    let text = String(reference)
    guard let domain = SchemaCatalog.split(text)?.domain else { return nil }
    if let member = SchemaCatalog.bundled.member(text), !member.availability.isEmpty {
      return (text, member.availability)
    }
    if let versions = AvailabilityTable.schemaMembers[text] { return (text, versions) }
    if let catalogDomain = SchemaCatalog.bundled.domains[domain], !catalogDomain.availability.isEmpty {
      return (text, catalogDomain.availability)
    }
    return AvailabilityTable.schemaDomains[domain].map { (text, $0) }
  }
}
