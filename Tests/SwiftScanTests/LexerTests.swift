import XCTest

@testable import SwiftScan

final class LexerTests: XCTestCase {
  func testIdentifiersAndKeywords() {
    XCTAssertEqual(
      lexKinds("struct Note: AppEntity { let id: UUID }"),
      [
        "keyword:struct", "identifier:Note", "colon::", "identifier:AppEntity", "leftBrace:{", "keyword:let",
        "identifier:id", "colon::", "identifier:UUID", "rightBrace:}",
      ]
    )
    XCTAssertEqual(
      lexKinds("`default` $0 $title café 🎉x _"),
      [
        "identifier:`default`", "dollarIdentifier:$0", "dollarIdentifier:$title", "identifier:café",
        "identifier:🎉x", "keyword:_",
      ]
    )
    XCTAssertEqual(lexKinds("`a raw name`"), ["identifier:`a raw name`"])
    // `$` continues an identifier, as the compiler reads it (the Observation macros' `_$registrar`).
    XCTAssertEqual(
      lexKinds("_$registrar a$b x$ $0$1 \\.$title"),
      [
        "identifier:_$registrar", "identifier:a$b", "identifier:x$", "dollarIdentifier:$0$1", "backslash:\\",
        "period:.", "dollarIdentifier:$title",
      ]
    )
  }

  /// `::` is one token wherever it is written (a module selector, Swift 6.3); `:` stays a colon.
  func testModuleSelectorColons() {
    XCTAssertEqual(
      lexKinds("Swift::Int a ? b : c [:] x: y :::"),
      [
        "identifier:Swift", "colonColon:::", "identifier:Int", "identifier:a", "binaryOperator:?", "identifier:b",
        "colon::", "identifier:c", "leftSquare:[", "colon::", "rightSquare:]", "identifier:x", "colon::",
        "identifier:y", "colonColon:::", "colon::",
      ]
    )
  }

  func testFilesDenserThanTheTokenEstimateAreLexedWhole() {
    // The lexer writes into room for a token per four bytes, and moves to storage of its own
    // when a file has more (brackets, one-letter names, commas).
    for text in [String(repeating: "(", count: 1_000), String(repeating: "a,", count: 700), "a"] {
      let lexed = assertLossless(Array(text.utf8))
      XCTAssertEqual(lexed.tokens.count, text.utf8.count + 1, text.prefix(10) + "…")
      XCTAssertEqual(lexed.tokens.last?.kind, .endOfFile)
    }
  }

  func testContextualKeywordsStayIdentifiers() {
    let lexed = Lexer.lex(SourceFile(path: "t.swift", text: "actor some get macro"))
    XCTAssertEqual(lexed.tokens.dropLast().map(\.kind), [.identifier, .identifier, .identifier, .identifier])
    XCTAssertEqual(lexed.tokens.dropLast().map(\.keyword), [.actor, .some, .get, .macro])
    XCTAssertEqual(Lexer.lex(SourceFile(path: "t.swift", text: "self")).tokens[0].keyword, .self)
  }

  /// Every keyword is found wherever it stands: words with 16 bytes or more after them are read
  /// with two loads, words near the end of the file byte by byte. Words one byte longer or
  /// shorter, or one byte different, are no keywords.
  func testEveryKeywordIsFoundMidFileAndAtTheEnd() {
    let padding = String(repeating: " ", count: 20)
    for keyword in Keyword.allCases where keyword != .none {
      let word = keyword.text
      for text in [word + padding, "x " + word, word] {
        let token = Lexer.lex(SourceFile(path: "t.swift", text: text)).tokens.first { $0.keyword != .none }
        XCTAssertEqual(token?.keyword, keyword, "\(word) in \(text.debugDescription)")
        XCTAssertEqual(token?.kind, keyword.isReserved ? .keyword : .identifier, word)
      }
      let changed = String(word.dropLast()) + (word.last == "z" ? "y" : "z")
      for nearMiss in [word + "s", String(word.dropFirst()), changed]
      where Keyword.allCases.allSatisfy({ $0.text != nearMiss }) {
        for text in [nearMiss + padding, nearMiss] {
          let tokens = Lexer.lex(SourceFile(path: "t.swift", text: text)).tokens
          XCTAssertTrue(tokens.allSatisfy { $0.keyword == .none }, "\(nearMiss) in \(text.debugDescription)")
        }
      }
    }
  }

