import IntentModel
import SwiftScan
import XCTest

@testable import IntentGenerate

/// What the generator reports instead of generating: names already taken, a `defaultQuery` that
/// does not use the generated query, directive words it does not know, Spotlight indexes it cannot
/// share, and queries it cannot give reindexing.
final class GeneratorDiagnosticsTests: XCTestCase {
  func testADeclaredQueryIsNotGeneratedAgain() {
    let result = generate(
      """
      /// intentgen:query
      struct NoteEntity: AppEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      struct NoteQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), [])
    XCTAssertEqual(
      messages(result),
      [
        "error 2:8 cannot generate 'NoteQuery': the target already declares it; remove the hand-written query "
          + "or the intentgen:query line"
      ]
    )
    XCTAssertTrue(result.hasErrors)
  }

  /// Two entities' nested `Query` types share a bare name, which Apple's metadata rejects: the
  /// second is not generated, with an error (both were, silently, and the build then stopped).
  func testGeneratedQueriesWithTheSameBareName() {
    let result = generate(
      """
      struct Folder: AppEntity {
        static let defaultQuery = Query()
        let id: UUID
      }
      struct RowEntity: AppEntity {
        static let defaultQuery = Query()
        let id: UUID
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), ["Folder.Query.swift"])
    XCTAssertEqual(
      messages(result),
      [
        "error 5:8 cannot generate 'RowEntity.Query': its bare name 'Query' is also 'Folder.Query's, and Apple's "
          + "metadata needs each query's type name to be unique; give 'RowEntity' another query name "
          + "('static let defaultQuery = RowEntityQuery()')"
      ]
    )
  }

  /// A property query with nothing to filter is said to be empty.
  func testAPropertyQueryWithoutFilterableProperties() {
    let result = generate(
      """
      /// intentgen:query properties
      struct PhotoEntity: AppEntity {
        static let defaultQuery = PhotoEntityQuery()
        let id: UUID
        @Property(title: "Location") var location: URL
      }
      """
    )
    XCTAssertEqual(
      messages(result),
      [
        "warning 2:8 'PhotoEntity' asks for a property query, but none of its @Property values can be filtered "
          + "(a String, number, Bool, Date or AppEnum): the Find action would offer no condition"
      ]
    )
  }

