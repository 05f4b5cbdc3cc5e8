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

  /// The case a dictionary key names: `.easy`, `TrailDifficulty.easy`, `Self.easy`; `nil` for
  /// anything else.
  static func caseName(of key: ModelValue, in definition: EnumDefinition) -> String? {
    let text: String
    switch key {
    case .member(let name): text = name
    case .nonLiteral(let source): text = source
    default: return nil
    }
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII (the usual case): one byte per character, classified without Unicode tables, and
      // nothing copied until the name is known to be a case.
      let dot = text.utf8.lastIndex(of: UInt8(ascii: "."))
      let last = dot.map { text[text.utf8.index(after: $0)...] } ?? text[...]
      guard !last.isEmpty, last.utf8.allSatisfy(Self.isCaseNameByte) else { return nil }
      if let dot {
        let base = text[..<dot]
        guard base.isEmpty || base == "Self" || base == definition.name || base == ModelLookup.bareName(definition.name)
        else { return nil }
      }
      return String(last.utf8.contains(UInt8(ascii: "`")) ? last.filter { $0 != "`" } : last)
    }
    let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let last = components.last, !last.isEmpty,
      last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
    else { return nil }
    let base = components.dropLast().joined(separator: ".")
    let bare = ModelLookup.bareName(definition.name)
    guard base.isEmpty || base == "Self" || base == definition.name || base == bare else { return nil }
    return last.filter { $0 != "`" }
  }

  /// An ASCII letter, digit, `_` or backtick.
  static func isCaseNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "`"):
      true
    default: false
    }
  }

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for definition in context.model.enums {
      // A missing or non-literal dictionary is `static_metadata`'s finding.
      guard case .dictionary(let entries)? = definition.caseDisplayRepresentations else { continue }
      let covered = Set(entries.compactMap { Self.caseName(of: $0.key, in: definition) })
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