  func testNumbers() {
    XCTAssertEqual(
      lexKinds("42 1_000 0xFF 0o17 0b1010 3.14 1e10 2.5E-3 0x1p-2 0x1.8p3 0xFF.description 1..<2"),
      [
        "integerLiteral:42", "integerLiteral:1_000", "integerLiteral:0xFF", "integerLiteral:0o17",
        "integerLiteral:0b1010", "floatLiteral:3.14", "floatLiteral:1e10", "floatLiteral:2.5E-3",
        "floatLiteral:0x1p-2", "floatLiteral:0x1.8p3", "integerLiteral:0xFF", "period:.",
        "identifier:description", "integerLiteral:1", "binaryOperator:..<", "integerLiteral:2",
      ]
    )
    let bad = Lexer.lex(SourceFile(path: "t.swift", text: "0b102 0x"))
    XCTAssertEqual(bad.diagnostics.count, 2)
    XCTAssertTrue(bad.tokens[0].flags.contains(.hasError))
  }

  func testOperators() {
    XCTAssertEqual(
      lexKinds("a + b; -x; y!; z?.w; a ?? b; p...q; c = d -> e; f <~> g; x!.y; a?b:c"),
      [
        "identifier:a", "binaryOperator:+", "identifier:b", "semicolon:;", "prefixOperator:-", "identifier:x",
        "semicolon:;", "identifier:y", "postfixOperator:!", "semicolon:;", "identifier:z", "postfixOperator:?",
        "period:.", "identifier:w", "semicolon:;", "identifier:a", "binaryOperator:??", "identifier:b",
        "semicolon:;", "identifier:p", "binaryOperator:...", "identifier:q", "semicolon:;", "identifier:c",
        "equal:=", "identifier:d", "arrow:->", "identifier:e", "semicolon:;", "identifier:f",
        "binaryOperator:<~>", "identifier:g", "semicolon:;", "identifier:x", "postfixOperator:!", "period:.",
        "identifier:y", "semicolon:;", "identifier:a", "postfixOperator:?", "identifier:b", "colon::",
        "identifier:c",
      ]
    )
    XCTAssertEqual(lexKinds("a+/*c*/b"), ["identifier:a", "postfixOperator:+", "identifier:b"])
    XCTAssertEqual(lexKinds("x ∪ y"), ["identifier:x", "binaryOperator:∪", "identifier:y"])
  }

