import IntentModel
import SwiftScan

/// A target writes to one Spotlight index: one name, not two, and not a name and the default index.
public struct MultipleSpotlightIndexesRule: Rule {
  public static let description = RuleDescription(
    identifier: "multiple_spotlight_indexes",
    name: "Multiple Spotlight Indexes",
    description: """
      All `CSSearchableIndex` call sites of a target use the same index: `CSSearchableIndex(name:)` with one \
      name (string constants are resolved), and no `CSSearchableIndex.default()` next to a named index. The \
      first named index in file order is taken as the app's; the others are reported.
      """,
    rationale: """
      "If one part of your app indexes to CSSearchableIndex(name: "X") and another to the default index, you \
      have two stores. Queries against one will never see the other. Nothing warns you." Entities indexed \
      through one and deleted or reindexed through the other stay stale. Apple directs apps to a named index: \
      pick one name, put it in a constant, and never write the initializer with another.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        enum NoteIndexer {
          static func index(_ notes: [NoteEntity]) async throws {
            try await CSSearchableIndex(name: "Notes").indexAppEntities(notes)
          }

          static func remove(_ ids: [UUID]) async throws {
            try await ↓CSSearchableIndex.default().deleteAppEntities(identifiedBy: ids, ofType: NoteEntity.self)
          }

          static func reindex(_ notes: [NoteEntity]) async throws {
            try await ↓CSSearchableIndex(name: "notes").indexAppEntities(notes)
          }

          static func reindexArchived(_ notes: [NoteEntity]) async throws {
            try await ↓CSSearchableIndex(name: #"Archived "Notes""#).indexAppEntities(notes)
          }
        }
        """#
      ),
      RuleExample(
        files: [
          (
            "NoteIndexer.swift",
            #"""
            enum NoteIndexer {
              static let indexName = "Notes"
              static var index: CSSearchableIndex { CSSearchableIndex(name: indexName) }
            }
            """#
          ),
          (
            "TrailIndexer.swift",
            #"""
            enum TrailIndexer {
              static let indexName = "Trails"
              static var index: CSSearchableIndex { ↓CSSearchableIndex(name: Self.indexName) }
            }
            """#
          ),
        ]
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        enum NoteIndexer {
          static let indexName = "FieldNotes-Notes"

          static func index(_ notes: [NoteEntity]) async throws {
            try await CSSearchableIndex(name: indexName).indexAppEntities(notes)
          }

          static func remove(_ ids: [UUID]) async throws {
            try await CSSearchableIndex(name: Self.indexName).deleteAppEntities(identifiedBy: ids, ofType: NoteEntity.self)
          }

          static func reindex(_ notes: [NoteEntity]) async throws {
            try await CSSearchableIndex(name: "FieldNotes-Notes").indexAppEntities(notes)
          }
        }
        """#
      ),
      RuleExample(
        #"""
        func index(_ recipes: [RecipeEntity]) async throws {
          try await CSSearchableIndex.default().indexAppEntities(recipes)
        }

        func remove() async throws {
          try await CSSearchableIndex.default().deleteAppEntities(ofType: RecipeEntity.self)
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let sites = context.model.spotlight.filter { $0.kind == .namedIndex || $0.kind == .defaultIndex }
      .sorted { $0.location < $1.location }
    guard let firstNamed = sites.first(where: { $0.kind == .namedIndex }) else { return [] }
    // A name is known when it is a literal or a string constant (`SpotlightFact.resolvedName`).
    let names = sites.map { $0.kind == .namedIndex ? $0.resolvedName : nil }
    guard let canonicalIndex = sites.indices.first(where: { sites[$0].kind == .namedIndex && names[$0] != nil }) else {
      // Only names that cannot be read: report the default index next to them.
      return sites.filter { $0.kind == .defaultIndex }.map { defaultIndexViolation($0, named: firstNamed, name: nil) }
    }
    let canonical = sites[canonicalIndex]
    let canonicalName = names[canonicalIndex]
    var violations: [Violation] = []
    for (site, name) in zip(sites, names) {
      switch site.kind {
      case .defaultIndex:
        violations.append(defaultIndexViolation(site, named: canonical, name: canonicalName))
      case .namedIndex:
        guard let name, let canonicalName, name != canonicalName else { continue }
        violations.append(
          violation(
            at: site.location,
            """
            index "\(name)" is a second Spotlight index next to "\(canonicalName)" at \
            \(MetadataSupport.describe(canonical.location)), and queries against one never see the other; use \
            one index name, kept in one constant
            """
          )
        )
      default:
        continue
      }
    }
    return violations
  }

  private func defaultIndexViolation(_ site: SpotlightFact, named: SpotlightFact, name: String?) -> Violation {
    let index = name.map { "the named index \"\($0)\"" } ?? "the named index"
    return violation(
      at: site.location,
      """
      CSSearchableIndex.default() is a different store from \(index) at \
      \(MetadataSupport.describe(named.location)), and queries against one never see the other; use the named \
      index here too
      """
    )
  }
}
