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
    XCTAssertEqual(named.map(\.resolvedName), ["com.example.\"notes\"\\\t\u{E9}", #"raw "name" \n"#, "", nil])
  }

  /// A name written as a constant is the constant's string, looked up from the innermost type
  /// around the call outwards, in any file of the target; only a whole argument names a constant.
  func testNamesKeptInStringConstantsAreResolved() {
    let model = extract([
      "Names.swift": #"""
      private let topLevelName = "top"
      enum Indexes {
        static let notes = "com.example.notes"
        static let computed = "a" + suffix
      }
      """#,
      "Indexer.swift": #"""
      struct Indexer {
        static let indexName = "inner"
        func run() {
          _ = CSSearchableIndex(name: topLevelName)
          _ = CSSearchableIndex(name: Indexes.notes)
          _ = CSSearchableIndex(name: Self.indexName)
          _ = CSSearchableIndex(name: indexName)
          _ = CSSearchableIndex(name: Indexes.computed)
          _ = CSSearchableIndex(name: Indexes.notes + ".v2")
          _ = CSSearchableIndex(name: unknownName)
          _ = CSSearchableIndex(name: Indexes.notes, protectionClass: .complete)
        }
      }
      """#,
    ])
    let named = model.spotlight.filter { $0.kind == .namedIndex }.sorted { $0.location < $1.location }
    XCTAssertEqual(
      named.map(\.resolvedName),
      ["top", "com.example.notes", "inner", "inner", nil, nil, nil, "com.example.notes"]
    )
    XCTAssertEqual(named.map(\.isLiteral), Array(repeating: false, count: 8))
  }
}
