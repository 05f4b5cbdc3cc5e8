import SwiftScan
import XCTest

@testable import IntentModel

/// One test per folder of `Fixtures/`, asserting the extraction its README describes.
final class FixtureExtractionTests: XCTestCase {
  func model(_ folder: String) throws -> AppIntentsModel { try extract(directory: fixture(folder)) }

  func testConformanceInExtensionInAnotherFile() throws {
    let model = try self.model("conformance-in-extension-other-file")
    XCTAssertEqual(model.entities.map(\.name), ["Trail"])
    XCTAssertEqual(model.entities.first?.conformances, ["AppEntity"])
    XCTAssertEqual(model.entities.first?.identifier?.declaration, .stored)
    XCTAssertEqual(model.entities.first?.defaultQueryTypeName, "TrailQuery")
    XCTAssertEqual(model.queries.map { "\($0.name)→\($0.entity ?? "-")" }, ["TrailQuery→Trail"])
    XCTAssertTrue(model.intents.isEmpty && model.enums.isEmpty && model.shortcutProviders.isEmpty)
  }

  func testConformanceThroughRefinement() throws {
    let model = try self.model("conformance-through-refinement")
    XCTAssertEqual(model.intents.map(\.name), ["MarkTrailHikedIntent", "OpenTrailIntent", "SyncTrailsIntent"])
    XCTAssertEqual(model.intents.map(\.conformances), [["AppIntent"], ["AppIntent", "OpenIntent"], ["AppIntent"]])
    XCTAssertEqual(
      model.queries.first?.conformances,
      ["DynamicOptionsProvider", "EntityQuery", "EnumerableEntityQuery"],
      "EntityQuery refines DynamicOptionsProvider"
    )
  }

  func testConformanceInsideIf() throws {
    let model = try self.model("conformance-inside-if")
    let entity = model.entities.first
    XCTAssertEqual(entity?.conformances, ["AppEntity", "IndexedEntity", "URLRepresentableEntity"])
    XCTAssertEqual(
      entity?.conditionalConformances,
      [
        ConditionalConformance(protocolName: "IndexedEntity", conditions: [["os(iOS)"]]),
        ConditionalConformance(protocolName: "URLRepresentableEntity", conditions: [["!(os(iOS))", "os(macOS)"]]),
      ]
    )
    XCTAssertEqual(model.intents.first?.location.conditions, ["DEBUG"])
  }

  func testNestedTypesWithTheSameName() throws {
    let model = try self.model("nested-types-same-name")
    XCTAssertEqual(model.queries.map(\.name), ["RouteEntity.Query", "TrailEntity.Query"])
    XCTAssertEqual(model.entities.map { $0.defaultQueryTypeName ?? "-" }, ["RouteEntity.Query", "TrailEntity.Query"])
    XCTAssertEqual(model.enums.map(\.name), ["RouteEntity.Surface", "TrailEntity.Surface"])
    XCTAssertEqual(model.enums.map { $0.cases.map { $0.rawValue ?? "-" } }, [["1", "2"], ["dirt", "gravel"]])
  }

  func testSummaryForms() throws {
    let model = try self.model("summary-forms")
    func leaves(_ name: String) -> [String] {
      let intent = model.intents.first { $0.name == name }
      return intent?.parameterSummary?.leaves.map {
        ($0.formatString?.text ?? "-") + " " + $0.otherParameters.joined(separator: ",")
      } ?? []
    }
    XCTAssertEqual(leaves("OpenTrailsIntent"), [])
    XCTAssertEqual(leaves("StartHikeIntent"), ["Start hiking ${trail} "])
    XCTAssertEqual(leaves("LogHikeIntent"), ["Log a hike on ${trail} minutes,notes"])
    XCTAssertEqual(
      leaves("ShareLocationIntent"),
      ["Share my location on ${trail} with ${contact} ", "Show my location on ${trail} sharesWithContact"]
    )
    XCTAssertEqual(
      leaves("SetCheckInIntervalIntent"),
      ["Check in every ${intervalMinutes} minutes remindsBeforeSunset", "Check in every ${intervalMinutes} minutes "]
    )
    XCTAssertEqual(leaves("ShowDistanceIntent").count, 3)
    XCTAssertEqual(model.intents.first { $0.name == "ExportTrailIntent" }?.parameterSummary?.kind, .switch)
    XCTAssertEqual(leaves("ExportTrailIntent").count, 4)
  }

