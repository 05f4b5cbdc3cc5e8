import Foundation
import IntentEmit
import XCTest

final class JSONValueTests: XCTestCase {
  func testEscapesQuotesBackslashesAndControlCharacters() {
    let value = JSONValue.string("say \"hi\"\\ \n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}/é😀")
    XCTAssertEqual(
      value.serialized(.compact),
      #""say \"hi\"\\ \n\r\t\b\f\u0001\u001f"# + "\u{7F}/é😀\""
    )
  }

  func testSlashAndNonASCIIAreWrittenAsIs() {
    let bytes = Array(JSONValue.string("a/b é 日本 😀").serialized(.compact).utf8)
    XCTAssertEqual(bytes, Array("\"a/b é 日本 😀\"".utf8))
  }

  func testNULIsEscaped() {
    XCTAssertEqual(JSONValue.string("a\u{0}b").serialized(.compact), #""a\u0000b""#)
  }

  func testObjectKeysAreSortedByUTF8Bytes() {
    let value: JSONValue = ["b": 1, "a": 2, "B": 3, "é": 4, "aa": 5, "": 6]
    XCTAssertEqual(value.serialized(.compact), #"{"":6,"B":3,"a":2,"aa":5,"b":1,"é":4}"#)
  }

  func testOutputDoesNotDependOnInsertionOrder() {
    var first: [String: JSONValue] = [:]
    var second: [String: JSONValue] = [:]
    let keys = (0..<200).map { "key\($0)" }
    for key in keys { first[key] = .string(key) }
    for key in keys.reversed() { second[key] = .string(key) }
    XCTAssertEqual(JSONValue.object(first).serialized(), JSONValue.object(second).serialized())
  }

  func testPrettyLayout() {
    let value: JSONValue = [
      "version": 1,
      "files": [["path": "Sources/A.swift", "declarations": [], "diagnostics": [:]]],
      "flag": true,
      "none": nil,
    ]
    XCTAssertEqual(
      value.serialized(.pretty),
      """
      {
        "files": [
          {
            "declarations": [],
            "diagnostics": {},
            "path": "Sources/A.swift"
          }
        ],
        "flag": true,
        "none": null,
        "version": 1
      }
      """
    )
  }

  func testCompactLayout() {
    let value: JSONValue = ["list": [1, -2, "x", [], [:]], "nested": ["k": false]]
    XCTAssertEqual(value.serialized(.compact), #"{"list":[1,-2,"x",[],{}],"nested":{"k":false}}"#)
  }

  func testNumbers() {
    XCTAssertEqual(JSONValue.int(Int.min).serialized(.compact), "-9223372036854775808")
    XCTAssertEqual(JSONValue.double(1.5).serialized(.compact), "1.5")
    XCTAssertEqual(JSONValue.double(0.1).serialized(.compact), "0.1")
    XCTAssertEqual(JSONValue.double(1e20).serialized(.compact), "1e+20")
    XCTAssertEqual(JSONValue.double(.nan).serialized(.compact), "null")
    XCTAssertEqual(JSONValue.double(-.infinity).serialized(.compact), "null")
  }

  func testWrittenJSONParsesBackToTheSameValues() throws {
    let value: JSONValue = [
      "text": "quote \" backslash \\ newline \n tab \t bell \u{07} emoji 😀",
      "numbers": [0, 1, -1, 3.25],
      "empty": [:],
    ]
    for style in [JSONValue.Style.compact, .pretty] {
      let data = Data(value.serialized(style).utf8)
      let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      XCTAssertEqual(parsed["text"] as? String, "quote \" backslash \\ newline \n tab \t bell \u{07} emoji 😀")
      XCTAssertEqual((parsed["numbers"] as? [Double]), [0, 1, -1, 3.25])
    }
  }

  func testWriteAppendsToExistingBytes() {
    var bytes = Array("prefix ".utf8)
    JSONValue.array([1, 2]).write(.compact, to: &bytes)
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "prefix [1,2]")
  }

  func testAccessors() {
    let value: JSONValue = ["name": "x", "count": 2, "items": [1]]
    XCTAssertEqual(value["name"]?.stringValue, "x")
    XCTAssertEqual(value["count"]?.intValue, 2)
    XCTAssertEqual(value["items"]?.arrayValue, [1])
    XCTAssertNil(value["missing"])
    XCTAssertNil(JSONValue.int(1)["name"])
  }
}
