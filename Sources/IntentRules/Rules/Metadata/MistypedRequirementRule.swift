import IntentModel

/// An intent's `description` has the type of `AppIntent`'s requirement.
public struct MistypedRequirementRule: Rule {
  public static let description = RuleDescription(
    identifier: "mistyped_requirement",
    name: "Mistyped Requirement",
    description: """
      An intent declares `static description` with a type other than `IntentDescription` \
      (`LocalizedStringResource`, `String`): it is then a property of its own, and the intent has no description.
      """,
    rationale: """
      `AppIntent` declares `static var description: IntentDescription?` with a default implementation \
      (no description). A requirement without a default, such as `title`, fails to compile when declared \
      with another type; this one compiles, and the protocol's default stays in place: the Shortcuts app \
      shows the action without its description and nothing reports it. `IntentDescription` is expressible \
      by a string literal, so `static let description: IntentDescription = "…"` is all it takes.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct BusScheduleIntent: WidgetConfigurationIntent {
          static let title: LocalizedStringResource = "Bus Schedule"
          static let ↓description: LocalizedStringResource = "Shows the next buses."
        }
        """#
      ),
      RuleExample(
        #"""
        struct CreateNoteIntent: AppIntent {
          static var title: LocalizedStringResource = "Create Note"
          static var ↓description = "Creates a note in the inbox."

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct CreateNoteIntent: AppIntent {
          static var title: LocalizedStringResource = "Create Note"
          static var description: IntentDescription = "Creates a note in the inbox."

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct CreateNoteIntent: AppIntent {
          static let title: LocalizedStringResource = "Create Note"
          static let description = IntentDescription("Creates a note.", categoryName: "Notes")

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        // Not an intent: any description goes.
        struct Trail {
          static let description: LocalizedStringResource = "A hiking trail"
        }
        """#
      ),
    ]
  )

  public init() {}

  /// "an" before a vowel (`an Int`), else "a".
  static func article(_ word: String) -> String {
    "AEIOUaeiou".contains(word.first ?? "x") ? "an" : "a"
  }

  public func validate(_ context: LintContext) -> [Violation] {
    let requirement = DefaultedRequirement.intentDescription
    return context.model.intents.compactMap { intent in
      guard let declared = intent.mistypedDescriptionType else { return nil }
      return violation(
        at: MetadataSupport.propertyLocation(requirement.name, of: intent.name, in: context.declarations)
          ?? intent.location,
        "\(intent.name)'s description is \(Self.article(declared)) \(declared), not the \(requirement.type) of AppIntent's requirement, "
          + "so the intent has no description; declare it static let description: \(requirement.type) = \"…\""
      )
    }
  }
}
