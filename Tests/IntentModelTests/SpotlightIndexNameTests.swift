import XCTest

@testable import IntentModel

/// The name of a `CSSearchableIndex(name:)` literal is the string the app names its index with —
/// escapes resolved, raw literals read as literals — since the generated index owner opens the
/// index of that name and the manifest reports it. The source text (`idx\"a`) named another index.
final class SpotlightIndexNameTests: XCTestCase {
  func testEscapesAreResolvedAndRawLiteralsAreLiterals() {
    let model = extract([
      "S.swift": #"""
      let a = CSSearchableIndex(name: "com.example.\"notes\"\\\t\u{E9}")
      let b = CSSearchableIndex(name: #"raw "name" \n"#)
      let c = CSSearchableIndex(name: "")
      let d = CSSearchableIndex(name: "a\(b)")
      """#
    ])
    let named = model.spotlight.filter { $0.kind == .namedIndex }
    XCTAssertEqual(named.map(\.detail), ["com.example.\"notes\"\\\t\u{E9}", #"raw "name" \n"#, "", nil])
    XCTAssertEqual(named.map(\.isLiteral), [true, true, true, false])
  }
}
