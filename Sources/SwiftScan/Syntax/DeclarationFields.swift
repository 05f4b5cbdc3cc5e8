extension Declaration {
  /// The values of a declaration, in its box (`Declaration.Storage`), where the parser fills them
  /// in. Each is documented at the `Declaration` property of the same name.
  @usableFromInline struct Fields: Hashable, Sendable {
    // The fields a walk over every declaration reads (a type index: kind, name, conformances,
    // members, attributes, modifiers, `#if` conditions) come first, in the box's first cache lines.
    @usableFromInline var kind: DeclarationKind
    /// Whether a member is a type, extension or protocol: a walk over types can skip the members
    /// of the others (most types) without reading them.
    @usableFromInline var hasTypeLikeMembers = false
    /// Whether `static` or `class` is among the modifiers: member walks ask it of every member,
    /// which this answers from the box's first bytes without reading the modifiers.
    @usableFromInline var isStatic = false
    @usableFromInline var name: String
    @usableFromInline var inheritance: [TypeSyntax] = []
    @usableFromInline var members: [Declaration] = []
    @usableFromInline var attributes: [Attribute] = []
    @usableFromInline var modifiers = WordList()
    @usableFromInline var conditions: [IfConfigCondition] = []
    @usableFromInline var range: Range<Int>
    @usableFromInline var nameRange: Range<Int>
    @usableFromInline var documentation: String?
    @usableFromInline var bindings: [PatternBinding] = []
    @usableFromInline var genericParameters: String?
    @usableFromInline var whereClause: String?
    @usableFromInline var caseElements: [EnumCaseElement] = []
    /// The parameter clause, parsed when `Declaration.parameters` is read: most functions' parameters
    /// are never asked for, and parsing their types and names was a tenth of the declaration scan.
    @usableFromInline var parameterStorage: Deferred<[FunctionParameter]> = .value([])
    @usableFromInline var effects = WordList()
    @usableFromInline var resultType: TypeSyntax?
    @usableFromInline var body: Range<Int>?

    init(kind: DeclarationKind, name: String, range: Range<Int>, nameRange: Range<Int>) {
      self.kind = kind
      self.name = name
      self.range = range
      self.nameRange = nameRange
    }
  }
}
