import XCTest

@testable import IntentModel

/// `isSpelled(_:)`, the comparison of names with known words: `==` for spellings of one length,
/// never equal across lengths.
final class StringSpellingTests: XCTestCase {
  func testEqualSpellingsAreSpelledAndOthersAreNot() {
    XCTAssertTrue("Parameter".isSpelled("Parameter"))
    XCTAssertTrue("".isSpelled(""))
    XCTAssertTrue("displayRepresentation".isSpelled("displayRepresentation"))
    XCTAssertFalse("Parameters".isSpelled("Parameter"))
    XCTAssertFalse("Paramater".isSpelled("Parameter"))
    XCTAssertFalse("title".isSpelled("Title"))
  }

  func testCanonicallyEquivalentSpellingsOfAnotherLengthAreNotSpelled() {
    // The Kelvin sign is canonically equivalent to `K`: equal by `==`, not the same identifier.
    XCTAssertEqual("\u{212A}ind", "Kind")
    XCTAssertFalse("\u{212A}ind".isSpelled("Kind"))
    // Precomposed and decomposed `é` differ in length as well.
    XCTAssertFalse("caf\u{E9}".isSpelled("cafe\u{301}"))
  }
}
