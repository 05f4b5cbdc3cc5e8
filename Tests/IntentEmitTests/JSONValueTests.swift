import Foundation
import IntentEmit
import SyntheticCorpus
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

  func testIntegersOfEveryLength() {
    for value in [0, 7, 9, 10, 99, 100, 1_000_000, -1, -9, -10, -12_345, Int.max, Int.min + 1] {
      XCTAssertEqual(JSONValue.int(value).serialized(.compact), String(value))
    }
  }

  func testIndentationDeeperThanOneLineBreakRun() {
    var value = JSONValue.int(1)
    for _ in 0..<40 { value = .array([value]) }
    let lines = value.serialized(.pretty).split(separator: "\n")
    XCTAssertEqual(lines.count, 81)
    XCTAssertEqual(lines[40], Substring(String(repeating: " ", count: 80) + "1"))
    XCTAssertEqual(lines[41], Substring(String(repeating: " ", count: 78) + "]"))
  }

  func testStringsWithEscapesAtEitherEndAndBetweenRuns() {
    XCTAssertEqual(JSONValue.string("\nabc\n").serialized(.compact), #""\nabc\n""#)
    XCTAssertEqual(JSONValue.string("\"").serialized(.compact), #""\"""#)
    XCTAssertEqual(JSONValue.string("").serialized(.compact), #""""#)
    XCTAssertEqual(JSONValue.string("a\u{1}b\\c\"d").serialized(.compact), #""a\u0001b\\c\"d""#)
  }

  func testKeysThatShareAPrefixOrDifferOnlyInNonASCIIBytes() {
    let value: JSONValue = ["ab": 1, "a": 2, "abc": 3, "\u{E9}": 4, "z\u{301}": 5, "\u{10000}": 6, "\u{FFFF}": 7]
    // By UTF-8 bytes: "z\u{301}" (7A CC 81) before "\u{E9}" (C3 A9), and U+FFFF (EF BF BF) before
    // U+10000 (F0 90 80 80), which UTF-16 order would put the other way round.
    XCTAssertEqual(
      value.serialized(.compact),
      "{\"a\":2,\"ab\":1,\"abc\":3,\"z\u{301}\":5,\"\u{E9}\":4,\"\u{FFFF}\":7,\"\u{10000}\":6}"
    )
  }

  /// The writer against a plain one written byte by byte, on random values: strings with every kind
  /// of escape and non-ASCII text, keys that collide in prefixes, nesting beyond the indentation run.
  func testWriterMatchesAPlainByteByByteWriter() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let value = randomValue(&random, depth: 0)
      for style in [JSONValue.Style.compact, .pretty] {
        var expected: [UInt8] = []
        PlainJSONWriter(style: style).write(value, depth: 0, to: &expected)
        XCTAssertEqual(value.serialized(style), String(decoding: expected, as: UTF8.self))
      }
    }
  }

  private func randomValue(_ random: inout SplitMix64, depth: Int) -> JSONValue {
    let pick = depth > 45 ? random.below(5) : random.below(8)
    switch pick {
    case 0: return .null
    case 1: return .bool(random.below(2) == 0)
    case 2: return .int(Int(bitPattern: UInt(random.next())) >> random.below(64))
    case 3: return .double(Double(random.below(1000)) / 8)
    case 4: return .string(randomString(&random))
    case 5, 6:
      let count = depth > 30 ? 1 : random.below(4)
      return .array((0..<count).map { _ in randomValue(&random, depth: depth + 1) })
    default:
      let count = depth > 30 ? 1 : random.below(5)
      var members: [String: JSONValue] = [:]
      for _ in 0..<count { members[randomString(&random)] = randomValue(&random, depth: depth + 1) }
      return .object(members)
    }
  }

  private func randomString(_ random: inout SplitMix64) -> String {
    let pieces = [
      "a", "ab", "Z", "\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "/", "é", "e\u{301}", "日本", "😀", " ",
    ]
    return (0..<random.below(6)).map { _ in pieces[random.below(pieces.count)] }.joined()
  }
}

/// The JSON format, written the plainest way: one byte at a time, keys sorted by their UTF-8 bytes.
private struct PlainJSONWriter {
  let style: JSONValue.Style

  func write(_ value: JSONValue, depth: Int, to bytes: inout [UInt8]) {
    func newline(_ depth: Int) {
      guard style == .pretty else { return }
      bytes.append(10)
      for _ in 0..<(depth * 2) { bytes.append(32) }
    }
    switch value {
    case .null: bytes += Array("null".utf8)
    case .bool(let bool): bytes += Array((bool ? "true" : "false").utf8)
    case .int(let int): bytes += Array(String(int).utf8)
    case .double(let double): bytes += Array(double.description.utf8)
    case .string(let string): writeString(string, to: &bytes)
    case .array(let elements):
      guard !elements.isEmpty else {
        bytes += Array("[]".utf8)
        return
      }
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        write(element, depth: depth + 1, to: &bytes)
      }
      newline(depth)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        bytes += Array("{}".utf8)
        return
      }
      bytes.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        .enumerated()
      {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        writeString(key, to: &bytes)
        bytes += Array((style == .pretty ? ": " : ":").utf8)
        write(members[key]!, depth: depth + 1, to: &bytes)
      }
      newline(depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  func writeString(_ string: String, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
      case 10: bytes += Array("\\n".utf8)
      case 13: bytes += Array("\\r".utf8)
      case 9: bytes += Array("\\t".utf8)
      case 8: bytes += Array("\\b".utf8)
      case 12: bytes += Array("\\f".utf8)
      case 0..<0x20: bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
