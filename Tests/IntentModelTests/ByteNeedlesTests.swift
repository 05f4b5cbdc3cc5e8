import Foundation
import SwiftScan
import XCTest

@testable import IntentModel

/// `ByteNeedles` tests sixteen positions at a time by a needle's ends; it must agree with a plain
/// search at every position, block edges and the unaligned rest included.
final class ByteNeedlesTests: XCTestCase {
  /// Whether one of `needles` occurs in `bytes`, one position at a time.
  private func plainSearch(_ bytes: [UInt8], _ needles: [[UInt8]]) -> Bool {
    needles.contains { needle in
      needle.count <= bytes.count
        && (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
  }

  func testAgreesWithAPlainSearchOnRandomBytes() {
    var random = SeededRandom(seed: 7)
    // A small alphabet, so that needles' ends and whole needles turn up often.
    let alphabet = Array("abcx".utf8)
    for _ in 0..<3000 {
      let needles = (0..<(1 + random.next(3))).map { _ in
        (0..<(1 + random.next(5))).map { _ in alphabet[random.next(alphabet.count)] }
      }
      let bytes = (0..<random.next(80)).map { _ in alphabet[random.next(alphabet.count)] }
      XCTAssertEqual(ByteNeedles(needles).occur(in: bytes), plainSearch(bytes, needles), "\(needles) in \(bytes)")
    }
  }

  func testFindsANeedleAtEveryOffset() {
    let needles = [Array("CSSearchableIndex".utf8), Array("AppEntities".utf8), Array("FieldNotesSpotlightIndex".utf8)]
    let search = ByteNeedles(needles)
    for needle in needles {
      for length in [needle.count, 40, 100] {
        for offset in 0...(length - needle.count) {
          var bytes = [UInt8](repeating: UInt8(ascii: "s"), count: length)
          bytes.replaceSubrange(offset..<offset + needle.count, with: needle)
          XCTAssertTrue(search.occur(in: bytes), "\(offset) in \(length)")
          // One byte off: not found.
          bytes[offset + needle.count / 2] = UInt8(ascii: "#")
          XCTAssertFalse(search.occur(in: bytes), "\(offset) in \(length)")
        }
      }
    }
    XCTAssertFalse(search.occur(in: []))
  }

  /// A file without any needle has no Spotlight facts; the byte test must not hide any that the
  /// token scan finds.
  func testSpotlightFactsOfFixturesAreFoundThroughTheByteTest() throws {
    let source = """
      func reindex() async throws {
        try await CSSearchableIndex(name: "trails").indexAppEntities([entity])
        try await CSSearchableIndex.default().deleteAppEntities(ofType: TrailEntity.self)
        try await CorpusSpotlightIndex.index(entity)
      }
      """
    let file = SourceScanner.scan(SourceFile(path: "T.swift", text: source))
    let owner = SpotlightScanner.ownerName(module: "Corpus")
    let facts = SpotlightScanner.facts(in: file, owner: owner)
    XCTAssertEqual(facts.count, 5)
    XCTAssertEqual(facts, SpotlightScanner.scanTokens(of: file, owner: owner))
    let folder = fixture("spotlight-facts")
    let fixtures = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
    XCTAssertFalse(fixtures.isEmpty)
    for url in fixtures {
      let fixture = SourceScanner.scan(SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url))))
      let fixtureOwner = SpotlightScanner.ownerName(module: "Trails")
      XCTAssertEqual(
        SpotlightScanner.facts(in: fixture, owner: fixtureOwner),
        SpotlightScanner.scanTokens(of: fixture, owner: fixtureOwner)
      )
    }
    let none = SourceScanner.scan(SourceFile(path: "U.swift", text: "let index = CSSearchable.default"))
    XCTAssertEqual(SpotlightScanner.facts(in: none, owner: owner), [])
  }
}
