import IntentModel

/// Every required parameter appears in the parameter summary, in every `When`/`Switch` branch.
public struct ParameterSummaryCoverageRule: Rule {
  public static let description = RuleDescription(
    identifier: "parameter_summary_coverage",
    name: "Parameter Summary Coverage",
    description: """
      Every required parameter (not optional, no default value) appears in the intent's parameter \
      summary — in the format string or the listed key paths of every `When`/`Switch` branch. A widget's \
      or control's configuration intent without a `perform()` is left alone: it is not offered in \
      Spotlight, and a summary per widget family that shows fewer parameters is its intended use. Where \
      the intent declares a summary per platform (`#if os(iOS)` … `#else`), each covers the parameters of \
      its builds.
      """,
    rationale: """
      Intents run directly from Spotlight on Mac only when "the parameterSummary … reference[s] every \
      required parameter that lacks a default value" (WWDC25 244, 260); otherwise the intent is \
      silently hidden there. A branch that leaves a required parameter out hides the intent just the \
      same. Nothing in the build reports it.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct CreateEventIntent: AppIntent {
          static let title: LocalizedStringResource = "Create Event"

          @Parameter(title: "Title") var title: String
          @Parameter(title: "Start") var startDate: Date
          @Parameter(title: "Notes") var notes: String

          static var parameterSummary: some ParameterSummary {
            ↓Summary("Create \(\.$title) at \(\.$startDate)")
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct StartTimerIntent: AppIntent {
          static let title: LocalizedStringResource = "Start Timer"

          @Parameter(title: "Kind") var kind: TimerKind
          @Parameter(title: "Duration") var duration: Measurement<UnitDuration>

          static var parameterSummary: some ParameterSummary {
            When(\.$kind, .equalTo, .countdown) {
              Summary("Start a \(\.$kind) timer for \(\.$duration)")
            } otherwise: {
              ↓Summary("Start a \(\.$kind) timer")
            }
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ShareIntent: AppIntent {
          static let title: LocalizedStringResource = "Share"

          @Parameter(title: "Item") var item: String
          #if os(macOS)
          @Parameter(title: "Window") var window: String
          #endif

          #if os(iOS)
          static var parameterSummary: some ParameterSummary { Summary("Share \(\.$item)") }
          #else
          static var parameterSummary: some ParameterSummary { ↓Summary("Share \(\.$item) now") }
          #endif

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct ShareIntent: AppIntent {
          static let title: LocalizedStringResource = "Share"

          @Parameter(title: "Item") var item: String
          #if os(macOS)
          @Parameter(title: "Window") var window: String
          #endif

          #if os(iOS)
          static var parameterSummary: some ParameterSummary { Summary("Share \(\.$item)") }
          #else
          static var parameterSummary: some ParameterSummary { Summary("Share \(\.$item) in \(\.$window)") }
          #endif

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct StockBoardIntent: WidgetConfigurationIntent {
          static let title: LocalizedStringResource = "Stocks"
          @Parameter(title: "Symbol") var symbol: String
          @Parameter(title: "Extra") var extra: String

          static var parameterSummary: some ParameterSummary {
            Switch(.widgetFamily) {
              Case(.systemSmall) { Summary { \.$symbol } }
              DefaultCase { Summary { \.$symbol; \.$extra } }
            }
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct CreateEventIntent: AppIntent {
          static let title: LocalizedStringResource = "Create Event"

          @Parameter(title: "Title") var title: String
          @Parameter(title: "Start") var startDate: Date
          @Parameter(title: "Notes") var notes: String?
          @Parameter(title: "Calendar", default: .personal) var calendar: CalendarKind
          @Parameter(title: "All Day") var isAllDay: Bool

          static var parameterSummary: some ParameterSummary {
            Summary("Create \(\.$title) at \(\.$startDate)") {
              \.$isAllDay
              \.$notes
            }
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct StartTimerIntent: AppIntent {
          static let title: LocalizedStringResource = "Start Timer"

          @Parameter(title: "Kind") var kind: TimerKind
          @Parameter(title: "Duration") var duration: Measurement<UnitDuration>

          static var parameterSummary: some ParameterSummary {
            Switch(\.$kind) {
              Case(.countdown) { Summary("Start a \(\.$kind) timer for \(\.$duration)") }
              DefaultCase { Summary("Start a \(\.$kind) timer") { \.$duration } }
            }
          }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct RefreshFeedsIntent: AppIntent {
          static let title: LocalizedStringResource = "Refresh Feeds"
          static let isDiscoverable = false

          @Parameter(title: "Feed") var feed: FeedEntity

          static var parameterSummary: some ParameterSummary { Summary("Refresh") }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    // Intents are read field by field, in place: binding one to a variable would copy it.
    let intents = context.model.intents
    for index in intents.indices {
      if !intents[index].isOfferedBySystem { continue }  // Hidden on purpose, or a snippet-only SnippetIntent.
      // A widget's or control's configuration: a summary per widget family (`Switch(.widgetFamily)`)
      // that shows fewer parameters on small widgets is its intended use.
      if MetadataSupport.isConfigurationOnly(intents[index]) { continue }
      guard intents[index].parameterSummary != nil else { continue }
      let required = intents[index].parameters.filter(\.isRequired)
      guard !required.isEmpty else { continue }
      // Each declaration, where the target declares one per platform (`#if os(iOS)` … `#else`).
      let summaries = intents[index].allParameterSummaries
      guard summaries.allSatisfy(MetadataSupport.isReadable) else { continue }
      var leafCount = 0
      for summary in summaries { MetadataSupport.forEachLeaf(of: summary) { _ in leafCount += 1 } }
      for summary in summaries {
        MetadataSupport.forEachLeaf(of: summary) { leaf in
          // A handful of names: a linear search beats hashing them into a set, unless there are many.
          let named =
            leaf.parameters.count + leaf.otherParameters.count > 16
            ? Set(leaf.parameters + leaf.otherParameters) : nil
          func isNamed(_ name: String) -> Bool {
            named?.contains(name) ?? (leaf.parameters.contains(name) || leaf.otherParameters.contains(name))
          }
          // A parameter and a summary in builds that never meet (`#if os(macOS)` and `#if os(iOS)`).
          for parameter in required
          where !isNamed(parameter.name)
            && (leaf.location.conditions.isEmpty
              || !BuildConfigurations.areExclusive(parameter.location.conditions, leaf.location.conditions))
          {
            let place = leafCount > 1 ? "this branch of the parameter summary" : "the parameter summary"
            violations.append(
              violation(
                at: leaf.location,
                """
                required parameter '\(parameter.name)' of \(intents[index].name) is missing from \(place), which hides the \
                intent from Spotlight on Mac; add \\(\\.$\(parameter.name)) to the summary, make the parameter \
                optional or give it a default value
                """
              )
            )
          }
        }
      }
    }
    return violations
  }
}
