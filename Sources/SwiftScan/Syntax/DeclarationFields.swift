extension Declaration {
  /// The values of a declaration, as the parser fills them in before boxing them once
  /// (`Declaration.init(_:)`). Each is documented at the `Declaration` property of the same name.
  struct Fields: Hashable, Sendable {
    // The fields a walk over every declaration reads (a type index: kind, name, conformances,
    // members, attributes, modifiers, `#if` conditions) come first, in the box's first cache lines.
    var kind: DeclarationKind
    /// Whether a member is a type, extension or protocol: a walk over types can skip the members
    /// of the others (most types) without reading them.
    var hasTypeLikeMembers = false
    var name: String
    var inheritance: [TypeSyntax] = []
    var members: [Declaration] = []
    var attributes: [Attribute] = []
    var modifiers: [String] = []
    var conditions: [IfConfigCondition] = []
    var range: Range<Int>
    var nameRange: Range<Int>
    var documentation: String?
    var bindings: [PatternBinding] = []
    var genericParameters: String?
    var whereClause: String?
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
