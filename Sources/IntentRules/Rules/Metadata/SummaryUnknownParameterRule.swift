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
    for index in intents.indices where intents[index].parameterSummary != nil {
      // Intents have a handful of parameters: a linear search beats hashing them into a set,
      // unless there are many.
      let parameters = intents[index].parameters
      let intentName = intents[index].name
      let parameterSet = parameters.count > 16 ? Set(parameters.map(\.name)) : nil
      func isParameter(_ name: String) -> Bool {
        parameterSet?.contains(name) ?? parameters.contains { $0.name == name }
      }
      var fix: String?
      // Each declaration, where the target declares one per platform (`#if os(iOS)` … `#else`).
      for summary in intents[index].allParameterSummaries {
        MetadataSupport.forEachNode(of: summary) { node in
          var reported: Set<String> = []
          func check(_ name: String) {
            guard !isParameter(name), reported.insert(name).inserted else { return }
            if fix == nil { fix = Self.fix(parameters.map(\.name)) }
            violations.append(
              violation(
                at: node.location,
                "parameter summary names '\(name)', which is not a parameter of \(intentName); \(fix ?? "")"
              )
            )
          }
          for name in node.parameters { check(name) }
          for name in node.otherParameters { check(name) }
          if let tested = MetadataSupport.conditionParameter(node.condition) { check(tested) }
        }
      }
    }
    return violations
  }

  /// How to fix a name that is no parameter: the parameters to use instead, the first
  /// `listedParameters` of them.
  static func fix(_ parameters: [String]) -> String {
    guard !parameters.isEmpty else { return "declare it with @Parameter" }
    guard parameters.count > listedParameters else {
      return "use one of its parameters (\(parameters.joined(separator: ", ")))"
    }
    let listed = parameters.prefix(listedParameters).joined(separator: ", ")
    return "use one of its \(parameters.count) parameters (\(listed), …)"
  }

  /// Parameters named in a message: enough to spot a typo, bounded so that many unknown names in
  /// an intent with many parameters do not make a message each as long as the intent.
  static let listedParameters = 12
}