  func testPhrases() throws {
    let provider = try self.model("phrases").shortcutProviders.first
    XCTAssertEqual(provider?.shortcuts.count, 5)
    XCTAssertEqual(
      provider?.shortcuts.first?.phrases.last,
      .string("Start a ${activity} on ${trail} with ${applicationName}")
    )
    XCTAssertEqual(provider?.shortcuts[1].intentArguments.first?.value, .member(".walk"))
    XCTAssertEqual(provider?.shortcuts[2].builderConditions, ["#available(iOS 18.0, macOS 15.0, *)"])
    XCTAssertEqual(provider?.shortcutTileColor, .member(".teal"))
    XCTAssertNotNil(provider?.negativePhrases)
    for phrase in provider?.shortcuts.flatMap(\.phrases) ?? [] {
      XCTAssertEqual(phrase.text?.components(separatedBy: "${applicationName}").count, 2, "\(phrase)")
    }
  }

  /// What the compiler's const extraction records of an `appShortcuts` built in code: the local
  /// variables' initializers, not the shortcuts appended to them (ConstValuesDifferentialTests
  /// compares the rest with the compiler).
  func testImperativeShortcuts() throws {
    let provider = try XCTUnwrap(self.model("imperative-shortcuts").shortcutProviders.first)
    XCTAssertEqual(provider.shortcuts.map(\.intent), ["LogRunIntent", "ShowStatsIntent"])
    XCTAssertEqual(provider.unextractedShortcuts.map(\.line), [34, 43])
    XCTAssertEqual(provider.unextractedShortcuts.last?.column, 9)
    XCTAssertTrue(provider.hasReadableShortcuts)
  }