  func testStringsWithInterpolation() {
    XCTAssertEqual(
      lexKinds(#""Hello \(name)!""#),
      [
        "stringQuote:\"", "stringSegment:Hello ", "interpolationStart:\\(", "identifier:name",
        "interpolationEnd:)", "stringSegment:!", "stringQuote:\"",
      ]
    )
    XCTAssertEqual(
      lexKinds(#""a\"b\u{1F600}\\""#),
      ["stringQuote:\"", #"stringSegment:a\"b\u{1F600}\\"#, "stringQuote:\""]
    )
    XCTAssertEqual(lexKinds(#""""#), ["stringQuote:\"", "stringQuote:\""])
  }

  func testNestedInterpolationWithClosuresAndStrings() {
    let source = #""\(items.map { "\($0.name) (\($0.count))" }.joined(separator: ", "))""#
    let kinds = lexKinds(source)
    XCTAssertEqual(kinds.first, "stringQuote:\"")
    XCTAssertEqual(kinds.last, "stringQuote:\"")
    XCTAssertEqual(kinds.filter { $0.hasPrefix("interpolationStart") }.count, 3)
    XCTAssertEqual(kinds.filter { $0.hasPrefix("interpolationEnd") }.count, 3)
    XCTAssertTrue(kinds.contains("leftBrace:{"))
    XCTAssertTrue(kinds.contains("stringSegment:, "))
    XCTAssertTrue(kinds.contains("stringSegment: ("))
    XCTAssertTrue(Lexer.lex(SourceFile(path: "t", text: source)).diagnostics.isEmpty)
  }

  func testRawStrings() {
    XCTAssertEqual(
      lexKinds(##"#"say "hi" #1 \(no) \#(yes)"#"##),
      [
        "rawStringDelimiter:#", "stringQuote:\"", #"stringSegment:say "hi" #1 \(no) "#, "interpolationStart:\\#(",
        "identifier:yes", "interpolationEnd:)", "stringQuote:\"", "rawStringDelimiter:#",
      ]
    )
    XCTAssertEqual(
      lexKinds(###"##"a "# b"##"###),
      [
        "rawStringDelimiter:##", "stringQuote:\"", ##"stringSegment:a "# b"##, "stringQuote:\"",
        "rawStringDelimiter:##",
      ]
    )
  }

  /// `#"""#` and `#""""#` are one-line raw strings holding quotes, as in the compiler: the line
  /// closes them. `#"""` with nothing closing it on its line opens a multi-line string.
  func testRawStringsThatLookLikeMultilineOpenings() {
    let quoted = ["rawStringDelimiter:#", "stringQuote:\""]
    XCTAssertEqual(lexKinds(##"#"""#"##), quoted + ["stringSegment:\"", "stringQuote:\"", "rawStringDelimiter:#"])
    XCTAssertEqual(lexKinds(##"#""""#"##), quoted + ["stringSegment:\"\"", "stringQuote:\"", "rawStringDelimiter:#"])
    XCTAssertEqual(
      lexKinds(###"##"""a"# b"##"###),
      [
        "rawStringDelimiter:##", "stringQuote:\"", ##"stringSegment:""a"# b"##, "stringQuote:\"",
        "rawStringDelimiter:##",
      ]
    )
    let multiline = "let s = #\"\"\"\n  a \"# b\n  \"\"\"#"
    XCTAssertEqual(lexKinds(multiline)[3], "rawStringDelimiter:#")
    XCTAssertEqual(lexKinds(multiline)[4], "multilineStringQuote:\"\"\"")
    XCTAssertTrue(Lexer.lex(SourceFile(path: "t", text: multiline)).diagnostics.isEmpty)
  }

  func testMultilineStrings() {
    let source = "let s = \"\"\"\n  Hello \\(name)\n  \"quoted\" \"\"\n  \"\"\"\nnext"
    let kinds = lexKinds(source)
    XCTAssertEqual(
      kinds,
      [
        "keyword:let", "identifier:s", "equal:=", "multilineStringQuote:\"\"\"", "stringSegment:\n  Hello ",
        "interpolationStart:\\(", "identifier:name", "interpolationEnd:)", "stringSegment:\n  \"quoted\" \"\"\n  ",
        "multilineStringQuote:\"\"\"", "identifier:next",
      ]
    )
  }

  func testRegexVersusDivision() {
    XCTAssertEqual(lexKinds("let r = /\\d+/"), ["keyword:let", "identifier:r", "equal:=", "regexLiteral:/\\d+/"])
    XCTAssertEqual(
      lexKinds("a / b / c"),
      ["identifier:a", "binaryOperator:/", "identifier:b", "binaryOperator:/", "identifier:c"]
    )
    XCTAssertEqual(
      lexKinds("x = (a) / 2"),
      [
        "identifier:x", "equal:=", "leftParen:(", "identifier:a", "rightParen:)", "binaryOperator:/",
        "integerLiteral:2",
      ]
    )
    XCTAssertEqual(lexKinds("f(/a b/)"), ["identifier:f", "leftParen:(", "regexLiteral:/a b/", "rightParen:)"])
    XCTAssertEqual(lexKinds("x /= 2"), ["identifier:x", "binaryOperator:/=", "integerLiteral:2"])
    XCTAssertEqual(lexKinds("let r = #/a/b/#"), ["keyword:let", "identifier:r", "equal:=", "regexLiteral:#/a/b/#"])
    XCTAssertEqual(
      lexKinds("let r = #/\n  (?<n>\\d+) # digits\n  /#\nx"),
      ["keyword:let", "identifier:r", "equal:=", "regexLiteral:#/\n  (?<n>\\d+) # digits\n  /#", "identifier:x"]
    )
  }

  /// Where swift-syntax starts no regex literal: an operator function's name (`func /(`), a keyword
  /// used as a member's name (`.default/2`); and where it does: after `await` and other contextual
  /// keywords that precede an operand, when a space separates them.
  func testRegexAfterFuncMemberKeywordsAndAwait() {
    XCTAssertEqual(
      lexKinds("static func /(l: V, r: Double) -> V { V(x: l.x/r, y: l.y/r) }").prefix(4),
      ["keyword:static", "keyword:func", "prefixOperator:/", "leftParen:("]
    )
    XCTAssertEqual(
      lexKinds("postfix func /%(v: Int) -> Int { v/100 }").prefix(3),
      ["identifier:postfix", "keyword:func", "prefixOperator:/%"]
    )
    XCTAssertEqual(
      lexKinds("print(Spacing.default/2, \"pt/px\")").prefix(7),
      [
        "identifier:print", "leftParen:(", "identifier:Spacing", "period:.", "keyword:default", "binaryOperator:/",
        "integerLiteral:2",
      ]
    )
    XCTAssertEqual(
      lexKinds("let q = await /\"/.firstMatch(in: line)").prefix(5),
      ["keyword:let", "identifier:q", "equal:=", "identifier:await", "regexLiteral:/\"/"]
    )
    XCTAssertEqual(lexKinds("await/2/x").prefix(2), ["identifier:await", "binaryOperator:/"])
  }

  /// `#/` always opens a regex literal, as the compiler reads it: unterminated, it ends with its
  /// line (single-line) or with the file (opened on a blank line), with a diagnostic; the next
  /// line lexes as before.
  func testUnterminatedExtendedRegex() {
    let lexed = Lexer.lex(SourceFile(path: "t", text: "let r = ##/a/#\\\nlet b = 2"))
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["unterminated regex literal; add the closing /##"])
    XCTAssertEqual(lexed.diagnostics.map(\.range), [8..<11])
    XCTAssertEqual(
      lexed.tokens.map { "\($0.kind):\(lexed.source.text($0.range))" },
      [
        "keyword:let", "identifier:r", "equal:=", "regexLiteral:##/a/#\\", "keyword:let", "identifier:b",
        "equal:=", "integerLiteral:2", "endOfFile:",
      ]
    )
    XCTAssertTrue(lexed.tokens[3].flags.contains(.hasError))
    XCTAssertEqual(lexKinds("x = #/\n  a\n"), ["identifier:x", "equal:=", "regexLiteral:#/\n  a\n"])
  }

  /// In a run of `#` that opens no raw string or regex, each `#` is a lone pound, except that the
  /// last may start a directive or a macro.
  func testRunsOfPounds() {
    XCTAssertEqual(lexKinds("###if A"), ["pound:#", "pound:#", "poundIf:#if", "identifier:A"])
    XCTAssertEqual(lexKinds("## x"), ["pound:#", "pound:#", "identifier:x"])
    XCTAssertEqual(lexKinds(" ##m"), ["pound:#", "macroExpansion:#m"])
    assertLossless(Array(" ## #\n##a\n#".utf8))
  }

  /// A run of `!` bound on the left only is postfix `!`s, one per character, up to what is not a
  /// `!` (lexed as an operator of its own).
  func testRunsOfPostfixExclamationMarks() {
    XCTAssertEqual(
      lexKinds("a!!!)"),
      ["identifier:a", "postfixOperator:!", "postfixOperator:!", "postfixOperator:!", "rightParen:)"]
    )
    XCTAssertEqual(
      lexKinds("a!!+ b"),
      ["identifier:a", "postfixOperator:!", "postfixOperator:!", "postfixOperator:+", "identifier:b"]
    )
    XCTAssertEqual(
      lexKinds("a!!.b"),
      ["identifier:a", "postfixOperator:!", "postfixOperator:!", "period:.", "identifier:b"]
    )
    // As in Swift, `a!= b` assigns to `a!`; `a != b` compares.
    XCTAssertEqual(lexKinds("a!= b"), ["identifier:a", "postfixOperator:!", "equal:=", "identifier:b"])
    XCTAssertEqual(lexKinds("a != b"), ["identifier:a", "binaryOperator:!=", "identifier:b"])
  }

  func testCommentsAreTrivia() {
    let source = "/// Doc\n/* outer /* inner */ still */ let x = 1 // trailing\n"
    let lexed = Lexer.lex(SourceFile(path: "t", text: source))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.keyword, .identifier, .equal, .integerLiteral, .endOfFile])
    XCTAssertTrue(lexed.tokens[0].flags.contains(.leadingComment))
    XCTAssertEqual(lexed.source.text(lexed.tokens[3].trailingTriviaRange), " // trailing")
    XCTAssertTrue(lexed.tokens[4].flags.contains(.leadingNewline))
    assertLossless(Array(source.utf8))
  }

  func testPoundDirectivesMacrosAttributesAndKeyPaths() {
    XCTAssertEqual(
      lexKinds(
        "#if os(iOS)\n#elseif DEBUG\n#else\n#endif #available #Preview @Parameter(title: \"T\") \\.$title \\Note.id"
      ),
      [
        "poundIf:#if", "identifier:os", "leftParen:(", "identifier:iOS", "rightParen:)", "poundElseif:#elseif",
        "identifier:DEBUG", "poundElse:#else", "poundEndif:#endif", "poundAvailable:#available",
        "macroExpansion:#Preview", "atSign:@", "identifier:Parameter", "leftParen:(", "identifier:title",
        "colon::", "stringQuote:\"", "stringSegment:T", "stringQuote:\"", "rightParen:)", "backslash:\\",
        "period:.", "dollarIdentifier:$title", "backslash:\\", "identifier:Note", "period:.", "identifier:id",
      ]
    )
  }

  func testTriviaSplitsAtLineBreak() {
    let lexed = Lexer.lex(SourceFile(path: "t", text: "a  \n  b"))
    XCTAssertEqual(lexed.tokens[0].trailingTriviaRange, 1..<3)
    XCTAssertEqual(lexed.tokens[1].leadingTriviaRange, 3..<6)
    XCTAssertTrue(lexed.tokens[1].isAtStartOfLine)
  }

  func testUnterminatedLiteralsRecover() {
    let lexed = Lexer.lex(SourceFile(path: "t", text: "let a = \"open\nlet b = 2 /* never closed"))
    XCTAssertEqual(
      lexed.diagnostics.map(\.message),
      [
        "unterminated string literal; add the closing \"", "unterminated block comment; add the closing */",
      ]
    )
    XCTAssertTrue(lexed.tokens.contains { $0.keyword == .let && $0.start > 10 }, "lexing continues on the next line")
    let interpolation = Lexer.lex(SourceFile(path: "t", text: "let a = \"x \\(foo(\nstruct S {}"))
    XCTAssertEqual(interpolation.diagnostics.count, 1)
    XCTAssertTrue(interpolation.tokens.contains { $0.keyword == .struct })
    let multiline = Lexer.lex(SourceFile(path: "t", text: "\"\"\"\nabc"))
    XCTAssertEqual(multiline.diagnostics.map(\.message), ["unterminated string literal; add the closing \"\"\""])
  }

  func testInvalidBytesBecomeUnknownTokens() {
    let bytes: [UInt8] = Array("let x".utf8) + [0xFF, 0xFE] + Array(" = 1 ' \u{7}".utf8)
    let lexed = assertLossless(bytes)
    XCTAssertEqual(lexed.tokens.filter { $0.kind == .unknown }.count, 3)
    XCTAssertEqual(
      lexed.diagnostics.map(\.message),
      [
        "invalid UTF-8 byte sequence; save the file as UTF-8",
        "single-quoted literals are not Swift; use double quotes",
        "unexpected character U+0007 in source; remove it",
      ]
    )
  }

  func testLocations() {
    let file = SourceFile(path: "t", text: "a\r\nbé c\rd")
    XCTAssertEqual(file.location(of: 0).description, "1:1")
    XCTAssertEqual(file.location(of: 3).description, "2:1")
    XCTAssertEqual(file.location(of: 7).description, "2:5", "columns count UTF-8 bytes")
    XCTAssertEqual(file.location(of: 9).description, "3:1")
  }

  func testShebangAndByteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nprint(1)".utf8)
    let lexed = assertLossless(bytes)
    XCTAssertEqual(lexed.tokens[0].kind, .identifier)
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }
}

extension LexerTests {
  func testInvalidUTF8InsideStringLiterals() {
    let bytes: [UInt8] = Array("let a = \"ok ".utf8) + [0xFF, 0xC3] + Array(" é\"".utf8)
    let lexed = assertLossless(bytes)
    XCTAssertEqual(
      lexed.diagnostics.map(\.message),
      ["invalid UTF-8 byte sequence in string literal; save the file as UTF-8"]
    )
    XCTAssertEqual(lexed.diagnostics.first?.range, 12..<14)
  }
}

extension LexerTests {
  /// As in the compiler, NUL bytes are whitespace with a warning, one per run.
  func testNulBytesAreTriviaWithAWarning() {
    let bytes: [UInt8] = Array("let a = 1".utf8) + [0, 0, 0] + Array("\nlet b".utf8) + [0] + Array(" = 2".utf8) + [0]
    let lexed = assertLossless(bytes)
    XCTAssertEqual(lexKinds(String(decoding: bytes, as: UTF8.self)).count, 8, "no token for the NULs")
    XCTAssertFalse(lexed.tokens.contains { $0.kind == .unknown })
    XCTAssertEqual(lexed.diagnostics.map(\.severity), [.warning, .warning, .warning])
    XCTAssertEqual(lexed.diagnostics.first?.message, "nul character embedded in the file; remove it")
    XCTAssertEqual(lexed.diagnostics.map(\.range), [9..<12, 18..<19, 23..<24])
  }

  /// A UTF-16 or UTF-32 file is one malformed token and one diagnostic, not one per byte.
  func testFilesInAnotherEncodingGetOneDiagnostic() {
    let text = "struct S: AppEntity {}\n"
    let cases: [(bytes: [UInt8], name: String, markLength: Int)] = [
      ([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16 (little-endian)", 2),
      ([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16 (big-endian)", 2),
      ([0xFF, 0xFE, 0, 0] + text.utf8.flatMap { [$0, 0, 0, 0] }, "UTF-32 (little-endian)", 4),
      ([0, 0, 0xFE, 0xFF] + text.utf8.flatMap { [0, 0, 0, $0] }, "UTF-32 (big-endian)", 4),
      ([0xFF, 0xFE], "UTF-16 (little-endian)", 2),
    ]
    for (bytes, name, markLength) in cases {
      let lexed = assertLossless(bytes)
      XCTAssertEqual(lexed.tokens.map(\.kind), [.unknown, .endOfFile], name)
      XCTAssertEqual(
        lexed.diagnostics.map(\.message),
        ["the file is encoded as \(name); save it as UTF-8, the only encoding Swift reads"]
      )
      XCTAssertEqual(lexed.diagnostics.first?.range, 0..<markLength, name)
    }
  }

  /// Past `Lexer.maximumDiagnostics` errors, one diagnostic counts the rest; warnings are counted
  /// apart, so that they never hide an error.
  func testProblemsPastTheLimitAreCountedInOneDiagnostic() {
    let reported = Lexer.maximumDiagnostics
    let advice = "check that it is Swift source saved as UTF-8, and fix the problems above first"
    var bytes: [UInt8] = []
    for _ in 0..<(reported + 150) { bytes += [0x01, 0x20] }
    bytes += Array("\nlet a = 1".utf8)
    let lexed = assertLossless(bytes)
    XCTAssertTrue(lexed.tokens.contains { $0.keyword == .let }, "lexing goes on")
    XCTAssertEqual(lexed.diagnostics.count, reported + 1)
    XCTAssertEqual(lexed.diagnostics[reported - 1].range, (2 * reported - 2)..<(2 * reported - 1))
    XCTAssertEqual(lexed.diagnostics.last?.message, "150 more errors in this file are not reported; " + advice)
    XCTAssertEqual(lexed.diagnostics.last?.range, (2 * reported)..<(2 * reported + 1), "where the first left out is")
    XCTAssertEqual(lexed.diagnostics.last?.severity, .error)

    // Pasted from a web page: a non-breaking space on every line, then a real error.
    let pasted = String(repeating: "let\u{A0}a = 1\n", count: reported + 10) + "let s = \"unterminated\n"
    let mixed = assertLossless(Array(pasted.utf8))
    XCTAssertEqual(mixed.diagnostics.filter { $0.severity == .warning }.count, reported + 1)
    XCTAssertEqual(
      mixed.diagnostics.filter { $0.severity == .error }.map(\.message),
      ["unterminated string literal; add the closing \""],
      "the error is reported whatever the warnings before it"
    )
    XCTAssertEqual(
      mixed.diagnostics.last?.message,
      "10 more warnings in this file are not reported; " + advice
    )
  }
}

extension LexerTests {
  /// As in the compiler: a run of non-breaking spaces is a space, with one warning.
  func testNonBreakingSpacesAreTriviaWithAWarning() {
    let text = "let\u{A0}\u{A0}a = 1\u{A0}\nlet b = 2"
    let lexed = assertLossless(Array(text.utf8))
    XCTAssertEqual(
      lexKinds(text),
      [
        "keyword:let", "identifier:a", "equal:=", "integerLiteral:1", "keyword:let", "identifier:b", "equal:=",
        "integerLiteral:2",
      ]
    )
    XCTAssertEqual(
      lexed.diagnostics.map(\.message),
      Array(repeating: "non-breaking space (U+00A0) used instead of a regular space; replace it with a space", count: 2)
    )
    XCTAssertEqual(lexed.diagnostics.map(\.severity), [.warning, .warning])
    XCTAssertEqual(lexed.diagnostics.first?.range, 3..<7)
  }

  /// Curly quotes pasted from a document: one malformed token and one error, as in the compiler.
  func testCurlyQuotesAreOneMalformedToken() {
    let message = "curly quotes do not delimit strings in Swift; replace them with straight quotes (\")"
    let cases: [(text: String, token: String)] = [
      ("let a = “Open Note”", "“Open Note”"),
      ("let a = “mixed\"", "“mixed\""),
      ("let a = “unterminated\nlet b = 1", "“"),
      ("let a = ”", "”"),
    ]
    for (text, token) in cases {
      let lexed = assertLossless(Array(text.utf8))
      let unknown = lexed.tokens.filter { $0.kind == .unknown }
      XCTAssertEqual(unknown.map { lexed.text(of: $0) }, [token], text)
      XCTAssertEqual(lexed.diagnostics.map(\.message), [message], text)
      XCTAssertEqual(lexed.diagnostics.first?.range, unknown.first?.range, text)
    }
    XCTAssertTrue(lexKinds("let a = “unterminated\nlet b = 1").contains("identifier:b"), "lexing goes on")
    // As the compiler, the search gives up at an interpolation, and an escaped quote ends the text.
    let unknown = { (text: String) in lexKinds(text).filter { $0.hasPrefix("unknown:") } }
    XCTAssertEqual(unknown("let a = “a \\(x)”"), ["unknown:“", "unknown:”"])
    XCTAssertEqual(unknown("let a = “q \\\" r”"), ["unknown:“q \\\"", "unknown:”"])
  }

  /// Identifier characters are the compiler's: letters, digits and marks of every script, emoji;
  /// not dashes, curly single quotes, spaces, symbols or non-characters.
  func testNonASCIIIdentifierCharactersAreTheCompilersRanges() {
    for identifier in ["café", "e\u{301}tat", "名前", "π", "😀", "a\u{200B}b", "x\u{FEFF}", "ünïcödé_1"] {
      XCTAssertEqual(lexKinds("let \(identifier) = 1")[1], "identifier:\(identifier)", identifier)
    }
    for scalar: Unicode.Scalar in [
      "\u{2013}", "\u{2014}", "\u{2018}", "\u{2019}", "\u{2400}", "\u{3000}", "\u{FFFE}", "\u{E000}", "\u{1FFFE}",
    ] {
      let lexed = Lexer.lex(SourceFile(path: "t", text: "let a\(scalar) = 1"))
      XCTAssertEqual(
        lexed.diagnostics.map(\.message),
        ["unexpected character \(LexerCursor.codePoint(scalar.value)) in source; remove it"],
        "U+\(String(scalar.value, radix: 16))"
      )
    }
    XCTAssertEqual(lexKinds("\u{301}a").first, "unknown:\u{301}", "a combining mark does not start an identifier")
    XCTAssertEqual(LexerCursor.codePoint(0x85), "U+0085")
    XCTAssertEqual(LexerCursor.codePoint(0x1F600), "U+1F600")
  }
}
