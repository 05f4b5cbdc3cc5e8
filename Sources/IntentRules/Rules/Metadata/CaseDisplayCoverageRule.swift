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
    // ASCII (the usual case): one byte per character, classified without Unicode tables, in one
    // pass over the bytes; nothing is copied until the name is known to be a case.
    var bytes = text
    let ascii = bytes.withUTF8 { bytes -> (nameStart: Int, isCase: Bool, hasBacktick: Bool)? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let nameStart = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
      let name = bytes[nameStart...]
      return (nameStart, !name.isEmpty && name.allSatisfy(Self.isCaseNameByte), name.contains(UInt8(ascii: "`")))
    }
    if let ascii {
      guard ascii.isCase else { return nil }
      let nameStart = text.utf8.index(text.utf8.startIndex, offsetBy: ascii.nameStart)
      if ascii.nameStart > 0 {
        let base = text[..<text.utf8.index(before: nameStart)]
        guard base.isEmpty || base == "Self" || base == definition.name || base == ModelLookup.bareName(definition.name)
        else { return nil }
      }
      let last = text[nameStart...]
      return String(ascii.hasBacktick ? last.filter { $0 != "`" } : last)
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
