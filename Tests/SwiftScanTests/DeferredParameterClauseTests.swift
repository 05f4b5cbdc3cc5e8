import Foundation
import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// A function's parameter clause is skipped during the scan (`deferParameterClause`) and parsed
/// when read (`parseParameterClause`). The skip must end exactly where the parse ends, or the
/// scan would go on from another token than the parser and a read would parse other tokens: this
/// checks both ends on real, generated and broken code (`ScannerPropertyTests` calls it on every
/// mutated fixture and random input too).
final class DeferredParameterClauseTests: XCTestCase {
  func testClausesEndWhereTheParserEndsThemInModuleInterfacesAndGeneratedCode() throws {
    var clauses = 0
    for url in ModuleInterfaceTests.toolchainInterfaces() {
      let parsed = SourceScanner.scan(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
      clauses += assertParameterClausesEndWhereTheParserEnds(parsed)
    }
    for generated in SyntheticCorpus(seed: 7).generate(totalBytes: 300_000) {
      let parsed = SourceScanner.scan(SourceFile(path: generated.path, bytes: generated.bytes))
      clauses += assertParameterClausesEndWhereTheParserEnds(parsed)
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
    ]
    for function in functions {
      let parsed = parse("struct S {\n  \(function)\n  }\n  var after = 1\n}\n")
      XCTAssertEqual(assertParameterClausesEndWhereTheParserEnds(parsed), 1, function)
    }
  }
}

/// Asserts, for every function-like declaration in the tree whose parameter clause was skipped,
/// that reading its parameters gives what `parseParameterClause`, started on the same token in
/// the whole file, gives, and — in a file without diagnostics — that the skip ends where that
/// parse ends. (In broken code the skip may end later: `message: T@escaping () = { "" }`
/// leaves the parser recovering at `{`, where the skip goes on to the `)`. The parse ends inside
/// the skipped tokens all the same, so a read gives the same parameters.) Returns how many
/// clauses it compared.
@discardableResult
func assertParameterClausesEndWhereTheParserEnds(
  _ parsed: ParsedFile,
  file: StaticString = #filePath,
  line: UInt = #line
) -> Int {
  var compared = 0
  let isValid = parsed.diagnostics.isEmpty
  func visit(_ declarations: [Declaration]) {
    for declaration in declarations {
      if case .syntax(let syntax) = declaration.storage.fields.parameterStorage {
        let (parameters, end) = syntax.context.tokens.withUnsafeBufferPointer { tokens in
          syntax.context.source.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(context: syntax.context, tokens: tokens, bytes: bytes)
            parser.index = syntax.tokenRange.lowerBound
            parser.depth = Int(syntax.depth) - 1
            let parameters = parser.parseParameterClause(oneNameIsLabel: declaration.kind != .subscript)
            return (parameters, parser.index)
          }
        }
        let location = parsed.source.location(of: declaration.nameRange.lowerBound)
        let place = "the parameter clause of '\(declaration.name)' at \(parsed.source.path):\(location)"
        XCTAssertEqual(declaration.parameters, parameters, place, file: file, line: line)
        XCTAssertLessThanOrEqual(end, syntax.tokenRange.upperBound, place, file: file, line: line)
        if isValid { XCTAssertEqual(end, syntax.tokenRange.upperBound, place, file: file, line: line) }
        compared += 1
      }
      visit(declaration.members)
    }
  }
  visit(parsed.declarations)
  return compared
}