  /// A real app's `defaultQuery`, a getter returning `.init()` under a qualified type annotation,
  /// was a query named `.init`: intentgen generated a `.init.swift` for it, and
  /// query_entity_mismatch matched it with another entity's query.
  func testImplicitInitializersAreNamedByTheTypeAnnotation() throws {
    let model = try self.model("implicit-initializers")
    let queries = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.name, $0.defaultQueryTypeName) })
    XCTAssertEqual(queries["Garden.PlantEntity"], "Garden.PlantQuery")
    XCTAssertEqual(queries["FolderEntity"], "FolderQuery")
    XCTAssertEqual(model.entities.map(\.typeDisplayName).sorted { ($0 ?? "") < ($1 ?? "") }, ["Folder", "Plant"])
  }

  func testNonLiteralValues() throws {
    let model = try self.model("non-literal-values")
    let titles = Dictionary(uniqueKeysWithValues: model.intents.map { ($0.name, $0.title?.isLiteral ?? true) })
    XCTAssertEqual(titles["LiteralControlIntent"], true)
    for name in ["LogHikeIntent", "EndHikeIntent", "RateTrailIntent", "ExportTrailIntent"] {
      XCTAssertEqual(titles[name], false, name)
    }
    XCTAssertEqual(model.intents.first { $0.name == "SetCheckInIntent" }?.description?.isLiteral, false)
    XCTAssertEqual(model.shortcutProviders.first?.shortcuts.first?.hasInlinePhrases, false)
    XCTAssertEqual(model.enums.first?.cases.compactMap(\.title), [])
  }

  func testLookalikes() throws {
    let model = try self.model("lookalikes")
    XCTAssertEqual(model.intents.map(\.name), ["LogHikeIntent"])
    XCTAssertTrue(model.entities.isEmpty && model.queries.isEmpty && model.enums.isEmpty)
  }

  func testEntityIdentifiers() throws {
    let model = try self.model("entity-ids")
    let ids = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.name, $0.identifier) })
    XCTAssertEqual(ids["TrailEntity"]??.declaration, .stored)
    XCTAssertEqual(ids["CheckpointEntity"]??.declaration, .storedWithDefault("UUID()"))
    XCTAssertEqual(ids["CheckpointEntity"]??.type, "UUID")
    XCTAssertEqual(ids["SegmentEntity"]??.type, "String")
    if case .computed? = ids["SegmentEntity"]??.declaration {} else { XCTFail("SegmentEntity's id is computed") }
  }

  func testEnums() throws {
    let enums = Dictionary(uniqueKeysWithValues: try self.model("enums").enums.map { ($0.name, $0) })
    XCTAssertEqual(
      enums["TrailSurface"]?.cases.map { $0.rawValue ?? "-" },
      ["packed_dirt", "gravel", "board-walk", "paved"]
    )
    XCTAssertEqual(enums["TrailDifficulty"]?.cases.map { $0.rawValue ?? "-" }, ["1", "2", "3"])
    XCTAssertEqual(enums["TrailDifficulty"]?.cases.map(\.hasExplicitRawValue), [true, false, false])
    XCTAssertEqual(enums["Season"]?.rawType, "String")
    XCTAssertEqual(enums["TrailSurface"]?.typeDisplayName, "Surface")
    XCTAssertNil(enums["DistanceUnit"])
  }

  func testQueries() throws {
    let queries = Dictionary(uniqueKeysWithValues: try self.model("queries").queries.map { ($0.name, $0) })
    XCTAssertEqual(
      queries["TrailQuery"]?.conformances,
      ["DynamicOptionsProvider", "EntityQuery", "IndexedEntityQuery"]
    )
    XCTAssertEqual(queries["ParkQuery"]?.entity, "ParkEntity")
    XCTAssertEqual(queries["RegionQuery"]?.implementedMethods, ["allEntities()", "entities(for:)"])
    XCTAssertEqual(queries["TrailVisualSearchQuery"]?.conformances, ["IntentValueQuery"])
    XCTAssertEqual(queries["TrailheadOptionsProvider"]?.conformances, ["DynamicOptionsProvider"])
  }

  func testSchemaMacros() throws {
    let model = try self.model("macros-schema")
    XCTAssertEqual(model.entities.first?.conformances, ["AppEntity"])
    XCTAssertEqual(model.entities.first?.schema, "photos.asset")
    XCTAssertEqual(model.intents.map(\.conformances), [["AppIntent"], ["AppIntent", "OpenIntent"]])
    XCTAssertEqual(model.intents.first { $0.name == "OpenPhotoAssetIntent" }?.parameters.map(\.name), ["target"])
    XCTAssertEqual(model.enums.map { $0.schema ?? "-" }, ["photos.assetType", "photos.filterType"])
  }

  func testSpotlightFacts() throws {
    let model = try self.model("spotlight-facts")
    XCTAssertEqual(
      model.entities.first?.properties.map { $0.indexingKey ?? $0.customIndexingKey ?? "-" },
      ["title", "contentDescription", "keywords", "TrailIndexKeys.distance", "-"]
    )
    let kinds = model.spotlight.map(\.kind)
    XCTAssertEqual(kinds.filter { $0 == .indexAppEntities }.count, 3)
    XCTAssertEqual(kinds.filter { $0 == .deleteAppEntities }.count, 3)
    XCTAssertEqual(kinds.filter { $0 == .defaultIndex }.count, 2)
    XCTAssertTrue(model.spotlight.filter { $0.kind == .deleteAppEntities }.allSatisfy { $0.detail == "TrailEntity" })
  }
}
