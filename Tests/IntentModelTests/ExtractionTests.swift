import SwiftScan
import XCTest

@testable import IntentModel

final class ExtractionTests: XCTestCase {
  func testConformancesAcrossFilesRefinementsAndIfConfig() {
    let model = extract([
      "A.swift": """
      struct Trail { let id: UUID }
      protocol NotesIntent: AppIntent {}
      protocol Refined: NotesIntent {}
      struct CreateNote: Refined { static var title: LocalizedStringResource = "Create" }
      struct Plain: Codable {}
      """,
      "B.swift": """
      extension Trail: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
      }
      #if canImport(CoreSpotlight)
      extension Trail: IndexedEntity {}
      #endif
      """,
    ])
    XCTAssertEqual(model.entities.map(\.name), ["Trail"])
    XCTAssertEqual(model.entities.first?.conformances, ["AppEntity", "IndexedEntity"])
    XCTAssertEqual(model.entities.first?.typeDisplayName, "Trail")
    XCTAssertEqual(model.entities.first?.location.path, "A.swift", "the type's own declaration is its location")
    XCTAssertEqual(model.intents.map(\.name), ["CreateNote"])
    XCTAssertEqual(model.intents.first?.conformances, ["AppIntent"], "the target's own protocols are not listed")
    XCTAssertTrue(model.queries.isEmpty && model.enums.isEmpty)
  }

  func testNestedTypesWithTheSameNameAreDistinct() {
    let model = extract([
      "Entities.swift": """
      struct TrailEntity: AppEntity {
        struct Query: EntityQuery { func entities(for identifiers: [UUID]) async throws -> [TrailEntity] { [] } }
        static var defaultQuery = Query()
      }
      struct RouteEntity: AppEntity {
        static var defaultQuery = Query()
      }
      extension RouteEntity {
        struct Query: EnumerableEntityQuery {
          typealias Entity = RouteEntity
          func allEntities() async throws -> [RouteEntity] { [] }
        }
      }
      """
    ])
    XCTAssertEqual(model.queries.map(\.name), ["RouteEntity.Query", "TrailEntity.Query"])
    XCTAssertEqual(model.queries.map { $0.entity ?? "-" }, ["RouteEntity", "TrailEntity"])
    XCTAssertEqual(model.queries[0].conformances, ["DynamicOptionsProvider", "EntityQuery", "EnumerableEntityQuery"])
    XCTAssertEqual(model.queries[1].implementedMethods, ["entities(for:)"])
    XCTAssertEqual(model.entities.map { $0.defaultQueryType ?? "-" }, ["Query", "Query"])
  }

