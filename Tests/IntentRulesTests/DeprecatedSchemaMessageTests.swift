import XCTest

@testable import IntentRules

/// `deprecated_schema` says what to adopt only when the deprecation names a replacement: the
/// catalog's `photos.openAsset` and `books.playAudiobook` name none (a real app's audiobook intent
/// was told to "adopt its replacement").
final class DeprecatedSchemaMessageTests: XCTestCase {
  func messages(_ source: String) -> [String] {
    RuleExampleTests.violations(of: DeprecatedSchemaRule.self, in: [("Intents.swift", source)], configuration: nil)
      .map(\.message)
  }

  func testAReplacementIsNamedOnlyWhenTheDeprecationNamesOne() {
    let source = """
      import AppIntents

      @AppIntent(schema: .system.search)
      struct FindNotesIntent: ShowInAppSearchResultsIntent {
        static let searchScopes: [StringSearchScope] = [.general]
        var criteria: StringSearchCriteria
        func perform() async throws -> some IntentResult { .result() }
      }

      @AppIntent(schema: .books.playAudiobook)
      struct ListenIntent: AudioPlaybackIntent {
        var target: AudiobookEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    XCTAssertEqual(
      messages(source),
      [
        #"FindNotesIntent adopts .system.search, which is deprecated ("Use .system.searchInApp instead"); "#
          + "adopt the replacement it names",
        #"ListenIntent adopts .books.playAudiobook, which is deprecated ("Deprecated in the 27 releases") "#
          + "and has no named replacement; keep the schema only for the releases before its deprecation "
          + "(check Apple's documentation of the domain for what supersedes it)",
      ]
    )
  }
}
