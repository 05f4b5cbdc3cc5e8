import IntentModel

/// A parameter summary names only parameters the intent has.
public struct SummaryUnknownParameterRule: Rule {
  public static let description = RuleDescription(
    identifier: "summary_unknown_parameter",
    name: "Summary Unknown Parameter",
    description: """
      A parameter summary's format strings, listed key paths and `When`/`Switch` conditions name only \
      `@Parameter` properties of the intent.
      """,
    rationale: """
      A summary is read statically from the `IntentParameterSummary` initializer; a key path to a \
      property that is not a parameter (renamed, removed, or a plain `var`) cannot be resolved, and \
      metadata generators reject "a summary referencing an unknown parameter". Even where the compiler \
      accepts the key path, the summary shows a placeholder the user can never fill.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct MoveNoteIntent: AppIntent {
          static let title: LocalizedStringResource = "Move Note"

          @Parameter(title: "Note") var note: NoteEntity
          @Parameter(title: "Folder") var destination: FolderEntity

          static var parameterSummary: some ParameterSummary {
            ↓Summary("Move \(\.$note) to \(\.$folder)")
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ExportNoteIntent: AppIntent {
          static let title: LocalizedStringResource = "Export Note"

          @Parameter(title: "Note") var note: NoteEntity
          @Parameter(title: "Format", default: .pdf) var format: ExportFormat

          static var parameterSummary: some ParameterSummary {
            ↓When(\.$includeAttachments, .equalTo, true) {
              Summary("Export \(\.$note) as \(\.$format) with attachments")
            } otherwise: {
              ↓Summary("Export \(\.$note) as \(\.$format)") {
                \.$quality
              }
            }
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct MoveNoteIntent: AppIntent {
          static let title: LocalizedStringResource = "Move Note"

          @Parameter(title: "Note") var note: NoteEntity
          @Parameter(title: "Folder") var destination: FolderEntity
          @Parameter(title: "Keep Copy", default: false) var keepCopy: Bool

          static var parameterSummary: some ParameterSummary {
            When(\.$keepCopy, .equalTo, true) {
              Summary("Copy \(\.$note) to \(\.$destination)")
            } otherwise: {
              Summary("Move \(\.$note) to \(\.$destination)") { \.$keepCopy }
            }
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    // Intents are read field by field, in place: binding one to a variable would copy it.
    let intents = context.model.intents
    for index in intents.indices {
      guard let summary = intents[index].parameterSummary else { continue }
      // Intents have a handful of parameters: a linear search beats hashing them into a set.
      let parameters = intents[index].parameters
      let intentName = intents[index].name
      func isParameter(_ name: String) -> Bool { parameters.contains { $0.name == name } }
      MetadataSupport.forEachNode(of: summary) { node in
        var reported: [String] = []
        func check(_ name: String) {
          guard !isParameter(name), !reported.contains(name) else { return }
          reported.append(name)
          let knownList = parameters.map(\.name).joined(separator: ", ")
          let fix = knownList.isEmpty ? "declare it with @Parameter" : "use one of its parameters (\(knownList))"
          violations.append(
            violation(
              at: node.location,
              "parameter summary names '\(name)', which is not a parameter of \(intentName); \(fix)"
            )
          )
        }
        for name in node.parameters { check(name) }
        for name in node.otherParameters { check(name) }
        if let tested = MetadataSupport.conditionParameter(node.condition) { check(tested) }
      }
    }
    return violations
  }
}
