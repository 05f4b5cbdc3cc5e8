import Foundation
import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// A function's parameter clause is skipped during the scan (`deferParameterClause`) and parsed
/// when read (`parseParameterClause`). In valid code the skip must end exactly where the parse
/// ends, or the scan would go on from another token than the parser did; in any code a read must
/// give the parameters the parser gives (`firstParameterClauseDisagreement`). Checked here on
/// real, generated and broken code; `ScannerPropertyTests` and the fuzz target check it on every
/// mutated fixture and random input too.
final class DeferredParameterClauseTests: XCTestCase {
  func testClausesEndWhereTheParserEndsThemInModuleInterfacesAndGeneratedCode() throws {
    var clauses = 0
    for url in ModuleInterfaceTests.toolchainInterfaces() {
      let parsed = SourceScanner.scan(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
      clauses += assertParameterClausesReadAsTheParserReadsThem(parsed, sameEnd: true)
    }
    for generated in SyntheticCorpus(seed: 7).generate(totalBytes: 300_000) {
      let parsed = SourceScanner.scan(SourceFile(path: generated.path, bytes: generated.bytes))
      clauses += assertParameterClausesReadAsTheParserReadsThem(parsed, sameEnd: true)
    }
    XCTAssertGreaterThan(clauses, 1_000, "the inputs have parameter clauses to compare")
  }

  func testBrokenClausesGiveTheParsersParameters() {
    // Each function, and whether the scan skips its clause (`true`) or, finding it broken (a
    // bracket left open, a closer for an outer bracket, no `)`, unpaired `<` and `>` outside
    // default values), parses it at once.
    let functions: [(String, Bool)] = [
      ("func a(x: Int {", false),
      ("func b(x: Int = f(1, 2 {", false),
      ("func c(x: Pair<Int, String> = Pair<Int, String> { 0 }, y: [Int: String] = [:]) {}", true),
      ("func d(@Wrapped(1, 2) x: () -> Void = {}, _ y: inout Int", false),
      (#"func e(message: T@escaping () -> String = { "" }) { print(message) }"#, true),
      ("func f(x:", false),
      ("subscript(key key: String, _ index: Int = 0 -> Int { 0 }", false),
      ("func g(for identifiers: [Item(ty.ID]) async throws -> [Item] { [] }", false),
      ("func h(lhs: Dictionary<String, [Int\n (]) >static let lessThan = 0 < 2, greaterThan = 3 > 2", false),
      ("func i(x: Array<Int) {}", false),
      ("func j(x: [Dictionary<String, Int]) {}", false),
      ("func k(x: Array<Array<Int>>?, y: Bool = 1 < 2, z: (Int) -> Bool = { $0 > 1 }) {}", true),
      ("func l(ids: [Item.ID String]) {}", false),
      ("func m(map: [String: Int, Bool], list: [4 of Int Int]) {}", false),
      ("static func ~= (pattern: Regex<Substring: Tile>, value: String) -> Bool { true }", false),
      ("func q(map: Dictionary<String Int>, body: @ () -> Void) {}", false),
      ("func r(body: @escaping @Sendable () async -> Void, ids: Set<Item.ID>?, n: Int! = nil) {}", true),
      ("func o(ids: [Item .ID], map: [Item.ID: Item. Kind]) {}", true),
      ("func p(ids: [Item\n.ID]) {}", false),
      ("func n(ids: [Item.ID]?, map: [String: [Int]] = [:], grid: [2 of [Int]], rest: [Int]...) {}", true),
    ]
    for (function, isSkipped) in functions {
      let parsed = parse("struct S {\n  \(function)\n  }\n  var after = 1\n}\n")
      assertParameterClausesReadAsTheParserReadsThem(parsed)
      guard let declaration = parsed.declarations.first?.members.first else {
        XCTFail("no member in \(function)")
        continue
      }
      XCTAssertEqual(declaration.storage.fields.parameterStorage.syntax != nil, isSkipped, function)
    }
  }

  func testUnpairedGenericBracketsInAClauseAreDiagnosed() {
    // Parsed at once, the clause gets the type parser's diagnostics, which a skip would drop.
    let parsed = parse("func f(x: Array<Int) {}\nfunc g(x: [Dictionary<String, Int]) {}\nstruct After {}\n")
    XCTAssertEqual(parsed.declarations.map(\.name), ["f", "g", "After"])
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound)) \($0.message)" },
      ["1:20 expected '>' to close the generic arguments", "2:34 expected '>' to close the generic arguments"]
    )
  }

  func testMalformedCollectionTypesInAClauseAreDiagnosed() {
    // Balanced brackets pass the skip; the type parser reads what is between them.
    let parsed = parse("func f(ids: [Item.ID String]) {}\nfunc g(map: [String: Int, Bool]) {}\nstruct After {}\n")
    XCTAssertEqual(parsed.declarations.map(\.name), ["f", "g", "After"])
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound)) \($0.message)" },
      ["1:22 expected ']' to close the collection type", "2:25 expected ']' to close the collection type"]
    )
  }

  func testMalformedGenericArgumentsAndNamelessAttributesInAClauseAreDiagnosed() {
    let parsed = parse("func f(map: Dictionary<String Int>) {}\nfunc g(body: @ () -> Void) {}\nstruct After {}\n")
    XCTAssertEqual(parsed.declarations.map(\.name), ["f", "g", "After"])
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound)) \($0.message)" },
      ["1:31 expected '>' to close the generic arguments", "2:14 expected an attribute name after '@'"]
    )
  }
}

/// Asserts that every skipped parameter clause of the tree reads as the parser reads it
/// (`firstParameterClauseDisagreement`); returns how many clauses it compared.
@discardableResult
func assertParameterClausesReadAsTheParserReadsThem(
  _ parsed: ParsedFile,
  sameEnd: Bool = false,
  file: StaticString = #filePath,
  line: UInt = #line
) -> Int {
  var clauses = 0
  XCTAssertNil(
    firstParameterClauseDisagreement(in: parsed, sameEnd: sameEnd, clauses: &clauses),
    file: file,
    line: line
  )
  return clauses
}
