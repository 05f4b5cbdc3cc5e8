import IntentModel

/// Every App Shortcut phrase names the app exactly once.
public struct PhraseApplicationNameRule: Rule {
  public static let description = RuleDescription(
    identifier: "phrase_application_name",
    name: "Phrase Application Name",
    description: "Every App Shortcut phrase contains `\\(.applicationName)` exactly once.",
    rationale: """
      Apple's metadata processor rejects a phrase without the app's name ("Invalid Utterance. Every \
      App Shortcut utterance should have one '${applicationName}' in it.") and writes no metadata for \
      the target; Siri also needs the name once to route the phrase to the app.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: [↓"Create a note", "Create a note in \(.applicationName)"],
              shortTitle: "Create Note", systemImageName: "plus")
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: OpenIntent(),
              phrases: [↓"Open \(.applicationName) in \(.applicationName)"],
              shortTitle: "Open", systemImageName: "doc")
          }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(
              intent: CreateNoteIntent(),
              phrases: ["Create a note in \(.applicationName)", "\(.applicationName), new note"],
              shortTitle: "Create Note", systemImageName: "plus")
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
        for (phrase, location) in zip(shortcut.phrases, shortcut.phraseLocations) {
          guard let text = phrase.text else { continue }  // Non-literal phrases: `inline_phrases`.
          let count = text.occurrences(of: "${applicationName}")
          guard count != 1 else { continue }
          let problem = count == 0 ? "does not name the app" : "names the app \(count) times"
          violations.append(
            violation(
              at: location,
              "phrase \"\(text)\" \(problem); use \\(.applicationName) exactly once in every App Shortcut phrase"
            )
          )
        }
      }
    }
    return violations
  }
}
