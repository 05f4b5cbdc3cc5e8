import Foundation
import XCTest

@testable import SwiftScan

/// Properties that hold for any input: tokens tile the bytes, lexing and parsing terminate, and
/// nothing crashes, on fixtures, mutated and truncated fixtures, random bytes and hostile nesting.
final class ScannerPropertyTests: XCTestCase {
  /// A small deterministic generator (SplitMix64), so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
  }

  /// Characters that matter to the lexer, to make random inputs hit interesting paths.
  static let alphabet = Array("\"\\()#/*{}[]<>?!.:,;@$`'\n\r\t abcXYZ019_=+-&|^~%é🎉".utf8)

  func checkEverything(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    let lexed = assertLossless(bytes, file: file, line: line)
    XCTAssertLessThanOrEqual(lexed.tokens.count, bytes.count + 1, file: file, line: line)
    let parsed = DeclarationParser.parse(lexed)
    _ = resolveAllSyntax(parsed.declarations)
    assertParameterClausesReadAsTheParserReadsThem(parsed, file: file, line: line)
    for diagnostic in parsed.diagnostics {
      XCTAssertTrue(
        diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= bytes.count,
        "diagnostic range out of the file",
        file: file,
        line: line
      )
    }
  }

  func testFixturesAreLossless() throws {
    let fixtures = try loadFixtures()
    XCTAssertGreaterThan(fixtures.count, 5)
    for (name, bytes) in fixtures {
      let lexed = assertLossless(bytes)
      let parsed = DeclarationParser.parse(lexed)
      XCTAssertGreaterThan(resolveAllSyntax(parsed.declarations), 0)
      if !name.hasPrefix("Malformed") {
        let messages = parsed.diagnostics.map {
          "\(name):\(lexed.source.location(of: $0.range.lowerBound)): \($0.message)"
        }
        XCTAssertEqual(messages, [], "valid fixtures parse without diagnostics")
      }
    }
  }

  func testMutatedAndTruncatedFixtures() throws {
    var generator = Generator(state: 42)
    for (_, bytes) in try loadFixtures() {
      for _ in 0..<40 {
        var mutated = bytes
        switch generator.below(4) {
        case 0:
          mutated = Array(mutated.prefix(generator.below(mutated.count + 1)))
        case 1:
          let start = generator.below(mutated.count + 1)
          let end = min(mutated.count, start + generator.below(64))
          mutated.removeSubrange(start..<end)
        case 2:
          let position = generator.below(mutated.count + 1)
          let insertion = (0..<generator.below(16)).map { _ in Self.alphabet[generator.below(Self.alphabet.count)] }
          mutated.insert(contentsOf: insertion, at: position)
        default:
          for _ in 0..<8 where !mutated.isEmpty {
            mutated[generator.below(mutated.count)] = UInt8(truncatingIfNeeded: generator.next())
          }
        }
        checkEverything(mutated)
      }
    }
  }

  func testRandomBytes() {
    var generator = Generator(state: 7)
    for round in 0..<400 {
      let length = generator.below(2048)
      let bytes: [UInt8] = (0..<length).map { _ in
        round % 2 == 0
          ? UInt8(truncatingIfNeeded: generator.next()) : Self.alphabet[generator.below(Self.alphabet.count)]
      }
      checkEverything(bytes)
    }
  }

  func testEveryPrefixOfATrickyFile() {
    let source = Array(
      ##"""
      let s = "a \(b.map { "\($0) \#("x")" }) c" + #"raw "\#(y)" "# + """
        multi \(z)
        """ // end
      let r = #/a\/b/# ; let d = x / 2 /* c /* n */ */
      @P(t: "\u{1F600}") var `v`: [K: V]? { get }
      """##.utf8
    )
    for length in 0...source.count {
      checkEverything(Array(source.prefix(length)))
    }
  }

  /// Deep nesting must neither overflow the stack (the parser bounds its recursion) nor take
  /// more than linear time. Runs on a thread with a small stack, like a worker thread.
  func testHostileNestingOnASmallStack() {
    let inputs: [[UInt8]] = [
      Array(repeating: UInt8(ascii: "("), count: 50_000),
      Array(String(repeating: "f(", count: 20_000).utf8),
      Array(String(repeating: "\"\\(", count: 20_000).utf8),
      Array(String(repeating: "struct A {", count: 20_000).utf8),
      Array(String(repeating: "var a: [", count: 20_000).utf8),
      Array(String(repeating: "var x: some ", count: 20_000).utf8),
      Array(("var v: Int {" + String(repeating: "if a {} else ", count: 20_000)).utf8),
      Array(String(repeating: "#if A\n", count: 20_000).utf8),
      Array(String(repeating: "/*", count: 20_000).utf8),
      Array(String(repeating: "let x = { ", count: 20_000).utf8),
      Array(String(repeating: "@A(", count: 20_000).utf8),
    ]
    scanOnASmallStack(inputs)
  }

  /// Scans and resolves each input on a thread with a 512 KB stack, as a worker thread has on
  /// Apple platforms, within two minutes in all.
  func scanOnASmallStack(_ inputs: [[UInt8]], file: StaticString = #filePath, line: UInt = #line) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      for input in inputs {
        let parsed = SourceScanner.scan(SourceFile(path: "hostile.swift", bytes: input))
        _ = resolveAllSyntax(parsed.declarations)
        XCTAssertEqual(parsed.tokens.last?.fullEnd, UInt32(input.count), file: file, line: line)
      }
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "scanning did not finish", file: file, line: line)
  }

  /// Long runs that were once quadratic or overflowed the stack when the tree they made was
  /// freed: most are 100,000 repetitions, which a quadratic scan would take minutes over (a
  /// linear one, milliseconds). Runs on a worker-sized stack.
  func testHostileRunsOnASmallStack() {
    let count = 100_000
    let inputs: [String] = [
      "let x = a" + String(repeating: ".b", count: count),
      "let x = f" + String(repeating: "()", count: count),
      "let x = a" + String(repeating: "!", count: count),
      "var x: Int" + String(repeating: "?", count: count),
      String(repeating: "#", count: count) + "/",
      String(repeating: "#", count: count) + " \"",
      String(repeating: "#/a", count: count),
      String(repeating: "#/\n", count: count),
      // Openers that search their line for a closer: the search is made once per line.
      "let a = " + String(repeating: "\u{201C}", count: count),
      "let a = " + String(repeating: ##"#"""\#("##, count: count),
      "let a = " + String(repeating: ###"##"""\##(#"""\#("###, count: count / 2),
      "let a = " + String(repeating: ##"#"""\#("##, count: count) + ##""#"##,
      // Openers with many different numbers of `#`, each looking for its own closer.
      "let a = "
        + (0..<(count / 10)).map { pounds in
          String(repeating: "#", count: pounds % 100 + 1) + "\"\"\"\\" + String(repeating: "#", count: pounds % 100 + 1)
            + "("
        }.joined(),
      "func f() {" + String(repeating: "(", count: count) + String(repeating: "]", count: count) + "}",
      // Chains inside chains, as deep as nesting goes: the bound on chains holds along the path.
      "let x = " + String(repeating: "f(a" + String(repeating: ".b", count: 250) + ", ", count: 46) + "1"
        + String(repeating: ")", count: 46),
      "let x = " + String(repeating: "f(a" + String(repeating: ".b()", count: 125) + ".c { ", count: 46) + "1"
        + String(repeating: " })", count: 46),
    ]
    scanOnASmallStack(inputs.map { Array($0.utf8) })
  }

  func loadFixtures() throws -> [(String, [UInt8])] {
    guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      XCTFail("fixtures missing from the test bundle")
      return []
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    return try names.sorted().map { name in
      (name, Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }
  }
}

extension ScannerPropertyTests {
  /// `skipBalanced` keeps its stack of expected closers in an integer up to 32 levels and on an
  /// array deeper; on random bracket soup it ends exactly where a plain array-based skip ends.
  func testSkippingBalancedGroupsMatchesAnArrayBasedReference() {
    var generator = Generator(state: 7)
    let pieces = ["(", ")", "{", "}", "[", "]", "a", " ", "\"s\\(x)\"", "\n"]
    for round in 0..<400 {
      let length = 1 + generator.below(round < 200 ? 60 : 400)
      var text = ""
      // Deep runs of openers reach the array path.
      if round % 5 == 0 { text += String(repeating: "([{", count: 10 + generator.below(20)) }
      for _ in 0..<length { text += pieces[generator.below(pieces.count)] }
      let lexed = Lexer.lex(SourceFile(path: "soup.swift", text: text))
      let context = SyntaxContext(source: lexed.source, tokens: lexed.tokens)
      lexed.tokens.withUnsafeBufferPointer { tokens in
        lexed.source.bytes.withUnsafeBufferPointer { bytes in
          for start in tokens.indices where Parser.isOpener(tokens[start].kind) {
            var parser = Parser(context: context, tokens: tokens, bytes: bytes)
            parser.index = start
            let closed = parser.skipBalanced()
            let expected = Self.referenceSkip(tokens, from: start, limit: tokens.count - 1)
            XCTAssertEqual(closed, expected.closed, "\(text) from token \(start)")
            XCTAssertEqual(parser.index, expected.index, "\(text) from token \(start)")
          }
        }
      }
    }
  }

  /// The array-based skip `skipBalanced` replaced: a closer that matches an outer opener closes
  /// the inner ones; an unmatched closer is passed over.
  static func referenceSkip(
    _ tokens: UnsafeBufferPointer<Token>,
    from start: Int,
    limit: Int
  ) -> (closed: Bool, index: Int) {
    var expected = [Parser.closer(for: tokens[start].kind)]
    var index = start + 1
    while index < limit {
      let kind = tokens[index].kind
      if Parser.isOpener(kind) {
        expected.append(Parser.closer(for: kind))
      } else if Parser.isCloser(kind) {
        if let match = expected.lastIndex(of: kind) { expected.removeSubrange(match...) }
        if expected.isEmpty { return (true, index + 1) }
      }
      index += 1
    }
    return (false, limit)
  }
}
