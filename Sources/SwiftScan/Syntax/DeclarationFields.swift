extension Declaration {
  /// The values of a declaration, as the parser fills them in before boxing them once
  /// (`Declaration.init(_:)`). Each is documented at the `Declaration` property of the same name.
  struct Fields: Hashable, Sendable {
    var kind: DeclarationKind
    var name: String
    var range: Range<Int>
    var nameRange: Range<Int>
    var attributes: [Attribute] = []
    var modifiers: [String] = []
    var genericParameters: String?
    var inheritance: [TypeSyntax] = []
    var whereClause: String?
    var members: [Declaration] = []
    var conditions: [IfConfigCondition] = []
    var documentation: String?

    var bindings: [PatternBinding] = []
    var caseElements: [EnumCaseElement] = []
    var parameters: [FunctionParameter] = []
    var effects: [String] = []
    var resultType: TypeSyntax?
    var body: Range<Int>?

    init(kind: DeclarationKind, name: String, range: Range<Int>, nameRange: Range<Int>) {
      self.kind = kind
      self.name = name
      self.range = range
      self.nameRange = nameRange
    }
  }
}
