import IntentModel

/// App Shortcuts are written inline: `AppShortcut(…)` calls in the `appShortcuts` builder, each with
/// an inline array of string-literal phrases.
public struct InlinePhrasesRule: Rule {
  public static let description = RuleDescription(
    identifier: "inline_phrases",
    name: "Inline Phrases",
    description: """
      Every App Shortcut's `phrases:` is an inline, non-empty array of string literals, and \
      `appShortcuts` is a builder of `AppShortcut(…)` calls the metadata processor can read.
      """,
    rationale: """
      Apple's metadata processor reads App Shortcuts statically: it accepts only `AppShortcut(…)` \
      initializers written in the `appShortcuts` builder (or inside `if #available`), each with its \
      phrases inline. Phrases hoisted into a `let` or `static let`, or built by a function, are invisible \
      to it ("App Shortcuts should have at least one phrase"), and hoisting removes every shortcut of the \
      app, not just the one; an `appShortcuts` it cannot read declares none. An `appShortcuts` built in \
      code (`var shortcuts = […]`, `shortcuts.append(AppShortcut(…))`, `return shortcuts`) loses every \
      shortcut it appends: the compiler's const extraction records the initializers of local variables, \
      but not the calls that change them.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static let createPhrases: [AppShortcutPhrase<CreateNoteIntent>] = [
            "Create a note in \(.applicationName)",
            "New \(.applicationName) note",
          ]

          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ↓createPhrases,
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static let openPhrase: AppShortcutPhrase<OpenNoteIntent> = "Open \(\.$target) in \(.applicationName)"

          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: OpenNoteIntent(),
              phrases: ["Open a note in \(.applicationName)", ↓openPhrase],
              shortTitle: "Open Note",
              systemImageName: "note.text")
            ↓AppShortcut(
              intent: SearchNotesIntent(),
              phrases: [],
              shortTitle: "Search",
              systemImageName: "magnifyingglass")
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ↓FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            makeShortcuts()
          }

          static func makeShortcuts() -> [AppShortcut] {
            [
              AppShortcut(
                intent: CreateNoteIntent(),
                phrases: ["Create a note in \(.applicationName)"],
                shortTitle: "New Note",
                systemImageName: "square.and.pencil")
            ]
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            var shortcuts = [
              AppShortcut(
                intent: CreateNoteIntent(),
                phrases: ["Create a note in \(.applicationName)"],
                shortTitle: "New Note",
                systemImageName: "square.and.pencil")
            ]
            if #available(iOS 18, *) {
              shortcuts.append(
                ↓AppShortcut(
                  intent: SummarizeNotesIntent(),
                  phrases: ["Summarize my notes in \(.applicationName)"],
                  shortTitle: "Summarize",
                  systemImageName: "text.append"))
            }
            return shortcuts
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct FieldNotesShortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)", "New \(.applicationName) note"],
              shortTitle: "New Note",
              systemImageName: "square.and.pencil")
            if #available(iOS 18, *) {
              AppShortcut(
                intent: OpenNoteIntent(),
                phrases: ["Open \(\.$target) in \(.applicationName)"],
                shortTitle: "Open Note",
                systemImageName: "note.text")
            }
          }

          static let shortcutTileColor: ShortcutTileColor = .teal
        }
        """#
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for provider in context.model.shortcutProviders {
      if provider.shortcuts.isEmpty {
        let problem =
          provider.hasReadableShortcuts
          ? "its appShortcuts builds no AppShortcut(…) the metadata processor can read"
          : "it has no appShortcuts builder the metadata processor can read"
        violations.append(
          violation(
            at: provider.location,
            "'\(provider.name)' declares no App Shortcuts: \(problem); write the AppShortcut(…) calls directly "
              + "in `static var appShortcuts: [AppShortcut] { … }`"
          )
        )
      }
      for location in provider.unextractedShortcuts {
        violations.append(
          violation(
            at: location,
            "this AppShortcut(…) is added to the shortcuts in code, which the compiler's const extraction does "
              + "not record, so Apple's metadata processor never sees it; write it in the `appShortcuts` builder "
              + "(inside `if #available` when it needs a newer system)"
          )
        )
      }
      for shortcut in provider.shortcuts {
        let name = ShortcutSupport.describe(shortcut)
        guard shortcut.hasInlinePhrases else {
          let location = shortcut.phraseLocations.first ?? shortcut.location
          violations.append(
            violation(
              at: location,
              "the phrases of \(name) are not an inline array literal, so Apple's metadata processor drops every "
                + "App Shortcut of the app (\"App Shortcuts should have at least one phrase\"); write them inline "
                + "as `phrases: [\"… \\(.applicationName)\"]`"
            )
          )
          continue
        }
        if shortcut.phrases.isEmpty {
          violations.append(
            violation(
              at: shortcut.location,
              "\(name) has no phrases (\"App Shortcuts should have at least one phrase\"); add a phrase with "
                + "\\(.applicationName)"
            )
          )
        }
        for (phrase, location) in zip(shortcut.phrases, shortcut.phraseLocations) {
          let source: String
          switch phrase {
          case .nonLiteral(let text), .member(let text): source = text
          default: continue
          }
          violations.append(
            violation(
              at: location,
              "phrase `\(source)` of \(name) is not a string literal, so Apple's metadata processor drops every "
                + "App Shortcut of the app; write the phrase inline in the phrases array"
            )
          )
        }
      }
    }
    return violations
  }
}
