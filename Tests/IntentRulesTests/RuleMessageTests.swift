import XCTest

@testable import IntentRules

/// The wording of violations where real code showed it could mislead (the examples of each rule
/// check where violations are, not what they say).
final class RuleMessageTests: XCTestCase {
  func messages(of rule: any Rule.Type, _ source: String) -> [String] {
    RuleExampleTests.violations(of: rule, in: [("Intents.swift", source)], configuration: nil).map(\.message)
  }

  /// `deprecated_schema` says what to adopt only when the deprecation names a replacement: the
  /// catalog's `photos.openAsset` and `books.playAudiobook` name none (a real app's audiobook
  /// intent was told to "adopt its replacement").
  func testDeprecatedSchemaNamesAReplacementOnlyWhenTheDeprecationDoes() {
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
      messages(of: DeprecatedSchemaRule.self, source),
      [
        #"FindNotesIntent adopts .system.search, which is deprecated ("Use .system.searchInApp instead"); "#
          + "adopt the replacement it names",
        #"ListenIntent adopts .books.playAudiobook, which is deprecated ("Deprecated in the 27 releases") "#
          + "and has no named replacement; keep the schema only for the releases before its deprecation "
          + "(check Apple's documentation of the domain for what supersedes it)",
      ]
    )
  }

  /// `duplicate_phrase` points every repeat at the first copy (a real provider wrote one phrase
  /// three times, and both repeats said it "appears twice").
  func testDuplicatePhraseNamesTheFirstCopy() {
    let source = #"""
      import AppIntents

      struct BrewIntent: AppIntent {
        static let title: LocalizedStringResource = "Brew Coffee"
        func perform() async throws -> some IntentResult { .result() }
      }

      struct CafeShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: BrewIntent(),
            phrases: [
              "Brew coffee in \(.applicationName)",
              "Brew coffee in \(.applicationName)",
              "Brew coffee in \(.applicationName)",
            ],
            shortTitle: "Brew",
            systemImageName: "cup.and.saucer"
          )
        }
      }
      """#
    let repeated =
      #"phrase "Brew coffee in ${applicationName}" appears again in the App Shortcut for BrewIntent "#
      + "(first at line 13); remove the repeat"
    XCTAssertEqual(messages(of: DuplicatePhraseRule.self, source), [repeated, repeated])
  }
}
