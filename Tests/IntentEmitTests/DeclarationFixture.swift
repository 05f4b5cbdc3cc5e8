import SwiftScan

/// A small hand-built declaration tree over real source text, for the encoders' tests (independent
/// of the parser, so they pin the output format alone).
enum DeclarationFixture {
  static let text = """
    import AppIntents

    /// A note.
    @available(iOS 18, *)
    public struct NoteEntity: AppEntity, IndexedEntity {
      @Property(title: "Title") var title: String
      static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
      #if os(iOS)
      func open(_ note: Note, count: Int = 1) async throws -> some IntentResult {}
      #endif
      case a, b(String)
    }

    """

  static let source = SourceFile(path: "Sources/App/Note.swift", text: text)

  /// The byte range of the `occurrence`-th (0-based) appearance of `needle` in the text.
  static func range(of needle: String, occurrence: Int = 0) -> Range<Int> {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    var found = -1
    var index = 0
    while index + pattern.count <= haystack.count {
      if haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
        found += 1
        if found == occurrence { return index..<(index + pattern.count) }
      }
      index += 1
    }
    return 0..<0
  }

  static func type(_ name: String) -> TypeSyntax {
    TypeSyntax(text: name, shape: .named(name, genericArguments: []), range: range(of: name))
  }

  static func string(_ value: String) -> Expr {
    Expr(
      .string(StringLiteral(segments: [.text(value)], isMultiline: false, rawDelimiterCount: 0)),
      range: range(of: "\"\(value)\"")
    )
  }

  static var parsedFile: ParsedFile {
    let importDeclaration = Declaration(
      kind: .import,
      name: "AppIntents",
      range: range(of: "import AppIntents"),
      nameRange: range(of: "AppIntents")
    )

    var entity = Declaration(
      kind: .struct,
      name: "NoteEntity",
      range: range(of: "@available"),
      nameRange: range(of: "NoteEntity")
    )
    entity.documentation = "A note."
    entity.modifiers = ["public"]
    entity.attributes = [
      Attribute(
        name: "available",
        arguments: [
          Argument(label: nil, value: Expr(.opaque, range: range(of: "iOS 18"))),
          Argument(label: nil, value: Expr(.opaque, range: range(of: "*"))),
        ],
        range: range(of: "@available(iOS 18, *)")
      )
    ]
    entity.inheritance = [type("AppEntity"), type("IndexedEntity")]

    var title = Declaration(
      kind: .var,
      name: "title",
      range: range(of: "@Property"),
      nameRange: range(of: "title: String")
    )
    title.attributes = [
      Attribute(
        name: "Property",
        arguments: [Argument(label: "title", value: string("Title"))],
        range: range(of: "@Property(title: \"Title\")")
      )
    ]
    title.bindings = [
      PatternBinding(name: "title", nameRange: range(of: "title: String"), type: type("String"), initializer: nil)
    ]

    var display = Declaration(
      kind: .var,
      name: "typeDisplayRepresentation",
      range: range(of: "static var"),
      nameRange: range(of: "typeDisplayRepresentation")
    )
    display.modifiers = ["static"]
    display.bindings = [
      PatternBinding(
        name: "typeDisplayRepresentation",
        nameRange: range(of: "typeDisplayRepresentation"),
        type: type("TypeDisplayRepresentation"),
        initializer: string("Note")
      )
    ]

    var open = Declaration(kind: .func, name: "open", range: range(of: "func open"), nameRange: range(of: "open("))
    open.conditions = [
      IfConfigCondition(
        directive: .if,
        condition: "os(iOS)",
        regionStart: range(of: "#if").lowerBound,
        precedingConditions: []
      )
    ]
    open.parameters = [
      FunctionParameter(label: "_", name: "note", type: type("Note"), defaultValue: nil, attributes: []),
      FunctionParameter(
        label: "count",
        name: "count",
        type: type("Int"),
        defaultValue: Expr(.integer("1"), range: range(of: "1) async")),
        attributes: []
      ),
    ]
    open.effects = ["async", "throws"]
    open.resultType = TypeSyntax(
      text: "some IntentResult",
      shape: .opaque(keyword: "some", constraint: type("IntentResult")),
      range: range(of: "some IntentResult")
    )

    var cases = Declaration(kind: .case, name: "a", range: range(of: "case a"), nameRange: range(of: "a, b"))
    cases.caseElements = [
      EnumCaseElement(name: "a", nameRange: range(of: "a, b"), associatedValue: nil, rawValue: nil),
      EnumCaseElement(name: "b", nameRange: range(of: "b(String)"), associatedValue: "String", rawValue: nil),
    ]

    entity.members = [title, display, open, cases]
    return ParsedFile(source: source, tokens: [], declarations: [importDeclaration, entity], diagnostics: [])
  }
}
