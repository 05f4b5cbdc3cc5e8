import XCTest

@testable import SwiftScan

final class DeclarationParserTests: XCTestCase {
  func testTypeDeclarationsAtAnyDepth() {
    let parsed = parse(
      """
      import AppIntents
      @available(iOS 17.0, *)
      public struct NoteEntity: AppEntity, IndexedEntity {
        struct Query: EntityQuery {}
        enum Kind: String { case a, b }
        final class Box<T: Equatable>: Base<T> where T: Sendable {}
        actor Store {}
        protocol Refined: AppIntent {}
      }
      extension NoteEntity.Query: EntityStringQuery where Self: Sendable {}
      """
    )
    XCTAssertEqual(
      outline(parsed.declarations),
      """
      import AppIntents
      struct NoteEntity: AppEntity, IndexedEntity [@available]
        struct Query: EntityQuery
        enum Kind: String
          case a
        class Box: Base<T>
        actor Store
        protocol Refined: AppIntent
      extension NoteEntity.Query: EntityStringQuery
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let box = find("Box", in: parsed.declarations)
    XCTAssertEqual(box?.genericParameters, "T: Equatable")
    XCTAssertEqual(box?.whereClause, "T: Sendable")
    XCTAssertEqual(box?.modifiers, ["final"])
    XCTAssertEqual(parsed.declarations[1].modifiers, ["public"])
    XCTAssertEqual(parsed.declarations.last?.whereClause, "Self: Sendable")
    XCTAssertEqual(find("Kind", in: parsed.declarations)?.members.first?.caseElements.map(\.name), ["a", "b"])
  }

  func testLocationsOfNames() {
    let parsed = parse("struct A {\n  var é = 1; let b = 2\n}")
    let file = parsed.source
    let b = find("b", in: parsed.declarations)
    XCTAssertEqual(b.map { file.location(of: $0.nameRange.lowerBound).description }, "2:19")
  }

  func testPropertiesWithWrappersTypesAndInitializers() {
    let parsed = parse(
      #"""
      struct CreateNoteIntent: AppIntent {
        static var title: LocalizedStringResource = "Create Note"
        static let description = IntentDescription("Makes a note.", categoryName: "Notes")
        @Parameter(title: "Title", requestValueDialog: "What should it be called?")
        var title: String
        @Parameter(title: "Count", default: 5) var count: Int?
        @Property(title: "A", indexingKey: \.title) var a: [String: Int]
        var tags: [String] = []
        private(set) var box: Box<Int>! = nil
        let x = 1, y: Double
      }
      """#
    )
    let intent = parsed.declarations[0]
    XCTAssertEqual(intent.members.map(\.name), ["title", "description", "title", "count", "a", "tags", "box", "x"])
    let title = intent.members[0]
    XCTAssertEqual(title.modifiers, ["static"])
    XCTAssertEqual(title.bindings[0].type?.text, "LocalizedStringResource")
    XCTAssertEqual(title.bindings[0].initializer?.staticString, "Create Note")
    XCTAssertEqual(
      render(intent.members[1].bindings[0].initializer),
      #"IntentDescription("Makes a note.", categoryName: "Notes")"#
    )
    let parameter = intent.members[2]
    XCTAssertEqual(parameter.attributes[0].name, "Parameter")
    XCTAssertEqual(parameter.attributes[0].argument("title")?.staticString, "Title")
    XCTAssertEqual(parameter.attributes[0].argument("requestValueDialog")?.staticString, "What should it be called?")
    XCTAssertEqual(
      intent.members[3].bindings[0].type?.shape,
      .optional(
        TypeSyntax(
          text: "Int",
          shape: .named("Int", genericArguments: []),
          range: intent.members[3].bindings[0].type!.range
            .lowerBound..<(intent.members[3].bindings[0].type!.range.upperBound - 1)
        ),
        implicitlyUnwrapped: false
      )
    )
    XCTAssertEqual(render(intent.members[3].attributes[0].argument("default")), "5")
    XCTAssertEqual(render(intent.members[4].attributes[0].argument("indexingKey")), "\\.title")
    if case .dictionary(let key, let value) = intent.members[4].bindings[0].type?.shape {
      XCTAssertEqual(key.text, "String")
      XCTAssertEqual(value.text, "Int")
    } else {
      XCTFail("expected a dictionary type")
    }
    if case .array(let element) = intent.members[5].bindings[0].type?.shape {
      XCTAssertEqual(element.text, "String")
    } else {
      XCTFail("expected an array type")
    }
    XCTAssertEqual(intent.members[6].modifiers, ["private(set)"])
    XCTAssertEqual(intent.members[6].bindings[0].type?.text, "Box<Int>!")
    if case .optional(let wrapped, let implicitly) = intent.members[6].bindings[0].type?.shape {
      XCTAssertTrue(implicitly)
      XCTAssertEqual(wrapped.shape, .named("Box", genericArguments: [wrapped.genericArgumentForTest]))
    } else {
      XCTFail("expected an implicitly unwrapped optional")
    }
    XCTAssertEqual(intent.members[7].bindings.map(\.name), ["x", "y"])
    XCTAssertEqual(intent.members[7].bindings[1].type?.text, "Double")
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  func testGenericClosersSplitFromOperators() {
    let parsed = parse("var a: Array<Set<Int>>\nvar b: Array<Int>?\nvar c: Dictionary<String, [Int]>? = nil")
    XCTAssertEqual(
      parsed.declarations.map { $0.bindings[0].type?.text ?? "-" },
      [
        "Array<Set<Int>>", "Array<Int>?", "Dictionary<String, [Int]>?",
      ]
    )
    XCTAssertEqual(parsed.declarations[1].bindings[0].type?.isOptional, true)
    // `Array<Int>?` is `[Int]?` spelled out: an optional array (which has no base name, as `[Int]?`).
    guard case .optional(let wrapped, _)? = parsed.declarations[1].bindings[0].type?.shape, case .array = wrapped.shape
    else {
      return XCTFail("\(String(describing: parsed.declarations[1].bindings[0].type?.shape))")
    }
    XCTAssertNil(parsed.declarations[1].bindings[0].type?.baseName)
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  /// `Optional<T>` and `Swift.Optional<T>` are `T?` spelled out; `Optional<A, B>` is no optional.
  func testOptionalSpelledOutIsAnOptional() {
    let parsed = parse("var a: Optional<Int>\nvar b: Swift.Optional<[NoteEntity]>\nvar c: Optional<Int, Int>")
    let types = parsed.declarations.map { $0.bindings[0].type }
    XCTAssertEqual(types.map { $0?.text }, ["Optional<Int>", "Swift.Optional<[NoteEntity]>", "Optional<Int, Int>"])
    XCTAssertEqual(types.map { $0?.isOptional }, [true, true, false])
    XCTAssertEqual(types[0]?.baseName, "Int")
    guard case .optional(let wrapped, implicitlyUnwrapped: false)? = types[1]?.shape, case .array = wrapped.shape else {
      return XCTFail("\(String(describing: types[1]?.shape))")
    }
  }

  /// `Array<T>` and `Dictionary<K, V>` are `[T]` and `[K: V]` spelled out.
  func testArrayAndDictionarySpelledOutAreTheirShapes() {
    let parsed = parse("var a: Array<Int>\nvar b: Swift.Dictionary<String, Array<Int>>\nvar c: Array<Int, Int>")
    let shapes = parsed.declarations.map { $0.bindings[0].type?.shape }
    guard case .array(let element)? = shapes[0], element.text == "Int" else {
      return XCTFail("\(String(describing: shapes[0]))")
    }
    guard case .dictionary(let key, let value)? = shapes[1], key.text == "String", case .array = value.shape else {
      return XCTFail("\(String(describing: shapes[1]))")
    }
    guard case .named("Array", let arguments)? = shapes[2], arguments.count == 2 else {
      return XCTFail("\(String(describing: shapes[2]))")
    }
    XCTAssertEqual(parsed.declarations[1].bindings[0].type?.text, "Swift.Dictionary<String, Array<Int>>")
  }

  func testComputedPropertiesAndResultBuilders() {
    let parsed = parse(
      #"""
      struct I: AppIntent {
        static var parameterSummary: some ParameterSummary {
          Summary("Create \(\.$title) in \(\.$folder)") {
            \.$body
            \.$pinned
          }
        }
        var displayRepresentation: DisplayRepresentation {
          DisplayRepresentation(title: "\(title)", subtitle: "\(folder)", image: .init(systemName: "note"))
        }
        var count: Int { get { 1 } set { store(newValue) } }
        var observed = 0 { didSet { print(observed) } }
        static var modes: some ParameterSummary {
          When(\.$mode, .equalTo, .draft) {
            Summary("Draft \(\.$title)")
          } otherwise: {
            Summary("Publish \(\.$title)")
          }
        }
        static var switched: some ParameterSummary {
          Switch(\.$kind) {
            Case(.a) { Summary("A") }
            DefaultCase { Summary("Other") }
          }
        }
      }
      """#
    )
    let members = parsed.declarations[0].members
    let summary = members[0].bindings[0]
    XCTAssertTrue(summary.isComputed)
    XCTAssertEqual(summary.type?.text, "some ParameterSummary")
    XCTAssertEqual(
      summary.getter?.map(render),
      [#"Summary("Create \(\.$title) in \(\.$folder)") { \.$body; \.$pinned }"#]
    )
    XCTAssertEqual(
      members[1].bindings[0].getter?.map(render),
      [#"DisplayRepresentation(title: "\(title)", subtitle: "\(folder)", image: .init(systemName: "note"))"#]
    )
    XCTAssertEqual(members[2].bindings[0].accessors.map(\.kind), ["get", "set"])
    XCTAssertEqual(members[3].bindings[0].accessors.map(\.kind), ["didSet"])
    XCTAssertEqual(render(members[3].bindings[0].initializer), "0")
    XCTAssertEqual(
      members[4].bindings[0].getter?.map(render),
      [
        #"When(\.$mode, .equalTo, .draft) { Summary("Draft \(\.$title)") } otherwise: { Summary("Publish \(\.$title)") }"#
      ]
    )
    XCTAssertEqual(
      members[5].bindings[0].getter?.map(render),
      [#"Switch(\.$kind) { Case(.a) { Summary("A") }; DefaultCase() { Summary("Other") } }"#]
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  func testAppShortcutsBuilderWithAvailabilityAndIfElse() {
    let parsed = parse(
      #"""
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: CreateNoteIntent(),
            phrases: ["Create a note in \(.applicationName)", "New \(\.$folder) note with \(.applicationName)"],
            shortTitle: "Create Note",
            systemImageName: "square.and.pencil"
          )
          if #available(iOS 18.0, *) {
            AppShortcut(intent: OpenNoteIntent(), phrases: ["Open \(\.$note) in \(.applicationName)"], shortTitle: "Open", systemImageName: "note")
          } else if flag {
            AppShortcut(intent: A(), phrases: [], shortTitle: "A", systemImageName: "a")
          } else {
            AppShortcut(intent: B(), phrases: [], shortTitle: "B", systemImageName: "b")
          }
        }
        static var shortcutTileColor: ShortcutTileColor = .orange
      }
      """#
    )
    let getter = parsed.declarations[0].members[0].bindings[0].getter ?? []
    XCTAssertEqual(getter.count, 2)
    XCTAssertEqual(
      render(getter[0]),
      #"AppShortcut(intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)", "New \(\.$folder) note with \(.applicationName)"], shortTitle: "Create Note", systemImageName: "square.and.pencil")"#
    )
    guard case .if(let conditions, let thenBranch, let elseBranch) = getter[1].kind else {
      return XCTFail("expected an if statement")
    }
    XCTAssertEqual(conditions, ["#available(iOS 18.0, *)"])
    XCTAssertEqual(thenBranch.count, 1)
    guard case .if(let nested, _, let last)? = elseBranch?.first?.kind else { return XCTFail("expected else if") }
    XCTAssertEqual(nested, ["flag"])
    XCTAssertEqual(
      last.map { $0.map(render) },
      [#"AppShortcut(intent: B(), phrases: [], shortTitle: "B", systemImageName: "b")"#]
    )
    XCTAssertEqual(render(parsed.declarations[0].members[1].bindings[0].initializer), ".orange")
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  func testEnumsWithRawValuesAndDisplayRepresentations() {
    let parsed = parse(
      """
      enum Priority: String, AppEnum {
        case low = "low", high
        case custom(String)
        indirect case nested(Priority)
        static var caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
          .low: "Low",
          .high: DisplayRepresentation(title: "High", subtitle: "Urgent", image: .init(systemName: "flag")),
        ]
      }
      """
    )
    let members = parsed.declarations[0].members
    XCTAssertEqual(members[0].caseElements.map { "\($0.name)=\(render($0.rawValue))" }, ["low=\"low\"", "high=nil"])
    XCTAssertEqual(members[1].caseElements[0].associatedValue, "String")
    XCTAssertEqual(members[2].modifiers, ["indirect"])
    XCTAssertEqual(
      render(members[3].bindings[0].initializer),
      #"[.low: "Low", .high: DisplayRepresentation(title: "High", subtitle: "Urgent", image: .init(systemName: "flag"))]"#
    )
  }

  func testFunctionsSkipBodies() {
    let source = """
      struct S {
        func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
          let inner = "struct Fake: AppIntent {}"
          struct Local {}
          return .result(value: note, dialog: "Done \\(note.title)")
        }
        init?(id: String, _ other: Int = 3) {}
        static func == (lhs: S, rhs: S) -> Bool { true }
        subscript(index: Int) -> Int { get { index } }
        mutating func update<T>(with value: inout T) rethrows where T: Equatable {}
        deinit {}
      }
      """
    let parsed = parse(source)
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["perform", "init?", "==", "subscript", "update", "deinit"])
    let perform = members[0]
    XCTAssertEqual(perform.effects, ["async", "throws"])
    XCTAssertEqual(perform.resultType?.text, "some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog")
    XCTAssertNotNil(perform.body)
    XCTAssertNil(find("Fake", in: parsed.declarations), "declarations in strings are not declarations")
    XCTAssertNil(find("Local", in: parsed.declarations), "function bodies are skipped")
    XCTAssertEqual(
      members[1].parameters.map { "\($0.label) \($0.name): \($0.type?.text ?? "")" },
      ["id id: String", "_ other: Int"]
    )
    XCTAssertEqual(render(members[1].parameters[1].defaultValue), "3")
    XCTAssertEqual(members[4].genericParameters, "T")
    XCTAssertEqual(members[4].effects, ["rethrows"])
    XCTAssertEqual(members[4].whereClause, "T: Equatable")
    XCTAssertEqual(members[4].parameters[0].type?.text, "inout T")
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  func testParameterClausesAreReadWhenAskedFor() {
    // The clause is skipped during the scan and parsed on read: it must end where the parser
    // would end it — after closures in default values, before a body in broken code.
    let parsed = parse(
      """
      struct S {
        func run(
          @ViewBuilder content: () -> some View,
          action: @escaping () -> Void = { print("{") },
          table: [String: Int] = [:], (pair): (Int, Int),
          make: Pair<Int, String> = Pair<Int, String> { (0, "") }
        ) async -> Int { 0 }
        subscript(key key: String, index: Int) -> Int { 0 }
        func broken(value: Int {
          struct NotAMember {}
        }
        var after = 1
      }
      """
    )
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["run", "subscript", "broken", "after"])
    XCTAssertEqual(
      members[0].parameters.map { "\($0.label) \($0.name): \($0.type?.text ?? "")" },
      [
        "content content: () -> some View", "action action: @escaping () -> Void", "table table: [String: Int]",
        "make make: Pair<Int, String>",
      ]
    )
    XCTAssertEqual(render(members[0].parameters[3].defaultValue), #"Pair<Int, String>() { (0, "") }"#)
    XCTAssertEqual(members[0].parameters[0].attributes.map(\.name), ["ViewBuilder"])
    XCTAssertEqual(render(members[0].parameters[1].defaultValue), #"{ print("{") }"#)
    XCTAssertEqual(members[0].effects, ["async"])
    XCTAssertEqual(members[0].resultType?.text, "Int")
    XCTAssertEqual(members[1].parameters.map { "\($0.label) \($0.name)" }, ["key key", "_ index"])
    XCTAssertNotNil(members[2].body, "a '{' that is no default value ends the broken clause")
    XCTAssertEqual(
      parsed.diagnostics.map(\.message),
      ["expected ')' to close the parameter list"]
    )
  }

  func testBodiesNestedBeyondThirtyTwoLevelsAreSkippedWhole() {
    // `skipBalanced` keeps 32 levels in an integer and continues deeper on an array.
    for depth in [31, 32, 33, 80] {
      let opening = String(repeating: "{ (", count: depth)
      let closing = String(repeating: ") }", count: depth)
      let parsed = parse("struct S {\n  func f() \(opening)struct Inner {}\(closing)\n  var after = 1\n}\n")
      XCTAssertEqual(parsed.declarations.first?.members.map(\.name), ["f", "after"], "depth \(depth)")
      XCTAssertNil(find("Inner", in: parsed.declarations), "depth \(depth)")
      XCTAssertTrue(parsed.diagnostics.isEmpty, "depth \(depth): \(parsed.diagnostics)")
    }
  }

  func testAClosingBraceClosesTheGroupsOpenedInsideItsBody() {
    // An unclosed `(` or `[` inside a body does not swallow the rest of the file, at any depth.
    for depth in [1, 31, 40] {
      let inner = String(repeating: "[", count: depth)
      let parsed = parse("struct S {\n  func f() { call(\(inner) }\n  var after = 1\n}\nstruct T {}\n")
      XCTAssertEqual(parsed.declarations.map(\.name), ["S", "T"], "depth \(depth)")
      XCTAssertEqual(parsed.declarations.first?.members.map(\.name), ["f", "after"], "depth \(depth)")
    }
  }

  func testIfConfigAroundMembersAndConformances() {
    let parsed = parse(
      """
      struct Note {
        #if os(iOS)
        var iOSOnly: Int
        #elseif os(macOS)
        var macOnly: Int
        #else
        var other: Int
        #endif
        var always: Int
      }
      #if canImport(CoreSpotlight)
      extension Note: IndexedEntity {
        #if DEBUG
        var debug: Bool { true }
        #endif
      }
      #endif
      """
    )
    XCTAssertEqual(
      outline(parsed.declarations),
      """
      struct Note
        var iOSOnly {#if os(iOS)}
        var macOnly {#elseif os(macOS)}
        var other {#else }
        var always
      extension Note: IndexedEntity {#if canImport(CoreSpotlight)}
        var debug {#if canImport(CoreSpotlight); #if DEBUG}
      """
    )
    let other = find("other", in: parsed.declarations)
    XCTAssertEqual(other?.conditions.first?.precedingConditions, ["os(iOS)", "os(macOS)"])
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  func testAttributesWithClosuresAndMultilineArguments() {
    let parsed = parse(
      """
      @available(
        iOS, introduced: 17.0,
        message: "Use the new one"
      )
      @Wrapper(validate: { value in value > 0 }, label: "x")
      @AppEntity(schema: .notes.note)
      struct E {}
      """
    )
    let attributes = parsed.declarations[0].attributes
    XCTAssertEqual(attributes.map(\.name), ["available", "Wrapper", "AppEntity"])
    XCTAssertEqual(attributes[0].argument("message")?.staticString, "Use the new one")
    XCTAssertEqual(render(attributes[1].argument("validate")), "{ value in value > 0 }")
    XCTAssertEqual(render(attributes[2].argument("schema")), ".notes.note")
  }

  func testDocumentationComments() {
    let parsed = parse(
      """
      /// A note.
      /// Second line.
      struct A {}

      /** Block
       * docs
       */
      struct B {}
      /// Detached.

      struct C {}
      // plain
      struct D {}
      """
    )
    XCTAssertEqual(
      parsed.declarations.map { $0.documentation ?? "-" },
      ["A note.\nSecond line.", "Block\ndocs", "-", "-"]
    )
  }

  func testStringValuesAreCooked() {
    let parsed = parse(
      ##"""
      let a = "tab\tquote\"u\u{1F600}"
      let b = #"raw \n "quoted" \#(x)"#
      let c = """
          Line one
            indented \(name)
          last
          """
      """##
    )
    XCTAssertEqual(parsed.declarations[0].bindings[0].initializer?.staticString, "tab\tquote\"u😀")
    XCTAssertEqual(render(parsed.declarations[1].bindings[0].initializer), #""raw \n "quoted" \(x)""#)
    XCTAssertEqual(render(parsed.declarations[2].bindings[0].initializer), "\"Line one\n  indented \\(name)\nlast\"")
  }

  func testExpressionsKeepUnknownPartsOpaque() {
    let parsed = parse(
      """
      let a = compute(x) + 1
      let b = items.map { $0.name }.joined(separator: ", ")
      let c = flag ? "yes" : "no"
      let d = value as? String
      let e = try await store.load()
      let f = Foo<Int>.make()
      let g = a < b
      """
    )
    XCTAssertEqual(
      parsed.declarations.map { render($0.bindings[0].initializer) },
      [
        "compute(x) + 1", "items.map() { $0.name }.joined(separator: \", \")", "flag ? \"yes\" : \"no\"",
        "value as? <opaque>", "try await store.load()", "Foo<Int>.make()", "a < b",
      ]
    )
  }

  func testRecoversFromMalformedCode() {
    let parsed = parse(
      """
      struct A {
        var x: Int
        )))
        func broken( {
        var y = 2
      }
      struct B { var z = "unterminated
      }
      }
      struct C {}
      """
    )
    XCTAssertNotNil(find("A", in: parsed.declarations))
    XCTAssertNotNil(find("C", in: parsed.declarations), "parsing continues after errors")
    XCTAssertFalse(parsed.diagnostics.isEmpty)
  }

  func testMismatchedClosersAreDiagnosedWhereTheyStand() {
    // A closer that closes an outer bracket while an inner one is open is reported at the closer;
    // skipping goes on as before (the outer closer closes the inner brackets too), so the
    // declarations after it are still found. A `)` or `]` that matches no open bracket of the
    // group is reported too, and passed over.
    let parsed = parse(
      """
      @Tag([Item(ty.ID]) func g() -> Int { 0 }
      let list = [compute(1, 2]
      func h() { let y = (a] ) }
      let text = "\\(value])"
      struct After {}
      """
    )
    XCTAssertEqual(parsed.declarations.map(\.name), ["g", "list", "h", "text", "After"])
    XCTAssertEqual(parsed.declarations[0].resultType?.text, "Int")
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound)) \($0.message)" },
      [
        "1:17 expected ')' before ']'; add the missing ')'",
        "2:25 expected ')' before ']'; add the missing ')'",
        "3:22 unexpected ']' where ')' is expected; remove the ']' or add the missing ')'",
        "4:20 unexpected ']' where ')' is expected; remove the ']' or add the missing ')'",
      ]
    )
    // Past 32 levels `skipBalanced` keeps its closers on an array: the same diagnostics.
    let deep = parse("func deep() { [" + String(repeating: "(", count: 40) + "] ] }\nstruct After {}\n")
    XCTAssertEqual(deep.declarations.map(\.name), ["deep", "After"])
    XCTAssertEqual(
      deep.diagnostics.map(\.message),
      ["expected ')' before ']'; add the missing ')'"],
      "the second ']' follows a reported closer: not reported"
    )
    let deepStray = parse(
      "func deep() { " + String(repeating: "(", count: 40) + "a]" + String(repeating: ")", count: 40)
        + " }\nstruct After {}\n"
    )
    XCTAssertEqual(deepStray.declarations.map(\.name), ["deep", "After"])
    XCTAssertEqual(
      deepStray.diagnostics.map(\.message),
      ["unexpected ']' where ')' is expected; remove the ']' or add the missing ')'"]
    )
  }

  func testStrayClosersAreDiagnosed() {
    // Outside any bracket, a `)` or `]` closes nothing: at the top level it is reported as such,
    // in a type body as stray code. The declarations after it are still found.
    let parsed = parse(
      """
      let total = sum(values))
      let names = [first, second]]
      enum E {
        static let all = [a, b]]
      }
      struct After {}
      """
    )
    XCTAssertEqual(parsed.declarations.map(\.name), ["total", "names", "E", "After"])
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound)) \($0.message)" },
      [
        "1:24 unexpected ')' with no matching '('; remove it",
        "2:28 unexpected ']' with no matching '['; remove it",
        "4:26 expected a declaration in the body of 'E'; remove the stray code",
      ]
    )
    // A `}` that matches nothing in a skipped group is the end of the block around it, left open
    // by the group: only the open bracket is reported, not the brace.
    let open = parse("struct S {\n  let x = (a\n}\nstruct After {}\n")
    XCTAssertFalse(open.diagnostics.isEmpty)
    XCTAssertFalse(open.diagnostics.contains { $0.message.hasPrefix("unexpected") }, "\(open.diagnostics)")
  }

  func testOtherDeclarationKinds() {
    let parsed = parse(
      """
      typealias Entity = NoteEntity
      infix operator <~> : AdditionPrecedence
      precedencegroup Custom { associativity: left }
      @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
      protocol P { associatedtype Item: Equatable = Int; func f() }
      import struct Foundation.URL
      """
    )
    XCTAssertEqual(
      outline(parsed.declarations),
      """
      typealias Entity
      operator <~>
      precedencegroup Custom
      macro stringify [@freestanding]
      protocol P
        associatedtype Item: Equatable
        func f
      import Foundation.URL
      """
    )
    XCTAssertEqual(parsed.declarations[0].resultType?.text, "NoteEntity")
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }
}

extension TypeSyntax {
  /// The first generic argument of a named type, for assertions.
  fileprivate var genericArgumentForTest: TypeSyntax {
    if case .named(_, let arguments) = shape, let first = arguments.first { return first }
    return self
  }
}

extension DeclarationParserTests {
  func testAttributedFunctionTypesAreTypesNotAttributeArguments() {
    let parsed = parse(
      """
      final class Coordinator {
        private let load: @Sendable () async throws -> [Item]
        var handler: (@MainActor (Int) -> Void)?
        @available(*, deprecated) var old: Int
      }
      """
    )
    XCTAssertEqual(parsed.declarations[0].members.map(\.name), ["load", "handler", "old"])
    XCTAssertEqual(parsed.declarations[0].members[0].bindings[0].type?.text, "@Sendable () async throws -> [Item]")
    XCTAssertEqual(parsed.declarations[0].members[2].attributes[0].arguments?.count, 2)
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  /// A postfix chain keeps its structure up to `maximumChainLength` suffixes, counted with those
  /// of the chains around it; past that, it is kept as an opaque range.
  func testPostfixChainsUpToTheBoundKeepTheirStructure() {
    let limit = Parser.maximumChainLength
    let longest = "a" + String(repeating: ".b", count: limit)
    let tooLong = longest + ".b"
    let parsed = parse("let x = \(longest)\nlet y = \(tooLong)\nlet z = f(\(longest.dropLast(2)))")
    XCTAssertEqual(render(parsed.declarations[0].bindings[0].initializer), longest)
    XCTAssertEqual(render(parsed.declarations[1].bindings[0].initializer), "<opaque>")
    // The call is a suffix of the outer chain `f(…)`: the chain inside has one fewer to spend.
    XCTAssertEqual(render(parsed.declarations[2].bindings[0].initializer), "f(\(longest.dropLast(2)))")
    XCTAssertEqual(
      render(parse("let z = f(\(longest))").declarations[0].bindings[0].initializer),
      "f(<opaque>)"
    )
  }

  /// Real result-builder code nests deeply (SwiftUI bodies, summaries inside `Switch`); it must
  /// parse completely, well within the parser's nesting bound.
  func testRealisticDeepBuilderNestingIsNotTruncated() {
    var body = "Text(\"leaf\")"
    for level in 0..<10 { body = "VStack(spacing: \(level)) {\n\(body)\n}" }
    let parsed = parse("struct V { var body: some View {\n\(body)\n} }")
    var statements = parsed.declarations[0].members[0].bindings[0].getter ?? []
    var levels = 0
    while case .expression(let expression)? = statements.first?.kind,
      case .call(_, _, let trailing) = expression.kind, let closure = trailing.first
    {
      levels += 1
      statements = closure.closure.statements
    }
    XCTAssertEqual(levels, 10)
    XCTAssertEqual(statements.map(render), [#"Text("leaf")"#])
  }
}

extension DeclarationParserTests {
  func testTuplePatternsBindEachName() {
    let parsed = parse("let first = 1, (a, (b, _)) = (1, (2, 3))\nvar (x, y): (Int, Int) = (0, 0)")
    XCTAssertEqual(parsed.declarations[0].bindings.map(\.name), ["first", "a", "b"])
    XCTAssertEqual(render(parsed.declarations[0].bindings[1].initializer), "(1, (2, 3))")
    XCTAssertEqual(parsed.declarations[1].bindings.map(\.name), ["x", "y"])
    XCTAssertEqual(parsed.declarations[1].bindings[1].type?.text, "(Int, Int)")
    let file = parsed.source
    XCTAssertEqual(
      parsed.declarations[0].bindings.map { file.location(of: $0.nameRange.lowerBound).description },
      [
        "1:5", "1:17", "1:21",
      ]
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  }

  func testValuesAreParsedWhenRead() {
    let parsed = parse(
      """
      struct S {
        @Parameter(title: "T", default: 5) var count: Int = compute(1, 2) { didSet { print(count) } }
        func f(x: Int = max(1, 2)) {}
        enum E: String { case a = "A" }
      }
      """
    )
    let members = parsed.declarations[0].members
    let count = members[0].bindings[0]
    XCTAssertEqual(render(count.initializer), "compute(1, 2)")
    XCTAssertEqual(count.initializerRange.map { parsed.source.text($0) }, "compute(1, 2)")
    XCTAssertFalse(count.isComputed, "observers do not make a property computed")
    XCTAssertEqual(count.accessors.map(\.kind), ["didSet"])
    XCTAssertEqual(members[0].attributes[0].arguments?.map(render), [#"title: "T""#, "default: 5"])
    XCTAssertEqual(render(members[1].parameters[0].defaultValue), "max(1, 2)")
    XCTAssertEqual(render(members[2].members[0].caseElements[0].rawValue), #""A""#)
    let again = parse(parsed.source.text(0..<parsed.source.bytes.count))
    XCTAssertEqual(parsed.declarations, again.declarations, "equal source gives equal trees, parsed or not")
    _ = again.declarations[0].members[0].bindings[0].initializer
    XCTAssertNotEqual(parsed.declarations, parse("struct S {}").declarations)
  }
}

extension DeclarationParserTests {
  func testOpaqueTypesConstrainTheWholeComposition() {
    let parsed = parse("func perform() async throws -> some IntentResult & ReturnsValue<Note> & ProvidesDialog {}")
    guard case .opaque(let keyword, let constraint)? = parsed.declarations[0].resultType?.shape,
      case .composition(let members) = constraint.shape
    else { return XCTFail("expected some (A & B & C)") }
    XCTAssertEqual(keyword, "some")
    XCTAssertEqual(members.map(\.text), ["IntentResult", "ReturnsValue<Note>", "ProvidesDialog"])
  }
}

extension DeclarationParserTests {
  /// The standard library's module interface writes modifiers that app code rarely does; a
  /// declaration behind one must not be lost (it was, with a diagnostic, before they were known).
  func testUnderscoredAndLegacyModifiers() {
    let parsed = parse(
      """
      extension Sequence {
        @inlinable public __consuming func makeIterator() -> Iterator { fatalError() }
        _const let limit = 3
        reasync func each(_ body: () async -> Void) async {}
        __setter_access(private) var counter = 0
        public nonisolated(unsafe) static var shared = 0
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(
      parsed.declarations[0].members.map { $0.modifiers + [$0.kind.rawValue, $0.name] },
      [
        ["public", "__consuming", "func", "makeIterator"],
        ["_const", "let", "limit"],
        ["reasync", "func", "each"],
        ["__setter_access(private)", "var", "counter"],
        ["public", "nonisolated(unsafe)", "static", "var", "shared"],
      ]
    )
    XCTAssertEqual(parsed.declarations[0].members.map(\.isStatic), [false, false, false, false, true])
  }
}

extension DeclarationParserTests {
  /// A value may start on the line after `=`; a declaration there is not a value, and the missing
  /// value is reported.
  func testInitializerOnTheNextLine() {
    let parsed = parse(
      """
      struct S {
        static var description =
          IntentDescription("Starts the service.")
        static let values: [Int] =
          [1, 2]
        static let mode: Mode =
          .fast
        var broken =
        var next = 1
      }
      """
    )
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["description", "values", "mode", "broken", "next"])
    XCTAssertEqual(
      members.map { $0.bindings[0].initializerRange.map { parsed.source.text($0) } },
      [#"IntentDescription("Starts the service.")"#, "[1, 2]", ".fast", "", "1"]
    )
    XCTAssertEqual(
      parsed.diagnostics.map(\.message),
      ["expected an initial value after '='; write the value or remove the '='"]
    )
    XCTAssertEqual(parsed.diagnostics.first.map { parsed.source.location(of: $0.range.lowerBound).line }, 8)
  }
}

extension DeclarationParserTests {
  /// Attributes alone in a `#if` region belong to the declaration after it (SE-0367), at any depth.
  func testAttributesInIfConfigBeforeTheirDeclaration() {
    let parsed = parse(
      """
      #if !Perception
        @available(iOS 17, *)
      #endif
      public struct Binding {
        #if os(iOS)
          @available(iOS 17, *)
        #else
          @available(macOS 14, *)
        #endif
        public init(wrappedValue value: Int) {}
        #if compiler(>=5.9)
        @MainActor
        #endif
        #if DEBUG
        @discardableResult
        #endif
        static func make() -> Int { 1 }
        #if DEBUG
        @objc
        #endif
      }
      """
    )
    XCTAssertEqual(
      outline(parsed.declarations),
      """
      struct Binding [@available]
        init init [@available @available]
        func make [@MainActor @discardableResult]
      """
    )
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.conditions), [[], []], "the declarations themselves are in no #if region")
    XCTAssertEqual(members.map(\.isStatic), [false, true])
    XCTAssertEqual(parsed.source.text(parsed.declarations[0].range).prefix(21), "@available(iOS 17, *)")
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound).line): \($0.message)" },
      ["19: expected a declaration after its attributes and modifiers"],
      "attributes with no declaration after them are still reported"
    )
  }
}

