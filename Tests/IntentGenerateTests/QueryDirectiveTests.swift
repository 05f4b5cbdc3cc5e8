import IntentModel
import XCTest

@testable import IntentGenerate

/// The `intentgen:query` directive and the `unit:` line, as documentation comments carry them.
final class QueryDirectiveTests: XCTestCase {
  func testNoDirective() {
    XCTAssertNil(QueryDirective(documentation: nil))
    XCTAssertNil(QueryDirective(documentation: "A note.\n\nintentgen:queryish"))
    XCTAssertNil(QueryDirective(documentation: "Mentions intentgen:query in a sentence."))
  }

  func testBareDirective() throws {
    let directive = try XCTUnwrap(QueryDirective(documentation: "A note.\n\nintentgen:query"))
    XCTAssertNil(directive.name)
    XCTAssertFalse(directive.isEnumerable)
    XCTAssertFalse(directive.supportsProperties)
    XCTAssertEqual(directive.unknownWords, [])
  }

  func testNameAndOptionsInAnyOrder() throws {
    let directive = try XCTUnwrap(QueryDirective(documentation: "  intentgen:query properties TrailQuery enumerable"))
    XCTAssertEqual(directive.name, "TrailQuery")
    XCTAssertTrue(directive.isEnumerable)
    XCTAssertTrue(directive.supportsProperties)
  }

  func testNestedName() throws {
    XCTAssertEqual(QueryDirective(documentation: "intentgen:query TrailEntity.Query")?.name, "TrailEntity.Query")
  }

  func testUnknownWordsAreKept() throws {
    let directive = try XCTUnwrap(QueryDirective(documentation: "intentgen:query A B enumerabl 2x"))
    XCTAssertEqual(directive.name, "A")
    XCTAssertEqual(directive.unknownWords, ["B", "enumerabl", "2x"])
  }

  /// A misspelled option is not the query's name (`enumerble` became `struct enumerble`).
  func testMisspelledOptionsAreNoNames() throws {
    for text in ["intentgen:query enumerble", "intentgen:query Enumerable", "intentgen:query enumerable sortable"] {
      let directive = try XCTUnwrap(QueryDirective(documentation: text))
      XCTAssertNil(directive.name, text)
      XCTAssertEqual(directive.unknownWords.count, 1, text)
    }
    XCTAssertEqual(QueryDirective(documentation: "intentgen:query _PrivateQuery")?.name, "_PrivateQuery")
  }

  /// A custom indexing key as the generated search file, outside the entity, can write it.
  func testCustomIndexingKeyExpressions() {
    XCTAssertEqual(
      SearchAttribute.customKeyExpression(".continent", entity: "Landmark"),
      "CSCustomAttributeKey.continent"
    )
    XCTAssertEqual(
      SearchAttribute.customKeyExpression("Self.continentKey", entity: "Landmark"),
      "Landmark.continentKey"
    )
    XCTAssertEqual(SearchAttribute.customKeyExpression("Keys.continent", entity: "Landmark"), "Keys.continent")
    XCTAssertEqual(
      SearchAttribute.customKeyExpression("CSCustomAttributeKey(keyName: \"c\")!", entity: "Landmark"),
      "(CSCustomAttributeKey(keyName: \"c\")!)"
    )
  }

  func testQuickSearchAgreesWithTheParser() {
    let texts = [
      "intentgen:query", "A: b\nintentgen:query X", "intentgen:queries", "intentgen: query", "xintentgen:query",
      "no directive: here", ":", "", "intentgen:", "ntentgen:query", "é intentgen:query",
    ]
    for text in texts where QueryDirective(documentation: text) != nil {
      XCTAssertTrue(QueryDirective.mayAppear(in: text), text)
    }
    XCTAssertFalse(QueryDirective.mayAppear(in: "no directive: here"))
    XCTAssertFalse(QueryDirective.mayAppear(in: "intentgen: query"))
  }

  func testUnits() {
    XCTAssertEqual(PropertyUnit.parse("Trail length.\n\nunit: miles"), "miles")
    XCTAssertEqual(PropertyUnit.parse("- Unit:   minutes  "), "minutes")
    XCTAssertNil(PropertyUnit.parse("unit:"))
    XCTAssertNil(PropertyUnit.parse("The unit: is not at the start"))
    XCTAssertNil(PropertyUnit.parse(nil))
  }
}
