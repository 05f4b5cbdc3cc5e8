import XCTest

@testable import IntentModel

/// `NameTable` against a dictionary: every inserted name found with its number, no other name
/// found, through several doublings of the table and with names that share long prefixes.
final class NameTableTests: XCTestCase {
  func testAgreesWithADictionary() {
    var random = SeededRandom(seed: 5)
    let parts = ["Note", "Entity", "Query", ".", "Intent", "7", "", "é", "DuplicateProject", "21"]
    for round in 0..<40 {
      var table = NameTable(capacity: round % 3 == 0 ? 0 : 50)
      var names: [String] = []
      var expected: [String: Int32] = [:]
      for _ in 0..<random.next(400) {
        let name = (0..<(1 + random.next(4))).map { _ in parts[random.next(parts.count)] }.joined()
        let tag = NameTable.tag(name)
        let found = table.number(tag: tag) { names[Int($0)] == name }
        XCTAssertEqual(found, expected[name], name)
        if found == nil {
          names.append(name)
          table.insert(tag: tag, number: Int32(names.count - 1))
          expected[name] = Int32(names.count - 1)
        }
      }
      XCTAssertEqual(table.count, expected.count)
      for (name, number) in expected { XCTAssertEqual(table.number(of: name) { names[Int($0)] == name }, number) }
      XCTAssertNil(table.number(of: "Absent") { names[Int($0)] == "Absent" })
    }
  }
}
