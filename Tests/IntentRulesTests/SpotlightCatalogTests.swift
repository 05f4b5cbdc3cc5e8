import Foundation
import XCTest

@testable import IntentRules

/// The Spotlight attribute catalog: `Schemas/spotlight-attributes.yaml` loads, and the copy
/// embedded in the library (`BundledSchemas.spotlightAttributes`, written by
/// `Schemas/generate-bundled.sh`) is up to date.
final class SpotlightCatalogTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let yamlURL = packageRoot.appendingPathComponent("Schemas/spotlight-attributes.yaml")

  /// `Schemas/generate-bundled.sh` embeds the YAML in `BundledSchemas.swift`; this fails while that
  /// copy is stale.
  func testBundledCatalogIsUpToDate() throws {
    let yaml = try String(contentsOf: Self.yamlURL, encoding: .utf8)
    XCTAssertEqual(
      BundledSchemas.spotlightAttributes + "\n",
      yaml,
      "BundledSchemas.swift is stale: run Schemas/generate-bundled.sh and review the diff"
    )
  }

  func testCatalogLoads() throws {
    let bytes = Array(try Data(contentsOf: Self.yamlURL))
    let catalog = try SpotlightAttributeCatalog.load(bytes: bytes, path: "spotlight-attributes.yaml")
    XCTAssertGreaterThan(catalog.attributes.count, 100)
    XCTAssertEqual(catalog, SpotlightAttributeCatalog.bundled)
    XCTAssertEqual(catalog.type(of: "title"), .string)
    XCTAssertEqual(catalog.type(of: "contentDescription"), .string)
    XCTAssertEqual(catalog.type(of: "textContent"), .string)
    XCTAssertEqual(catalog.type(of: "keywords"), .strings)
    XCTAssertEqual(catalog.type(of: "authorNames"), .strings)
    XCTAssertEqual(catalog.type(of: "contentCreationDate"), .date)
    XCTAssertEqual(catalog.type(of: "lastUsedDate"), .date)
    XCTAssertEqual(catalog.type(of: "rating"), .number)
    XCTAssertEqual(catalog.type(of: "url"), .url)
    XCTAssertEqual(catalog.type(of: "authors"), .persons)
    XCTAssertEqual(catalog.type(of: "allDay"), .bool)
    XCTAssertNil(catalog.type(of: "description"))
  }

  func testErrorsHaveLocations() {
    let cases: [(String, String)] = [
      ("attributes:\n  title: Text\n", "2:10: error: unknown type 'Text' for 'title'"),
      ("attributes:\n  title: String\n  title: String\n", "3:3: error: duplicate attribute 'title'"),
      ("attributes:\n  - title\n", "2:3: error: expected a mapping of attribute names to types, found a sequence"),
      ("attribute:\n  title: String\n", "1:1: error: unknown key 'attribute'"),
      ("attributes:\n  title: [String, Date]\n", "2:10: error: expected a type name for 'title', found a sequence"),
      ("attributes: [\n", "error:"),
    ]
    for (yaml, expected) in cases {
      do {
        _ = try SpotlightAttributeCatalog.load(bytes: Array(yaml.utf8), path: "c.yaml")
        XCTFail("no error for \(yaml)")
      } catch {
        XCTAssertTrue(error.description.contains(expected), "\(error.description) does not contain \(expected)")
      }
    }
  }

  func testSwiftValueKinds() {
    XCTAssertEqual(SwiftValueKind(typeText: "String"), .scalar(.string))
    XCTAssertEqual(SwiftValueKind(typeText: "AttributedString?"), .scalar(.string))
    XCTAssertEqual(SwiftValueKind(typeText: "[String]"), .list(.string))
    XCTAssertEqual(SwiftValueKind(typeText: "Set<String>"), .list(.string))
    XCTAssertEqual(SwiftValueKind(typeText: "Optional<Date>"), .scalar(.date))
    XCTAssertEqual(SwiftValueKind(typeText: "Swift.Int"), .scalar(.number))
    XCTAssertNil(SwiftValueKind(typeText: "[String: Int]"))
    XCTAssertNil(SwiftValueKind(typeText: "TrailDifficulty"))
    XCTAssertNil(SwiftValueKind(typeText: "Measurement<UnitLength>"))
    XCTAssertTrue(SpotlightAttributeType.strings.accepts(.scalar(.string)))
    XCTAssertFalse(SpotlightAttributeType.string.accepts(.list(.string)))
    XCTAssertFalse(SpotlightAttributeType.date.accepts(.scalar(.string)))
  }
}
