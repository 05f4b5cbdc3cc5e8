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
          + "adopt the replacement it names, which exists from the 27 releases (to support earlier ones, keep this "
          + "type for them and adopt the replacement in another, @available(iOS 27.0, macOS 27.0, *))",
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

  /// `app_shortcuts_limit` counts the build with the most shortcuts, and says which build that is
  /// when branches were left out (a provider with `#if`/`#else` shortcuts was told it had all of them).
  func testShortcutsLimitCountsTheLargestBuild() {
    let source = #"""
      struct CafeShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Intent1(), phrases: ["Do 1 in \(.applicationName)"], shortTitle: "1", systemImageName: "1")
          AppShortcut(intent: Intent2(), phrases: ["Do 2 in \(.applicationName)"], shortTitle: "2", systemImageName: "2")
          AppShortcut(intent: Intent3(), phrases: ["Do 3 in \(.applicationName)"], shortTitle: "3", systemImageName: "3")
          AppShortcut(intent: Intent4(), phrases: ["Do 4 in \(.applicationName)"], shortTitle: "4", systemImageName: "4")
          AppShortcut(intent: Intent5(), phrases: ["Do 5 in \(.applicationName)"], shortTitle: "5", systemImageName: "5")
          AppShortcut(intent: Intent6(), phrases: ["Do 6 in \(.applicationName)"], shortTitle: "6", systemImageName: "6")
          AppShortcut(intent: Intent7(), phrases: ["Do 7 in \(.applicationName)"], shortTitle: "7", systemImageName: "7")
          AppShortcut(intent: Intent8(), phrases: ["Do 8 in \(.applicationName)"], shortTitle: "8", systemImageName: "8")
          #if os(iOS)
          AppShortcut(intent: Intent9(), phrases: ["Do 9 in \(.applicationName)"], shortTitle: "9", systemImageName: "9")
          #else
          AppShortcut(intent: Intent10(), phrases: ["Do 10 in \(.applicationName)"], shortTitle: "10", systemImageName: "10")
          AppShortcut(intent: Intent11(), phrases: ["Do 11 in \(.applicationName)"], shortTitle: "11", systemImageName: "11")
          AppShortcut(intent: Intent12(), phrases: ["Do 12 in \(.applicationName)"], shortTitle: "12", systemImageName: "12")
          #endif
        }
      }
      """#
    XCTAssertEqual(
      messages(of: AppShortcutsLimitRule.self, source),
      [
        #"found 11 App Shortcuts where !(os(iOS)), but each app may have at most 10 ("Found 11 App Shortcuts, "#
          + #"but each app may have at most 10"); remove 1 or fold them into other shortcuts' intents"#
      ]
    )
  }
}