  func testEntityIdentifiersPropertiesAndDisplay() {
    let model = extract([
      "E.swift": #"""
      struct Note: IndexedEntity {
        var id: String { "\(name)-\(index)" }
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note", numericFormat: "\(placeholder: .int) notes")
        var displayRepresentation: DisplayRepresentation {
          DisplayRepresentation(title: "\(title)", subtitle: "\(folder)", image: .init(systemName: "note"))
        }
        @Property(title: "Title", indexingKey: \.title) var title: String
        @Property(title: "Body", customIndexingKey: CSCustomAttributeKey(keyName: "body")) var body: String?
        @ComputedProperty(title: "Length") var length: Int { body?.count ?? 0 }
        @Dependency var store: NoteStore
        var folder: String
        var attributeSet: CSSearchableItemAttributeSet { .init() }
        static var defaultQuery = NoteQuery()
      }
      struct Minted: AppEntity { var id = UUID() }
      struct Stored: AppEntity { let id: UUID }
      """#
    ])
    let note = model.entities.first { $0.name == "Note" }
    XCTAssertEqual(note?.identifier?.declaration, .computed(#""\(name)-\(index)""#))
    XCTAssertEqual(note?.identifier?.type, "String")
    XCTAssertEqual(note?.typeDisplayName, "Note")
    XCTAssertEqual(
      note?.typeDisplayRepresentation?.argument("numericFormat"),
      .string("${int} notes"),
      "as the compiler names it"
    )
    XCTAssertEqual(note?.displayRepresentation?.argument("title"), .string("${title}"))
    XCTAssertEqual(note?.properties.map(\.name), ["title", "body", "length", "folder"])
    XCTAssertEqual(note?.properties.map { $0.wrapper ?? "-" }, ["Property", "Property", "ComputedProperty", "-"])
    XCTAssertEqual(note?.properties[0].indexingKey, "title")
    XCTAssertEqual(note?.properties[1].customIndexingKey, #"CSCustomAttributeKey(keyName: "body")"#)
    XCTAssertEqual(note?.properties[1].isOptional, true)
    XCTAssertEqual(note?.properties[0].title, .string("Title"))
    XCTAssertEqual(note?.overridesAttributeSet, true)
    XCTAssertEqual(note?.defaultQueryType, "NoteQuery")
    XCTAssertEqual(model.entities.first { $0.name == "Minted" }?.identifier?.declaration, .storedWithDefault("UUID()"))
    XCTAssertEqual(model.entities.first { $0.name == "Stored" }?.identifier?.declaration, .stored)
  }

  func testIntentsParametersAndEverySummaryForm() {
    let model = extract([
      "I.swift": #"""
      struct Create: AppIntent {
        static var title: LocalizedStringResource = "Create"
        static let description = IntentDescription("Makes a note.", categoryName: "Notes")
        static var openAppWhenRun = false
        static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
        @Parameter(title: "Title", requestValueDialog: "Which title?") var title: String
        @Parameter(title: "Body") var body: String?
        @Parameter(title: "Count", default: 5) var count: Int
        @Parameter(title: "Pinned") var pinned: Bool
        @Dependency var store: NoteStore
        static var parameterSummary: some ParameterSummary {
          Summary("Create \(\.$title) with \(\.$count)") { \.$body; \.$pinned }
        }
        func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog { .result() }
      }
      struct Modes: AppIntent {
        static var title: LocalizedStringResource = "Modes"
        @Parameter(title: "Mode") var mode: Mode
        static var parameterSummary: some ParameterSummary {
          When(\.$mode, .equalTo, .draft) {
            Summary("Draft")
          } otherwise: {
            Switch(\.$mode) {
              Case(.a) { Summary("A \(\.$mode)") }
              DefaultCase { Summary("Other") }
            }
          }
        }
        func perform() async throws -> some IntentResult { .result() }
      }
      """#
    ])
    let create = model.intents.first { $0.name == "Create" }
    XCTAssertEqual(create?.title, .string("Create"))
    XCTAssertEqual(create?.description?.text, "Makes a note.")
    XCTAssertEqual(create?.openAppWhenRun, .boolean(false))
    XCTAssertEqual(create?.supportedModes?.isLiteral, true)
    XCTAssertEqual(create?.parameters.map(\.name), ["title", "body", "count", "pinned"])
    XCTAssertEqual(create?.parameters.map(\.isRequired), [true, false, false, true])
    XCTAssertEqual(create?.parameters[2].defaultValue, "5")
    XCTAssertEqual(create?.parameters[0].requestValueDialog, .string("Which title?"))
    XCTAssertEqual(create?.dependencies, ["store"])
    XCTAssertEqual(create?.hasPerform, true)
    XCTAssertEqual(create?.resultTypes, ["IntentResult", "ReturnsValue<NoteEntity>", "ProvidesDialog"])
    let summary = create?.parameterSummary
    XCTAssertEqual(summary?.kind, .summary)
    XCTAssertEqual(summary?.formatString, .string("Create ${title} with ${count}"))
    XCTAssertEqual(summary?.parameters, ["title", "count"])
    XCTAssertEqual(summary?.otherParameters, ["body", "pinned"])

    let modes = model.intents.first { $0.name == "Modes" }?.parameterSummary
    XCTAssertEqual(modes?.kind, .when)
    XCTAssertEqual(modes?.condition, #"\.$mode, .equalTo, .draft"#)
    XCTAssertEqual(modes?.branches.map(\.kind), [.summary, .otherwise])
    XCTAssertEqual(modes?.branches[1].branches.first?.kind, .switch)
    XCTAssertEqual(modes?.branches[1].branches.first?.branches.map(\.kind), [.case, .defaultCase])
    XCTAssertEqual(modes?.leaves.map { $0.formatString?.text ?? "-" }, ["Draft", "A ${mode}", "Other"])
  }

  func testShortcutsWithPhrasesAvailabilityAndConditions() {
    let model = extract([
      "S.swift": #"""
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: CreateNoteIntent(folder: .inbox),
            phrases: ["Create a note in \(.applicationName)", "New \(\.$folder) note in \(.applicationName)"],
            shortTitle: "Create",
            systemImageName: "plus"
          )
          if #available(iOS 18.0, *) {
            AppShortcut(intent: OpenNoteIntent(), phrases: ["Open \(\.$note) in \(.applicationName)"], shortTitle: "Open", systemImageName: "note")
          } else {
            AppShortcut(intent: LegacyIntent(), phrases: hoisted, shortTitle: "Legacy", systemImageName: "clock")
          }
        }
        static var shortcutTileColor: ShortcutTileColor = .orange
      }
      """#
    ])
    let provider = model.shortcutProviders.first
    XCTAssertEqual(
      provider?.shortcuts.map { $0.intent ?? "-" },
      ["CreateNoteIntent", "OpenNoteIntent", "LegacyIntent"]
    )
    XCTAssertEqual(
      provider?.shortcuts[0].phrases,
      [.string("Create a note in ${applicationName}"), .string("New ${folder} note in ${applicationName}")]
    )
    XCTAssertEqual(provider?.shortcuts[0].intentArguments.first?.value, .member(".inbox"))
    XCTAssertEqual(provider?.shortcuts[1].builderConditions, ["#available(iOS 18.0, *)"])
    XCTAssertEqual(provider?.shortcuts[2].builderConditions, ["!(#available(iOS 18.0, *))"])
    XCTAssertEqual(provider?.shortcuts[2].hasInlinePhrases, false)
    XCTAssertEqual(provider?.shortcuts[2].phrases, [.nonLiteral("hoisted")])
    XCTAssertEqual(provider?.shortcutTileColor, .member(".orange"))
  }

  /// `#if` branches in the builder hold for the shortcuts they contain, also inside a builder
  /// `if`; they are recorded in each shortcut's location, as a declaration's are.
  func testShortcutsInIfConfigBranches() {
    let model = extract([
      "S.swift": #"""
      struct Shortcuts: AppShortcutsProvider {
        #if !os(watchOS)
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: A(), phrases: ["A \(.applicationName)"], shortTitle: "A", systemImageName: "a")
          #if os(iOS)
          AppShortcut(intent: B(), phrases: ["B \(.applicationName)"], shortTitle: "B", systemImageName: "b")
          #elseif os(macOS)
          if #available(macOS 15, *) {
            #if DEBUG
            AppShortcut(intent: C(), phrases: ["C \(.applicationName)"], shortTitle: "C", systemImageName: "c")
            #endif
          }
          #else
          AppShortcut(intent: D(), phrases: ["D \(.applicationName)"], shortTitle: "D", systemImageName: "d")
          #endif
        }
        #endif
      }
      """#
    ])
    let shortcuts = model.shortcutProviders.first?.shortcuts ?? []
    XCTAssertEqual(shortcuts.map { $0.intent ?? "-" }, ["A", "B", "C", "D"])
    XCTAssertEqual(
      shortcuts.map(\.location.conditions),
      [
        ["!os(watchOS)"], ["!os(watchOS)", "os(iOS)"], ["!os(watchOS)", "!(os(iOS))", "os(macOS)", "DEBUG"],
        ["!os(watchOS)", "!(os(iOS))", "!(os(macOS))"],
      ]
    )
    XCTAssertEqual(shortcuts.map(\.builderConditions), [[], [], ["#available(macOS 15, *)"], []])
  }

  func testNonLiteralValuesKeepTheirSource() {
    let model = extract([
      "N.swift": #"""
      struct A: AppIntent {
        static var title: LocalizedStringResource = makeTitle()
        static var description = IntentDescription(Strings.about)
        static var isDiscoverable: Bool { FeatureFlags.enabled }
      }
      """#
    ])
    let intent = model.intents.first
    XCTAssertEqual(intent?.title, .nonLiteral("makeTitle()"))
    XCTAssertEqual(intent?.title?.isLiteral, false)
    XCTAssertEqual(intent?.description?.isLiteral, false)
    XCTAssertEqual(intent?.isDiscoverable, .nonLiteral("FeatureFlags.enabled"))
  }

  func testLookalikesAreNotAppIntents() {
    let model = extract([
      "L.swift": #"""
      struct FavoriteTip: Tip {
        @Parameter static var isEnabled: Bool = false
        var title: Text { Text("Favorite") }
      }
      struct Article { static var title: String = "x" }
      struct Summary { var text: String }
      protocol AppEntityLike {}
      struct Fake: AppEntityLike {}
      // struct Commented: AppIntent {}
      let template = "struct InString: AppIntent {}"
      """#
    ])
    XCTAssertTrue(model.entities.isEmpty && model.intents.isEmpty && model.queries.isEmpty)
  }

  func testEnumsWithRawValuesAndCaseDisplays() {
    let model = extract([
      "E.swift": #"""
      enum Priority: String, AppEnum {
        case low, high = "urgent"
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
        static var caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
          .low: "Low",
          .high: DisplayRepresentation(title: "High", subtitle: "Now", image: .init(systemName: "flag")),
        ]
      }
      @AppEnum(schema: .photos.assetType)
      enum AssetType: AppEnum { case photo, video }
      """#
    ])
    let priority = model.enums.first { $0.name == "Priority" }
    XCTAssertEqual(priority?.rawType, "String")
    XCTAssertEqual(priority?.typeDisplayName, "Priority")
    XCTAssertEqual(priority?.cases.map(\.name), ["low", "high"])
    XCTAssertEqual(
      priority?.cases.map { $0.rawValue ?? "-" },
      ["low", "urgent"],
      "implicit String raw values are the names"
    )
    XCTAssertEqual(priority?.cases.map(\.hasExplicitRawValue), [false, true])
    XCTAssertEqual(priority?.cases.map { $0.title ?? "-" }, ["Low", "High"])
    XCTAssertEqual(model.enums.first { $0.name == "AssetType" }?.schema, "photos.assetType")
  }

  func testSchemaMacrosMakeEntitiesAndIntents() {
    let model = extract([
      "M.swift": """
      @AppEntity(schema: .photos.asset)
      struct AssetEntity { let id: String; var title: String? }
      @AppIntent(schema: .photos.openAsset)
      struct OpenAsset { var target: AssetEntity }
      @AppIntent(schema: .photos.createAlbum)
      struct CreateAlbum {
        var name: String
        private let log: Logger
        let store = Store()
        lazy var cache = Cache()
        var count: Int { 1 }
      }
      """
    ])
    XCTAssertEqual(
      model.intents.first { $0.name == "CreateAlbum" }?.parameters.map(\.name),
      ["name"],
      "a let or a lazy var cannot take the macro's property wrapper"
    )
    XCTAssertEqual(model.entities.map(\.name), ["AssetEntity"])
    XCTAssertEqual(model.entities.first?.schema, "photos.asset")
    XCTAssertEqual(model.entities.first?.properties.map(\.name), ["title"], "schema entities need no wrappers")
    XCTAssertEqual(model.intents.first { $0.name == "OpenAsset" }?.schema, "photos.openAsset")
  }

  func testSpotlightFactsInsideFunctionBodies() {
    let model = extract([
      "S.swift": """
      enum Indexer {
        static let index = CSSearchableIndex(name: "Notes")
        static func refresh(_ notes: [NoteEntity]) async throws {
          try await index.indexAppEntities(notes)
          try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ids, ofType: NoteEntity.self)
        }
      }
      """
    ])
    XCTAssertEqual(model.spotlight.map(\.kind), [.namedIndex, .indexAppEntities, .defaultIndex, .deleteAppEntities])
    XCTAssertEqual(model.spotlight.map { $0.detail ?? "-" }, ["Notes", "-", "-", "NoteEntity"])
  }

  func testLocationsConditionsAndAvailability() {
    let model = extract([
      "Dir/X.swift": """
      @available(iOS 18, *)
      struct Outer {
        #if os(iOS)
        struct Inner: AppIntent { static var title: LocalizedStringResource = "Inner" }
        #else
        struct Other: AppIntent {}
        #endif
      }
      """
    ])
    let inner = model.intents.first { $0.name == "Outer.Inner" }
    XCTAssertEqual(inner?.location.path, "Dir/X.swift")
    XCTAssertEqual(inner?.location.line, 4)
    XCTAssertEqual(inner?.location.column, 10)
    XCTAssertEqual(inner?.location.conditions, ["os(iOS)"])
    XCTAssertEqual(inner?.location.availability, ["@available(iOS 18, *)"])
    XCTAssertEqual(model.intents.first { $0.name == "Outer.Other" }?.location.conditions, ["!(os(iOS))"])
  }

  func testResultDoesNotDependOnFileOrder() {
    let files = [
      "B.swift": "extension Note: IndexedEntity {}",
      "A.swift": "struct Note: AppEntity { let id: UUID }\nstruct Q: EntityQuery { typealias Entity = Note }",
    ]
    let first = AppIntentsModel.extract(
      from: files.sorted { $0.key < $1.key }.map { SourceScanner.scan(SourceFile(path: $0.key, text: $0.value)) },
      module: "M"
    )
    let second = AppIntentsModel.extract(
      from: files.sorted { $0.key > $1.key }.map { SourceScanner.scan(SourceFile(path: $0.key, text: $0.value)) },
      module: "M"
    )
    XCTAssertEqual(first, second)
  }

  func testScannerDiagnosticsBecomeModelDiagnostics() {
    let model = extract([
      "Bad.swift": "struct A: AppIntent { let s = \"open\n}\n", "Good.swift": "struct B: AppIntent {}",
    ])
    XCTAssertEqual(model.intents.map(\.name), ["A", "B"])
    XCTAssertEqual(model.diagnostics.first?.location.path, "Bad.swift")
    XCTAssertEqual(model.diagnostics.first?.severity, .error)
  }

  func testFieldNotesExample() throws {
    let model = try extract(
      directory: repositoryRoot.appendingPathComponent("Examples/FieldNotes"),
      module: "FieldNotes"
    )
    XCTAssertEqual(
      model.entities.map(\.name),
      ["NoteEntity", "SiriAccountEntity", "SiriNoteEntity", "SiriNotebookEntity"]
    )
    XCTAssertEqual(
      model.intents.map(\.name),
      ["CreateNoteIntent", "OpenFieldNotesScreenIntent", "OpenNoteIntent", "SiriCreateNoteIntent", "TogglePinIntent"]
    )
    XCTAssertEqual(model.entities.map { $0.schema ?? "-" }, ["-", "notes.account", "notes.note", "notes.folder"])
    XCTAssertEqual(model.intents.map { $0.schema ?? "-" }, ["-", "-", "-", "notes.createNote", "-"])
    // The query is generated (Generated/NoteEntityQuery.swift), its reindexing too.
    XCTAssertEqual(
      model.queries.first { $0.name == "NoteEntityQuery" }?.conformances,
      ["DynamicOptionsProvider", "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "IndexedEntityQuery"]
    )
    XCTAssertEqual(model.enums.map(\.name), ["FieldNotesScreen", "Priority"])
    XCTAssertEqual(model.shortcutProviders.map(\.name), ["FieldNotesShortcuts"])
    XCTAssertEqual(model.shortcutProviders.first?.shortcuts.count, 4)
    for shortcut in model.shortcutProviders.first?.shortcuts ?? [] {
      for phrase in shortcut.phrases {
        XCTAssertEqual(phrase.text?.components(separatedBy: "${applicationName}").count, 2, "\(phrase)")
      }
    }
    XCTAssertTrue(model.diagnostics.isEmpty, "\(model.diagnostics)")
  }
}

extension ExtractionTests {
  func testTypesDeclaredInSeveralIfBranchesStayApart() {
    let model = extract([
      "X.swift": """
      #if os(iOS)
      struct X: AppIntent { static var title: LocalizedStringResource = "iOS" }
      #else
      struct X: AppIntent { static var title: LocalizedStringResource = "Other" }
      #endif
      extension X { static var openAppWhenRun = true }
      """
    ])
    XCTAssertEqual(model.intents.map { $0.title?.text ?? "-" }, ["iOS", "Other"])
    XCTAssertEqual(model.intents.map(\.location.conditions), [["os(iOS)"], ["!(os(iOS))"]])
    XCTAssertEqual(model.intents.map(\.openAppWhenRun), [.boolean(true), .boolean(true)], "extensions apply to both")
  }

  func testQueryMethodsExcludeHelpersAndDefaultQueriesResolveInScope() {
    let model = extract([
      "Q.swift": """
      struct TrailEntity: AppEntity {
        static var defaultQuery = Query()
        struct Query: EntityQuery {
          func entities(for ids: [UUID]) async throws -> [TrailEntity] { [] }
          private static func helper(_ x: Int) -> Int { x }
          func suggestedEntities() async throws -> [TrailEntity] { [] }
        }
      }
      struct Other: AppEntity { static var defaultQuery = SharedQuery() }
      """
    ])
    XCTAssertEqual(model.queries.first?.implementedMethods, ["entities(for:)", "suggestedEntities()"])
    XCTAssertEqual(
      model.entities.map { $0.defaultQueryTypeName ?? "-" },
      ["Other": "SharedQuery", "TrailEntity": "TrailEntity.Query"].sorted { $0.key < $1.key }.map(\.value)
    )
  }

  /// A query's entity is read from its `entities(for:)` result however the array is spelled.
  func testQueryEntityFromAnArraySpelledOut() {
    let model = extract([
      "Q.swift": """
      struct NoteQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> Array<NoteEntity> { [] }
      }
      struct TagQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> Swift.Array<TagEntity> { [] }
      }
      """
    ])
    XCTAssertEqual(model.queries.map(\.entity), ["NoteEntity", "TagEntity"])
  }

  func testSpotlightIndexNamesFromConstants() {
    let model = extract(["S.swift": "let index = CSSearchableIndex(name: Indexes.notes)"])
    XCTAssertEqual(model.spotlight.first?.detail, "Indexes.notes")
  }
}

extension ExtractionTests {
  func testConditionalConformancesFromMacrosAndAvailability() {
    let model = extract([
      "C.swift": """
      #if !os(watchOS)
      @AppEntity(schema: .notes.account) struct MacroEntity { let id: UUID }
      #endif
      struct Q: EntityQuery { func entities(for identifiers: [UUID]) async throws -> [E] { [] } }
      @available(iOS 27, macOS 27, *)
      extension Q: IndexedEntityQuery {
        func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
      }
      """
    ])
    // A type declared inside `#if` carries the condition in its location; its own conformances
    // (the macro's included) are not conditional relative to it.
    XCTAssertEqual(model.entities.first?.conformances, ["AppEntity"])
    XCTAssertEqual(model.entities.first?.location.conditions, ["!os(watchOS)"])
    XCTAssertEqual(model.entities.first?.conditionalConformances, [])
    XCTAssertEqual(
      model.queries.first?.conditionalConformances,
      [ConditionalConformance(protocolName: "IndexedEntityQuery", conditions: [["@available(iOS 27, macOS 27, *)"]])]
    )
    XCTAssertEqual(
      model.queries.first?.implementedMethods,
      ["entities(for:)", "reindexAllEntities(indexDescription:)"]
    )
  }
}

extension ExtractionTests {
  func testSpotlightIndexNamesThroughSelf() {
    let model = extract([
      "S.swift": "enum I { static let name = \"Notes\"; static let index = CSSearchableIndex(name: Self.name) }"
    ])
    XCTAssertEqual(model.spotlight.first?.detail, "Self.name")
  }
}

extension ExtractionTests {
  /// Real code breaks long declarations after `=`; the value on the next line is the value.
  func testValuesWrittenOnTheLineAfterTheEqualSign() {
    let model = extract([
      "W.swift": #"""
      struct StartService: AppIntent {
        static var title: LocalizedStringResource =
          "Start the service"
        static var description =
            IntentDescription("Starts the service.")
        @Parameter(title: "Mode", default:
          .fast)
        var mode: Mode
        func perform() async throws -> some IntentResult { .result() }
      }
      """#
    ])
    let intent = model.intents.first
    XCTAssertEqual(intent?.title, .string("Start the service"))
    XCTAssertEqual(intent?.description?.text, "Starts the service.")
    XCTAssertEqual(intent?.parameters.first?.title, .string("Mode"))
    XCTAssertTrue(model.diagnostics.isEmpty, "\(model.diagnostics)")
  }
}

extension ExtractionTests {
  /// A type of another module made an entity by a `@retroactive` conformance is an entity, and
  /// its query's result is that entity (Zavala's `extension EntityID: @retroactive AppEntity`).
  func testRetroactiveConformancesOfImportedTypes() {
    let model = extract([
      "EntityID+AppEntity.swift": """
      import VinOutlineKit

      extension EntityID: @retroactive AppEntity, @retroactive EntityIdentifierConvertible {
        public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Entity ID")
        public static let defaultQuery = EntityIDEntityQuery()
        public var id: EntityID { self }

        public struct EntityIDEntityQuery: EntityQuery {
          public func entities(for identifiers: [EntityID.ID]) async throws -> [EntityID] { identifiers }
        }
      }
      """
    ])
    XCTAssertEqual(model.entities.map(\.name), ["EntityID"])
    XCTAssertEqual(model.entities.first?.conformances, ["AppEntity"])
    XCTAssertEqual(model.entities.first?.typeDisplayName, "Entity ID")
    XCTAssertEqual(model.queries.map(\.entity), ["EntityID"])
  }
}

extension ExtractionTests {
  /// Conformances written with a module selector (`AppIntents::AppIntent`, Swift 6.3) or made
  /// isolated (`@MainActor AppIntent`) or `nonisolated` (Swift 6.2) are the protocol's, and
  /// attributes and types written with one are read as without.
  func testModuleSelectorsAndIsolatedConformances() {
    let model = extract([
      "Intents.swift": """
      import AppIntents

      struct OpenNoteIntent: AppIntents::AppIntent {
        static let title: LocalizedStringResource = "Open Note"
        @Parameter(title: "Note") var note: NoteEntity
        @AppIntents::Parameter(title: "Tags") var tags: [Swift::String]
        @AppIntents.Parameter(title: "Count") var count: Swift::Int?
        @AppIntents::Dependency var store: NoteStore
        func perform() async throws -> some AppIntents::IntentResult { .result() }
      }

      struct PinNoteIntent: @MainActor AppIntent {
        static let title: LocalizedStringResource = "Pin Note"
        func perform() async throws -> some IntentResult { .result() }
      }

      struct NoteEntity: nonisolated AppIntents::AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
        static let defaultQuery = NoteQuery()
        var id: Swift::String
        @AppIntents::Property(title: "Title") var title: Swift::String
        var displayRepresentation: DisplayRepresentation { "Note" }
      }

      struct NoteQuery: AppIntents::EntityQuery {
        func entities(for identifiers: [NoteEntity.ID]) async throws -> [App::NoteEntity] { [] }
      }
      """
    ])
    XCTAssertEqual(model.intents.map(\.name), ["OpenNoteIntent", "PinNoteIntent"])
    // Attributes qualified by their module are the App Intents ones; types are named without
    // module selectors, as the compiler and Apple's metadata name them.
    XCTAssertEqual(model.intents.first?.parameters.map(\.name), ["note", "tags", "count"])
    XCTAssertEqual(model.intents.first?.parameters.map(\.type), ["NoteEntity", "[String]", "Int?"])
    XCTAssertEqual(model.intents.first?.dependencies, ["store"])
    XCTAssertEqual(model.intents.first?.resultTypes, ["IntentResult"])
    XCTAssertEqual(model.entities.first?.properties.map(\.type), ["String"])
    XCTAssertEqual(model.entities.first?.properties.map(\.wrapper), ["Property"])
    XCTAssertEqual(model.entities.map(\.name), ["NoteEntity"])
    XCTAssertEqual(model.entities.first?.conformances, ["AppEntity"])
    XCTAssertEqual(model.queries.map(\.entity), ["NoteEntity"])
    XCTAssertTrue(model.diagnostics.isEmpty, "\(model.diagnostics)")
  }

  /// An id typed by its initializer and a schema macro, each written with a module selector.
  func testModuleSelectorsInIdentifierInitializersAndSchemaMacros() {
    let model = extract([
      "Assets.swift": """
      @AppIntents::AppEntity(schema: .photos.asset)
      struct AssetEntity {
        var id = Foundation::UUID()
      }
      """
    ])
    XCTAssertEqual(model.entities.map(\.name), ["AssetEntity"])
    XCTAssertEqual(model.entities.first?.schema, "photos.asset")
    XCTAssertEqual(model.entities.first?.identifier?.type, "UUID")
  }

  /// `typealias ID = String; var id: ID` (in the entity or an extension of it) stores a `String`:
  /// the manifest says so, and a refactor to the alias is no change of identifier type.
  func testIdentifierTypeThroughTheEntitysAlias() {
    let model = extract([
      "Items.swift": """
      struct ItemEntity: AppEntity {
        typealias ID = String
        var id: ID
      }
      struct NoteEntity: AppEntity {
        let id: Self.ID
      }
      extension NoteEntity { typealias ID = Int }
      struct TagEntity: AppEntity {
        var id: ID
      }
      """
    ])
    XCTAssertEqual(model.entities.map { $0.identifier?.type }, ["String", "Int", "ID"])
  }

  /// Parameters and identifiers declared through the target's aliases have the aliased types, as the
  /// compiler records them (FlowDown's `let id: ModelManager.ModelIdentifier`): a refactor to an
  /// alias is no change of type. A type that is not an alias stays as written.
  func testParameterAndIdentifierTypesThroughAliases() {
    let model = extract([
      "Aliases.swift": """
      typealias Minutes = Int
      typealias Duration2 = Minutes
      enum Store { typealias ChatID = String }
      extension Store { typealias Tag = String }
      """,
      "Intents.swift": """
      struct StartTimerIntent: AppIntent {
        typealias Label = String
        enum Kind: String { case a }
        @Parameter(title: "Minutes") var minutes: Minutes
        @Parameter(title: "Extra") var extra: Duration2?
        @Parameter(title: "Label") var label: Label
        @Parameter(title: "Tag") var tag: Store.Tag
        @Parameter(title: "Kind") var kind: Kind
        @Parameter(title: "Tags") var tags: [Minutes]
        func perform() async throws -> some IntentResult { .result() }
      }
      struct ChatEntity: AppEntity {
        let id: Store.ChatID
      }
      """,
    ])
    XCTAssertEqual(
      model.intents.first?.parameters.map { $0.type ?? "-" },
      ["Int", "Int?", "String", "String", "Kind", "[Int]"]
    )
    XCTAssertEqual(model.entities.first?.identifier?.type, "String")
  }

  /// Names and titles written as localization keys with a default value show the default value (the
  /// key of `LocalizedStringResource("entity.plant", defaultValue: "Plant")` leaked into generated
  /// code as "Reindexes every entity.plant").
  func testDisplayNamesOfLocalizedResourcesWithDefaultValues() {
    let model = extract([
      "Plant.swift": """
      struct PlantEntity: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(
          name: LocalizedStringResource("entity.plant", defaultValue: "Plant", table: "Intents"))
        let id: UUID
      }
      enum Light: String, AppEnum {
        case shade, sun
        static let typeDisplayRepresentation: TypeDisplayRepresentation = .init(
          name: .init("enum.light", defaultValue: "Light Level"))
        static let caseDisplayRepresentations: [Light: DisplayRepresentation] = [
          .shade: DisplayRepresentation(title: LocalizedStringResource("light.shade", defaultValue: "Shade")),
          .sun: "Full Sun",
        ]
      }
      """
    ])
    XCTAssertEqual(model.entities.first?.typeDisplayName, "Plant")
    XCTAssertEqual(model.enums.first?.typeDisplayName, "Light Level")
    XCTAssertEqual(model.enums.first?.cases.map { $0.title ?? "-" }, ["Shade", "Full Sun"])
  }

  /// A metadata property declared in an `#if DEBUG` branch and again outside it has the other
  /// value, the one a release build ships (ghostty's "[DEBUG] New Terminal"); alone, it counts.
  func testDebugOnlyDeclarationsCountLast() {
    let model = extract([
      "Intents.swift": """
      struct NewTerminalIntent: AppIntent {
        #if DEBUG
        static var title: LocalizedStringResource = "[DEBUG] New Terminal"
        #else
        static var title: LocalizedStringResource = "New Terminal"
        #endif
        func perform() async throws -> some IntentResult { .result() }
      }
      struct InspectIntent: AppIntent {
        #if DEBUG
        static var title: LocalizedStringResource = "Inspect"
        #endif
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    ])
    XCTAssertEqual(model.intents.map { $0.title?.text ?? "-" }, ["Inspect", "New Terminal"])
  }

  /// Every spelling of `IntentDescription?` is the requirement's type; `LocalizedStringResource`
  /// and a string literal are not.
  func testDescriptionTypes() {
    let model = extract([
      "Intents.swift": """
      struct A: AppIntent { static var description: AppIntents.IntentDescription? = "Does A." }
      struct B: AppIntent { static var description: Optional<IntentDescription> = "Does B." }
      struct C: AppIntent { static let description = IntentDescription("Does C.") }
      struct D: AppIntent { static let description: LocalizedStringResource = "Does D." }
      struct E: AppIntent { static var description = "Does E." }
      """
    ])
    XCTAssertEqual(model.intents.map { $0.description?.text ?? "-" }, ["Does A.", "Does B.", "Does C.", "-", "-"])
    XCTAssertEqual(
      model.intents.map { $0.mistypedDescriptionType ?? "-" },
      ["-", "-", "-", "LocalizedStringResource", "String"]
    )
  }

  /// A type the target declares hides an alias of the same name further out; `Self.ID` is only the
  /// type's own; an alias's target is named as the model names it (found in review).
  func testAliasesHiddenByDeclaredTypes() {
    let model = extract([
      "A.swift": """
      typealias Mode = Int
      typealias ID = UUID
      enum Outer {
        enum Level: String, AppEnum { case low }
        typealias Chosen = Level
      }
      struct ChangeModeIntent: AppIntent {
        enum Mode: String, AppEnum { case on }
        @Parameter(title: "Mode") var mode: Mode
        @Parameter(title: "Level") var level: Outer.Chosen
        func perform() async throws -> some IntentResult { .result() }
      }
      struct PlainEntity: AppEntity {
        let id: Self.ID
      }
      """
    ])
    XCTAssertEqual(model.intents.first?.parameters.map { $0.type ?? "-" }, ["Mode", "Outer.Level"])
    XCTAssertEqual(model.entities.first?.identifier?.type, "Self.ID")
  }

  /// Values written with module selectors are read as without: case keys, initializers, key paths.
  func testModuleSelectorsInValues() {
    let model = extract([
      "Values.swift": #"""
      enum Level: String, AppEnum {
        case low, high
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"
        static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [
          .Levels::low: "Low",
          .Levels::high: AppIntents::DisplayRepresentation(title: "High"),
        ]
      }

      struct NoteEntity: IndexedEntity {
        static let typeDisplayRepresentation = AppIntents::TypeDisplayRepresentation(name: "Note")
        static let defaultQuery = NoteQuery()
        let id: String
        @Property(title: "Title", indexingKey: \.CoreSpotlight::title) var title: String
        var displayRepresentation: DisplayRepresentation { "\(title)" }
      }
      """#
    ])
    XCTAssertTrue(model.diagnostics.isEmpty, "\(model.diagnostics)")
    guard case .dictionary(let entries)? = model.enums.first?.caseDisplayRepresentations else {
      return XCTFail("\(String(describing: model.enums.first?.caseDisplayRepresentations))")
    }
    XCTAssertEqual(entries.map(\.key), [.member(".low"), .member(".high")])
    XCTAssertEqual(model.entities.first?.typeDisplayName, "Note")
    XCTAssertEqual(model.entities.first?.properties.first?.indexingKey, "title")
  }

  /// Apple: a SnippetIntent whose result is only `IntentResult & ShowsSnippetView` is not
  /// discoverable in Shortcuts and Spotlight unless `isDiscoverable` is `true`.
  func testWhichIntentsTheSystemOffers() {
    let model = extract([
      "Intents.swift": #"""
      struct CardSnippet: SnippetIntent {
        static let title: LocalizedStringResource = "Card"
        func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: CardView()) }
      }
      struct ListedCardSnippet: SnippetIntent {
        static let title: LocalizedStringResource = "Listed Card"
        static let isDiscoverable = true
        func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: CardView()) }
      }
      struct TalkingCardSnippet: SnippetIntent {
        static let title: LocalizedStringResource = "Talking Card"
        func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
          .result(dialog: "Here", view: CardView())
        }
      }
      struct HiddenIntent: AppIntent {
        static let title: LocalizedStringResource = "Hidden"
        static let isDiscoverable = false
        func perform() async throws -> some IntentResult { .result() }
      }
      struct PlainIntent: AppIntent {
        static let title: LocalizedStringResource = "Plain"
        func perform() async throws -> some IntentResult { .result() }
      }
      """#
    ])
    let offered = Dictionary(uniqueKeysWithValues: model.intents.map { ($0.name, $0.isOfferedBySystem) })
    XCTAssertEqual(
      offered,
      [
        "CardSnippet": false, "ListedCardSnippet": true, "TalkingCardSnippet": true, "HiddenIntent": false,
        "PlainIntent": true,
      ]
    )
  }
}

extension ExtractionTests {
  /// The wrappers under the other names the SDK gives them: `AppIntent.Parameter` and
  /// `IntentParameter` are `@Parameter`, `AppEntity.Property` and `EntityProperty` are `@Property`,
  /// `AppDependency` is `@Dependency` (seen in real apps: Booky's `@AppEntity.Property`,
  /// ShelfPlayer's `@AppDependency`).
  func testWrappersUnderTheirQualifiedAndFullNames() {
    let model = extract([
      "Book.swift": """
      import AppIntents

      struct BookEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
        static let defaultQuery = BookQuery()
        let id: UUID
        @AppEntity.Property(title: "Title") var title: String
        @EntityProperty(title: "Read") var isRead: Bool
        @AppIntents.AppEntity.Property(title: "Pages") var pages: Int
        @Published var cache: [String] = []
        var displayRepresentation: DisplayRepresentation { "\\(title)" }
      }

      struct RateBookIntent: AppIntent {
        static let title: LocalizedStringResource = "Rate Book"
        @AppIntent.Parameter(title: "Book") var book: BookEntity
        @IntentParameter(title: "Stars", default: 3) var stars: Int
        @AppDependency private var library: Library
        @AppIntent.Dependency var store: Store
        @Dependency var log: Logger
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    ])
    XCTAssertEqual(model.entities.first?.properties.map(\.name), ["title", "isRead", "pages"])
    XCTAssertEqual(model.entities.first?.properties.map(\.wrapper), ["Property", "Property", "Property"])
    XCTAssertEqual(model.intents.first?.parameters.map(\.name), ["book", "stars"])
    XCTAssertEqual(model.intents.first?.parameters.map(\.title), [.string("Book"), .string("Stars")])
    XCTAssertEqual(model.intents.first?.parameters.map(\.defaultValue), [nil, "3"])
    XCTAssertEqual(model.intents.first?.dependencies, ["library", "store", "log"])
  }

  /// Every protocol that refines `AppIntent` makes an intent, the rarer ones included: a Focus
  /// filter, an intent migrated from SiriKit, a scene's target content (iOS 26), the deprecated
  /// `AudioStartingIntent`.
  func testRarerIntentProtocolsMakeIntents() {
    let intents = [
      "SetFocusFilterIntent", "CustomIntentMigratedAppIntent", "TargetContentProvidingIntent",
      "UISceneAppIntent", "AudioStartingIntent",
    ]
    let source = intents.enumerated().map { index, conformance in
      """
      struct Intent\(index): \(conformance) {
        static let title: LocalizedStringResource = "Intent \(index)"
        @Parameter(title: "Value") var value: Bool
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    }.joined(separator: "\n")
    let model = extract(["Intents.swift": "import AppIntents\n" + source])
    XCTAssertEqual(model.intents.map(\.name), intents.indices.map { "Intent\($0)" })
    XCTAssertEqual(model.intents.map { $0.parameters.map(\.name) }, intents.map { _ in ["value"] })
    XCTAssertEqual(
      model.intents.first { $0.name == "Intent3" }?.conformances,
      ["AppIntent", "TargetContentProvidingIntent", "UISceneAppIntent"]
    )
  }

  /// A query whose first requirement returns sections of items (`IntentItemCollection<Color>`,
  /// `ItemCollection<Peer>` in a `DynamicOptionsProvider`) returns the items' type, whatever the
  /// order of its methods (WireGuard's `results() -> ItemCollection<AppIntentsPeer>`).
  func testQueriesReturningItemCollections() {
    let model = extract([
      "Queries.swift": """
      import AppIntents

      struct ColorQuery: EntityQuery {
        func suggestedEntities() async throws -> IntentItemCollection<ColorEntity> { .init(items: []) }
        func entities(for identifiers: [String]) async throws -> [ColorEntity] { [] }
      }

      struct PeerOptions: DynamicOptionsProvider {
        func results() async throws -> ItemCollection<Peer> { .init(items: []) }
      }

      struct TagQuery: EntityQuery {
        func suggestedEntities() async throws -> AppIntents.IntentItemCollection<TagEntity> { .init(items: []) }
      }
      """
    ])
    XCTAssertEqual(model.queries.map(\.name), ["ColorQuery", "PeerOptions", "TagQuery"])
    XCTAssertEqual(model.queries.map(\.entity), ["ColorEntity", "Peer", "TagEntity"])
  }

  /// A `Measurement` parameter's default is a number and a unit (`defaultValue:` with
  /// `defaultUnit:` or `unit:`): it has a default, so it is not required (Actions' `timeout`).
  func testMeasurementParameterDefaults() {
    let model = extract([
      "Wait.swift": """
      import AppIntents

      struct WaitIntent: AppIntent {
        static let title: LocalizedStringResource = "Wait"
        @Parameter(title: "Duration", defaultValue: 10, defaultUnit: .seconds) var duration: Measurement<UnitDuration>
        @Parameter(title: "Heat", defaultValue: 180, unit: .celsius) var heat: Measurement<UnitTemperature>
        @Parameter(title: "Distance", defaultValue: nil, defaultUnit: .meters) var distance: Measurement<UnitLength>
        @Parameter(title: "Speed", defaultValue: 2.5) var speed: Measurement<UnitSpeed>
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    ])
    let parameters = model.intents.first?.parameters ?? []
    XCTAssertEqual(
      parameters.map(\.defaultValue),
      ["Measurement(value: 10, unit: .seconds)", "Measurement(value: 180, unit: .celsius)", nil, "2.5"]
    )
    XCTAssertEqual(parameters.map(\.isRequired), [false, false, true, false])
  }

  /// `X(stringLiteral: "…")` is the initializer a string literal stands for: its text is the
  /// literal's (Roam's `TypeDisplayRepresentation(stringLiteral: "RemoteButtonAppEnum")`).
  func testStringLiteralInitializersHaveTheirLiteralsText() {
    let model = extract([
      "Flavor.swift": """
      import AppIntents

      enum Flavor: String, AppEnum {
        case vanilla, mint
        static let typeDisplayRepresentation = TypeDisplayRepresentation(stringLiteral: "Flavor")
        static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
          .vanilla: DisplayRepresentation(stringLiteral: "Vanilla"),
          .mint: .init(stringLiteral: "Mint"),
        ]
      }
      """
    ])
    XCTAssertEqual(model.enums.first?.typeDisplayName, "Flavor")
    XCTAssertEqual(model.enums.first?.cases.map(\.title), ["Vanilla", "Mint"])
  }

  /// An `EntityPropertyQuery`'s properties with their comparators, and its sorting options, from
  /// their result-builder bodies (`#if` and `if #available` branches included), as Zavala writes
  /// them.
  func testEntityPropertyQueryPropertiesAndSortingOptions() {
    let model = extract([
      "Query.swift": """
      import AppIntents

      struct TaskQuery: EntityPropertyQuery {
        static var properties = QueryProperties {
          Property(\\TaskEntity.$title) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
          }
          #if os(iOS)
          Property(\\TaskEntity.$due) { LessThanComparator { $0 }; GreaterThanComparator { $0 } }
          #endif
        }
        static var sortingOptions: SortingOptions {
          SortingOptions {
            SortableBy(\\TaskEntity.$due)
            SortableBy(\\TaskEntity.$title)
          }
        }
        func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] { [] }
        func entities(
          matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<TaskEntity>], limit: Int?
        ) async throws -> [TaskEntity] { [] }
      }

      struct PlainQuery: EntityQuery {
        static var properties = QueryProperties { Property(\\TaskEntity.$title) { EqualToComparator { $0 } } }
        func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] { [] }
      }
      """
    ])
    let query = model.queries.first { $0.name == "TaskQuery" }
    XCTAssertEqual(query?.properties.map(\.name), ["title", "due"])
    XCTAssertEqual(
      query?.properties.map(\.comparators),
      [["EqualToComparator", "ContainsComparator"], ["LessThanComparator", "GreaterThanComparator"]]
    )
    XCTAssertEqual(query?.properties.map(\.location.line), [5, 10])
    XCTAssertEqual(query?.sortingOptions, ["due", "title"])
    // Only a property query has query properties.
    XCTAssertEqual(model.queries.first { $0.name == "PlainQuery" }?.properties, [])
  }

  /// The builders spelled with the types that `QueryProperties` and `SortingOptions` alias, as a
  /// real lifting app writes them (its properties were missing from the manifest and the lock).
  func testEntityPropertyQuerySpelledWithTheAliasedTypes() {
    let model = extract([
      "Query.swift": """
      struct ExerciseQuery: EntityPropertyQuery {
        static var properties = AppIntents.EntityQueryProperties<ExerciseEntity, String> {
          EntityQueryProperty(\\ExerciseEntity.$name) { EqualToComparator { $0 } }
          Property(\\ExerciseEntity.$kind) { ContainsComparator { $0 } }
        }
        static var sortingOptions = EntityQuerySortingOptions {
          EntityQuerySortableByProperty(\\ExerciseEntity.$name)
          SortableBy(\\ExerciseEntity.$kind)
        }
      }
      """
    ])
    let query = model.queries.first
    XCTAssertEqual(query?.properties.map(\.name), ["name", "kind"])
    XCTAssertEqual(query?.properties.map(\.comparators), [["EqualToComparator"], ["ContainsComparator"]])
    XCTAssertEqual(query?.sortingOptions, ["name", "kind"])
  }

  /// A `defaultQuery` created by a type whose name starts lowercase is that type when the target
  /// declares it (siriLearn's nested `schemaPhotoQuery`); a function call stays a function call.
  func testLowercaseQueryTypeNames() {
    let model = extract([
      "Photo.swift": """
      import AppIntents

      struct PhotoEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
        static let defaultQuery = schemaPhotoQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { "Photo" }

        struct schemaPhotoQuery: EntityQuery {
          func entities(for identifiers: [String]) async throws -> [PhotoEntity] { [] }
        }
      }

      struct AlbumEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
        static let defaultQuery = makeAlbumQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { "Album" }
      }
      """
    ])
    let queries = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.name, $0.defaultQueryTypeName) })
    XCTAssertEqual(queries["PhotoEntity"], "PhotoEntity.schemaPhotoQuery")
    XCTAssertEqual(queries["AlbumEntity"], .some(nil))
  }

  /// A `When`'s `otherwise:` may start the line after the first closure's `}` (UTM's style): the
  /// branch is read either way.
  func testOtherwiseOnTheNextLine() {
    let model = extract([
      "Export.swift": #"""
      import AppIntents

      struct Export: AppIntent {
        static let title: LocalizedStringResource = "Export"
        @Parameter(title: "Compress", default: false) var compress: Bool
        @Parameter(title: "Level") var level: Int
        static var parameterSummary: some ParameterSummary {
          When(\.$compress, .equalTo, true) {
            Summary("Export with level \(\.$level)") { \.$compress }
          }
          otherwise: {
            Summary("Export uncompressed") { \.$compress }
          }
        }
        func perform() async throws -> some IntentResult { .result() }
      }
      """#
    ])
    let summary = model.intents.first?.parameterSummary
    XCTAssertEqual(summary?.branches.map(\.kind), [.summary, .otherwise])
    XCTAssertEqual(summary?.branches.last?.branches.first?.otherParameters, ["compress"])
  }

  func testImplicitInitializersAreNamedByTheArgumentsType() {
    let model = extract([
      "I.swift": #"""
      struct Count: AppIntent {
        static let title: LocalizedStringResource = "Count"
        @Parameter(title: .init("Limit"), requestValueDialog: .init("How many?")) var limit: Int
        func perform() async throws -> some IntentResult { .result() }
      }
      struct Note: AppEntity {
        @Property(title: .init("Body")) var body: String
      }
      """#
    ])
    let limit = model.intents.first?.parameters.first
    XCTAssertEqual(
      limit?.title,
      .initializer(type: "LocalizedStringResource", arguments: [.init(label: nil, value: .string("Limit"))])
    )
    XCTAssertEqual(limit?.title?.text, "Limit")
    XCTAssertEqual(
      limit?.requestValueDialog,
      .initializer(type: "IntentDialog", arguments: [.init(label: nil, value: .string("How many?"))])
    )
    XCTAssertEqual(model.entities.first?.properties.first?.title?.text, "Body")
    XCTAssertEqual(
      model.entities.first?.properties.first?.title,
      .initializer(type: "LocalizedStringResource", arguments: [.init(label: nil, value: .string("Body"))])
    )
  }

  /// A key path written with its root type (`\LogMoodIntent.$mood`) names the same parameter as
  /// `\.$mood`, in format strings, key path lists, conditions and phrases.
  func testKeyPathsWithTheirRootType() {
    let model = extract([
      "I.swift": #"""
      struct LogMoodIntent: AppIntent {
        static let title: LocalizedStringResource = "Log Mood"
        @Parameter(title: "Mood") var mood: Mood
        @Parameter(title: "Note") var note: String
        static var parameterSummary: some ParameterSummary {
          When(\LogMoodIntent.$mood, .equalTo, .calm) {
            Summary("Log \(\LogMoodIntent.$mood)") { \LogMoodIntent.$note }
          } otherwise: {
            Summary("Log \(\Journal.LogMoodIntent.$mood) quickly") { \Journal.LogMoodIntent.$note }
          }
        }
        func perform() async throws -> some IntentResult { .result() }
      }
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: LogMoodIntent(), phrases: ["Log \(\LogMoodIntent.$mood) in \(.applicationName)"], shortTitle: "Log", systemImageName: "face.smiling")
        }
      }
      """#
    ])
    let summary = model.intents.first?.parameterSummary
    XCTAssertEqual(summary?.branches.first?.formatString, .string("Log ${mood}"))
    XCTAssertEqual(summary?.branches.first?.parameters, ["mood"])
    XCTAssertEqual(summary?.branches.first?.otherParameters, ["note"])
    let otherwise = summary?.branches.last?.branches.first
    XCTAssertEqual(otherwise?.formatString, .string("Log ${mood} quickly"))
    XCTAssertEqual(otherwise?.otherParameters, ["note"])
    XCTAssertEqual(
      model.shortcutProviders.first?.shortcuts.first?.phrases,
      [.string("Log ${mood} in ${applicationName}")]
    )
  }

  func testKeyPathRoots() {
    XCTAssertEqual(KeyPathRoot.members(root: nil, ["$mood"]), ["$mood"])
    XCTAssertEqual(KeyPathRoot.members(root: "Outer", ["Intent", "$mood"]), ["$mood"])
    XCTAssertEqual(KeyPathRoot.members(root: "Intent", ["Kind"]), ["Kind"])
    XCTAssertEqual(KeyPathRoot.rootless(#"\Intent.$mode, .equalTo, .draft"#), #"\.$mode, .equalTo, .draft"#)
    XCTAssertEqual(KeyPathRoot.rootless(#" \Outer.Intent.$mode"#), #"\.$mode"#)
    XCTAssertEqual(KeyPathRoot.rootless(#"\.$mode"#), #"\.$mode"#)
  }

  /// A summary declared per platform: each declaration is kept, with its conditions.
  func testParameterSummaryPerPlatform() {
    let model = extract([
      "I.swift": #"""
      struct ShareIntent: AppIntent {
        static let title: LocalizedStringResource = "Share"
        @Parameter(title: "Item") var item: String
        #if os(iOS)
        static var parameterSummary: some ParameterSummary { Summary("Share \(\.$item)") }
        #elseif os(macOS)
        static var parameterSummary: some ParameterSummary { Summary("Share \(\.$item) in a window") }
        #else
        static var parameterSummary: some ParameterSummary { Summary("Share \(\.$item) elsewhere") }
        #endif
        func perform() async throws -> some IntentResult { .result() }
      }
      """#
    ])
    let intent = model.intents.first
    XCTAssertEqual(intent?.parameterSummary?.formatString, .string("Share ${item}"))
    XCTAssertEqual(intent?.parameterSummary?.location.conditions, ["os(iOS)"])
    XCTAssertEqual(
      intent?.otherParameterSummaries.map(\.formatString),
      [.string("Share ${item} in a window"), .string("Share ${item} elsewhere")]
    )
    XCTAssertEqual(intent?.otherParameterSummaries.first?.location.conditions, ["!(os(iOS))", "os(macOS)"])
    XCTAssertEqual(intent?.allParameterSummaries.count, 3)
  }
}
