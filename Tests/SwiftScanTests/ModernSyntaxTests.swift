import XCTest

@testable import SwiftScan

/// Swift 6.2 and 6.3 syntax that App Intents code now uses: isolated and `nonisolated` conformances
/// (SE-0470), value generics (SE-0452) and `InlineArray`'s `[4 of Int]` (SE-0483), `isolated`
/// parameters and `nonisolated(nonsending)` function types (SE-0461), module selectors (SE-0491).
final class ModernSyntaxTests: XCTestCase {
  /// `@MainActor AppIntent` and `nonisolated Sendable` conform to `AppIntent` and `Sendable`.
  func testIsolatedAndNonisolatedConformances() {
    let parsed = parse(
      """
      struct OpenIntent: @MainActor AppIntent {}
      extension NoteEntity: nonisolated Sendable {}
      struct Cursor: nonisolated Sendable, @MainActor Hashable {}
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(
      parsed.declarations.map { $0.inheritance.map(\.text) },
      [["AppIntent"], ["Sendable"], ["Sendable", "Hashable"]]
    )
    XCTAssertEqual(outline(parsed.declarations[1].members), "")
  }

  /// Integer generic arguments, in types and in values: `InlineArray<2, Int>(repeating: 0)` is one
  /// binding, not a binding `empty` and another named `Int`.
  func testValueGenericArguments() throws {
    let parsed = parse(
      """
      struct Recent {
        var slots: InlineArray<4, Int?>
        static let empty = InlineArray<2, Int>(repeating: 0)
        var offset: Window<-1>
        var range: Span<0, -1>
        static let origin = Window< -1>.zero
        let after = 1
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let members = try XCTUnwrap(parsed.declarations.first?.members)
    XCTAssertEqual(
      members.flatMap { $0.bindings.map(\.name) },
      ["slots", "empty", "offset", "range", "origin", "after"]
    )
    XCTAssertEqual(
      members.map { $0.bindings.first?.type?.text },
      ["InlineArray<4, Int?>", nil, "Window<-1>", "Span<0, -1>", nil, nil]
    )
    guard members.count == 6 else { return XCTFail("\(members.map(\.name))") }
    guard case .named("InlineArray", let arguments)? = members[0].bindings.first?.type?.shape else {
      return XCTFail("\(String(describing: members[0].bindings.first?.type))")
    }
    XCTAssertEqual(arguments.map(\.text), ["4", "Int?"])
    guard case .call(let callee, _, _)? = members[1].bindings.first?.initializer?.kind,
      case .specialized(_, let valueArguments) = callee.kind
    else { return XCTFail("\(String(describing: members[1].bindings.first?.initializer))") }
    XCTAssertEqual(valueArguments.map(\.text), ["2", "Int"])
  }

  /// `[4 of Int]`, `[N of T]`, `[_ of Int]`, nested; a type named `of` is still an array element.
  func testInlineArrayTypeSugar() throws {
    let parsed = parse(
      """
      struct Grid<let Rows: Int, let Columns: Int> {
        var scores: [4 of Double]
        var cells: [Rows of [Columns of Double]]
        var inferred: [_ of Int] = [1, 2]
        var plain: [of]
        var keyed: [of: of]
        let after = 1
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let members = try XCTUnwrap(parsed.declarations.first?.members)
    XCTAssertEqual(
      members.map { $0.bindings.first?.type?.text },
      ["[4 of Double]", "[Rows of [Columns of Double]]", "[_ of Int]", "[of]", "[of: of]", nil]
    )
    XCTAssertEqual(members.map { $0.bindings.first?.name }, ["scores", "cells", "inferred", "plain", "keyed", "after"])
  }

  /// `isolated` and `nonisolated(nonsending)` qualify a parameter's type.
  func testIsolationSpecifiersInTypes() throws {
    let parsed = parse(
      """
      func run(
        on actor: isolated (any Actor)? = #isolation,
        _ body: nonisolated(nonsending) @escaping () async -> Void
      ) async {}
      typealias Step = nonisolated(nonsending) () async -> Void
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(
      parsed.declarations.first?.parameters.map { $0.type?.text },
      ["isolated (any Actor)?", "nonisolated(nonsending) @escaping () async -> Void"]
    )
    XCTAssertEqual(parsed.declarations.last?.resultType?.text, "nonisolated(nonsending) () async -> Void")
  }

  /// `Module::name` in types, inheritance clauses, extended types, attributes and values.
  func testModuleSelectors() throws {
    let parsed = parse(
      """
      struct OpenIntent: AppIntents::AppIntent {
        @AppIntents::Parameter(title: "Note") var note: Swift::String
        static let largest = Swift::max(1, 2)
        static let flag: Bool = true ? false : true
        let table: [Int:Int] = [1:2]
      }
      extension Swift::Int: Foundation::Sendable {}
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    // The compiler names the extension `Int`, the type it extends, in the module selected.
    XCTAssertEqual(parsed.declarations.map(\.name), ["OpenIntent", "Int"])
    XCTAssertEqual(
      parsed.declarations.map { $0.inheritance.map(\.text) },
      [["AppIntents::AppIntent"], ["Foundation::Sendable"]]
    )
    let members = try XCTUnwrap(parsed.declarations.first?.members)
    XCTAssertEqual(members.map { $0.bindings.first?.name }, ["note", "largest", "flag", "table"])
    guard members.count == 4 else { return XCTFail("\(members.map(\.name))") }
    XCTAssertEqual(members[0].attributes.map(\.name), ["AppIntents::Parameter"])
    XCTAssertEqual(members[0].bindings.first?.type?.shape, .named("Swift::String", genericArguments: []))
    guard case .call(let callee, _, _)? = members[1].bindings.first?.initializer?.kind else {
      return XCTFail("\(String(describing: members[1].bindings.first?.initializer))")
    }
    // Values name things without their module (the range keeps what was written).
    XCTAssertEqual(callee.kind, .identifier("max"))
  }

  /// The lexer joins `<-`: it opens generic arguments in a type only. In a value the compiler
  /// reads an operator (`Window<-1>.zero` is `Window <- (1>).zero`).
  func testJoinedLessMinusOpensGenericArgumentsInTypesOnly() throws {
    let parsed = parse(
      """
      var offset: Window<-1>
      let pair = f(x<-1, y>(z))
      let joined = Window<-1>.zero
      let spaced = Window< -1>.zero
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(parsed.declarations.first?.bindings.first?.type?.text, "Window<-1>")
    let values = parsed.declarations.dropFirst().map { $0.bindings.first?.initializer?.kind }
    guard values.count == 3, case .call(_, let arguments, _)? = values[0] else { return XCTFail("\(values)") }
    XCTAssertEqual(arguments.count, 2)
    // `Window <- (1>).zero`, as swiftc -dump-parse has it: a `>` touching `1` and followed by `.` is postfix.
    guard case .infixSequence(let operands, let operators)? = values[1],
      case .memberAccess(let base?, "zero") = operands.last?.kind, case .postfixOperator = base.kind
    else { return XCTFail("\(values[1] as Any)") }
    XCTAssertEqual(operators, ["<-"])
    guard case .memberAccess(let base?, "zero")? = values[2], case .specialized(_, let arguments) = base.kind else {
      return XCTFail("\(values[2] as Any)")
    }
    XCTAssertEqual(arguments.map(\.text), ["-1"])
  }

  /// An extension is named as the compiler names it, without any module selector; selectors after
  /// `.`, in key paths, closure signatures and freestanding macros are read too.
  func testModuleSelectorsEverywhere() throws {
    let parsed = parse(
      """
      extension [Swift::Int] { func f() {} }
      extension [Swift::String: Swift::Int] {}
      extension Swift :: Int {}
      extension Swift::Array<Swift::Int> {}
      extension Foundation::Data.Swift::Index { func e() {} }
      extension Swift/*module*/::Int {}
      extension Swift /* module */ :: /* type */ Int {}
      extension [Swift::Int].Swift::Index {}
      struct K {
        let member = x.Swift::description
        let path = \\Swift::Array<Int>.count
        let closure = { () -> Swift::Int in 1 }
        #Macros::declare(1)
        let after = 1
      }
      """
    )
    XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    XCTAssertEqual(
      parsed.declarations.map(\.name),
      ["[Int]", "[String: Int]", "Int", "Array<Int>", "Data.Index", "Int", "Int", "[Int].Index", "K"]
    )
    XCTAssertEqual(parsed.declarations[4].members.map(\.name), ["e"])
    let members = try XCTUnwrap(parsed.declarations.last?.members)
    XCTAssertEqual(members.map { $0.bindings.first?.name }, ["member", "path", "closure", "after"])
    guard members.count == 4 else { return }
    guard case .memberAccess(_, let member)? = members[0].bindings.first?.initializer?.kind else {
      return XCTFail("\(members[0])")
    }
    XCTAssertEqual(member, "description")
    guard case .keyPath(let root, let components)? = members[1].bindings.first?.initializer?.kind else {
      return XCTFail("\(members[1])")
    }
    XCTAssertEqual(root, "Array")
    XCTAssertEqual(components, ["count"])
    guard case .closure(let closure)? = members[2].bindings.first?.initializer?.kind else {
      return XCTFail("\(members[2])")
    }
    XCTAssertEqual(closure.signature, "() -> Swift::Int")
  }
}
