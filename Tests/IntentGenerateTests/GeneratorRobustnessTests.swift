import Foundation
import IntentModel
import SwiftScan
import XCTest

@testable import IntentGenerate

/// Generation must never crash, whatever model it is given: the examples and fixtures with random
/// truncations, deletions and byte changes (the directives and property types included), and
/// declarations with unusual names and titles. Each mutated model is generated twice, with the same
/// result.
final class GeneratorRobustnessTests: XCTestCase {
  func testMutatedSourcesGenerateWithoutCrashing() throws {
    var inputs: [(String, [UInt8])] = []
    for subject in GenerationSubject.all {
      for path in try subject.sourcePaths() {
        inputs.append((GenerationSubject.relative(path), Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
      }
    }
    var state: UInt64 = 27
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
    }
    for round in 0..<40 {
      let files = inputs.map { name, bytes -> ParsedFile in
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
      let model = AppIntentsModel.extract(from: files, module: "Mutated")
      let result = CodeGenerator.generate(model)
      XCTAssertEqual(result, CodeGenerator.generate(model), "round \(round): not deterministic")
      XCTAssertEqual(result.diagnostics, result.diagnostics.sorted())
      _ = model.includingGeneratedCode()
    }
  }

  func testUnusualNamesAndTitles() throws {
    let source = #"""
      /// intentgen:query `Query` enumerable properties
      public struct Ünïcode_Entity: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = ""
        static let defaultQuery = Query()
        let id: Int
        /// unit:
        @Property(title: "Quote \"\"\" and \\(backslash)", indexingKey: \.title)
        var `default`: String
        @Property(title: "", customIndexingKey: Keys.all[0]!)
        var 数: Int
      }
      """#
    let file = SourceScanner.scan(SourceFile(path: "Odd.swift", text: source))
    let model = AppIntentsModel.extract(from: [file], module: "2 odd-module")
    let result = CodeGenerator.generate(model)
    let names = result.files.map(\.name)
    XCTAssertTrue(names.contains("_2oddmoduleSpotlightIndex.swift"), "\(names)")
    let search = try XCTUnwrap(result.files.first { $0.name.hasSuffix("SpotlightSearch.swift") })
    XCTAssertTrue(search.body.contains(#"Quote \"\"\" and \\(backslash)"#), search.body)
    XCTAssertTrue(search.body.contains("SearchableItemAttribute(rawValue: (Keys.all[0]!).keyName)"), search.body)
  }
}
