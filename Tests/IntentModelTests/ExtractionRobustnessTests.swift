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
    var state: UInt64 = 11
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
    }
    let whole = AppIntentsModel.extract(
      from: zip(names, originals).map { SourceScanner.scan(SourceFile(path: $0, bytes: $1)) },
      module: "Fixtures"
    )
    XCTAssertFalse(whole.intents.isEmpty)
    XCTAssertFalse(whole.entities.isEmpty)
    for round in 0..<30 {
      let files = zip(names, originals).map { name, bytes -> ParsedFile in
        var mutated = bytes
        switch (round + next(3)) % 3 {
        case 0: mutated = Array(mutated.prefix(next(mutated.count + 1)))
        case 1:
          let start = next(mutated.count + 1)
          mutated.removeSubrange(start..<min(mutated.count, start + next(200)))
        default:
          for _ in 0..<6 where !mutated.isEmpty { mutated[next(mutated.count)] = UInt8(truncatingIfNeeded: next(256)) }
        }
        return SourceScanner.scan(SourceFile(path: name, bytes: mutated))
      }
      let model = AppIntentsModel.extract(from: files, module: "Fixtures")
      XCTAssertEqual(model.diagnostics, model.diagnostics.sorted())
    }
  }
}
