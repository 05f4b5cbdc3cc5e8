import IntentModel

/// A translated App Shortcut phrase loses `${applicationName}` or changes the phrase's parameters.
public struct LocalizedPhraseRule: Rule {
  public static let description = RuleDescription(
    identifier: "localized_phrase",
    name: "Localized Phrase",
    description: """
      Every translation in `AppShortcuts.strings` / `AppShortcuts.xcstrings` has `${applicationName}` \
      exactly once and the same `${parameter}` tokens as its key (each phrase of a `stringSet` too); the \
      files themselves are readable.
      """,
    rationale: """
      Translated phrases are checked like the phrases in code: "Every App Shortcut utterance should have \
      one '${applicationName}' in it", and a token the intent does not have cannot be resolved. Apple's \
      metadata step stops on such a phrase — in one language, so the mistake surfaces only when a \
      translator's file lands — and a file it cannot parse loses every translation in it.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "fr.lproj/AppShortcuts.strings",
            #"""
            /* Start a hike */
            ↓"Start a hike in ${applicationName}" = "Commencer une randonnée";
            ↓"Start hiking ${trail} with ${applicationName}" = "Randonner sur ${sentier} avec ${applicationName}";
            "Show my hikes in ${applicationName}" = "Afficher mes randonnées dans ${applicationName}"↓
            """#
          )
        ]
      ),
      RuleExample(
        files: [
          (
            "AppShortcuts.xcstrings",
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                ↓"Create a note in ${applicationName}" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Notiz in ${applicationName} für ${applicationName}" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
          )
        ]
      ),
      RuleExample(
        files: [
          (
            "AppShortcuts.xcstrings",
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                ↓"Start a hike in ${applicationName}" : {
                  "localizations" : {
                    "de" : {
                      "stringSet" : {
                        "state" : "translated",
                        "values" : [ "Wanderung in ${applicationName} starten", "Wanderung starten" ]
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
          )
        ]
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [
          (
            "de.lproj/AppShortcuts.strings",
            #"""
            // Trails
            "Start a hike in ${applicationName}" = "Starte eine Wanderung in ${applicationName}";
            "Start hiking ${trail} with ${applicationName}" = "Wandere ${trail} mit ${applicationName}";
            """#
          )
        ]
      ),
      RuleExample(
        files: [
          (
            "AppShortcuts.xcstrings",
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Open ${note} in ${applicationName}" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir ${note} dans ${applicationName}" } }
                  }
                },
                "Create a note in ${applicationName}" : { }
              },
              "version" : "1.0"
            }
            """#
          )
        ]
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for catalog in context.phraseCatalogs {
      for problem in catalog.problems {
        violations.append(violation(at: problem.location, "malformed phrase file: \(problem.message)"))
      }
      for entry in catalog.entries {
        guard let value = entry.value else { continue }
        let language = entry.locale.map { "the \($0) translation" } ?? "the translation"
        let applicationNames = value.occurrences(of: "${applicationName}")
        if applicationNames != 1 {
          violations.append(
            violation(
              at: entry.location,
              """
              \(language) of "\(entry.key)" has ${applicationName} \(applicationNames) times; write it exactly \
              once: "\(value)"
              """
            )
          )
        }
        let expected = Set(ShortcutSupport.parameters(in: entry.key))
        let found = Set(ShortcutSupport.parameters(in: value))
        if expected != found {
          let missing = expected.subtracting(found).sorted().map { "${\($0)}" }
          let extra = found.subtracting(expected).sorted().map { "${\($0)}" }
          var parts: [String] = []
          if !missing.isEmpty { parts.append("lacks \(missing.joined(separator: ", "))") }
          if !extra.isEmpty { parts.append("names \(extra.joined(separator: ", ")), which the phrase does not have") }
          violations.append(
            violation(
              at: entry.location,
              """
              \(language) of "\(entry.key)" \(parts.joined(separator: " and ")); keep the key's parameter \
              tokens unchanged (only the words around them are translated)
              """
            )
          )
        }
      }
    }
    return violations
  }
}
