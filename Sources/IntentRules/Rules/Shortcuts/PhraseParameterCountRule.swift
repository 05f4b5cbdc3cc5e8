import IntentModel

/// An App Shortcut phrase uses at most one parameter.
public struct PhraseParameterCountRule: Rule {
  public static let description = RuleDescription(
    identifier: "phrase_parameter_count",
    name: "Phrase Parameter Count",
    description: "An App Shortcut phrase interpolates at most one parameter besides `\\(.applicationName)`.",
    rationale: """
      Siri learns a parameterized phrase once for every value of its parameter, and once for every \
      combination of values when a phrase has several, so a second parameter multiplies the phrases counted \
      against the budget of about 1,000 per locale (WWDC23 session 10102 notes: all parameter combinations \
      count) and makes the phrase harder to say and to recognize. Keep one parameter per phrase and let the \
      intent ask for the other values (a parameter summary or a follow-up question).
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "TrailsShortcuts.swift",
            #"""
            struct TrailsShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: StartHikeIntent(),
                  phrases: [
                    "Start hiking \(\.$trail) with \(.applicationName)",
                    ↓"Start a \(\.$activity) on \(\.$trail) with \(.applicationName)",
                  ],
                  shortTitle: "Start Hike",
                  systemImageName: "figure.hiking")
              }
            }
            """#
          ),
          (
            "StartHikeIntent.swift",
            #"""
            struct StartHikeIntent: AppIntent {
              static let title: LocalizedStringResource = "Start Hike"

              @Parameter(title: "Trail")
              var trail: TrailEntity

              @Parameter(title: "Activity", default: .hike)
              var activity: HikeActivity

              func perform() async throws -> some IntentResult { .result() }
            }
            """#
          ),
        ]
      ),
      RuleExample(
        #"""
        struct MusicShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: PlaySongIntent(),
              phrases: [↓"Play \(\.$song) from \(\.$playlist) in \(.applicationName)"],
              shortTitle: "Play Song",
              systemImageName: "play.fill")
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct MusicShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: PlaySongIntent(),
              phrases: [
                "Play music in \(.applicationName)",
                "Play \(\.$song) in \(.applicationName)",
                "Listen to \(\.$song) on \(.applicationName)",
              ],
              shortTitle: "Play Song",
              systemImageName: "play.fill")
          }
        }
        """#
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for provider in context.model.shortcutProviders {
      for shortcut in provider.shortcuts {
        for (text, location) in ShortcutSupport.literalPhrases(shortcut) {
          let parameters = ShortcutSupport.parameters(in: text)
          guard parameters.count > 1 else { continue }
          let names = parameters.map { "'\($0)'" }.joined(separator: ", ")
          violations.append(
            violation(
              at: location,
              "phrase \"\(text)\" has \(parameters.count) parameters (\(names)); keep one parameter per App "
                + "Shortcut phrase and let the intent ask for the others"
            )
          )
        }
      }
    }
    return violations
  }
}
