import IntentModel

/// A key of `AppShortcuts.strings` / `.xcstrings` that no App Shortcut phrase uses.
public struct UnusedPhraseKeyRule: Rule {
  public static let description = RuleDescription(
    identifier: "unused_phrase_key",
    name: "Unused Phrase Key",
    description: """
      Every key of `AppShortcuts.strings` / `AppShortcuts.xcstrings` is a phrase of an App Shortcut (or a \
      negative phrase) in the code.
      """,
    rationale: """
      Phrases are looked up by their exact source text, `${applicationName}` and parameter tokens \
      included. When a phrase in code is reworded, its translations silently stop applying and that \
      language falls back to no phrase at all; the stale key is the only trace. Nothing is reported \
      when a phrase in code is not a literal, since the keys it uses cannot be known.
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
                  phrases: ["Start a hike in \(.applicationName)", "Go hiking with \(.applicationName)"],
                  shortTitle: "Start Hike",
                  systemImageName: "figure.hiking")
              }
            }
            """#
          ),
          (
            "fr.lproj/AppShortcuts.strings",
            #"""
            "Start a hike in ${applicationName}" = "Commencer une randonnée dans ${applicationName}";
            ↓"Begin a hike in ${applicationName}" = "Débuter une randonnée dans ${applicationName}";
            """#
          ),
        ]
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [
          (
            "TrailsShortcuts.swift",
            #"""
            struct TrailsShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: StartHikeIntent(),
                  phrases: ["Start a hike in \(.applicationName)", "Start hiking \(\.$trail) with \(.applicationName)"],
                  shortTitle: "Start Hike",
                  systemImageName: "figure.hiking")
              }
            }
            """#
          ),
          (
            "AppShortcuts.xcstrings",
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start a hike in ${applicationName}" : { },
                "Start hiking ${trail} with ${applicationName}" : { }
              },
              "version" : "1.0"
            }
            """#
          ),
        ]
      )
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    guard !context.phraseCatalogs.isEmpty, let used = Self.codePhrases(context.model) else { return [] }
    var violations: [Violation] = []
    for catalog in context.phraseCatalogs {
      var reported: Set<String> = []
      for entry in catalog.entries where !used.contains(entry.key) && reported.insert(entry.key).inserted {
        violations.append(
          violation(
            at: entry.location,
            """
            no App Shortcut phrase is "\(entry.key)", so this key's translations are never used; update it to \
            the phrase's new wording or remove it
            """
          )
        )
      }
    }
    return violations
  }

  /// Every phrase and negative phrase of the target, or nil when one of them is not a literal.
  static func codePhrases(_ model: AppIntentsModel) -> Set<String>? {
    var phrases: Set<String> = []
    for provider in model.shortcutProviders {
      guard provider.hasReadableShortcuts else { return nil }
      for shortcut in provider.shortcuts {
        for phrase in shortcut.phrases {
          guard case .string(let text) = phrase else { return nil }
          phrases.insert(text)
        }
      }
      if let negative = provider.negativePhrases { collectStrings(negative, into: &phrases) }
    }
    return phrases
  }

  static func collectStrings(_ value: ModelValue, into phrases: inout Set<String>) {
    switch value {
    case .string(let text): phrases.insert(text)
    case .array(let elements): for element in elements { collectStrings(element, into: &phrases) }
    case .initializer(_, let arguments): for argument in arguments { collectStrings(argument.value, into: &phrases) }
    default: break
    }
  }
}
