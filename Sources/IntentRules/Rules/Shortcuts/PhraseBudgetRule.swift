import IntentModel

/// The App Shortcut phrases, expanded over their parameters' values, stay within about 1,000.
public struct PhraseBudgetRule: Rule {
  /// Apple's budget of phrases per locale.
  static let budget = 1000

  public static let description = RuleDescription(
    identifier: "phrase_budget",
    name: "Phrase Budget",
    description: """
      The App Shortcut phrases of the app, counted once for every value of their parameters, exceed the \
      budget of about 1,000 phrases. A phrase counts once per case of an AppEnum parameter and, for an \
      AppEntity parameter, a fixed estimate of 10 suggested entities; a phrase with several parameters \
      counts every combination. Shortcuts that never exist in the same build (the two branches of an \
      `#if`/`#else` or a builder `if`/`else`) are not added up: the build with the most phrases is counted.
      """,
    rationale: """
      Siri learns every expansion of a parameterized phrase, and an app has a budget of about 1,000 \
      phrases per locale with all parameter combinations counted (WWDC23 session 10102 notes); past it, \
      phrases stop being recognized. The number of suggested entities is known only at run time \
      (`suggestedEntities()`), so this rule assumes 10 per entity parameter: its count is an estimate, not \
      Apple's figure.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "WorkoutShortcuts.swift",
            #"""
            struct ↓WorkoutShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: StartWorkoutIntent(),
                  phrases: [
                    "Start a workout in \(.applicationName)",
                    "Start a \(\.$activity) with \(\.$playlist) in \(.applicationName)",
                    "Begin a \(\.$activity) with \(\.$playlist) in \(.applicationName)",
                    "Do a \(\.$activity) to \(\.$playlist) in \(.applicationName)",
                    "\(.applicationName), \(\.$activity) with \(\.$playlist)",
                    "Play \(\.$playlist) for my \(\.$activity) in \(.applicationName)",
                  ],
                  shortTitle: "Start Workout",
                  systemImageName: "figure.run")
              }
            }
            """#
          ),
          (
            "StartWorkoutIntent.swift",
            #"""
            struct StartWorkoutIntent: AppIntent {
              static let title: LocalizedStringResource = "Start Workout"

              @Parameter(title: "Activity")
              var activity: WorkoutActivity

              @Parameter(title: "Playlist")
              var playlist: PlaylistEntity?

              func perform() async throws -> some IntentResult { .result() }
            }

            enum WorkoutActivity: String, AppEnum {
              case run, walk, hike, cycle, swim, row, yoga, pilates, dance, boxing
              case climb, ski, skate, surf, tennis, golf, soccer, basketball, elliptical, stairs
              static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Activity")
              static let caseDisplayRepresentations: [WorkoutActivity: DisplayRepresentation] = [:]
            }

            struct PlaylistEntity: AppEntity {
              static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Playlist")
              static let defaultQuery = PlaylistQuery()
              let id: String
              var name: String
              var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
            }
            """#
          ),
        ]
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct WorkoutShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: StartWorkoutIntent(),
              phrases: [
                "Start a workout in \(.applicationName)",
                "Start a \(\.$activity) in \(.applicationName)",
                "Begin a \(\.$activity) with \(.applicationName)",
              ],
              shortTitle: "Start Workout",
              systemImageName: "figure.run")
          }
        }

        struct StartWorkoutIntent: AppIntent {
          static let title: LocalizedStringResource = "Start Workout"

          @Parameter(title: "Activity")
          var activity: WorkoutActivity

          func perform() async throws -> some IntentResult { .result() }
        }

        enum WorkoutActivity: String, AppEnum {
          case run, walk, hike, cycle, swim, row, yoga, pilates, dance, boxing
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Activity")
          static let caseDisplayRepresentations: [WorkoutActivity: DisplayRepresentation] = [:]
        }
        """#
      )
    ]
  )

  public init() {}

  /// How many phrases `text` expands to for the intent `intent`.
  static func expansions(of text: String, intent: IntentDefinition?, lookup: ModelLookup) -> Int {
    var count = 1
    for name in Set(ShortcutSupport.parameters(in: text)) {
      guard let type = intent?.parameters.first(where: { $0.name == name })?.type else { continue }
      switch ShortcutSupport.kind(of: type, in: lookup) {
      case .appEnum(let appEnum): count *= max(1, appEnum.cases.count)
      case .entity: count *= ShortcutSupport.entityExpansionEstimate
      case .other: break
      }
    }
    return count
  }

  public func validate(_ context: LintContext) -> [Violation] {
    let model = context.model
    let lookup = context.lookup
    let providers = model.shortcutProviders.sorted { $0.location < $1.location }
    var conditions: [[String]] = []
    var expansions: [Int] = []
    for provider in providers {
      for shortcut in provider.shortcuts {
        let intent = ShortcutSupport.intent(named: shortcut.intent, in: lookup)
        conditions.append(provider.location.conditions + shortcut.location.conditions + shortcut.builderConditions)
        expansions.append(
          ShortcutSupport.literalPhrases(shortcut).reduce(0) {
            $0 + Self.expansions(of: $1.text, intent: intent, lookup: lookup)
          }
        )
      }
    }
    // The build with the most phrases: shortcuts in branches that exclude each other are not added up.
    let holding = BuildConfigurations.heaviest(conditions: conditions, weights: expansions)
    let total = zip(holding, expansions).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
    guard total > Self.budget, let first = providers.first else { return [] }
    return [
      violation(
        at: first.location,
        "the App Shortcut phrases expand to about \(total) phrases (each AppEnum case counted, "
          + "\(ShortcutSupport.entityExpansionEstimate) per AppEntity parameter), over Apple's budget of about "
          + "\(Self.budget) per locale; drop parameterized phrases or parameters with many values"
      )
    ]
  }
}
