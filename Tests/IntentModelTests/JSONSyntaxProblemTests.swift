import Foundation
import IntentModel
import XCTest

/// JSON that does not parse is reported with the parser's reason and where it is.
final class JSONSyntaxProblemTests: XCTestCase {
  private func problem(_ text: String) -> JSONSyntaxProblem? {
    let bytes = Array(text.utf8)
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      return nil
    } catch {
      return JSONSyntaxProblem(error, in: bytes)
    }
  }

  private func describe(_ problem: JSONSyntaxProblem?) -> String {
    guard let problem else { return "parsed" }
    return "\(problem.line.map(String.init) ?? "-"):\(problem.column.map(String.init) ?? "-") \(problem.reason)"
  }

  /// The reasons are Foundation's words (those of Linux here); the locations are computed.
  func testReasonsAndLocations() {
    let cases: [(text: String, expected: String)] = [
      ("{\"a\": 1,\n  \"b\": x}", "2:8 invalid value"),
      ("{\"a\": [1, 2", "1:12 unexpected end of file during JSON parse"),
      ("{\"é\": \"\u{1}\"}", "1:9 unescaped control character"),
      ("[1,\n2,\n3 4]", "3:3 invalid value"),
      ("", "1:1 unexpected end of file during JSON parse"),
    ]
    for (text, expected) in cases {
      #if os(Linux)
      XCTAssertEqual(describe(problem(text)), expected, text)
      #else
      // Darwin's parser words its reasons and places its errors its own way: a location is given.
      XCTAssertNotNil(problem(text)?.line, text)
      #endif
    }
  }

  /// Reasons without a position keep the reason.
  func testAReasonWithoutAPosition() {
    let problem = problem("[1e400]")
    #if os(Linux)
    XCTAssertEqual(problem?.reason, "number 1e400 is not representable in Swift")
    XCTAssertNil(problem?.line)
    #else
    XCTAssertFalse(problem?.reason.isEmpty ?? true)
    #endif
  }

  func testABrokenStringCatalogIsLocated() {
    let catalog = PhraseCatalog.read(path: "AppShortcuts.xcstrings", bytes: Array("{\n  \"strings\": {,\n}".utf8))
    #if os(Linux)
    XCTAssertEqual(catalog.problems.map(\.message), ["not a valid string catalog (JSON): invalid value"])
    XCTAssertEqual(catalog.problems.first.map { "\($0.location.line):\($0.location.column)" }, "2:15")
    #else
    XCTAssertEqual(catalog.problems.first?.location.line, 2)
    #endif
  }
}
