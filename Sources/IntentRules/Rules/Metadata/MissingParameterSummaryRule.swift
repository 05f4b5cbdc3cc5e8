import IntentModel

/// An intent with required parameters declares a parameter summary.
public struct MissingParameterSummaryRule: Rule {
  public static let description = RuleDescription(
    identifier: "missing_parameter_summary",
    name: "Missing Parameter Summary",
    description: "An intent with required parameters (not optional, no default value) declares a `parameterSummary`.",
    rationale: """
      Without a summary, Spotlight on Mac does not offer an intent that has required parameters: the \
      parameter summary "must reference every required parameter that lacks a default value", and only \
      an intent without required parameters may omit it (WWDC25 244, 260). Shortcuts also shows a bare \
      list of fields instead of a sentence. Intents that neither offers are left alone: \
      `isDiscoverable = false`, and a `SnippetIntent` whose `perform()` only returns its snippet \
      (`some IntentResult & ShowsSnippetView`), which Apple documents as nondiscoverable unless \
      `isDiscoverable` is `true`.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      // A SnippetIntent that also returns a value is offered like any intent.
      RuleExample(
        #"""
        struct ↓ScaleRecipeSnippetIntent: SnippetIntent {
          static let title: LocalizedStringResource = "Scale Recipe"

          @Parameter(title: "Recipe") var recipe: RecipeEntity

          func perform() async throws -> some IntentResult & ReturnsValue<RecipeEntity> & ShowsSnippetView {
            .result(value: recipe, view: RecipeCardView(recipe: recipe))
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ↓AddBookmarkIntent: AppIntent {
          static let title: LocalizedStringResource = "Add Bookmark"

          @Parameter(title: "URL") var url: URL
          @Parameter(title: "Folder") var folder: FolderEntity?

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      // A SnippetIntent that only returns its snippet is not offered by Shortcuts or Spotlight.
      RuleExample(
        #"""
        struct RecipeCardSnippetIntent: SnippetIntent {
          static let title: LocalizedStringResource = "Recipe Card"

          @Parameter var recipe: RecipeEntity

          func perform() async throws -> some IntentResult & ShowsSnippetView {
            .result(view: RecipeCardView(recipe: recipe))
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct AddBookmarkIntent: AppIntent {
          static let title: LocalizedStringResource = "Add Bookmark"

          @Parameter(title: "URL") var url: URL

          static var parameterSummary: some ParameterSummary { Summary("Bookmark \(\.$url)") }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SyncNowIntent: AppIntent {
          static let title: LocalizedStringResource = "Sync Now"

          @Parameter(title: "Include Archived", default: false) var includeArchived: Bool
          @Parameter(title: "Folder") var folder: FolderEntity?

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ExportNotesIntent: AppIntent {
          static let title: LocalizedStringResource = "Export Notes"

          @Parameter(title: "Limit") var limit: Optional<Int>

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SelectFolderIntent: WidgetConfigurationIntent {
          static let title: LocalizedStringResource = "Select Folder"

          @Parameter(title: "Folder") var folder: FolderEntity
        }
        """#
      ),
      RuleExample(
        #"""
        struct WorkFocusFilter: SetFocusFilterIntent {
          static let title: LocalizedStringResource = "Work Mode"

          @Parameter(title: "Mute Badges") var muteBadges: Bool

          var displayRepresentation: DisplayRepresentation { "Work Mode" }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        @AppIntent(schema: .notes.createNote)
        struct SiriCreateNoteIntent {
          var name: AttributedString
          var content: AttributedString?

          func perform() async throws -> some ReturnsValue<SiriNoteEntity> { .result(value: try await create()) }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    // Intents are read field by field, in place: binding one to a variable would copy it.
    let intents = context.model.intents
    for index in intents.indices where intents[index].parameterSummary == nil {
      // Not offered by Shortcuts and Spotlight: `isDiscoverable = false`, or a snippet-only SnippetIntent.
      if !intents[index].isOfferedBySystem { continue }
      // A schema intent's parameters and presentation are the schema's.
      if intents[index].schema != nil { continue }
      // A configuration intent without perform() is not offered in Spotlight: its fields are the UI.
      if MetadataSupport.isConfigurationOnly(intents[index]) { continue }
      // A Focus filter is set up in the Focus settings, which show its display representation
      // (WWDC22 "Meet Focus filters"), not in Spotlight.
      if intents[index].conformances.contains("SetFocusFilterIntent") { continue }
      let required = intents[index].parameters.filter(\.isRequired).map { "'\($0.name)'" }
      let intent = intents[index]
      guard !required.isEmpty else { continue }
      let list = required.joined(separator: ", ")
      violations.append(
        violation(
          at: intent.location,
          """
          \(intent.name) has required parameters (\(list)) but no parameter summary, which hides it from \
          Spotlight on Mac; add a static parameterSummary whose Summary names every required parameter
          """
        )
      )
    }
    return violations
  }
}
