import XCTest
import YAMLSupport

final class YAMLNodeTests: XCTestCase {
  func testMappingWithNestedSequencesHasLocations() throws {
    let text = """
      # intentgen configuration
      disabled_rules:
        - entity_id_stability
        - "phrase_application_name"
      included: [Sources, 'App Intents']
      nested:
        matrix:
          - [1, 2]
          - - a
            - b
      """
    let root = try XCTUnwrap(try YAMLNode.parse(bytes: Array(text.utf8), path: ".intentgen.yml"))
    let pairs = try XCTUnwrap(root.mapping)
    XCTAssertEqual(pairs.map { $0.key.scalar }, ["disabled_rules", "included", "nested"])
    XCTAssertEqual(root.location, YAMLLocation(line: 2, column: 1, offset: 26))

    let disabled = try XCTUnwrap(root["disabled_rules"]?.sequence)
    XCTAssertEqual(disabled.map(\.scalar), ["entity_id_stability", "phrase_application_name"])
    XCTAssertEqual(disabled.map(\.scalarStyle), [.plain, .doubleQuoted])
    XCTAssertEqual(disabled[0].location.line, 3)
    XCTAssertEqual(disabled[0].location.column, 5)
    XCTAssertEqual(disabled[1].location.line, 4)
    XCTAssertEqual(disabled[1].location.column, 5)

    let included = try XCTUnwrap(root["included"])
    XCTAssertEqual(included.location.line, 5)
    XCTAssertEqual(included.location.column, 11)
    XCTAssertEqual(included.sequence?.map(\.scalar), ["Sources", "App Intents"])
    XCTAssertEqual(included.sequence?.last?.scalarStyle, .singleQuoted)
    XCTAssertEqual(included.sequence?.last?.location.column, 21)

    let matrix = try XCTUnwrap(root["nested"]?["matrix"]?.sequence)
    XCTAssertEqual(matrix.count, 2)
    XCTAssertEqual(matrix[0].sequence?.map(\.scalar), ["1", "2"])
    XCTAssertEqual(matrix[0].location.line, 8)
    XCTAssertEqual(matrix[0].location.column, 7)
    XCTAssertEqual(matrix[1].sequence?.map(\.scalar), ["a", "b"])
    XCTAssertEqual(matrix[1].sequence?.last?.location.line, 10)
    XCTAssertEqual(matrix[1].sequence?.last?.location.column, 9)
  }

  func testColumnsCountUTF8Bytes() throws {
    // "é" and "—" take 2 and 3 bytes; libyaml counts them as one character each.
    let text = "é—: [x, 'y']\n"
    let root = try XCTUnwrap(try YAMLNode.parse(bytes: Array(text.utf8), path: "a.yml"))
    let value = try XCTUnwrap(root["é—"]?.sequence)
    XCTAssertEqual(value.map(\.location.column), [9, 12])
    XCTAssertEqual(value[1].location.offset, 11)
  }

