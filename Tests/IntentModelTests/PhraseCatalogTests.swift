import IntentModel
import XCTest

/// Reading `AppShortcuts.strings` and `AppShortcuts.xcstrings`.
final class PhraseCatalogTests: XCTestCase {
  func read(_ path: String, _ text: String) -> PhraseCatalog {
    PhraseCatalog.read(path: path, bytes: Array(text.utf8))
  }

  func describe(_ catalog: PhraseCatalog) -> [String] {
    catalog.entries.map {
      "\($0.location.line):\($0.location.column) \($0.locale ?? "-") \($0.key) = \($0.value ?? "nil")"
    }
      + catalog.problems.map { "\($0.location.line):\($0.location.column) problem: \($0.message)" }
  }

  func testStringsFileEntriesCommentsAndEscapes() {
    let catalog = read(
      "App/fr.lproj/AppShortcuts.strings",
      #"""
      /* A block
         comment */
      "Start ${applicationName}" = "Démarrer ${applicationName}"; // trailing
      "Say \"hi\" in ${applicationName}"="Dire \"salut\"\n\U00E9 ${applicationName}";
      bare_key = "value";
      "Alone";
      """#
    )
    XCTAssertEqual(
      describe(catalog),
      [
        "3:1 fr Start ${applicationName} = Démarrer ${applicationName}",
        "4:1 fr Say \"hi\" in ${applicationName} = Dire \"salut\"\né ${applicationName}",
        "5:1 fr bare_key = value",
        "6:1 fr Alone = Alone",
      ]
    )
  }

  func testStringsFileProblemsAreLocatedAndReadingContinues() {
    let catalog = read(
      "AppShortcuts.strings",
      """
      "A ${applicationName}" = "B ${applicationName}"
      "C ${applicationName}" = = ;
      "D ${applicationName}" = "unterminated
      """
    )
    XCTAssertEqual(
      describe(catalog),
      [
        "1:1 - A ${applicationName} = B ${applicationName}",
        "1:48 problem: expected ';' after the entry for \"A ${applicationName}\"",
        "2:26 problem: expected a quoted string, found '='",
        "3:26 problem: unterminated string; close it with '\"'",
      ]
    )
  }

  func testStringsFileInUTF16WithByteOrderMark() {
    let text = "\"Go ${applicationName}\" = \"Los ${applicationName}\";"
    let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [littleEndian, bigEndian] {
      let catalog = PhraseCatalog.read(path: "de.lproj/AppShortcuts.strings", bytes: bytes)
      XCTAssertEqual(describe(catalog), ["1:1 de Go ${applicationName} = Los ${applicationName}"])
    }
  }

  /// A character past U+FFFF is escaped as its UTF-16 surrogate pair, two `\U` escapes, as
  /// Apple's property-list writer writes emoji; a lone surrogate is a problem, shown as written.
  func testStringsFileSurrogatePairEscapes() {
    let catalog = read(
      "AppShortcuts.strings",
      #"""
      "Smile ${applicationName}" = "D\UD83D\UDE00 \ud83d\ude00 ${applicationName}";
      "A ${applicationName}" = "\UD83D ${applicationName}";
      "B ${applicationName}" = "\UD83D\UD83D";
      "C ${applicationName}" = "x\udE00";
      "D ${applicationName}" = "\UD83D\U0041";
      "E ${applicationName}" = "\UD83D\UDE0";
      """#
    )
    let fix =
      "write a high surrogate (D800–DBFF) followed by a low one (DC00–DFFF), as in \\UD83D\\UDE00, "
      + "or the character itself"
    XCTAssertEqual(
      describe(catalog),
      [
        "1:1 - Smile ${applicationName} = D😀 😀 ${applicationName}",
        #"2:27 problem: \UD83D is a lone UTF-16 surrogate, not a Unicode scalar; "# + fix,
        #"3:27 problem: \UD83D is a lone UTF-16 surrogate, not a Unicode scalar; "# + fix,
        #"4:28 problem: \udE00 is a lone UTF-16 surrogate, not a Unicode scalar; "# + fix,
        #"5:27 problem: \UD83D is a lone UTF-16 surrogate, not a Unicode scalar; "# + fix,
        #"6:27 problem: \UD83D is a lone UTF-16 surrogate, not a Unicode scalar; "# + fix,
      ]
    )
  }

  func testStringsFileUnterminatedComment() {
    let catalog = read("AppShortcuts.strings", "\"A\" = \"B\";\n  /* the rest\n\"C\" = \"D\";\n")
    XCTAssertEqual(describe(catalog), ["1:1 - A = B", "2:3 problem: unterminated comment; close it with '*/'"])
    let afterValue = read("AppShortcuts.strings", "\"A\" = \"B\" /*")
    XCTAssertEqual(
      describe(afterValue),
      [
        "1:1 - A = B",
        "1:10 problem: expected ';' after the entry for \"A\"",
        "1:11 problem: unterminated comment; close it with '*/'",
      ]
    )
    XCTAssertEqual(describe(read("AppShortcuts.strings", "/**/ \"A\"; /* a */ /* b */")), ["1:6 - A = A"])
  }

  func testStringsFileInUTF16WithAnOddByteOrWithoutByteOrderMark() {
    let text = "\"Go ${applicationName}\" = \"Los ${applicationName}\";\n"
    let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [[0xFF, 0xFE] + littleEndian + [0x20], [0xFE, 0xFF] + bigEndian + [0x00]] {
      let catalog = PhraseCatalog.read(path: "de.lproj/AppShortcuts.strings", bytes: bytes)
      XCTAssertEqual(
        describe(catalog),
        [
          "1:1 de Go ${applicationName} = Los ${applicationName}",
          "2:1 problem: the UTF-16 text ends with half a character (an odd number of bytes); check that the "
            + "file is complete and save it again",
        ]
      )
    }
    let japanese = "\"Go ${applicationName}\" = \"${applicationName}で行く\";\n".utf16.flatMap {
      [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
    for bytes in [littleEndian, bigEndian, japanese] {
      let catalog = PhraseCatalog.read(path: "de.lproj/AppShortcuts.strings", bytes: bytes)
      XCTAssertEqual(
        describe(catalog),
        [
          "1:1 problem: the file looks like UTF-16 without a byte-order mark; save it as UTF-8 or UTF-16 with a "
            + "byte-order mark"
        ]
      )
    }
  }

  func testInvalidUTF8IsAProblem() {
    let catalog = PhraseCatalog.read(path: "AppShortcuts.strings", bytes: [0x22, 0xC3, 0x28, 0x22, 0x3B])
    XCTAssertEqual(describe(catalog), ["1:1 problem: not UTF-8 or UTF-16 text; save it as UTF-8"])
  }

  func testStringCatalogKeysTranslationsAndVariations() {
    let catalog = read(
      "Resources/AppShortcuts.xcstrings",
      #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open ${note} in ${applicationName}" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir ${note} dans ${applicationName}" } },
              "de" : { "variations" : { "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Öffne ${note} in ${applicationName}" } }
              } } }
            }
          },
          "Say \"hi\" in ${applicationName}" : { }
        },
        "version" : "1.0"
      }
      """#
    )
    XCTAssertEqual(
      describe(catalog),
      [
        "4:5 de Open ${note} in ${applicationName} = Öffne ${note} in ${applicationName}",
        "4:5 fr Open ${note} in ${applicationName} = Ouvrir ${note} dans ${applicationName}",
        "12:5 en Say \"hi\" in ${applicationName} = nil",
      ]
    )
  }

