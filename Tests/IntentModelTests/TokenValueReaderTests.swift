import Foundation
import SwiftScan
import SyntheticCorpus
import XCTest

@testable import IntentModel

/// `TokenValueReader` reads common value shapes from tokens instead of parsing them; wherever it
/// reads a value, it must be the value the parsed expression gives.
final class TokenValueReaderTests: XCTestCase {
  /// Values of every shape the reader takes, and of shapes next to them that it must leave to
  /// the parser.
  static let edgeCases = #"""
    struct Values {
      static var title: LocalizedStringResource = "Plain"
      static var escaped = "Tab\there \u{1F600} \"quoted\" back\\slash"
      static var empty = ""
      static var raw = #"Raw "quoted" \(not)"#
      static var multiline = """
        Line one
          Line two \(name)
        """
      static var phrase = "Open \(.applicationName) for \(\.$note) and \(\.note) with \(name) or \(item.title)"
      static var labelled = "\(placeholder: .int) \(name, format: .number)"
      static var expressions = "\(id.uuidString.prefix(4)) \(flag ? "a" : "b") \(items.map { "\($0.name)" }.joined())"
      static var names = "\(self) \($binding) \(5) \(try make()) \(#line) \(Foo<Int>.bar)"
      static var forcedPath = "\(\.a!)"
      static var optionalPath = "\(\.$a?)"
      static var subscriptPath = "\(\.a[0])"
      static var longPath = "\(\.a.b)"
      static var dollarLongPath = "\(\.$note.title)"
      static var rootedPath = "\(\Note.title)"
      static var memberChain = "\(.a.b)"
      static var memberCall = "\(.a())"
      static var labelledChain = "\(placeholder: .int.x)"
      static var labelledName = "\(x: y)"
      static var awaitedName = "\(await name)"
      static var backtickedName = "\(`name`)"
      static var several = "\(a, b)"
      static var emptyInterpolation = "\()"
      static var numericFormat = TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")
      static var integer = 42
      static var negative = -7
      static var negativeFloat = -2.5
      static var float = 1_000.25e3
      static var hex = 0xFF
      static var flag = true
      static var off = false
      static var nothing: String? = nil
      static var member = .orange
      static var chain = .photos.asset
      static var typed = ShortcutTileColor.orange
      static var constant = Constants.title
      static var plainName = someConstant
      static var selfMember = Self.title
      static var backticked = .`default`
      static var call = DisplayRepresentation(title: "A", subtitle: "B", image: .init(systemName: "star"))
      static var implicitInit = .init(title: "A")
      static var qualified = AppIntents.IntentDescription("Text", categoryName: "Notes")
      static var explicitInit = IntentDescription.init("Text")
      static var lowercaseInit = foo.init("Text")
      static var function = makeTitle("x")
      static var method = Title.make("x")
      static var enumCall = .result(value: 3)
      static var dialog = IntentDialog.responseSuccess("Done")
      static var generic = Wrapper<Int>(3)
      static var trailing = NegativeAppShortcutPhrases { "A"; "B" }
      static var trailingAfterCall = Foo(a: 1) { 2 }
      static var operation = 1 + 2
      static var ternary = flag ? "a" : "b"
      static var optionalChain = note?.title
      static var forced = note!.title
      static var subscripted = items[0]
      static var array = ["a", "b", .c]
      static var emptyArray = []
      static var dictionary = [.low: "Low", .high: DisplayRepresentation(title: "High", image: .init(systemName: "x")),]
      static var emptyDictionary = [:]
      static var mixed = ["a", .b: "c"]
      static var keyPath = \.title
      static var dollarKeyPath = \.$title
      static var rootedKeyPath = \Note.title
      static var optionalKeyPath = \.note?.title
      static var closure = { "value" }
      static var tryValue = try make()
      static var awaited = await make()
      static var multiLineCall = Foo(
        a: 1, // comment
        b: "two",
      )
      static var spreadName = Foo
        .bar
      static var spreadMember = IntentDialog
        .responseSuccess
      static var spreadInitializer = Module
        .Type(1)
      static var spacedCall = Foo
        (1)
      static var spacedArgument = Foo(a: Bar
        (1))
      static var nonASCII = Ünïcode.Wert(1)
      static var lowercaseNonASCII = éclair.value(1)
      static var numberMember = tuple.0
      static var dollarMember = value.$binding
      var computed: String { "Computed \(name)" }
      var returned: String { return DisplayRepresentation(title: "R") }
      var bare: String { return }
      var twoStatements: String { let a = 1; return "x" }
      var semicolon: String { "x"; }
      var explicitGet: String { get { "x" } }
      var requirement: String { get }
      var mutatingGet: String { mutating get { "x" } }
      var observed = "start" { didSet { print(oldValue) } }
      var conditional: String {
        #if os(iOS)
          "iOS"
        #else
          "other"
        #endif
      }

