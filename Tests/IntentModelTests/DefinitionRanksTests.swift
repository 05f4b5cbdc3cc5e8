import XCTest

@testable import IntentModel

/// `DefinitionRanks.order(_:ranks:)` moves definitions into rank order in place; it must give a
/// stable sort by rank, and leave every value whole (strings and arrays are moved, not copied).
final class DefinitionRanksTests: XCTestCase {
  func testOrdersStablyByRank() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<500 {
      let count = random.next(30)
      let ranks = (0..<count).map { _ in random.next(8) }
      let items = (0..<count).map { ["item \($0)", String(repeating: "x", count: $0 * 7)] }
      let expected = items.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { items[$0] }
      var ordered = items
      DefinitionRanks.order(&ordered, ranks: ranks)
      XCTAssertEqual(ordered, expected)
    }
  }
}