  func testMalformedStringCatalogsAreProblems() {
    XCTAssertEqual(read("AppShortcuts.xcstrings", "{ \"strings\" : ").problems.count, 1)
    XCTAssertEqual(
      describe(read("AppShortcuts.xcstrings", "[1, 2]")),
      ["1:1 problem: not a string catalog: no top-level \"strings\" object"]
    )
  }

  /// Every prefix of a realistic file and random bytes read without crashing or hanging, and every
  /// location they report is inside the text.
  func testAnyInputReadsWithLocatedProblems() {
    let strings = Array(
      #"""
      /* c */ "A ${applicationName}" = "B \"q\" \U00E9 ${applicationName}"; // x
      "C" = "D";
      """#.utf8
    )
    let catalog = Array(
      #"{"strings":{"A ${applicationName}":{"localizations":{"fr":{"stringUnit":{"value":"x"}}}}}}"#.utf8
    )
    var generator = SystemRandomNumberGenerator()
    var inputs: [(String, [UInt8])] = []
    for end in 0...strings.count { inputs.append(("AppShortcuts.strings", Array(strings[..<end]))) }
    for end in 0...catalog.count { inputs.append(("AppShortcuts.xcstrings", Array(catalog[..<end]))) }
    let alphabet = Array("\"\\/*=;{}:,[] \nUabc$".utf8) + [0xFF, 0xFE, 0xC3, 0x00]
    for index in 0..<400 {
      let length = Int.random(in: 0..<80, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      inputs.append((index % 2 == 0 ? "AppShortcuts.strings" : "AppShortcuts.xcstrings", bytes))
    }
    for (path, bytes) in inputs {
      let read = PhraseCatalog.read(path: path, bytes: bytes)
      let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
      for location in read.entries.map(\.location) + read.problems.map(\.location) {
        XCTAssertTrue((1...lines).contains(location.line), "\(path) \(bytes): line \(location.line)")
        XCTAssertGreaterThanOrEqual(location.column, 1)
      }
    }
  }
}

extension PhraseCatalogTests {
  /// A catalog key is located where it is a key of `strings`, even when the same words are a key
  /// elsewhere in the file first (`"value"` is one in every string unit).
  func testStringCatalogKeysAreLocatedAtTheirOwnLevel() {
    let text = """
      {
        "other" : { "value" : { } },
        "sourceLanguage" : "en",
        "strings" : {
          "Open ${applicationName}" : {
            "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffne ${applicationName}" } } }
          },
          "value" : {

          }
        },
        "version" : "1.0"
      }
      """
    XCTAssertEqual(
      describe(read("AppShortcuts.xcstrings", text)),
      ["5:5 de Open ${applicationName} = Öffne ${applicationName}", "8:5 en value = nil"]
    )
  }

  /// The text reporters convert columns in: as each reader counts them.
  func testTextIsWhatTheColumnsCountIn() {
    let strings = "\"é\" = \"x\";\n"
    XCTAssertEqual(PhraseCatalog.text(path: "fr.lproj/AppShortcuts.strings", bytes: Array(strings.utf8)), strings)
    XCTAssertEqual(
      PhraseCatalog.text(path: "fr.lproj/AppShortcuts.strings", bytes: [0xEF, 0xBB, 0xBF] + Array(strings.utf8)),
      strings,
      "the UTF-8 byte-order mark is not counted"
    )
    let utf16: [UInt8] = [0xFE, 0xFF] + strings.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    XCTAssertEqual(PhraseCatalog.text(path: "AppShortcuts.strings", bytes: utf16), strings)
    XCTAssertNil(PhraseCatalog.text(path: "AppShortcuts.strings", bytes: [0x22, 0, 0x41, 0, 0x22, 0, 0x3B, 0]))
    XCTAssertNil(PhraseCatalog.text(path: "AppShortcuts.strings", bytes: [0xFF, 0x22]))
    // A string catalog's keys are located by byte offset in the file, mark included.
    let catalog: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"strings\":{}}".utf8)
    XCTAssertEqual(PhraseCatalog.text(path: "AppShortcuts.xcstrings", bytes: catalog), "\u{FEFF}{\"strings\":{}}")
  }
}