  /// `UniqueAppEntityProvider<Self>` is the SDK's: Apple's AppIntentsTravelTracking sample got a
  /// generated `UniqueAppEntityProvider.swift`.
  func testAQueryOfTheSDKIsNotGenerated() {
    let result = generate(
      """
      struct PreferencesEntity: UniqueAppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Preferences")
        static let defaultQuery = UniqueAppEntityProvider<Self>()
      }
      struct ArchiveEntity: AppEntity {
        static let defaultQuery = AppIntents.UniqueAppEntityProvider()
        let id: UUID
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), [])
    XCTAssertEqual(messages(result), [])
  }

  func testADeclaredQueryWithoutDirectiveIsLeftAlone() {
    let result = generate(
      """
      struct NoteEntity: AppEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      struct NoteQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), [])
    XCTAssertEqual(messages(result), [])
  }

  func testAnUndeclaredDefaultQueryIsGenerated() {
    let result = generate(
      """
      struct NoteEntity: AppEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), ["NoteQuery.swift"])
    XCTAssertEqual(messages(result), [])
  }

  /// Two entities naming the same undeclared query: it is generated for the first (by name), and
  /// the second is told to use its own — a query returns one entity type (seen when two targets'
  /// files were linted as one).
  func testAnUndeclaredQuerySharedByTwoEntitiesIsGeneratedOnce() {
    let result = generate(
      """
      struct TrackEntity: AppEntity {
        static let defaultQuery = LibraryQuery()
        let id: String
      }
      struct AlbumEntity: AppEntity {
        static let defaultQuery = LibraryQuery()
        let id: String
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), ["LibraryQuery.swift"])
    XCTAssertEqual(
      messages(result),
      [
        "error 1:8 cannot generate 'LibraryQuery' for 'TrackEntity': it is generated for 'AlbumEntity', and a "
          + "query returns one entity type; give 'TrackEntity' a query of its own "
          + "('static let defaultQuery = TrackEntityQuery()')"
      ]
    )
  }

  func testADirectiveNamingAnotherTypeThanDefaultQuery() {
    let result = generate(
      """
      /// intentgen:query NoteSearch
      struct NoteEntity: AppEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), ["NoteSearch.swift"])
    XCTAssertEqual(
      messages(result),
      [
        "warning 2:8 'NoteEntity' uses 'NoteQuery' as its defaultQuery, not the generated 'NoteSearch'; "
          + "write 'static let defaultQuery = NoteSearch()'"
      ]
    )
  }

  func testADirectiveWithoutDefaultQuery() {
    let result = generate(
      """
      /// intentgen:query enumerable
      struct NoteEntity: AppEntity {
        let id: UUID
      }
      """
    )
    XCTAssertEqual(result.files.map(\.name), ["NoteEntityQuery.swift"])
    XCTAssertEqual(
      messages(result),
      [
        "warning 2:8 'NoteEntity' has no defaultQuery; add 'static let defaultQuery = NoteEntityQuery()' to "
          + "use the generated query"
      ]
    )
  }

  func testUnknownDirectiveWords() {
    let result = generate(
      """
      /// intentgen:query NoteQuery enumerble
      struct NoteEntity: AppEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      """
    )
    XCTAssertEqual(
      messages(result),
      [
        "warning 2:8 unknown word 'enumerble' in intentgen:query; expected a type name and the options "
          + "enumerable, properties"
      ]
    )
    XCTAssertEqual(result.files.map(\.name), ["NoteQuery.swift"])
  }

  func testANonLiteralIndexNameCannotBeShared() {
    let result = generate(
      """
      struct NoteEntity: IndexedEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      let index = CSSearchableIndex(name: indexName)
      """
    )
    XCTAssertEqual(
      messages(result),
      [
        "warning 5:13 this index's name is neither a string literal nor a string constant, so the generated "
          + "code cannot share it and uses 'App'; index through the generated index owner, or name the index "
          + "with a literal or a constant"
      ]
    )
    XCTAssertEqual(
      result.files.map(\.name),
      ["AppSpotlightIndex.swift", "AppSpotlightSearch.swift", "NoteQuery.swift"]
    )
  }

  /// A name kept in a constant is the constant's string: the generated owner opens that index
  /// (a real app's top-level `private let` index name got an index named after the module).
  func testAnIndexNamedByAConstantIsShared() throws {
    let result = generate(
      """
      private let noteIndexName = "com.example.notes"
      struct NoteEntity: IndexedEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      final class NoteIndexer {
        func reindex(_ notes: [NoteEntity]) async throws {
          try await CSSearchableIndex(name: noteIndexName).indexAppEntities(notes)
        }
      }
      """
    )
    XCTAssertEqual(messages(result), [])
    let owner = try XCTUnwrap(result.files.first { $0.name == "AppSpotlightIndex.swift" })
    XCTAssertTrue(owner.body.contains("static let name = \"com.example.notes\""), owner.body)
  }

  func testTwoLiteralIndexNames() throws {
    let result = generate(
      """
      struct NoteEntity: IndexedEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      let notes = CSSearchableIndex(name: "Notes")
      let more = CSSearchableIndex(name: "All")
      """
    )
    XCTAssertEqual(
      messages(result),
      [
        "warning 5:13 the target names 2 Spotlight indexes (All, Notes); the generated code uses 'All'. Use one "
          + "index for every entity"
      ]
    )
    let owner = try XCTUnwrap(result.files.first { $0.name == "AppSpotlightIndex.swift" })
    XCTAssertTrue(owner.body.contains("static let name = \"All\""))
  }

  func testAQueryThatCannotListEveryEntityGetsNoReindexing() throws {
    let result = generate(
      """
      struct NoteEntity: IndexedEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      struct NoteQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
      }
      """
    )
    XCTAssertEqual(
      messages(result),
      [
        "warning 5:8 no IndexedEntityQuery conformance generated for 'NoteQuery': it cannot list every "
          + "'NoteEntity' to reindex; adopt EnumerableEntityQuery, or let intentgen generate the query"
      ]
    )
    let owner = try XCTUnwrap(result.files.first { $0.name == "AppSpotlightIndex.swift" })
    XCTAssertFalse(owner.body.contains("IndexedEntityQuery {"))
  }

  func testAPropertyQueryWithoutFilterablePropertiesStillCompilesItsShape() throws {
    let result = generate(
      """
      /// intentgen:query properties
      struct NoteEntity: AppEntity {
        static let defaultQuery = NoteQuery()
        let id: UUID
      }
      """
    )
    let query = try XCTUnwrap(result.files.first)
    XCTAssertTrue(query.body.contains("extension NoteQuery: EntityPropertyQuery {"))
    XCTAssertFalse(query.body.contains("precedes"), "no sortable property, no sort code")
  }

  // MARK: - Support

  private func generate(_ source: String, options: GenerationOptions = GenerationOptions()) -> GenerationResult {
    let file = SourceScanner.scan(SourceFile(path: "App.swift", text: source))
    return CodeGenerator.generate(AppIntentsModel.extract(from: [file], module: "App"), options: options)
  }

  private func messages(_ result: GenerationResult) -> [String] {
    result.diagnostics.map { "\($0.severity.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
  }
}
