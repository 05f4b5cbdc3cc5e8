import IntentModel
import SwiftScan

/// An intent has a static `title` and a `perform()` method.
public struct IntentRequirementsRule: Rule {
  public static let description = RuleDescription(
    identifier: "intent_requirements",
    name: "Intent Requirements",
    description: """
      An intent declares a static `title` (schema intents get theirs from the schema) and implements \
      `perform()` (widget and control configuration intents, `TargetContentProvidingIntent`s and \
      `OpenIntent`s that are `URLRepresentableIntent`s need none).
      """,
    rationale: """
      "Every intent conforms to AppIntent and must provide a static title and a perform() method." An \
      intent without a static title has nothing for Shortcuts, Siri and Spotlight to show, and metadata \
      generators reject "a missing literal title"; an intent without perform() does nothing when run. \
      Both are often lost when a type's declaration is split across extensions or `#if` branches. A \
      `perform()` implemented by an extension of one of the target's protocols that the intent adopts, or \
      by its superclass, counts, unless that extension is constrained (`where Self == …`) or in a `#if` \
      branch the intent is not in.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      // A helper named perform is not the requirement.
      RuleExample(
        #"""
        protocol HomeIntent: AppIntent {}

        extension HomeIntent {
          func perform(in room: String) async throws {}
        }

        struct ↓ToggleLightsIntent: HomeIntent {
          static let title: LocalizedStringResource = "Toggle Lights"
        }
        """#
      ),
      RuleExample(
        #"""
        struct ↓ArchiveNoteIntent: AppIntent {
          static var description: IntentDescription = "Moves the note to the archive."

          @Parameter(title: "Note") var note: NoteEntity

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ↓TogglePinIntent: AppIntent {
          static let title: LocalizedStringResource = "Toggle Pin"

          @Parameter(title: "Note") var note: NoteEntity

          func perform(with store: NoteStore) async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      // A protocol of the target implements perform() for every intent adopting it.
      RuleExample(
        #"""
        protocol HomeIntent: AppIntent {
          var room: String { get }
        }

        extension HomeIntent {
          func perform() async throws -> some IntentResult { .result() }
        }

        struct ToggleLightsIntent: HomeIntent {
          static let title: LocalizedStringResource = "Toggle Lights"
          var room = "Kitchen"
        }
        """#
      ),
      RuleExample(
        #"""
        struct ArchiveNoteIntent: AppIntent {
          static let title: LocalizedStringResource = "Archive Note"

          @Parameter(title: "Note") var note: NoteEntity
        }

        extension ArchiveNoteIntent {
          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SelectNotebookIntent: WidgetConfigurationIntent {
          static let title: LocalizedStringResource = "Select Notebook"

          @Parameter(title: "Notebook") var notebook: NotebookEntity?
        }
        """#
      ),
      RuleExample(
        #"""
        struct OpenNoteIntent: OpenIntent, TargetContentProvidingIntent {
          static let title: LocalizedStringResource = "Open Note"

          @Parameter(title: "Note") var target: NoteEntity
        }
        """#
      ),
      // The system opens the target's URL: OpenIntent + URLRepresentableIntent may omit perform().
      RuleExample(
        #"""
        struct OpenBoardIntent: OpenIntent, URLRepresentableIntent {
          static let title: LocalizedStringResource = "Open Board"

          @Parameter(title: "Board") var target: BoardEntity
        }
        """#
      ),
      RuleExample(
        #"""
        @AppIntent(schema: .photos.openAsset)
        struct OpenAssetIntent: OpenIntent {
          var target: AssetEntity

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ]
  )

  /// Intents the system runs without a `perform()` of theirs.
  static let performOptional: Set<String> = [
    "WidgetConfigurationIntent", "ControlConfigurationIntent", "TargetContentProvidingIntent",
  ]

  /// An `OpenIntent` that is also a `URLRepresentableIntent` needs no `perform()` either: the system
  /// opens its target by sending the target's URL to the app.
  static let opensItsURL: Set<String> = ["OpenIntent", "URLRepresentableIntent"]

  /// Whether a member is the `perform()` requirement: an instance method without parameters.
  static func isPerform(_ member: Declaration) -> Bool {
    member.kind == .func && member.name == "perform" && member.parameters.isEmpty && !member.isStatic
  }

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    // Intents are read field by field, in place: binding one to a variable would copy it.
    let intents = context.model.intents
    for index in intents.indices {
      // Read only when needed.
      var name: String { intents[index].name }
      if intents[index].title == nil && intents[index].schema == nil {
        violations.append(
          violation(
            at: intents[index].location,
            """
            \(name) has no static title; add static let title: LocalizedStringResource = "…" so that \
            Shortcuts, Siri and Spotlight can show it
            """
          )
        )
      }
      if !intents[index].hasPerform {
        var conformances = Set(intents[index].conformances)
        if conformances.isDisjoint(with: Self.performOptional) {
          conformances.formUnion(MetadataSupport.inheritedNames(of: name, in: context.declarations))
        }
        guard conformances.isDisjoint(with: Self.performOptional),
          !conformances.isSuperset(of: Self.opensItsURL),
          // A protocol of the target may implement it (`extension HomeIntent { func perform() … }`).
          !MetadataSupport.inheritsMember(of: name, in: context.declarations, where: Self.isPerform)
        else { continue }
        violations.append(
          violation(
            at: intents[index].location,
            """
            \(name) does not implement perform(); add func perform() async throws -> some IntentResult
            """
          )
        )
      }
    }
    return violations
  }
}
