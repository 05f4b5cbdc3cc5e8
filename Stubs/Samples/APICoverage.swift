// A sample that uses the stubbed App Intents and Core Spotlight API beyond what the FieldNotes
// example needs: parameter summaries with When and Switch, property and enumerable queries, options
// providers, reindexing queries, negative phrases, parameter presentations, results of every shape.
// StubModuleTests type-checks it against the stub modules, so a stub signature that realistic code
// cannot use fails a test; ConstValuesDifferentialTests compares intentgen's extraction of it with
// the compiler's. It is not part of any app: it only has to compile.

import AppIntents
import CoreSpotlight
import Foundation

enum Mood: String, AppEnum {
  case calm
  case busy
  case away

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"

  static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
    .calm: "Calm",
    .busy: DisplayRepresentation(title: "Busy", subtitle: "Do not disturb"),
    .away: DisplayRepresentation(title: "Away", image: .init(systemName: "moon"), synonyms: ["Gone"]),
  ]
}

struct Folder: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Folder",
    numericFormat: "\(placeholder: .int) folders",
    synonyms: ["Notebook"]
  )

  static let defaultQuery = FolderQuery()

  let id: String

  @Property(title: "Name", indexingKey: \.displayName)
  var name: String

  @Property(title: "Size")
  var size: Int

  @Property(title: "Kind", customIndexingKey: CSCustomAttributeKey(keyName: "folderKind")!)
  var kind: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: String, name: String) {
    self.id = id
    self.name = name
    self.size = 0
    self.kind = "plain"
  }
}

struct FolderQuery: EnumerableEntityQuery, EntityStringQuery {
  @Dependency(key: "folders") private var names: [String]

  func entities(for identifiers: [Folder.ID]) async throws -> [Folder] {
    identifiers.map { Folder(id: $0, name: $0) }
  }

  func entities(matching string: String) async throws -> [Folder] {
    []
  }

  func allEntities() async throws -> [Folder] {
    names.map { Folder(id: $0, name: $0) }
  }
}

// Reindexing (iOS 27), in an extension as apps usually add it.
extension FolderQuery: IndexedEntityQuery {
  func reindexEntities(for identifiers: [Folder.ID], indexDescription: CSSearchableIndexDescription) async throws {
    try await FolderIndex.refresh(identifiers.map { Folder(id: $0, name: $0) })
  }

  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
    try await FolderIndex.refresh(allEntities())
  }
}

/// What a folder property query filters by (apps often use `NSPredicate`, which Linux Foundation
/// cannot build from a format string).
enum FolderFilter {
  case nameIs(String)
  case nameContains(String)
  case smallerThan(Int)
}

struct FolderPropertyQuery: EntityPropertyQuery {
  // The SDK's builder types are not `Sendable`: a stored static needs `nonisolated(unsafe)`.
  nonisolated(unsafe) static let properties = QueryProperties {
    Property(\Folder.$name) {
      EqualToComparator { .nameIs($0) }
      ContainsComparator { .nameContains($0) }
    }
    Property(\Folder.$size) {
      LessThanComparator { .smallerThan($0) }
    }
  }

  nonisolated(unsafe) static let sortingOptions = SortingOptions {
    SortableBy(\Folder.$name)
    SortableBy(\Folder.$size)
  }

  func entities(for identifiers: [Folder.ID]) async throws -> [Folder] {
    []
  }

  func entities(
    matching comparators: [FolderFilter],
    mode: ComparatorMode,
    sortedBy: [Sort<Folder>],
    limit: Int?
  ) async throws -> [Folder] {
    []
  }
}

struct RecentNamesProvider: DynamicOptionsProvider {
  func results() async throws -> [String] {
    ["Inbox", "Archive"]
  }
}

