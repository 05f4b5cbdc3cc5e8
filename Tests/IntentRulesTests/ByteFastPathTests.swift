import Foundation
import IntentModel
import XCTest

@testable import IntentRules

/// Several lint helpers decide on bytes when the text is ASCII; each must agree with its
/// definition by characters (kept here as the reference) on every input.
final class ByteFastPathTests: XCTestCase {
  /// Random strings over characters that matter to the helpers, including non-ASCII ones.
  static func randomStrings(_ alphabet: [String], count: Int = 4000, maximumLength: Int = 12) -> [String] {
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in (0..<next(maximumLength + 1)).map { _ in alphabet[next(alphabet.count)] }.joined() }
  }

  func testBareName() {
    func reference(_ type: String) -> String {
      var name = Substring(type)
      while let last = name.last, last == "?" || last == "!" || last == " " { name = name.dropLast() }
      while let first = name.first, first == " " { name = name.dropFirst() }
      return String(name.split(separator: ".").last ?? name)
    }
    for text in Self.randomStrings(["A", "b", ".", "?", "!", " ", "é", "\u{301}", "\r\n"]) {
      XCTAssertEqual(ModelLookup.bareName(text), reference(text), text.debugDescription)
    }
  }

  func testQueryBareName() {
    for text in Self.randomStrings(["A", "b", ".", "é", "\u{301}", " "]) {
      let reference = text.lastIndex(of: ".").map { text[text.index(after: $0)...] } ?? text[...]
      XCTAssertEqual(QueryEntityMismatchRule.bareName(text), reference, text.debugDescription)
    }
  }

  func testPhraseKey() {
    func reference(_ text: String) -> String {
      text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
    for text in Self.randomStrings(["A", "b", " ", "\t", "\n", "\r\n", "\r", "É", "ß", "${x}"]) {
      XCTAssertEqual(DuplicatePhraseRule.key(text), reference(text), text.debugDescription)
    }
  }

  func testPhraseTokens() {
    func reference(_ phrase: String) -> [String] {
      var names: [String] = []
      var rest = Substring(phrase)
      while let start = rest.range(of: "${") {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "}") else { break }
        names.append(String(rest[..<end]))
        rest = rest[rest.index(after: end)...]
      }
      return names
    }
    for text in Self.randomStrings(["$", "{", "}", "a", " ", "é"], maximumLength: 16) {
      XCTAssertEqual(ShortcutSupport.tokens(in: text), reference(text), text.debugDescription)
    }
  }

  func testCaseName() {
    func reference(_ text: String, enumName: String) -> String? {
      let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard let last = components.last, !last.isEmpty,
        last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
      else { return nil }
      let base = components.dropLast().joined(separator: ".")
      guard base.isEmpty || base == "Self" || base == enumName || base == ModelLookup.bareName(enumName) else {
        return nil
      }
      return last.filter { $0 != "`" }
    }
    let definition = EnumDefinition(
      name: "Outer.Level",
      location: ModelLocation(path: "", line: 1, column: 1),
      conformances: ["AppEnum"]
    )
    for text in Self.randomStrings(["Self", "Level", "Outer", ".", "a", "1", "_", "`", " ", "-", "é", "٣"]) {
      XCTAssertEqual(
        definition.caseName(ofKey: .nonLiteral(text)),
        reference(text, enumName: definition.name),
        text.debugDescription
      )
    }
  }

  func testCommandMarkerSearch() {
    for text in Self.randomStrings(["intentgen:", "intentgen", ":", "n:", "i", "n", " ", "//", "é"], maximumLength: 8) {
      XCTAssertEqual(
        SuppressionCommandParser.mayContainCommand(Array(text.utf8)),
        text.utf8.count >= 10 && text.contains("intentgen:"),
        text.debugDescription
      )
    }
  }
}