  func testBrokenYAMLReportsLineAndColumn() {
    let text = """
      rules:
        - a
       bad: [
      """
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array(text.utf8), path: "config.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertEqual(error.path, "config.yml")
      XCTAssertEqual(error.line, 3)
      XCTAssertEqual(error.column, 2)
      XCTAssertEqual(error.message, "did not find expected key")
      XCTAssertEqual(error.context, "while parsing a block mapping at 1:1")
      XCTAssertEqual(
        error.description,
        "config.yml:3:2: error: did not find expected key (while parsing a block mapping at 1:1)"
      )
    }
  }

  func testUnclosedFlowSequenceReportsWhereItEnds() {
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array("key: [a, b\n".utf8), path: "x.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertEqual(error.line, 2)
      XCTAssertEqual(error.column, 1)
      XCTAssertEqual(error.message, "did not find expected ',' or ']'")
    }
  }

  func testEmptyInputIsNil() throws {
    XCTAssertNil(try YAMLNode.parse(bytes: [], path: "empty.yml"))
    XCTAssertNil(try YAMLNode.parse(bytes: Array("# only a comment\n\n".utf8), path: "comment.yml"))
    XCTAssertNil(try YAMLNode.parse(bytes: Array("---\n".utf8), path: "empty-document.yml"))
  }

  func testNullScalars() throws {
    let root = try XCTUnwrap(try YAMLNode.parse(bytes: Array("a:\nb: ~\nc: 'null'\n".utf8), path: "n.yml"))
    XCTAssertEqual(root["a"]?.isNull, true)
    XCTAssertEqual(root["b"]?.isNull, true)
    XCTAssertEqual(root["c"]?.isNull, false)
  }

  func testInvalidUTF8IsAnErrorNotACrash() {
    let bytes: [UInt8] = Array("key: ".utf8) + [0xFF, 0xFE, 0x80] + Array("\n".utf8)
    XCTAssertThrowsError(try YAMLNode.parse(bytes: bytes, path: "bad.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertEqual(error.line, 1)
      XCTAssertEqual(error.column, 6)
      XCTAssertTrue(error.message.hasPrefix("invalid leading UTF-8 octet"), error.message)
    }
  }

  func testArbitraryBytesNeverCrash() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = Array("-:[]{}&*!|>'\"#, \n\t?%@`".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xFF]
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<40, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      _ = try? YAMLNode.parse(bytes: bytes, path: "random.yml")
    }
  }

  func testAliasesAreResolved() throws {
    let text = """
      base: &defaults
        severity: warning
      rule: *defaults
      """
    let root = try XCTUnwrap(try YAMLNode.parse(bytes: Array(text.utf8), path: "a.yml"))
    XCTAssertEqual(root["rule"]?["severity"]?.scalar, "warning")
    // A node reached through an alias keeps the anchored node's location (its anchor, here).
    XCTAssertEqual(root["rule"]?.location, YAMLLocation(line: 1, column: 7, offset: 6))
  }

  func testUndefinedAliasIsAnError() {
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array("a: *missing\n".utf8), path: "a.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertEqual(error.message, "alias '*missing' refers to no anchor defined before it")
      XCTAssertEqual(error.line, 1)
      XCTAssertEqual(error.column, 4)
    }
  }

  func testRecursiveAliasIsAnError() {
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array("a: &x [1, *x]\n".utf8), path: "a.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertTrue(error.message.contains("recursive"), error.message)
    }
  }

  func testAliasExpansionIsLimited() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...8 {
      let previous = level == 1 ? "a" : "a\(level - 1)"
      text += "a\(level): &a\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
    }
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array(text.utf8), path: "laughs.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertTrue(error.message.hasPrefix("aliases expand to more than"), error.message)
    }
  }

  func testDeepNestingIsAnError() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array(text.utf8), path: "deep.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertTrue(error.message.hasPrefix("nesting deeper than"), error.message)
    }
  }

  func testSecondDocumentIsAnError() {
    XCTAssertThrowsError(try YAMLNode.parse(bytes: Array("a: 1\n---\nb: 2\n".utf8), path: "two.yml")) { error in
      guard let error = error as? YAMLError else { return XCTFail("unexpected error \(error)") }
      XCTAssertEqual(error.line, 2)
      XCTAssertTrue(error.message.hasPrefix("a second document"), error.message)
    }
  }

  func testBlockScalarsAndTags() throws {
    let text = """
      description: |
        Line one
        Line two
      folded: >
        a
        b
      count: !!str 12
      """
    let root = try XCTUnwrap(try YAMLNode.parse(bytes: Array(text.utf8), path: "b.yml"))
    XCTAssertEqual(root["description"]?.scalar, "Line one\nLine two\n")
    XCTAssertEqual(root["description"]?.scalarStyle, .literal)
    XCTAssertEqual(root["folded"]?.scalar, "a b\n")
    XCTAssertEqual(root["folded"]?.scalarStyle, .folded)
    XCTAssertEqual(root["count"]?.scalar, "12")
    XCTAssertEqual(root["count"]?.tag, "tag:yaml.org,2002:str")
  }
}