      @Parameter(title: "Note", default: .oldest, requestValueDialog: "Which \(\.$note)?")
      var note: NoteEntity
      @Parameter(title: "Count", default: -3, inclusiveRange: (1, 10))
      var count: Int
      @Property(title: "Name", indexingKey: \.title)
      var name: String
      @Property(indexingKey: \.$contentDescription, customIndexingKey: CSCustomAttributeKey(keyName: "k")!)
      var summary: String
      @ComputedProperty(indexingKey: \Note.displayName)
      var display: String { name }
      @Parameter(title: "Trailing", default: 1,)
      var trailingComma: Int
      @Parameter(`title`: "Backticked label")
      var backtickedLabel: String
      @Parameter($title: "Dollar label")
      var dollarLabel: String
      @Parameter(title: "Unclosed"
      var unclosed: String
    }
    """#

  func testAgreesWithTheParserOnEdgeCases() {
    let counts = compareEverywhere([SourceFile(path: "Values.swift", text: Self.edgeCases)])
    // The reader takes most of them.
    XCTAssertGreaterThan(counts.quickValues, 40)
    // Key paths with a root type (`\Note.displayName`) are read too.
    XCTAssertEqual(counts.quickArgumentLists, 4)
  }

  /// Random edits of the edge cases (bytes deleted, duplicated or replaced by syntax characters)
  /// make broken and unusual shapes: the reader must still agree wherever it reads.
  func testAgreesWithTheParserOnRandomEdits() {
    let original = Array(Self.edgeCases.utf8) + Array(Self.summaries.utf8)
    let alphabet = Array("()[]{}\\\".:,;$#-+?!`\n a1".utf8)
    var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
    for _ in 0..<150 {
      var bytes = original
      for _ in 0..<(1 + random.next(6)) {
        let position = random.next(bytes.count)
        switch random.next(3) {
        case 0: bytes.remove(at: position)
        case 1: bytes.insert(bytes[position], at: position)
        default: bytes[position] = alphabet[random.next(alphabet.count)]
        }
      }
      _ = compareEverywhere([SourceFile(path: "Edited.swift", bytes: bytes)])
      _ = compareSummaries([SourceFile(path: "Edited.swift", bytes: bytes)])
    }
  }

  func testAgreesWithTheParserOnFixturesAndExamples() throws {
    var sources: [SourceFile] = []
    for folder in ["Tests/IntentModelTests/Fixtures", "Tests/SwiftScanTests/Fixtures", "Examples"] {
      let root = repositoryRoot.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        sources.append(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
      }
    }
    XCTAssertGreaterThan(sources.count, 20)
    let counts = compareEverywhere(sources)
    XCTAssertGreaterThan(counts.quickValues, 100)
    XCTAssertGreaterThan(counts.quickArgumentLists, 100)
  }

  func testAgreesWithTheParserOnTheSyntheticCorpus() {
    let sources = SyntheticCorpus(seed: 7).generate(totalBytes: 600_000).map {
      SourceFile(path: $0.path, bytes: $0.bytes)
    }
    let counts = compareEverywhere(sources)
    // Values Apple's extractor can read nearly all have a shape the reader takes: it leaves
    // multi-line and raw strings to the parser.
    XCTAssertGreaterThan(counts.quickLiteralValues * 100, counts.literalValues * 90, "\(counts)")
    XCTAssertEqual(counts.quickLiteralArgumentLists, counts.literalArgumentLists, "\(counts)")
    XCTAssertGreaterThan(counts.literalValues, 500)
    XCTAssertGreaterThan(counts.literalArgumentLists, 300)
  }

  func testSummariesAgreeWithTheParser() throws {
    var sources = SyntheticCorpus(seed: 11).generate(totalBytes: 600_000).map {
      SourceFile(path: $0.path, bytes: $0.bytes)
    }
    sources.append(SourceFile(path: "Summaries.swift", text: Self.summaries))
    let (compared, simple) = compareSummaries(sources)
    XCTAssertGreaterThan(compared, 50)
    // All but the odd shapes of the edge cases: `Summary`, `When` and `otherwise` are read from tokens.
    XCTAssertGreaterThan(simple * 10, compared * 8, "\(simple) of \(compared)")
  }

  /// Compares the summaries read from tokens with the parsed ones, for every intent of `sources`:
  /// how many were compared, and how many the reader took.
  func compareSummaries(_ sources: [SourceFile]) -> (compared: Int, simple: Int) {
    let index = TypeIndex(files: sources.map { SourceScanner.scan($0) })
    var compared = 0
    var simple = 0
    for indexed in index.appIntentsTypes {
      index.forEachDeclarationGroup(of: indexed) { sites in
        let type = TypeMembers(name: indexed.name, sites: sites)
        guard let (member, binding) = type.property(named: "parameterSummary", isStatic: true) else { return }
        compared += 1
        if let syntax = binding.accessorSyntax, TokenValueReader.summary(of: syntax, source: member.reader) != nil {
          simple += 1
        }
        XCTAssertEqual(
          SummaryExtractor.summary(of: binding, member: member, in: type),
          SummaryExtractor.parsedSummary(of: binding, member: member, in: type),
          "\(type.name)"
        )
      }
    }
    return (compared, simple)
  }

  /// Summaries the token reader takes, and others next to them it must leave to the parser.
  static let summaries = #"""
    struct A: AppIntent { static var parameterSummary: some ParameterSummary { Summary("Plain") } }
    struct B: AppIntent { static var parameterSummary: some ParameterSummary { return Summary("Move \(\.$note) to \(\.$folder)") } }
    struct C: AppIntent {
      static var parameterSummary: some ParameterSummary {
        Summary("Move \(\.$note)") {
          \.$date; \.$tags
          \.$other.nested
          \.plain
        }
      }
    }
    struct D: AppIntent { static var parameterSummary: some ParameterSummary { Summary("\(\.$a.b) \(name)") } }
    struct E: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x") { \.$a \.$b } } }
    struct F: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x") { \.$a
      .count } } }
    struct G: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x", table: "T") } }
    struct H: AppIntent { static var parameterSummary: some ParameterSummary { Summary(#"Raw"#) } }
    struct I: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x")
      { \.$a } } }
    struct J: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x") { \.$a[0] } } }
    struct K: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x"); Summary("y") } }
    struct L: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true) { Summary("a") } otherwise: { Summary("b") } } }
    struct M: AppIntent { static var parameterSummary: some ParameterSummary { get { Summary("x") } } }
    struct N: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x") {} } }
    struct O: AppIntent { static var parameterSummary: some ParameterSummary { Summary
      ("x") } }
    struct P: AppIntent { static var parameterSummary: some ParameterSummary { Summary("x") + other } }
    struct W1: AppIntent {
      static var parameterSummary: some ParameterSummary {
        When(\.$includeArchived, .equalTo, true) {
          Summary("Stop \(\.$snippet) including archived") {
            \.$unit
            \.$date
          }
        } otherwise: {
          Summary("Stop \(\.$snippet)")
        }
      }
    }
    struct W2: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .hasAnyValue) { Summary("a") } } }
    struct W3: AppIntent {
      static var parameterSummary: some ParameterSummary {
        When(\.$a, .equalTo, true) { Summary("a") }
        otherwise: { Summary("b") }
      }
    }
    struct W4: AppIntent {
      static var parameterSummary: some ParameterSummary {
        When(\.$a, .equalTo, true) {
          When(\.$b, .greaterThan, 2.5) { Summary("ab") } otherwise: { Summary("a") }
        } otherwise: {
          Summary("none")
        }
      }
    }
    struct W5: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true, { Summary("a") }, otherwise: { Summary("b") }) } }
    struct W6: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true) { Summary("a") } other: { Summary("b") } } }
    struct W7: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true) { Summary("a"); Summary("b") } } }
    struct W8: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true) { Switch(\.$b) { Case(.x) { Summary("x") } } } } }
    struct W9: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true) { Summary("a") } otherwise: { } } }
    struct W10: AppIntent { static var parameterSummary: some ParameterSummary { When() { Summary("a") } } }
    struct W12: AppIntent {
      static var parameterSummary: some ParameterSummary {
        When(\.$a, .equalTo, true)
        { Summary("a") }
      }
    }
    struct W13: AppIntent { static var parameterSummary: some ParameterSummary { When(\.$a, .equalTo, true) { Summary("a") Summary("b") } } }
    struct W11: AppIntent { static var parameterSummary: some ParameterSummary { When(condition: \.$a, .equalTo, make()) { Summary("a") } } }
    """#

  /// How many values and argument lists were compared, and how many of them the reader took.
  struct Counts {
    var values = 0
    var quickValues = 0
    /// Values the parser finds literal (what the extractor reads), and how many the reader took.
    var literalValues = 0
    var quickLiteralValues = 0
    var argumentLists = 0
    var quickArgumentLists = 0
    var literalArgumentLists = 0
    var quickLiteralArgumentLists = 0
  }

  /// Compares the reader with the parser on every property value and attribute of `sources`.
  func compareEverywhere(_ sources: [SourceFile], file: StaticString = #filePath, line: UInt = #line) -> Counts {
    var counts = Counts()
    for source in sources {
      let reader = SourceReader(file: SourceScanner.scan(source))
      func visit(_ declarations: [Declaration]) {
        for declaration in declarations {
          for attribute in declaration.attributes where attribute.argumentSyntax != nil {
            counts.argumentLists += 1
            let quick = attribute.argumentSyntax.flatMap { TokenValueReader.arguments(of: $0, source: reader) }
            let parsed = reader.parsedArguments(of: attribute)
            if quick != nil { counts.quickArgumentLists += 1 }
            if parsed?.allSatisfy(\.value.isLiteral) == true {
              counts.literalArgumentLists += 1
              if quick != nil { counts.quickLiteralArgumentLists += 1 }
            }
            XCTAssertEqual(
              reader.arguments(of: [attribute], at: 0),
              parsed,
              "\(source.path): @\(attribute.name) \(reader.text(attribute.range))",
              file: file,
              line: line
            )
          }
          for binding in declaration.bindings {
            let parsed = reader.parsedPropertyValue(binding)
            if parsed != nil { counts.values += 1 }
            let quick =
              binding.initializerSyntax.flatMap { TokenValueReader.value(of: $0, source: reader) }
              ?? binding.accessorSyntax.flatMap { TokenValueReader.getterValue(of: $0, source: reader) }
            if quick != nil { counts.quickValues += 1 }
            if parsed?.isLiteral == true {
              counts.literalValues += 1
              if quick != nil { counts.quickLiteralValues += 1 }
            }
            XCTAssertEqual(
              reader.propertyValue(of: [binding], at: 0),
              parsed,
              "\(source.path): \(binding.name)",
              file: file,
              line: line
            )
          }
          visit(declaration.members)
        }
      }
      visit(reader.file.declarations)
    }
    return counts
  }
}
