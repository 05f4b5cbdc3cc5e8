import IntentModel

/// An App Shortcut has at least one phrase without a parameter.
public struct ParameterizedPhrasesOnlyRule: Rule {
  public static let description = RuleDescription(
    identifier: "parameterized_phrases_only",
    name: "Parameterized Phrases Only",
    description: """
      Every phrase of an App Shortcut interpolates a parameter, so the shortcut has no phrase that works \
      before the app has supplied the parameter's values.
      """,
    rationale: """
      Siri learns a parameterized phrase only for the values the app provides at run time (an entity \
      query's `suggestedEntities()`, refreshed by `updateAppShortcutParameters()`). A shortcut whose \
      phrases all need a parameter is invisible until the app has been launched once and has updated its \
      parameters (WWDC22 session 10170); one phrase without a parameter makes it available from install. \
      A phrase whose parameters are AppEnums is available from install too: the enum's cases are known \
      at build time, and the phrase is expanded for each. So is the search phrase of an in-app search \
      intent (`criteria: StringSearchCriteria`): Siri passes the words spoken, not a value the app lists.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "FieldNotesShortcuts.swift",
            #"""
            struct FieldNotesShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: CreateNoteIntent(),
                  phrases: ["Create a note in \(.applicationName)"],
                  shortTitle: "New Note",
                  systemImageName: "square.and.pencil")
                ↓AppShortcut(
                  intent: OpenNoteIntent(),
                  phrases: [
                    "Open \(\.$target) in \(.applicationName)",
                    "Show \(\.$target) in \(.applicationName)",
                  ],
                  shortTitle: "Open Note",
                  systemImageName: "note.text")
              }
            }
            """#
          ),
          (
            "OpenNoteIntent.swift",
            #"""
            struct OpenNoteIntent: OpenIntent {
              static let title: LocalizedStringResource = "Open Note"

              @Parameter(title: "Note")
              var target: NoteEntity

              func perform() async throws -> some IntentResult { .result() }
            }
            """#
          ),
        ]
      )
    ],
    nonTriggeringExamples: [
      // An AppEnum's cases are known at build time: its phrases work from install.
      RuleExample(
        files: [
          (
            "PlaybackShortcuts.swift",
            #"""
            struct PlaybackShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: OpenPageIntent(),
                  phrases: [
                    "Open \(\.$page) in \(.applicationName)",
                    "Show \(.applicationName) \(\.$page)",
                  ],
                  shortTitle: "Open Page",
                  systemImageName: "sidebar.left")
              }
            }
            """#
          ),
          (
            "OpenPageIntent.swift",
            #"""
            enum Page: String, AppEnum {
              case home, library
              static let typeDisplayRepresentation: TypeDisplayRepresentation = "Page"
              static let caseDisplayRepresentations: [Page: DisplayRepresentation] = [.home: "Home", .library: "Library"]
            }

            struct OpenPageIntent: AppIntent {
              static let title: LocalizedStringResource = "Open Page"
              static let openAppWhenRun = true

              @Parameter(title: "Page", default: .home)
              var page: Page

              func perform() async throws -> some IntentResult { .result() }
            }
            """#
          ),
        ]
      ),
      // An intent declared in another module: whether `light` is an AppEnum cannot be told here.
      RuleExample(
        #"""
        import LightingKit

        struct LightingShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: SwitchLightIntent(),
              phrases: ["Switch \(\.$light) with \(.applicationName)"],
              shortTitle: "Switch Light",
              systemImageName: "lightbulb")
          }
        }
        """#
      ),
      // The search term of an in-app search intent is what the person says.
      RuleExample(
        files: [
          (
            "RecipeShortcuts.swift",
            #"""
            struct RecipeShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: SearchRecipesIntent(),
                  phrases: [
                    "Look up \(\.$criteria) recipes in \(.applicationName)",
                    "Search \(.applicationName) recipes for \(\.$criteria)",
                  ],
                  shortTitle: "Search Recipes",
                  systemImageName: "magnifyingglass")
              }
            }
            """#
          ),
          (
            "SearchRecipesIntent.swift",
            #"""
            struct SearchRecipesIntent: ShowInAppSearchResultsIntent {
              static let title: LocalizedStringResource = "Search Recipes"
              static let searchScopes: [StringSearchScope] = [.general]

              @Parameter(title: "Criteria")
              var criteria: StringSearchCriteria

              func perform() async throws -> some IntentResult { .result() }
            }
            """#
          ),
        ]
      ),
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: OpenNoteIntent(),
              phrases: [
                "Open a note in \(.applicationName)",
                "Open \(\.$target) in \(.applicationName)",
              ],
              shortTitle: "Open Note",
              systemImageName: "note.text")
          }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for provider in context.model.shortcutProviders {
      for shortcut in provider.shortcuts where shortcut.hasInlinePhrases {
        let phrases = ShortcutSupport.literalPhrases(shortcut)
        guard !phrases.isEmpty, phrases.count == shortcut.phrases.count else { continue }
        // An intent declared outside the target: its parameters' types are unknown.
        guard let intent = ShortcutSupport.intent(named: shortcut.intent, in: context.lookup) else { continue }
        // A phrase whose parameters are all AppEnums is expanded from the enums' cases at build
        // time, and a search term is the words spoken: such a phrase works from install, as a phrase
        // without a parameter does. A parameter the intent does not declare is phrase_parameter_type's.
        func worksFromInstall(_ text: String) -> Bool {
          ShortcutSupport.parameters(in: text).allSatisfy { name in
            guard let type = intent.parameters.first(where: { $0.name == name })?.type else { return true }
            if PhraseParameterTypeRule.isSearchTerm(type) { return true }
            guard case .appEnum = ShortcutSupport.kind(of: type, in: context.lookup) else { return false }
            return true
          }
        }
        guard !phrases.contains(where: { worksFromInstall($0.text) }) else { continue }
        violations.append(
          violation(
            at: shortcut.location,
            "every phrase of \(ShortcutSupport.describe(shortcut)) needs a parameter, so the shortcut stays "
              + "invisible until the app has run and updated its parameters; add a phrase without a parameter, "
              + "such as one with only \\(.applicationName)"
          )
        )
      }
    }
    return violations
  }
}
