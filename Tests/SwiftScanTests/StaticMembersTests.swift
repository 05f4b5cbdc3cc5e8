import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// `Declaration.isStatic` answers from the declaration's box what its modifiers say: `static` or
/// `class` among them, wherever the parser or a setter made them.
final class StaticMembersTests: XCTestCase {
  private func assertAgrees(_ declarations: [Declaration], file: StaticString = #filePath, line: UInt = #line) {
    assertFlagAgrees(
      declarations,
      \.isStatic,
      { $0.hasModifier("static") || $0.hasModifier("class") },
      file: file,
      line: line
    )
  }

  func testParsedMembers() {
    let file = parse(
      """
      struct S {
        static var title: LocalizedStringResource = "T"
        public static func make() {}
        var plain = 1
        class C {
          class func f() {}
          class var v: Int { 1 }
          final class Nested {}
          override class func g() {}
        }
        nonisolated static let shared = S()
        private(set) var count = 0
        static(set) var invalid = 0
      }
      """
    )
    assertAgrees(file.declarations)
    let members = file.declarations[0].members
    // `static(set)` is not Swift; it is kept as written and is not `static`.
    XCTAssertEqual(members.map(\.isStatic), [true, true, false, false, true, false, false])
    XCTAssertEqual(members[3].members.map(\.isStatic), [true, true, false, true])
  }

  func testReassigningTheParsedModifiersKeepsTheDeclarationEqual() {
    for declaration in parse("struct S { static(set) var a = 1; static var b = 2; class func c() {} }").declarations[0]
      .members
    {
      var copy = declaration
      copy.modifiers = declaration.modifiers
      XCTAssertEqual(copy, declaration, declaration.name)
    }
  }

  func testSetterKeepsItInStep() {
    var declaration = Declaration(kind: .var, name: "x", range: 0..<1, nameRange: 0..<1)
    XCTAssertFalse(declaration.isStatic)
    declaration.modifiers = ["public", "static"]
    XCTAssertTrue(declaration.isStatic)
    declaration.modifiers = ["class"]
    XCTAssertTrue(declaration.isStatic)
    declaration.modifiers = ["private"]
    XCTAssertFalse(declaration.isStatic)
  }

  func testSyntheticCorpus() {
    for generated in SyntheticCorpus(seed: 5).generate(totalBytes: 300_000) {
      assertAgrees(SourceScanner.scan(SourceFile(path: generated.path, bytes: generated.bytes)).declarations)
    }
  }
}
