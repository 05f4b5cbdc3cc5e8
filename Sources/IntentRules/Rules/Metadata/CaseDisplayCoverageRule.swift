import IntentModel

/// `caseDisplayRepresentations` has an entry for every case of the enum.
public struct CaseDisplayCoverageRule: Rule {
  public static let description = RuleDescription(
    identifier: "case_display_coverage",
    name: "Case Display Coverage",
    description: "An `AppEnum`'s `caseDisplayRepresentations` dictionary has an entry for every case.",
    rationale: """
      Apple's metadata processor halts on an incomplete dictionary ("Protocol 'AppEnum' requires \
      'caseDisplayRepresentations' to be exhaustive") and writes no metadata for the target. A case \
      added to the enum later is the usual cause: the compiler accepts the dictionary, only the \
      extraction step fails.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        enum TrailDifficulty: String, AppEnum {
          case easy
          case moderate
          case ↓strenuous
          case ↓expert

          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
          static let caseDisplayRepresentations: [TrailDifficulty: DisplayRepresentation] = [
            .easy: "Easy",
            .moderate: DisplayRepresentation(title: "Moderate", subtitle: "Some climbing"),
          ]
        }
        """#
      )
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        enum TrailDifficulty: String, AppEnum {
          case easy, moderate
          case strenuous = "hard"

          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
          static let caseDisplayRepresentations: [TrailDifficulty: DisplayRepresentation] = [
            .easy: "Easy",
            TrailDifficulty.moderate: "Moderate",
            Self.strenuous: "Strenuous",
          ]
        }
        """#
      ),
      RuleExample(
        #"""
        enum SortOrder: String, AppEnum {
          case newest, oldest

          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
          static var caseDisplayRepresentations: [SortOrder: DisplayRepresentation] {
            [.newest: "Newest First", .oldest: "Oldest First"]
          }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for definition in context.model.enums {
      // A missing or non-literal dictionary is `static_metadata`'s finding.
      guard case .dictionary(let entries)? = definition.caseDisplayRepresentations else { continue }
      let covered = Set(entries.compactMap { definition.caseName(ofKey: $0.key) })
      // An unreadable key might name any case: do not guess.
      guard covered.count == entries.count else { continue }
      for enumCase in definition.cases where !covered.contains(enumCase.name) {
        violations.append(
          violation(
            at: enumCase.location,
            """
            case '\(enumCase.name)' of \(definition.name) has no entry in caseDisplayRepresentations, which \
            must be exhaustive; add .\(enumCase.name): "…" to the dictionary
            """
          )
        )
      }
    }
    return violations
  }
}
