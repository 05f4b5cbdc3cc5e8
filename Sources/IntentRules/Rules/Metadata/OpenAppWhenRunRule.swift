import IntentModel

/// `openAppWhenRun` where `supportedModes` is available.
public struct OpenAppWhenRunRule: Rule {
  public static let description = RuleDescription(
    identifier: "open_app_when_run",
    name: "Open App When Run",
    description: """
      An intent sets `openAppWhenRun = true` although `supportedModes` is available: the deployment \
      target is iOS 26 (or the matching 26 releases) or later, the intent is only available there, or it \
      declares `supportedModes` too, without `@available` (an `@available(iOS 26, *)` supportedModes beside \
      openAppWhenRun back-deploys the intent, and is left alone).
      """,
    rationale: """
      "IntentModes arrived in the 26 releases; before them, openAppWhenRun was the only switch." \
      `supportedModes` says whether the intent runs in the background, opens the app immediately \
      (`.foreground(.immediate)`) or only when needed (`.foreground(.dynamic)`); openAppWhenRun "still \
      works on older OS versions but supportedModes is the preferred API on iOS 26+", and forcing the app \
      to the foreground for a simple toggle is a common mistake.
      """,
    defaultSeverity: .note,
    triggeringExamples: [
      RuleExample(
        #"""
        struct StartRecordingIntent: AppIntent {
          static let title: LocalizedStringResource = "Start Recording"
          static let ↓openAppWhenRun = true

          func perform() async throws -> some IntentResult { .result() }
        }
        """#,
        configuration: deploymentTarget(["iOS": "26.0"])
      ),
      RuleExample(
        #"""
        @available(iOS 26, macOS 26, *)
        struct ToggleFavoriteIntent: AppIntent {
          static var title: LocalizedStringResource = "Toggle Favorite"
          static var ↓openAppWhenRun: Bool = true

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SyncIntent: AppIntent {
          static let title: LocalizedStringResource = "Sync"
          static let ↓openAppWhenRun = true
          static let supportedModes: IntentModes = .background

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct StartRecordingIntent: AppIntent {
          static let title: LocalizedStringResource = "Start Recording"
          static let openAppWhenRun = true

          func perform() async throws -> some IntentResult { .result() }
        }
        """#,
        configuration: deploymentTarget(["iOS": "18.0"])
      ),
      RuleExample(
        #"""
        struct StartRecordingIntent: AppIntent {
          static let title: LocalizedStringResource = "Start Recording"
          static let supportedModes: IntentModes = .foreground(.immediate)

          func perform() async throws -> some IntentResult { .result() }
        }
        """#,
        configuration: deploymentTarget(["iOS": "26.0"])
      ),
      RuleExample(
        #"""
        struct DimDisplayIntent: AppIntent {
          static let title: LocalizedStringResource = "Dim Display"
          @available(macOS, deprecated: 26.0, message: "Use supportedModes")
          static let openAppWhenRun: Bool = true
          @available(macOS 26.0, *)
          static let supportedModes: IntentModes = .foreground(.immediate)

          func perform() async throws -> some IntentResult { .result() }
        }
        """#,
        configuration: deploymentTarget(["macOS": "14.0"])
      ),
    ]
  )

  static func deploymentTarget(_ versions: [String: String]) -> LintConfiguration {
    var configuration = LintConfiguration()
    configuration.deploymentTarget = versions
    return configuration
  }

  /// The major version of `"26.0"`.
  static func major(_ version: Substring) -> Int? {
    Int(version.prefix { $0.isNumber })
  }

  /// Whether every deployment target is 26 or later (and at least one is set).
  static func targetsModes(_ configuration: LintConfiguration) -> Bool {
    let majors = configuration.deploymentTarget.values.map { major(Substring($0)) }
    return !majors.isEmpty && majors.allSatisfy { ($0 ?? 0) >= 26 }
  }

  /// Whether an `@available(iOS 26, macOS 26, *)` around the intent limits it to the 26 releases: every
  /// platform version it names is 26 or later.
  static func availableOnlyWithModes(_ availability: [String]) -> Bool {
    var majors: [Int] = []
    for attribute in availability {
      let words = attribute.split { !($0.isLetter || $0.isNumber || $0 == ".") }
      for (word, next) in zip(words, words.dropFirst())
      where ["iOS", "macOS", "watchOS", "tvOS", "visionOS", "iPadOS", "macCatalyst"].contains(String(word)) {
        if let version = major(next) { majors.append(version) }
      }
    }
    return !majors.isEmpty && majors.allSatisfy { $0 >= 26 }
  }

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    let targetsModes = Self.targetsModes(context.configuration)
    for intent in context.model.intents {
      guard case .boolean(true)? = intent.openAppWhenRun else { continue }
      let reason: String
      if targetsModes {
        reason = "the deployment target has supportedModes"
      } else if Self.availableOnlyWithModes(intent.location.availability) {
        reason = "\(intent.name) is only available where supportedModes is"
      } else if intent.supportedModes != nil
        // `@available(iOS 26, *) static let supportedModes` beside openAppWhenRun back-deploys:
        // openAppWhenRun is the switch of the earlier releases.
        && !MetadataSupport.propertyHasAvailability("supportedModes", of: intent.name, in: context.declarations)
      {
        reason = "\(intent.name) also declares supportedModes"
      } else {
        continue
      }
      violations.append(
        violation(
          at: MetadataSupport.propertyLocation("openAppWhenRun", of: intent.name, in: context.declarations)
            ?? intent.location,
          """
          openAppWhenRun is the legacy switch and \(reason); declare static let supportedModes: IntentModes = \
          .foreground(.immediate), or .background if the work does not need the app
          """
        )
      )
    }
    return violations
  }
}
