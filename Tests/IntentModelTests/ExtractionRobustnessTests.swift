import Foundation
import SwiftScan
import XCTest

@testable import IntentModel

/// Extraction must never crash or hang, whatever the scanner hands it: realistic fixtures with
/// random edits and truncations, and random bytes.
final class ExtractionRobustnessTests: XCTestCase {
  func testMutatedFixturesExtractWithoutCrashing() throws {
    let directory = repositoryRoot.appendingPathComponent("Tests/SwiftScanTests/Fixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    let originals = try names.map { Array(try Data(contentsOf: directory.appendingPathComponent($0))) }
    var random = SeededRandom(seed: 11)
    let whole = AppIntentsModel.extract(
      from: zip(names, originals).map { SourceScanner.scan(SourceFile(path: $0, bytes: $1)) },
      module: "Fixtures"
    )
    XCTAssertFalse(whole.intents.isEmpty)
    XCTAssertFalse(whole.entities.isEmpty)
    for round in 0..<30 {
      let files = zip(names, originals).map { name, bytes -> ParsedFile in
        var mutated = bytes
        switch (round + random.next(3)) % 3 {
        case 0: mutated = Array(mutated.prefix(random.next(mutated.count + 1)))
        case 1:
          let start = random.next(mutated.count + 1)
          mutated.removeSubrange(start..<min(mutated.count, start + random.next(200)))
        default:
          for _ in 0..<6 where !mutated.isEmpty {
            mutated[random.next(mutated.count)] = UInt8(truncatingIfNeeded: random.next(256))
          }
        }
        return SourceScanner.scan(SourceFile(path: name, bytes: mutated))
      }
      let model = AppIntentsModel.extract(from: files, module: "Fixtures")
      XCTAssertEqual(model.diagnostics, model.diagnostics.sorted())
    }
  }
}
