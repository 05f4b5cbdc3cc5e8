import XCTest

@testable import IntentModel

/// `ConformanceTable` against the plain lookup it replaces: the written entry normalized by
/// `TypeIndex.baseName`, then looked up among the recognized protocols and the target's own.
final class ConformanceTableTests: XCTestCase {
  func testAgreesWithNormalizingThenLookingUp() {
    let targetProtocols: [String: Set<String>] = [
      "NotesIntent": ["AppIntent"], "Outer.PinQuery": ["EntityQuery", "DynamicOptionsProvider"],
      // A target protocol named like a recognized one does not replace it.
      "AppEntity": ["AppIntent"],
    ]
    var table = ConformanceTable()
    for (name, names) in targetProtocols.sorted(by: { $0.key < $1.key }) {
      table.insert(name, ImpliedConformances(names))
    }
    func expected(_ written: String) -> Set<String>? {
      let name = TypeIndex.baseName(of: written)
      return AppIntentsProtocol.namesImplied(by: name) ?? targetProtocols[name]
    }
    var random = SeededRandom(seed: 11)
    let parts = [
      "AppIntents.", "AppEntity", "OpenIntent", "EntityStringQuery", "NotesIntent", "Outer.", "PinQuery", "<T>",
      " ", ".", "Codable", "é", "Intent", "App", "Entity", "<", ">", "Swift.", "IndexedEntity", "AppIntents::",
      ":", "Swift::",
    ]
    var written = Set(
      AppIntentsProtocol.all.keys.flatMap {
        [$0, "AppIntents.\($0)", "AppIntents::\($0)", "\($0)<X>", "AppIntents . \($0)"]
      }
    )
    for _ in 0..<5_000 {
      written.insert((0..<(1 + random.next(4))).map { _ in parts[random.next(parts.count)] }.joined())
    }
    for entry in written.sorted() {
      XCTAssertEqual(table.conformances(ofInherited: entry)?.names, expected(entry), entry)
      let special = entry.contains { $0 == "<" || $0 == " " || $0 == "." || $0 == ":" }
      XCTAssertEqual(TypeIndex.needsNormalizing(entry), special, entry)
    }
  }

  /// A target protocol nested in a type named `AppIntents` is found by its qualified name, as
  /// Swift resolves it (the type shadows the module), before `AppIntents.` is read as the module.
  func testATypeNamedAppIntentsShadowsTheModule() {
    var table = ConformanceTable()
    table.insert("AppIntents.Foo", ImpliedConformances(["AppIntent"]))
    XCTAssertEqual(table.conformances(ofInherited: "AppIntents.Foo")?.names, ["AppIntent"])
    XCTAssertEqual(table.conformances(ofInherited: "AppIntents.OpenIntent")?.names, ["AppIntent", "OpenIntent"])
  }

  func testImpliedConformancesUnion() {
    var conformances = ImpliedConformances()
    XCTAssertTrue(conformances.isEmpty)
    conformances.formUnion(AppIntentsProtocol.implied["OpenIntent"]!)
    conformances.formUnion(AppIntentsProtocol.implied["AppIntent"]!)
    XCTAssertEqual(conformances.sortedNames, ["AppIntent", "OpenIntent"])
    conformances.formUnion(AppIntentsProtocol.implied["EntityStringQuery"]!)
    XCTAssertEqual(
      conformances.sortedNames,
      ["AppIntent", "DynamicOptionsProvider", "EntityQuery", "EntityStringQuery", "OpenIntent"]
    )
    XCTAssertTrue(conformances.roles.contains(.intent))
    XCTAssertTrue(conformances.roles.contains(.query))
    XCTAssertFalse(conformances.roles.contains(.entity))
  }
}