struct SetMoodIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Mood"
  static let description: IntentDescription = "Sets your mood."
  static let openAppWhenRun = false
  static let isDiscoverable = true
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "Mood", default: .calm)
  var mood: Mood

  @Parameter(title: "Folder", optionsProvider: RecentNamesProvider())
  var folderName: String?

  @Parameter(title: "Minutes", default: 30, controlStyle: .stepper, inclusiveRange: (5, 240))
  var minutes: Int

  @Parameter(title: "Volume", default: 0.5, inclusiveRange: (0, 1))
  var volume: Double

  @Parameter(title: "Notify", default: true, displayName: .init(true: "Notify", false: "Stay quiet"))
  var notify: Bool

  @Parameter(title: "Until")
  var until: Date?

  @Parameter(title: "Link")
  var link: URL?

  @Parameter(title: "Folder entity")
  var folder: Folder?

  static var parameterSummary: some ParameterSummary {
    When(\.$notify, .equalTo, true) {
      Switch(\.$mood) {
        Case(.busy) {
          Summary("Be \(\.$mood) for \(\.$minutes) minutes") {
            \.$volume
          }
        }
        Case([.calm, .away]) {
          Summary("Be \(\.$mood)")
        }
        DefaultCase {
          Summary("Set mood to \(\.$mood)")
        }
      }
    } otherwise: {
      Summary("Quietly be \(\.$mood)")
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog & OpensIntent {
    if minutes > 120 {
      try await requestConfirmation(actionName: .set, dialog: "That is long. Continue?")
    }
    guard folderName != nil || folder != nil else {
      throw $folderName.needsValueError("Which folder?")
    }
    return .result(
      value: mood.rawValue,
      opensIntent: OpenFolderIntent(),
      dialog: IntentDialog(full: "Mood set to \(mood.rawValue).", supporting: "Done.")
    )
  }
}

struct OpenFolderIntent: OpenIntent {
  static let title: LocalizedStringResource = LocalizedStringResource("Open Folder", comment: "Intent title")
  static let supportedModes: IntentModes = .foreground(.immediate)

  @Parameter(title: "Folder")
  var target: Folder

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct ClearIntent: AppIntent {
  static let title: LocalizedStringResource = "Clear"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Cleared.")
  }
}

struct MoodShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SetMoodIntent(),
      phrases: ["Set my mood in \(.applicationName)", "I feel \(\.$mood) in \(.applicationName)"],
      shortTitle: "Set Mood",
      systemImageName: "face.smiling"
    )
    AppShortcut(
      intent: OpenFolderIntent(),
      phrases: ["Open \(\.$target) in \(.applicationName)"],
      shortTitle: "Open Folder",
      systemImageName: "folder",
      parameterPresentation: ParameterPresentation(
        for: \.$target,
        summary: Summary("Open \(\.$target)")
      )
    )
    if #available(iOS 18, macOS 15, *) {
      AppShortcut(
        intent: ClearIntent(),
        phrases: ["Clear \(.applicationName)"],
        shortTitle: "Clear",
        systemImageName: "trash"
      )
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .grape

  static let negativePhrases = NegativeAppShortcutPhrases {
    "Set my alarm in \(.applicationName)"
    "Mood ring"
  }
}

extension AppShortcutsProvider {
  typealias ParameterPresentation = AppShortcutParameterPresentation
  typealias Summary = AppShortcutParameterPresentationSummary
}

enum FolderIndex {
  static func refresh(_ folders: [Folder]) async throws {
    let index = CSSearchableIndex(name: "Folders")
    try await index.indexAppEntities(folders, priority: 10)
    try await index.deleteAppEntities(identifiedBy: ["old"], ofType: Folder.self)
    let item = CSSearchableItem(
      uniqueIdentifier: "x",
      domainIdentifier: nil,
      attributeSet: CSSearchableItemAttributeSet()
    )
    if let first = folders.first {
      item.associateAppEntity(first, priority: 1)
    }
    try await index.indexSearchableItems([item])
    AppDependencyManager.shared.add(key: "folders", dependency: ["Inbox"])
    MoodShortcuts.updateAppShortcutParameters()
  }
}

// Spellings real apps use: case keys without the leading dot or qualified by the enum, the
// wrappers under their typealiases' qualified names, a query whose first requirement returns
// sections of items.

enum Shade: String, AppEnum {
  case light, dark, dim

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"

  static let caseDisplayRepresentations: [Shade: DisplayRepresentation] = [
    light: "Light",
    Shade.dark: "Dark",
    Self.dim: "Dim",
  ]
}

struct Shelf: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static let defaultQuery = ShelfQuery()

  let id: String

  @AppEntity.Property(title: "Label")
  var label: String

  var displayRepresentation: DisplayRepresentation { "\(label)" }
}

struct ShelfQuery: EntityQuery {
  func suggestedEntities() async throws -> IntentItemCollection<Shelf> {
    IntentItemCollection(items: [Shelf]())
  }
  func entities(for identifiers: [Shelf.ID]) async throws -> [Shelf] { [] }
}

struct LabelShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Label Shelf"

  @AppIntent.Parameter(title: "Shelf")
  var shelf: Shelf

  @AppIntent.Parameter(title: "Label", default: "New")
  var label: String

  func perform() async throws -> some IntentResult { .result() }
}

enum Flavor: String, AppEnum {
  case vanilla, mint

  static let typeDisplayRepresentation = TypeDisplayRepresentation(stringLiteral: "Flavor")

  static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
    .vanilla: DisplayRepresentation(stringLiteral: "Vanilla"),
    .mint: "Mint",
  ]
}
