import XCTest

@testable import IntentModel

/// `isSpelled(_:)`, the comparison of a name with a known ASCII word: equal bytes.
final class StringSpellingTests: XCTestCase {
  func testEqualSpellingsAreSpelledAndOthersAreNot() {
    XCTAssertTrue("Parameter".isSpelled("Parameter"))
    XCTAssertTrue("".isSpelled(""))
    XCTAssertTrue("displayRepresentation".isSpelled("displayRepresentation"))
    XCTAssertFalse("Parameters".isSpelled("Parameter"))
    XCTAssertFalse("Paramater".isSpelled("Parameter"))
    XCTAssertFalse("title".isSpelled("Title"))
  }

  func testACanonicallyEquivalentSpellingIsNotTheWord() {
    // The Kelvin sign is canonically equivalent to `K`: equal by `==`, not the same identifier.
    XCTAssertEqual("indexing\u{212A}ey", "indexingKey")
    XCTAssertFalse("indexing\u{212A}ey".isSpelled("indexingKey"))
  }
}