extension DeclarationParserTests {
  /// Generic arguments in a value (`EntityQueryProperties<Entity, String> { … }`): their commas do
  /// not end it, and it parses as a specialized call. A comparison stays a comparison.
  func testGenericArgumentsInValues() {
    let parsed = parse(
      #"""
      struct ExerciseQuery: EntityPropertyQuery {
        static var properties = EntityQueryProperties<ExerciseEntity, String> {
          Property(\.$name) { EqualToComparator { $0 } }
        }
        let table = Dictionary<String, [Int]>(), cache = Cache<Key, Value>.shared
        let lessThan = x < y, greater = a > b
        var tuple = (a<b, c>(d))
      }
      """#
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let bindings = parsed.declarations[0].members.flatMap(\.bindings)
    XCTAssertEqual(bindings.map(\.name), ["properties", "table", "cache", "lessThan", "greater", "tuple"])
    XCTAssertEqual(
      bindings.map { $0.initializerRange.map { parsed.source.text($0) } },
      [
        "EntityQueryProperties<ExerciseEntity, String> {\n    Property(\\.$name) { EqualToComparator { $0 } }\n  }",
        "Dictionary<String, [Int]>()", "Cache<Key, Value>.shared", "x < y", "a > b", "(a<b, c>(d))",
      ]
    )
    guard case .call(let callee, _, let trailing)? = bindings[0].initializer?.kind,
      case .specialized(let base, let arguments) = callee.kind
    else {
      return XCTFail(
        "expected a specialized call with a trailing closure: \(String(describing: bindings[0].initializer))"
      )
    }
    XCTAssertEqual(base.dottedName, "EntityQueryProperties")
    XCTAssertEqual(arguments.map(\.text), ["ExerciseEntity", "String"])
    XCTAssertEqual(trailing.count, 1)
    // Swift reads `(a<b, c>(d))` as one call of `a<b, c>`, not as two comparisons.
    XCTAssertEqual(bindings[5].initializer?.calleeName, "a")
  }
}

extension DeclarationParserTests {
  /// Labelled trailing closures after a value's first trailing closure are part of the value: their
  /// colons end nothing, and the next member is still found.
  func testLabelledTrailingClosuresInValues() {
    let parsed = parse(
      """
      extension AlertState where Action == SyncUpDetail.Destination.Alert {
        static let deleteSyncUp = Self {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
        } message: {
          TextState("Are you sure?")
        }
        static let other = Self { TextState("Other") }
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["deleteSyncUp", "other"])
    guard case .call(_, _, let trailing)? = members[0].bindings[0].initializer?.kind else {
      return XCTFail("expected a call: \(String(describing: members[0].bindings[0].initializer))")
    }
    XCTAssertEqual(trailing.map(\.label), [nil, "actions", "message"])
    XCTAssertEqual(
      members[0].bindings[0].initializerRange.map { parsed.source.text($0) }?.hasSuffix(
        "TextState(\"Are you sure?\")\n  }"
      ),
      true
    )
  }
}

extension DeclarationParserTests {
  /// A labelled trailing closure may start a line, as the compiler reads it (`}` then
  /// `otherwise: {`, seen in a real app's parameter summary); `case` and `default` there are
  /// switch labels.
  func testLabelledTrailingClosureOnTheNextLine() {
    let parsed = parse(
      #"""
      struct ExportIntent {
        static let summary = When(\.$compress, .equalTo, true) {
          Summary("Compress")
        }
        otherwise: {
          Summary("Keep")
        }
        static var getter: some ParameterSummary {
          When(\.$compress, .equalTo, true) {
            Summary("Compress")
          }
          otherwise: {
            Summary("Keep")
          }
        }
        var after = 1
      }
      """#
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["summary", "getter", "after"])
    for value in [members[0].bindings[0].initializer, members[1].bindings[0].getter?.first.flatMap(Self.expression)] {
      guard case .call(_, _, let trailing)? = value?.kind else {
        return XCTFail("expected a call: \(String(describing: value))")
      }
      XCTAssertEqual(trailing.map(\.label), [nil, "otherwise"])
    }
  }

  static func expression(_ statement: Statement) -> Expr? {
    if case .expression(let expression) = statement.kind { return expression }
    return nil
  }
}

extension DeclarationParserTests {
  /// A freestanding macro among members may have generic arguments (SwiftData's `#Index<Book>`).
  func testFreestandingMacroWithGenericArgumentsAmongMembers() {
    let parsed = parse(
      #"""
      @Model
      class Book {
        #Index<Book>([\.name], [\.genre])
        var name: String
        #Unique<Book>([\.name, \.genre])
        #Expression<Book, Bool> { $0.name.isEmpty }
        var genre: Genre
        #Generic<Book>
        var comment: String = ""
      }
      """#
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(parsed.declarations[0].members.map(\.name), ["name", "genre", "comment"])
  }
}

extension DeclarationParserTests {
  /// Attributes before a freestanding macro are the macro's: no diagnostic, and they do not move
  /// to the declaration after it.
  func testAttributesOfAFreestandingMacro() {
    let parsed = parse(
      """
      @available(macOS 13.0, *)
      #Preview {
        ControlResultSnippetView(state: .init())
      }
      #if DEBUG
      @MainActor
      #endif
      #Preview("Dark") { Text("x") }
      struct After {}
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(outline(parsed.declarations), "struct After")
  }

