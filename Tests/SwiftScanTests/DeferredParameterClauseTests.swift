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
      clauses += assertParameterClausesReadAsTheParserReadsThem(parsed)
    }
    for generated in SyntheticCorpus(seed: 7).generate(totalBytes: 300_000) {
      let parsed = SourceScanner.scan(SourceFile(path: generated.path, bytes: generated.bytes))
      clauses += assertParameterClausesReadAsTheParserReadsThem(parsed)
    }
    XCTAssertGreaterThan(clauses, 1_000, "the inputs have parameter clauses to compare")
  }

  func testBrokenClausesGiveTheParsersParameters() {
    let functions = [
      "func a(x: Int {",
      "func b(x: Int = f(1, 2 {",
      "func c(x: Pair<Int, String> = Pair<Int, String> { 0 }, y: [Int: String] = [:]) {}",
      "func d(@Wrapped(1, 2) x: () -> Void = {}, _ y: inout Int",
      #"func e(message: T@escaping () -> String = { "" }) { print(message) }"#,
      "func f(x:",
      "subscript(key key: String, _ index: Int = 0 -> Int { 0 }",
      "func g(for identifiers: [Item(ty.ID]) async throws -> [Item] { [] }",
    ]
    for function in functions {
      let parsed = parse("struct S {\n  \(function)\n  }\n  var after = 1\n}\n")
      XCTAssertEqual(assertParameterClausesReadAsTheParserReadsThem(parsed), 1, function)
    }
  }
}

/// Asserts that every skipped parameter clause of the tree reads as the parser reads it
/// (`firstParameterClauseDisagreement`); returns how many clauses it compared.
@discardableResult
func assertParameterClausesReadAsTheParserReadsThem(
  _ parsed: ParsedFile,
  file: StaticString = #filePath,
  line: UInt = #line
) -> Int {
  var clauses = 0
  XCTAssertNil(firstParameterClauseDisagreement(in: parsed, clauses: &clauses), file: file, line: line)
  return clauses
}
