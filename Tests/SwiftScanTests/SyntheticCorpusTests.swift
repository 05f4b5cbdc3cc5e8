import Foundation
import SyntheticCorpus
import XCTest

final class SyntheticCorpusTests: XCTestCase {
  private let size = 1_000_000

  func testSameSeedGivesIdenticalBytes() {
    let first = SyntheticCorpus(seed: 42).generate(totalBytes: size)
    let second = SyntheticCorpus(seed: 42).generate(totalBytes: size)
    XCTAssertEqual(first.map(\.path), second.map(\.path))
    XCTAssertTrue(first.map(\.bytes) == second.map(\.bytes), "same seed produced different bytes")
  }

  func testSplitMix64MatchesReferenceVectors() {
    // The first outputs of Vigna's reference splitmix64.c for seed 1234567.
    var rng = SplitMix64(seed: 1_234_567)
    XCTAssertEqual(
      (0..<5).map { _ in rng.next() },
      [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
      ]
    )
  }

  func testOutputIsPinned() {
    // Guards against accidental changes (and platform differences): benchmark numbers are only
    // comparable on the same corpus. Update the digest when changing the generator on purpose.
    var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    for file in SyntheticCorpus(seed: 1).generate(totalBytes: 200_000) {
      for byte in file.path.utf8 + [0] + file.bytes {
        digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
      }
    }
    XCTAssertEqual(
      digest,
      15_684_693_342_006_878_085,
      "the seed-1 corpus changed; update the digest if that was intended"
    )
  }

  func testDifferentSeedsGiveDifferentBytes() {
    let first = SyntheticCorpus(seed: 1).generate(totalBytes: 200_000)
    let second = SyntheticCorpus(seed: 2).generate(totalBytes: 200_000)
    XCTAssertFalse(first.map(\.bytes) == second.map(\.bytes), "different seeds produced identical bytes")
  }

  func testReachesRequestedSize() {
    for requested in [1, 10_000, size] {
      let files = SyntheticCorpus(seed: 7).generate(totalBytes: requested)
      let total = files.reduce(0) { $0 + $1.bytes.count }
      XCTAssertGreaterThanOrEqual(total, requested)
      // Overshoot is bounded by one file and the module's shortcuts file.
      XCTAssertLessThan(total, requested + 100_000)
    }
    XCTAssertTrue(SyntheticCorpus(seed: 7).generate(totalBytes: 0).isEmpty)
  }

  func testFilesAreValidUTF8EndingWithNewline() {
    let files = SyntheticCorpus(seed: 3).generate(totalBytes: size)
    XCTAssertFalse(files.isEmpty)
    var paths = Set<String>()
    for file in files {
      XCTAssertTrue(paths.insert(file.path).inserted, "duplicate path \(file.path)")
      XCTAssertTrue(file.path.hasPrefix("Module") && file.path.hasSuffix(".swift"), file.path)
      XCTAssertEqual(file.bytes.last, UInt8(ascii: "\n"), "\(file.path) does not end with a newline")
      XCTAssertNotNil(String(validatingUTF8Bytes: file.bytes), "\(file.path) is not valid UTF-8")
    }
  }

  func testWriteCreatesTheGeneratedFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SyntheticCorpusTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let corpus = SyntheticCorpus(seed: 11)
    try corpus.write(totalBytes: 100_000, to: directory.path)
    for file in corpus.generate(totalBytes: 100_000) {
      let data = try Data(contentsOf: directory.appendingPathComponent(file.path))
      XCTAssertEqual([UInt8](data), file.bytes, file.path)
    }
  }

  func testContainsAppIntentsAndOrdinaryCode() {
    let files = SyntheticCorpus(seed: 5).generate(totalBytes: size)
    let text = files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
    for needle in [
      "AppEntity", "IndexedEntity", "@Property(title:", "@ComputedProperty", "EntityStringQuery",
      "AppEnum", "caseDisplayRepresentations", "@Parameter(title:", "parameterSummary", "} otherwise: {",
      "ProvidesDialog", "AppShortcutsProvider", #"\(.applicationName)"#, "#if os(", "\"\"\"", "final class",
      "protocol ", "where ", "0x",
    ] {
      XCTAssertTrue(text.contains(needle), "corpus lacks \(needle)")
    }
  }
}

extension String {
  /// The string the bytes spell, or `nil` when they are not valid UTF-8.
  fileprivate init?(validatingUTF8Bytes bytes: [UInt8]) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput:
        self.init(scalars)
        return
      case .error: return nil
      }
    }
  }
}
