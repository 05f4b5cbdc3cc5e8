import IntentModel

/// A phrase parameter names an AppEntity or AppEnum parameter of the shortcut's intent.
public struct PhraseParameterTypeRule: Rule {
  public static let description = RuleDescription(
    identifier: "phrase_parameter_type",
    name: "Phrase Parameter Type",
    description: """
      Every `\\(\\.$parameter)` in an App Shortcut phrase names a parameter of the shortcut's intent whose \
      type is an AppEntity or AppEnum of the target.
      """,
    rationale: """
      Apple's metadata processor halts on a phrase parameter of any other type ("Invalid parameter type. \
      AppEntity and AppEnum are the only allowed types for <param>") and then writes no metadata at all: \
      Siri can only list the values of an entity's suggested entities or an enum's cases, not open-ended \
      strings or numbers. A phrase naming no parameter of the intent cannot be resolved either. The one \
      exception is the search term of an in-app search intent, `criteria: StringSearchCriteria` \
      (`ShowInAppSearchResultsIntent`): Siri passes the words spoken, and shipping apps (Pocket, Pocket \
      Casts) build with "Search for \\(\\.$criteria) in \\(.applicationName)". Intents, entities, enums and \
      parameter types declared outside the linted target (other than the SDK's value types) are not checked.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "Shortcuts.swift",
            #"""
            struct FieldNotesShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: CreateNoteIntent(),
                  phrases: [
                    "Create a note in \(.applicationName)",
                    ↓"Create a note called \(\.$title) in \(.applicationName)",
                  ],
                  shortTitle: "New Note",
                  systemImageName: "square.and.pencil")
              }
            }
            """#
          ),
          (
            "CreateNoteIntent.swift",
            #"""
            struct CreateNoteIntent: AppIntent {
              static let title: LocalizedStringResource = "Create Note"

              @Parameter(title: "Title")
              var title: String

              func perform() async throws -> some IntentResult {
                .result()
              }
            }
            """#
          ),
        ]
      ),
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
          static let defaultQuery = NoteQuery()
          let id: UUID
          var title: String
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        }

        struct OpenNoteIntent: OpenIntent {
          static let title: LocalizedStringResource = "Open Note"

          @Parameter(title: "Note")
          var target: NoteEntity

          func perform() async throws -> some IntentResult { .result() }
        }

        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: OpenNoteIntent(),
              phrases: [↓"Open \(\.$note) in \(.applicationName)", "Open \(\.$target) in \(.applicationName)"],
              shortTitle: "Open Note",
              systemImageName: "note.text")
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SetTimerIntent: AppIntent {
          static let title: LocalizedStringResource = "Set Timer"

          @Parameter(title: "Minutes")
          var minutes: Int?

          @Parameter(title: "Duration")
          var duration: Foundation.TimeInterval?

          func perform() async throws -> some IntentResult { .result() }
        }

        struct KitchenShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: SetTimerIntent(),
              phrases: [
                ↓"Set a \(\.$minutes) minute timer in \(.applicationName)",
                ↓"Set a \(\.$duration) timer in \(.applicationName)",
              ],
              shortTitle: "Set Timer",
              systemImageName: "timer")
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [
          (
            "Shortcuts.swift",
            #"""
            struct TrailsShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: StartHikeIntent(),
                  phrases: [
                    "Start a hike in \(.applicationName)",
                    "Start hiking \(\.$trail) with \(.applicationName)",
                    "Start a \(\.$activity) with \(.applicationName)",
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
              var trail: TrailEntity?

              @Parameter(title: "Activity", default: .hike)
              var activity: HikeActivity

              func perform() async throws -> some IntentResult { .result() }
            }
            """#
          ),
          (
            "Models.swift",
            #"""
            struct TrailEntity: AppEntity {
              static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
              static let defaultQuery = TrailQuery()
              let id: UUID
              var name: String
              var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
            }

            enum HikeActivity: String, AppEnum {
              case hike, trailRun, walk
              static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Activity")
              static let caseDisplayRepresentations: [HikeActivity: DisplayRepresentation] = [
                .hike: "Hike", .trailRun: "Trail Run", .walk: "Walk",
              ]
            }
            """#
          ),
        ]
      ),
      // The search term of an in-app search intent is the one open-ended phrase parameter.
      RuleExample(
        #"""
        struct SearchNotesIntent: ShowInAppSearchResultsIntent {
          static let title: LocalizedStringResource = "Search Notes"
          static let searchScopes: [StringSearchScope] = [.general]

          @Parameter(title: "Search Term")
          var criteria: StringSearchCriteria

          func perform() async throws -> some IntentResult { .result() }
        }

        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: SearchNotesIntent(),
              phrases: ["Search \(.applicationName)", "Search for \(\.$criteria) in \(.applicationName)"],
              shortTitle: "Search Notes",
              systemImageName: "magnifyingglass")
          }
        }
        """#
      ),
      // A parameter type of another module, extended here: it may be an AppEnum there.
      RuleExample(
        #"""
        import PlayerKit

        extension RepeatMode {
          var spokenName: String { "\(self)" }
        }

        struct SetRepeatIntent: AppIntent {
          static let title: LocalizedStringResource = "Set Repeat"

          @Parameter(title: "Mode")
          var mode: RepeatMode

          func perform() async throws -> some IntentResult { .result() }
        }

        struct PlayerShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: SetRepeatIntent(),
              phrases: ["Set repeat \(\.$mode) in \(.applicationName)"],
              shortTitle: "Repeat",
              systemImageName: "repeat")
          }
        }
        """#
      ),
      // An intent from another module: its parameters are unknown, so nothing is reported.
      RuleExample(
        #"""
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: SharedKit.PlayPlaylistIntent(),
              phrases: ["Play \(\.$playlist) in \(.applicationName)"],
              shortTitle: "Play",
              systemImageName: "play")
          }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    let model = context.model
    let lookup = context.lookup
    for provider in model.shortcutProviders {
      for shortcut in provider.shortcuts {
        guard let intent = ShortcutSupport.intent(named: shortcut.intent, in: lookup) else { continue }
        for (text, location) in ShortcutSupport.literalPhrases(shortcut) {
          var seen: Set<String> = []
          for name in ShortcutSupport.parameters(in: text) where seen.insert(name).inserted {
            guard let parameter = intent.parameters.first(where: { $0.name == name }) else {
              violations.append(
                violation(
                  at: location,
                  "phrase \"\(text)\" names ${\(name)}, which is not a parameter of \(intent.name); interpolate an "
                    + "AppEntity or AppEnum parameter of the intent as \\(\\.$parameter), and the app as "
                    + "\\(.applicationName)"
                )
              )
              continue
            }
            guard let type = parameter.type, !Self.isSearchTerm(type),
              case .other = ShortcutSupport.kind(of: type, in: lookup),
              Self.isKnownNotEntityOrEnum(type, in: intent.name, context)
            else { continue }
            violations.append(
              violation(
                at: location,
                "phrase \"\(text)\" uses parameter '\(name)' of type \(type) (\"Invalid parameter type. AppEntity "
                  + "and AppEnum are the only allowed types for \(name)\"); make the parameter an AppEntity or "
                  + "AppEnum, or remove it from the phrase"
              )
            )
          }
        }
      }
    }
    return violations
  }

  /// Whether a type that is no entity or enum of the target is known to be neither: a value type of
  /// the SDK (also written `Swift.String`), a collection or generic type, or a type the target
  /// declares. A type only imported (`import PlayerKit`, perhaps extended here) may be an AppEnum of
  /// its module: it is not judged.
  static func isKnownNotEntityOrEnum(_ type: String, in intentName: String, _ context: LintContext) -> Bool {
    let value = ModelLookup.withoutOptionality(type)
    if value.contains(where: { $0 == "[" || $0 == "<" || $0 == "(" }) { return true }
    let bare = ModelLookup.bareName(value)
    if UnsupportedParameterTypeRule.supported.contains(bare) || UnsupportedParameterTypeRule.unsupported[bare] != nil
      || sdkValueTypes.contains(bare)
    {
      return true
    }
    return MetadataSupport.parameterTypeDeclarations(of: value, in: intentName, context.declarations).contains {
      $0.declaration.kind != .extension
    }
  }

  /// SDK types a parameter may have besides those `unsupported_parameter_type` lists, none of them an
  /// entity or enum.
  static let sdkValueTypes: Set<String> = [
    "TimeInterval", "Decimal", "Measurement", "Calendar", "TimeZone", "Locale", "CLLocation", "PlaceDescriptor",
    "Color", "CGColor", "UIColor", "NSColor", "LocalizedStringResource", "NSAttributedString",
  ]

  /// Whether a parameter type is the search term of an in-app search intent.
  static func isSearchTerm(_ type: String) -> Bool {
    AppIntentsProtocol.withoutModule(type) == "StringSearchCriteria"
  }
}
