import SyntheticCorpus
import XCTest

@testable import SwiftScan

/// `Declaration.hasTypeLikeMembers` lets a walk over types skip the members of most types; it must
/// say exactly whether a member is type-like, wherever the parser or a setter made the members.
final class TypeLikeMembersTests: XCTestCase {
  /// Every declaration's flag against its members, at every depth.
  private func assertFlagsAgree(_ declarations: [Declaration], file: StaticString = #filePath, line: UInt = #line) {
    assertFlagAgrees(
      declarations,
      \.hasTypeLikeMembers,
      { $0.members.contains { $0.kind.isTypeLike } },
      file: file,
      line: line
    )
  }

  func testParsedTypes() {
    let file = parse(
      """
      struct Outer {
        var a = 1
        enum Inner { case x; struct Deeper {} }
        #if os(iOS)
        extension Nope {}
        protocol P {}
        #endif
      }
      struct Leaf { func f() {} }
      enum E { case a }
      extension Outer { actor A {} }
      class C { class D { var v: Int } }
      protocol Q { associatedtype T }
      """
    )
    assertFlagsAgree(file.declarations)
    let flags = file.declarations.map(\.hasTypeLikeMembers)
    XCTAssertEqual(flags, [true, false, false, true, true, false])
  }

  func testSyntheticCorpus() {
    for generated in SyntheticCorpus(seed: 3).generate(totalBytes: 400_000) {
      assertFlagsAgree(SourceScanner.scan(SourceFile(path: generated.path, bytes: generated.bytes)).declarations)
    }
  }

  func testSettingMembers() {
    var declaration = Declaration(kind: .struct, name: "S", range: 0..<1, nameRange: 0..<1)
    XCTAssertFalse(declaration.hasTypeLikeMembers)
    declaration.members = [Declaration(kind: .var, name: "v", range: 0..<1, nameRange: 0..<1)]
    XCTAssertFalse(declaration.hasTypeLikeMembers)
    declaration.members.append(Declaration(kind: .enum, name: "E", range: 0..<1, nameRange: 0..<1))
    XCTAssertTrue(declaration.hasTypeLikeMembers)
    declaration.members = []
    XCTAssertFalse(declaration.hasTypeLikeMembers)
  }
}
