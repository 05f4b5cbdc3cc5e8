import Foundation
import XCTest

@testable import IntentDiff

/// Every kind of change on small before/after fixtures.
final class SurfaceDiffTests: XCTestCase {
  private func intent(_ parameters: String) -> String {
    intent("CreateNoteIntent", title: "Create Note", parameters)
  }

  private func intent(title: String, _ parameters: String) -> String {
    intent("CreateNoteIntent", title: title, parameters)
  }

  private func intent(_ name: String, title: String = "Create Note", _ parameters: String) -> String {
    """
    struct \(name): AppIntent {
      static let title: LocalizedStringResource = "\(title)"
      \(parameters)
      func perform() async throws -> some IntentResult { .result() }
    }

    """
  }

  private let entity = """
    struct NoteEntity: AppEntity {
      static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
      static let defaultQuery = NoteQuery()
      let id: UUID
      var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "x") }
    }
    struct NoteQuery: EntityQuery {
      func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] { [] }
    }

    """

  private func priority(_ cases: String, title: String = "Priority") -> String {
    """
    enum Priority: String, AppEnum {
      \(cases)
      static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "\(title)")
      static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [:]
    }

    """
  }

  private func shortcuts(_ phrases: String) -> String {
    """
    struct Shortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CreateNoteIntent(), phrases: [\(phrases)], shortTitle: "New", systemImageName: "x")
      }
    }

    """
  }