  /// Conformance attributes (`@retroactive`, `@unchecked`, `@preconcurrency`) are not part of the
  /// inherited type.
  func testAttributesInTheInheritanceClause() {
    let parsed = parse(
      """
      extension EntityID: @retroactive AppEntity, @retroactive Identifiable {}
      final class Box: @unchecked Sendable, @preconcurrency Delegate {}
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(
      parsed.declarations.map { $0.inheritance.map(\.text) },
      [["AppEntity", "Identifiable"], ["Sendable", "Delegate"]]
    )
    XCTAssertEqual(
      parsed.declarations[0].inheritance.map { parsed.source.text($0.range) },
      ["AppEntity", "Identifiable"]
    )
  }
}

extension DeclarationParserTests {
  /// An operator function's generic parameters may touch its name (`func ==<T>`): the operator is
  /// the name without the `<`. A `<` operator stays an operator.
  func testOperatorFunctionsWithGenericParameters() {
    let parsed = parse(
      """
      public func ==<T1: Equatable, T2: Equatable>(lhs: (T1, T2), rhs: (T1, T2)) -> Bool { true }
      public func +<V: Value>(lhs: Expression<V>, rhs: V) -> Expression<V> { lhs }
      func <(lhs: Version, rhs: Version) -> Bool { false }
      func <<<T>(lhs: T, rhs: T) -> T { lhs }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(parsed.declarations.map(\.name), ["==", "+", "<", "<<"])
    XCTAssertEqual(
      parsed.declarations.map(\.genericParameters),
      ["T1: Equatable, T2: Equatable", "V: Value", nil, "T"]
    )
    XCTAssertEqual(parsed.declarations.map { $0.parameters.count }, [2, 2, 2, 2])
    XCTAssertEqual(parsed.declarations.map { parsed.source.text($0.nameRange) }, ["==", "+", "<", "<<"])
  }
}

extension DeclarationParserTests {
  /// A member type of a collection type (`[Column].Iterator`) is one type.
  func testMemberTypesOfCollectionTypes() {
    let parsed = parse(
      """
      struct Iterator: IteratorProtocol {
        var underlying: [RowDescription.Column].Iterator
        var index: [String: Int].Index?
        var next: Int
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["underlying", "index", "next"])
    XCTAssertEqual(
      members.map { $0.bindings[0].type?.text },
      ["[RowDescription.Column].Iterator", "[String: Int].Index?", "Int"]
    )
  }
}

extension DeclarationParserTests {
  /// Only Swift's modifier details make a modifier: a call of a function named like a modifier,
  /// on the line after `=`, is the value.
  func testModifierDetailsAreSwiftsOwn() {
    let parsed = parse(
      """
      struct Files {
        static let mode =
          open(path)
        static let head =
          prefix(count)
        private(set) var count = 0
        nonisolated(unsafe) static var shared = 1
        unowned(safe) var owner: Owner
        __setter_access(private) var hidden: Int
        var last = 1
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let members = parsed.declarations[0].members
    XCTAssertEqual(members.map(\.name), ["mode", "head", "count", "shared", "owner", "hidden", "last"])
    XCTAssertEqual(
      members.prefix(2).map { $0.bindings[0].initializerRange.map { parsed.source.text($0) } },
      ["open(path)", "prefix(count)"]
    )
    XCTAssertEqual(
      members.map(\.modifiers),
      [
        ["static"], ["static"], ["private(set)"], ["nonisolated(unsafe)", "static"], ["unowned(safe)"],
        ["__setter_access(private)"], [],
      ]
    )
  }
}

extension DeclarationParserTests {
  /// Generic arguments closed by a `>` that the lexer joined to a postfix `?` or `!`.
  func testGenericArgumentsBeforeAPostfixOperator() {
    let parsed = parse(
      """
      enum E {
        static let a = Box<Int, String>?.none, b = 1
        static let c = Pair<Int, Int>!.self
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let bindings = parsed.declarations[0].members.flatMap(\.bindings)
    XCTAssertEqual(bindings.map(\.name), ["a", "b", "c"])
    XCTAssertEqual(
      bindings.map { $0.initializerRange.map { parsed.source.text($0) } },
      ["Box<Int, String>?.none", "1", "Pair<Int, Int>!.self"]
    )
    guard case .memberAccess(let base?, "none")? = bindings[0].initializer?.kind,
      case .postfixOperator(let operand, "?") = base.kind, case .specialized = operand.kind
    else { return XCTFail("expected Box<Int, String>? . none: \(String(describing: bindings[0].initializer))") }
  }
}

extension DeclarationParserTests {
  /// Attributes may be spread over a `#if` region; a declaration inside the region, or in another
  /// branch, cannot take the attributes before it (the compiler rejects both).
  func testAttributesBeforeIfConfigNeedAttributesInside() {
    let valid = parse(
      """
      @available(iOS 17, *)
      #if os(iOS)
      @MainActor
      #endif
      struct Valid {}
      """
    )
    XCTAssertTrue(valid.diagnostics.isEmpty, "\(valid.diagnostics)")
    let parsed = parse(
      """
      @available(iOS 17, *)
      #if os(iOS)
      struct Inside {}
      #endif
      #if DEBUG
      @MainActor
      #else
      struct OtherBranch {}
      #endif
      """
    )
    XCTAssertEqual(
      parsed.diagnostics.map { "\(parsed.source.location(of: $0.range.lowerBound).line): \($0.message)" },
      [
        "1: attributes before a '#if' region can only be followed by more attributes in it; move them onto the "
          + "declaration inside the region",
        "6: attributes before a '#if' region can only be followed by more attributes in it; move them onto the "
          + "declaration inside the region",
      ]
    )
    XCTAssertEqual(parsed.declarations.map(\.name), ["Inside", "OtherBranch"], "both are still read")
  }
}