  private func summary(_ changes: [SurfaceChange]) -> [String] {
    changes.map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.change.rawValue) \($0.subject)" }
  }

  private func assertChanges(
    _ old: String,
    _ new: String,
    _ expected: [String],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(summary(DiffFixture.changes(old, new)), expected, file: file, line: line)
  }

  func testIntentAddedRemovedAndRenamed() {
    let one = intent("CreateNoteIntent", "@Parameter(title: \"Title\") var noteTitle: String")
    let two = intent("DeleteNoteIntent", title: "Delete Note", "@Parameter(title: \"Note\") var note: String")
    assertChanges(one, one + two, ["compatible intent added DeleteNoteIntent"])
    assertChanges(one + two, one, ["breaking intent removed DeleteNoteIntent"])
    let renamed = intent("MakeNoteIntent", "@Parameter(title: \"Title\") var noteTitle: String")
    let changes = DiffFixture.changes(one, renamed)
    XCTAssertEqual(summary(changes), ["breaking intent renamed MakeNoteIntent"])
    XCTAssertEqual(changes.first?.previousSubject, "CreateNoteIntent")
    XCTAssertEqual(
      changes.first?.message,
      "Saved shortcuts and automations that use CreateNoteIntent stop working: possible rename of "
        + "CreateNoteIntent to MakeNoteIntent (same title and parameters)"
    )
  }

  func testParameterChanges() {
    let base = intent("@Parameter(title: \"Title\") var title: String\n  @Parameter(title: \"Body\") var body: String?")
    assertChanges(
      base,
      intent("@Parameter(title: \"Title\") var noteTitle: String\n  @Parameter(title: \"Body\") var body: String?"),
      ["breaking parameter renamed CreateNoteIntent.noteTitle"]
    )
    assertChanges(
      base,
      intent("@Parameter(title: \"Title\") var title: String"),
      ["breaking parameter removed CreateNoteIntent.body"]
    )
    assertChanges(
      base,
      intent("@Parameter(title: \"Title\") var title: Int\n  @Parameter(title: \"Body\") var body: String?"),
      ["breaking parameter retyped CreateNoteIntent.title"]
    )
    assertChanges(
      base,
      intent("@Parameter(title: \"Title\") var title: String\n  @Parameter(title: \"Body\") var body: String"),
      ["risky parameter madeRequired CreateNoteIntent.body"]
    )
    let withDefault = intent(
      "@Parameter(title: \"Title\") var title: String\n  @Parameter(title: \"Body\", default: \"\") var body: String"
    )
    assertChanges(base, withDefault, [])
    assertChanges(
      base,
      base.replacingOccurrences(
        of: "var body: String?",
        with: "var body: String?\n  @Parameter(title: \"Pin\") var pin: Bool"
      ),
      ["risky parameter added CreateNoteIntent.pin"]
    )
    assertChanges(
      base,
      base.replacingOccurrences(
        of: "var body: String?",
        with: "var body: String?\n  @Parameter(title: \"Pin\") var pin: Bool?"
      ),
      ["compatible parameter added CreateNoteIntent.pin"]
    )
    let changes = DiffFixture.changes(
      base,
      intent("@Parameter(title: \"Title\") var noteTitle: String\n  @Parameter(title: \"Body\") var body: String?")
    )
    XCTAssertEqual(
      changes.first?.message,
      "Saved shortcuts that use CreateNoteIntent.title stop working: possible rename of title to noteTitle "
        + "(same type and title)"
    )
    XCTAssertEqual(changes.first?.id, "parameter:renamed:CreateNoteIntent.title->CreateNoteIntent.noteTitle")
  }

  /// Spellings of one type are no change (real code writes `Array<String>`, `Foundation.Date` and a
  /// nested type's qualified name in one version and not in the other); another type still is.
  func testSpellingsOfOneTypeAreNotARetype() {
    let old = intent(
      """
      @Parameter(title: "Tags") var tags: [String]
        @Parameter(title: "Since") var since: Date
        @Parameter(title: "Kind") var kind: Kind
        @Parameter(title: "Counts") var counts: [String: Int]?
        @Parameter(title: "Notes") var notes: [NoteEntity]
      """
    )
    let new = intent(
      """
      @Parameter(title: "Tags") var tags: Array<String>
        @Parameter(title: "Since") var since: Foundation.Date
        @Parameter(title: "Kind") var kind: EngineStore.Kind
        @Parameter(title: "Counts") var counts: Swift.Dictionary<String, Swift.Int>?
        @Parameter(title: "Notes") var notes: Array<App.NoteEntity>
      """
    )
    assertChanges(old, new, [])
    assertChanges(
      old,
      intent(
        """
        @Parameter(title: "Tags") var tags: [Int]
          @Parameter(title: "Since") var since: Date
          @Parameter(title: "Kind") var kind: KindOfNote
          @Parameter(title: "Counts") var counts: [String: Int]?
          @Parameter(title: "Notes") var notes: NoteEntity
        """
      ),
      [
        "breaking parameter retyped CreateNoteIntent.kind", "breaking parameter retyped CreateNoteIntent.notes",
        "breaking parameter retyped CreateNoteIntent.tags",
      ]
    )
    XCTAssertTrue(SurfaceText.sameType("[Array<Int>]?", "[[Int]]?"))
    XCTAssertTrue(SurfaceText.sameType("[String: Array<Swift.Int>]", "Dictionary<String, [Int]>"))
    XCTAssertFalse(SurfaceText.sameType("[[Int]]", "[[String]]"))
    XCTAssertTrue(SurfaceText.sameType("Store.ChatID", "ChatID"))
    XCTAssertFalse(SurfaceText.sameType("Store.ChatID", "String"))
  }

  /// What running an intent does: its result (word-card's `ReturnsValue<String>` became
  /// `ReturnsValue<WordCardEntity>`), opening the app, being discoverable, authentication.
  func testBehaviorChanges() {
    func intent(returning result: String, _ settings: String = "") -> String {
      """
      struct CreateNoteIntent: AppIntent {
        static let title: LocalizedStringResource = "Create Note"
        \(settings)
        func perform() async throws -> some \(result) { .result() }
      }

      """
    }
    let plain = intent(returning: "IntentResult & ReturnsValue<String>")
    assertChanges(
      plain,
      intent(returning: "ReturnsValue<NoteEntity> & ProvidesDialog"),
      [
        "breaking intent outputChanged CreateNoteIntent"
      ]
    )
    assertChanges(plain, intent(returning: "IntentResult"), ["breaking intent outputChanged CreateNoteIntent"])
    assertChanges(intent(returning: "IntentResult"), plain, ["compatible intent outputChanged CreateNoteIntent"])
    assertChanges(plain, intent(returning: "IntentResult & AppIntents.ReturnsValue<Swift.String>"), [])
    let settings = """
      static let openAppWhenRun: Bool = true
        static var isDiscoverable = false
        static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
      """
    assertChanges(
      plain,
      intent(returning: "IntentResult & ReturnsValue<String>", settings),
      [
        "risky intent authentication CreateNoteIntent", "risky intent discoverability CreateNoteIntent",
        "risky intent opensApp CreateNoteIntent",
      ]
    )
    assertChanges(
      intent(returning: "IntentResult & ReturnsValue<String>", settings),
      plain,
      [
        "compatible intent authentication CreateNoteIntent", "compatible intent discoverability CreateNoteIntent",
        "compatible intent opensApp CreateNoteIntent",
      ]
    )
    // Spellings of one policy are no change.
    assertChanges(
      intent(returning: "IntentResult", "static let authenticationPolicy = IntentAuthenticationPolicy.alwaysAllowed"),
      intent(returning: "IntentResult"),
      []
    )
    assertChanges(
      intent(
        returning: "IntentResult",
        "static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication"
      ),
      intent(
        returning: "IntentResult",
        "static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication"
      ),
      []
    )
    // A lock written before behaviors were recorded compares none.
    var unrecorded = DiffFixture.surface(plain)
    unrecorded.intents["CreateNoteIntent"]?.behavior = nil
    XCTAssertEqual(
      SurfaceDiff.changes(from: unrecorded, to: DiffFixture.surface(intent(returning: "IntentResult", settings))),
      []
    )
  }

  /// Integer raw values are compared as numbers (`16` and `0x10` are one value); strings as text.
  func testIntegerRawValuesWrittenDifferently() {
    func level(_ cases: String) -> String {
      """
      enum Level: Int, AppEnum {
        \(cases)
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Level")
        static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [:]
      }

      """
    }
    assertChanges(level("case low = 1, high = 16, huge = 1000"), level("case low = 0x1, high = 0x10, huge = 1_000"), [])
    assertChanges(
      level("case low = 1, high = 16"),
      level("case low = 0b1, high = 0o21"),
      [
        "breaking case rawValueChanged Level.high"
      ]
    )
    // String raw values are text: "01" and "1" are two values.
    let floor = """
      enum Floor: String, AppEnum {
        case ground = "01"
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Floor")
        static let caseDisplayRepresentations: [Floor: DisplayRepresentation] = [:]
      }

      """
    assertChanges(
      floor,
      floor.replacingOccurrences(of: "\"01\"", with: "\"1\""),
      [
        "breaking case rawValueChanged Floor.ground"
      ]
    )
    XCTAssertEqual(SurfaceText.integerValue("-0xFF"), -255)
    XCTAssertNil(SurfaceText.integerValue("\"16\""))
  }

  /// A migrated intent's `intentClassName` links the SiriKit intent's saved shortcuts to it (CSE
  /// renamed one; the diff said nothing).
  func testMigratedIntentClassName() {
    func intent(_ className: String?) -> String {
      """
      struct QuickSearchIntent: AppIntent, CustomIntentMigratedAppIntent {
        static let title: LocalizedStringResource = "Quick Search"
        \(className.map { "static let intentClassName = \"\($0)\"" } ?? "")
        func perform() async throws -> some IntentResult { .result() }
      }

      """
    }
    assertChanges(
      intent("SetUseQuickSearchIntent"),
      intent("QuickSearchIntent"),
      [
        "breaking intent migration QuickSearchIntent"
      ]
    )
    assertChanges(intent("SetUseQuickSearchIntent"), intent(nil), ["breaking intent migration QuickSearchIntent"])
    assertChanges(intent(nil), intent("SetUseQuickSearchIntent"), ["compatible intent migration QuickSearchIntent"])
    assertChanges(intent("SetUseQuickSearchIntent"), intent("SetUseQuickSearchIntent"), [])
  }

  func testAmbiguousRenameIsReportedAsRemovalAndAddition() {
    let old = intent("@Parameter(title: \"Name\") var a: String\n  @Parameter(title: \"Name\") var b: String")
    let new = intent("@Parameter(title: \"Name\") var c: String\n  @Parameter(title: \"Name\") var d: String")
    assertChanges(
      old,
      new,
      [
        "breaking parameter removed CreateNoteIntent.a", "breaking parameter removed CreateNoteIntent.b",
        "risky parameter added CreateNoteIntent.c", "risky parameter added CreateNoteIntent.d",
      ]
    )
  }

  func testEntityAndQueryChanges() {
    assertChanges(
      entity,
      entity.replacingOccurrences(of: "let id: UUID", with: "let id: String"),
      ["breaking entity identifierRetyped NoteEntity"]
    )
    assertChanges(
      entity,
      entity.replacingOccurrences(of: "NoteEntity", with: "MemoEntity"),
      ["breaking entity renamed MemoEntity"]
    )
    assertChanges(
      entity,
      entity.replacingOccurrences(of: "NoteQuery", with: "NoteFinder"),
      ["risky query renamed NoteFinder"]
    )
    assertChanges(entity, "", ["breaking entity removed NoteEntity", "risky query removed NoteQuery"])
    assertChanges("", entity, ["compatible entity added NoteEntity", "compatible query added NoteQuery"])
  }

  private func taskQuery(_ properties: String, sorting: String) -> String {
    """
    struct TaskQuery: EntityPropertyQuery {
      static var properties = QueryProperties {
        \(properties)
      }
      static var sortingOptions = SortingOptions { \(sorting) }
      func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] { [] }
    }

    """
  }

  /// Saved "find … where …" shortcuts filter and sort by a property query's properties
  /// (Zavala's `FindOutlinesEntityQuery`).
  func testQueryPropertyChanges() {
    let title = #"Property(\TaskEntity.$title) { EqualToComparator { $0 }; ContainsComparator { $0 } }"#
    let due = #"Property(\TaskEntity.$due) { LessThanComparator { $0 } }"#
    let byDue = #"SortableBy(\TaskEntity.$due)"#
    let byTitle = #"SortableBy(\TaskEntity.$title)"#
    let old = taskQuery(title + "\n" + due, sorting: byDue + "; " + byTitle)
    assertChanges(old, old, [])
    assertChanges(
      old,
      taskQuery(title, sorting: byTitle),
      ["breaking queryProperty removed TaskQuery.due", "risky queryProperty sortingRemoved TaskQuery.due"]
    )
    assertChanges(
      old,
      taskQuery(
        #"Property(\TaskEntity.$title) { EqualToComparator { $0 } }"# + "\n"
          + #"Property(\TaskEntity.$due) { LessThanComparator { $0 }; GreaterThanComparator { $0 } }"#,
        sorting: byDue + "; " + byTitle
      ),
      [
        "breaking queryProperty comparatorsRemoved TaskQuery.title",
        "compatible queryProperty comparatorsAdded TaskQuery.due",
      ]
    )
    assertChanges(
      taskQuery(title, sorting: byTitle),
      old,
      ["compatible queryProperty added TaskQuery.due", "compatible queryProperty sortingAdded TaskQuery.due"]
    )
  }

  func testEnumAndCaseChanges() {
    let base = priority("case low\n  case high")
    assertChanges(base, priority("case low"), ["breaking case removed Priority.high"])
    assertChanges(base, priority("case low\n  case high = \"urgent\""), ["breaking case rawValueChanged Priority.high"])
    assertChanges(base, priority("case low\n  case high\n  case medium"), ["compatible case added Priority.medium"])
    assertChanges(
      base,
      priority("case low\n  case urgent = \"high\""),
      ["risky case renamed Priority.urgent"]
    )
    assertChanges(
      base,
      base.replacingOccurrences(of: "enum Priority", with: "enum Urgency")
        .replacingOccurrences(of: "[Priority:", with: "[Urgency:"),
      ["breaking enum renamed Urgency"]
    )
    assertChanges(base, "", ["breaking enum removed Priority"])
    assertChanges("", base, ["compatible enum added Priority"])
    let raw = DiffFixture.changes(base, priority("case low\n  case high = \"urgent\""))
    XCTAssertEqual(
      raw.first?.message,
      "Saved shortcuts that use Priority.high stop working: its raw value changed from \"high\" to \"urgent\""
    )
  }

  func testPhraseChanges() {
    let create = intent("@Parameter(title: \"Title\") var title: String")
    let old = create + shortcuts("\"New note in \\(.applicationName)\", \"Add note to \\(.applicationName)\"")
    assertChanges(
      old,
      create + shortcuts("\"New note in \\(.applicationName)\""),
      ["risky phrase removed Shortcuts.CreateNoteIntent \"Add note to ${applicationName}\""]
    )
    assertChanges(
      old,
      create + shortcuts("\"New note in \\(.applicationName)\", \"Write a note in \\(.applicationName)\""),
      ["risky phrase changed Shortcuts.CreateNoteIntent \"Write a note in ${applicationName}\""]
    )
    assertChanges(
      old,
      create
        + shortcuts(
          "\"New note in \\(.applicationName)\", \"Add note to \\(.applicationName)\", \"Jot in \\(.applicationName)\""
        ),
      ["compatible phrase added Shortcuts.CreateNoteIntent \"Jot in ${applicationName}\""]
    )
  }

  /// An app has one provider: renaming it (FlowDown's `FlowDownAppShortcuts` became `Shortcuts`)
  /// removes no phrase.
  func testPhrasesFollowARenamedProvider() {
    let old = intent("") + shortcuts("\"New note in \\(.applicationName)\"")
    let new = old.replacingOccurrences(of: "struct Shortcuts:", with: "struct NotesShortcuts:")
    assertChanges(old, new, [])
    assertChanges(
      old,
      new.replacingOccurrences(of: "New note", with: "Add a note"),
      ["risky phrase changed NotesShortcuts.CreateNoteIntent \"Add a note in ${applicationName}\""]
    )
  }

  func testPhrasesFollowARenamedIntent() {
    let old =
      intent("@Parameter(title: \"Title\") var title: String") + shortcuts("\"New note in \\(.applicationName)\"")
    let new = old.replacingOccurrences(of: "CreateNoteIntent", with: "MakeNoteIntent")
    assertChanges(old, new, ["breaking intent renamed MakeNoteIntent"])
  }

  func testTitleChanges() {
    assertChanges(
      intent("@Parameter(title: \"Title\") var title: String"),
      intent(title: "New Note", "@Parameter(title: \"Name\") var title: String"),
      ["compatible title changed CreateNoteIntent", "compatible title changed CreateNoteIntent.title"]
    )
    assertChanges(priority("case low"), priority("case low", title: "Urgency"), ["compatible title changed Priority"])
  }

  func testOrderIsSeverityThenKindThenSubject() {
    let old = intent("@Parameter(title: \"Title\") var title: String") + priority("case low\n  case high")
    let new =
      intent(title: "Make", "@Parameter(title: \"Title\") var title: Int\n  @Parameter(title: \"X\") var x: Int")
      + priority("case low")
    XCTAssertEqual(
      summary(DiffFixture.changes(old, new)),
      [
        "breaking parameter retyped CreateNoteIntent.title", "breaking case removed Priority.high",
        "risky parameter added CreateNoteIntent.x", "compatible title changed CreateNoteIntent",
      ]
    )
  }
}
