/// One declaration found by the declaration parser, with its members and everything around it.
///
/// A single value type serves every kind of declaration: fields that do not apply to a kind stay
/// empty. Byte ranges point back into the `SourceFile`, so every fact can be located.
///
/// The values live in one shared, immutable box (`Storage`): copying a declaration — into a type
/// index, a list of members — costs one reference count rather than one per field. A setter
/// replaces the box; the parser fills a new box in place.
public struct Declaration: Hashable, Sendable {
  // Internal and usable from inlinable code: the getters are inlined into the modules that walk
  // declarations, where a call per field read (and a retained copy of each array read) would
  // cost more than the read itself. (`modifiers` and `effects`, which build their arrays, and
  // `hasModifier` are plain calls: walks ask `isStatic` instead.)
  @usableFromInline var storage: Storage

  /// The shared values of a declaration: filled in by the parser before the declaration is
  /// returned, never mutated after (a setter makes a new box), hence Sendable. No exclusivity
  /// checks: each read from another module would otherwise be a runtime call.
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var fields: Fields

    init(_ fields: consuming Fields) { self.fields = fields }
  }

  public init(kind: DeclarationKind, name: String, range: Range<Int>, nameRange: Range<Int>) {
    storage = Storage(Fields(kind: kind, name: name, range: range, nameRange: nameRange))
  }

  @usableFromInline init(storage: Storage) {
    self.storage = storage
  }

  /// A declaration held without keeping it alive, for an index over a tree that something else
  /// keeps (its `ParsedFile`): storing or dropping one costs no reference counting, where a
  /// `Declaration` counts a reference to a box that is mostly out of the cache by then. Valid
  /// only while the tree it came from lives.
  public struct Unretained {
    @usableFromInline unowned(unsafe) let storage: Storage

    @inlinable init(_ storage: Storage) { self.storage = storage }

    /// The declaration, kept alive for as long as this value is.
    @inlinable public var declaration: Declaration { Declaration(storage: storage) }

    // The fields walks over members read most, read without making a `Declaration` (which
    // counts a reference to the box, and another when dropped).
    @inlinable public var attributes: [Attribute] { storage.fields.attributes }
    @inlinable public var bindings: [PatternBinding] { storage.fields.bindings }
    @inlinable public var documentation: String? { storage.fields.documentation }
    @inlinable public var nameRange: Range<Int> { storage.fields.nameRange }
    @inlinable public var conditions: [IfConfigCondition] { storage.fields.conditions }
  }

  /// This declaration without a reference to it (see `Unretained`).
  @inlinable public var unretained: Unretained { Unretained(storage) }

  /// Replaces the box with a changed copy of its values.
  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  public static func == (lhs: Declaration, rhs: Declaration) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

  public var kind: DeclarationKind {
    @inlinable get { storage.fields.kind }
    set { update { $0.kind = newValue } }
  }

  /// The declared name; for an extension, the extended type as written; for an initializer `init`.
  public var name: String {
    @inlinable get { storage.fields.name }
    set { update { $0.name = newValue } }
  }

  /// From the first attribute or modifier to the end of the declaration.
  public var range: Range<Int> {
    @inlinable get { storage.fields.range }
    set { update { $0.range = newValue } }
  }

  /// Where the name (or the introducing keyword, when there is no name) is written.
  public var nameRange: Range<Int> {
    @inlinable get { storage.fields.nameRange }
    set { update { $0.nameRange = newValue } }
  }

  public var attributes: [Attribute] {
    @inlinable get { storage.fields.attributes }
    set { update { $0.attributes = newValue } }
  }

  /// `public`, `static`, `private(set)`, `nonisolated`…, as written.
  /// Made on each read (they are stored joined, see `WordList`); `hasModifier` and `isStatic`
  /// answer without making the array.
  public var modifiers: [String] {
    get { storage.fields.modifiers.words }
    set {
      update {
        $0.modifiers = WordList(newValue)
        $0.isStatic = Self.isStatic(modifiers: newValue)
      }
    }
  }

  /// Whether the declaration is `static` or `class` (a type member).
  @inlinable public var isStatic: Bool { storage.fields.isStatic }

  /// Whether `static` or `class` is among `modifiers`, as written (`static(set)` is neither).
  static func isStatic(modifiers: [String]) -> Bool {
    modifiers.contains("static") || modifiers.contains("class")
  }

  /// The generic parameter clause without its angle brackets (`T: Equatable, U`), if any.
  public var genericParameters: String? {
    @inlinable get { storage.fields.genericParameters }
    set { update { $0.genericParameters = newValue } }
  }

  /// The inheritance clause: superclass and conformances, in source order.
  public var inheritance: [TypeSyntax] {
    @inlinable get { storage.fields.inheritance }
    set { update { $0.inheritance = newValue } }
  }

  /// The generic `where` clause without the keyword, if any.
  public var whereClause: String? {
    @inlinable get { storage.fields.whereClause }
    set { update { $0.whereClause = newValue } }
  }

  /// Member declarations, in source order, from every branch of every `#if` region.
  public var members: [Declaration] {
    @inlinable get { storage.fields.members }
    set {
      update {
        $0.members = newValue
        $0.hasTypeLikeMembers = newValue.contains { $0.kind.isTypeLike }
      }
    }
  }

  /// Whether a member is type-like (`isTypeLike`): nested types can be found without reading the
  /// members of a type that has none.
  @inlinable public var hasTypeLikeMembers: Bool { storage.fields.hasTypeLikeMembers }

  /// The `#if` branches enclosing this declaration, outermost first.
  public var conditions: [IfConfigCondition] {
    @inlinable get { storage.fields.conditions }
    set { update { $0.conditions = newValue } }
  }

  /// The `///` or `/** */` documentation comment right before the declaration, without markers.
  public var documentation: String? {
    @inlinable get { storage.fields.documentation }
    set { update { $0.documentation = newValue } }
  }

  /// `var`/`let`: one binding per declared name (`let a = 1, b: Int`).
  public var bindings: [PatternBinding] {
    @inlinable get { storage.fields.bindings }
    set { update { $0.bindings = newValue } }
  }

  /// `case`: the enum case elements (`case a, b(String), c = "x"`).
  public var caseElements: [EnumCaseElement] {
    @inlinable get { storage.fields.caseElements }
    set { update { $0.caseElements = newValue } }
  }

  /// `func`, `init`, `subscript`, `macro`: the parameters, parsed from their tokens on each read
  /// (as attribute arguments and initializers are): read them once where they are used often.
  public var parameters: [FunctionParameter] {
    get { storage.fields.parameterStorage.resolved(oneNameIsLabel: storage.fields.kind != .subscript) }
    set { update { $0.parameterStorage = .value(newValue) } }
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, as written, for functions and accessors.
  /// Made on each read, as `modifiers` is.
  public var effects: [String] {
    get { storage.fields.effects.words }
    set { update { $0.effects = WordList(newValue) } }
  }

  /// `func`, `subscript`, `macro`: the return type; `typealias`, `associatedtype`: the aliased or default type.
  public var resultType: TypeSyntax? {
    @inlinable get { storage.fields.resultType }
    set { update { $0.resultType = newValue } }
  }

  /// The body of a function, initializer, subscript or accessor, braces included; skipped, not parsed.
  public var body: Range<Int>? {
    @inlinable get { storage.fields.body }
    set { update { $0.body = newValue } }
  }

  /// Whether `modifier` is among the modifiers (`static`, `public`…).
  public func hasModifier(_ modifier: String) -> Bool { storage.fields.modifiers.contains(modifier) }

  /// The first attribute with this name (without `@`), if any.
  @inlinable public func attribute(named name: String) -> Attribute? {
    storage.fields.attributes.first { $0.name == name }
  }
}

/// The kinds of declaration the parser records.
public enum DeclarationKind: String, Hashable, Sendable, CaseIterable {
  case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  case `typealias`, `associatedtype`
  case `func`, `init`, `deinit`, `subscript`
  case `var`, `let`, `case`, `macro`
  case `import`, `operator`, `precedencegroup`

  /// Whether declarations of this kind have a member block.
  @inlinable public var isTypeLike: Bool {
    switch self {
    case .struct, .class, .enum, .actor, .protocol, .extension: true
    default: false
    }
  }
}

/// One `#if`/`#elseif`/`#else` branch that encloses a declaration or statement.
public struct IfConfigCondition: Hashable, Sendable {
  public enum Directive: String, Hashable, Sendable {
    case `if` = "#if"
    case elseif = "#elseif"
    case `else` = "#else"
  }

  public var directive: Directive
  /// The branch's condition as written (`os(iOS)`); empty for `#else`.
  public var condition: String
  /// The byte offset of the region's `#if`, which identifies the region.
  public var regionStart: Int
  /// The conditions of the earlier branches of the same region, which are all false in this branch.
  public var precedingConditions: [String]

  public init(directive: Directive, condition: String, regionStart: Int, precedingConditions: [String]) {
    self.directive = directive
    self.condition = condition
    self.regionStart = regionStart
    self.precedingConditions = precedingConditions
  }
}

/// `@Name(arguments)`: an attribute with its arguments parsed as expressions (when read).
public struct Attribute: Hashable, Sendable {
  /// The name without `@`, generic arguments and module qualifiers kept (`Parameter`, `available`).
  public var name: String
  @usableFromInline var argumentStorage: Deferred<[Argument]>?
  public var range: Range<Int>

  public init(name: String, arguments: [Argument]?, range: Range<Int>) {
    self.name = name
    self.argumentStorage = arguments.map { .value($0) }
    self.range = range
  }

  init(name: String, argumentSyntax: DeferredSyntax?, range: Range<Int>) {
    self.name = name
    self.argumentStorage = argumentSyntax.map { .syntax($0) }
    self.range = range
  }

  /// The parsed arguments, or `nil` when the attribute has no parentheses.
  public var arguments: [Argument]? {
    get { argumentStorage?.resolved }
    set { argumentStorage = newValue.map { .value($0) } }
  }

  /// The tokens of the parenthesized arguments, when they have not been parsed (or set) yet.
  @inlinable public var argumentSyntax: DeferredSyntax? { argumentStorage?.syntax }

  /// The argument with this label, if any.
  public func argument(_ label: String) -> Expr? {
    arguments?.first { $0.label == label }?.value
  }
}

/// One name bound by a `var` or `let` declaration.
public struct PatternBinding: Hashable, Sendable {
  public var name: String
  public var nameRange: Range<Int>
  public var type: TypeSyntax?
  @usableFromInline var initializerStorage: Deferred<Expr>?
  @usableFromInline var accessorStorage: Deferred<[Accessor]>?
  /// Whether the binding is computed (has a getter) rather than stored.
  public var isComputed: Bool

  public init(name: String, nameRange: Range<Int>, type: TypeSyntax?, initializer: Expr?) {
    self.name = name
    self.nameRange = nameRange
    self.type = type
    self.initializerStorage = initializer.map { .value($0) }
    self.isComputed = false
  }

  /// A binding as the parser finds it, with its values still to be parsed.
  init(
    name: String,
    nameRange: Range<Int>,
    type: TypeSyntax?,
    initializerStorage: Deferred<Expr>?,
    accessorStorage: Deferred<[Accessor]>?,
    isComputed: Bool
  ) {
    self.name = name
    self.nameRange = nameRange
    self.type = type
    self.initializerStorage = initializerStorage
    self.accessorStorage = accessorStorage
    self.isComputed = isComputed
  }

  /// The initial value (`= …`), parsed when read.
  public var initializer: Expr? {
    get { initializerStorage?.resolved }
    set { initializerStorage = newValue.map { .value($0) } }
  }

  /// The tokens of the initial value, when it has not been parsed (or set) yet.
  @inlinable public var initializerSyntax: DeferredSyntax? { initializerStorage?.syntax }

  /// The tokens of the accessor block, braces included, when it has not been parsed (or set) yet.
  @inlinable public var accessorSyntax: DeferredSyntax? { accessorStorage?.syntax }

  /// The byte range of the initial value, without parsing it.
  @inlinable public var initializerRange: Range<Int>? {
    switch initializerStorage {
    case .syntax(let syntax): syntax.range
    case .value(let value): value.range
    case nil: nil
    }
  }

  /// Explicit accessors (`get`, `set`, `willSet`, `didSet`…) or, for a computed property written
  /// without them, a single `get` whose statements are the body. Parsed when read.
  public var accessors: [Accessor] {
    get { accessorStorage?.resolved ?? [] }
    set {
      accessorStorage = .value(newValue)
      isComputed = newValue.contains { $0.kind == "get" }
    }
  }

  /// The statements of the getter, if the binding is computed.
  public var getter: [Statement]? { accessors.first { $0.kind == "get" }?.statements }
}

/// An accessor block of a property or subscript (`get { … }`, `didSet { … }`).
public struct Accessor: Hashable, Sendable {
  /// `get`, `set`, `willSet`, `didSet`, `init`, `_modify`…
  public var kind: String
  public var effects: [String]
  /// The body parsed as statements (getters are where App Intents values and result builders live).
  public var statements: [Statement]
  /// The body's braces and contents, or `nil` for a protocol requirement (`{ get set }`).
  public var body: Range<Int>?

  public init(kind: String, effects: [String], statements: [Statement], body: Range<Int>?) {
    self.kind = kind
    self.effects = effects
    self.statements = statements
    self.body = body
  }
}

/// One element of an enum `case` declaration.
public struct EnumCaseElement: Hashable, Sendable {
  public var name: String
  public var nameRange: Range<Int>
  /// The associated values as written, without parentheses.
  public var associatedValue: String?
  var rawValueStorage: Deferred<Expr>?

  public init(name: String, nameRange: Range<Int>, associatedValue: String?, rawValue: Expr?) {
    self.name = name
    self.nameRange = nameRange
    self.associatedValue = associatedValue
    self.rawValueStorage = rawValue.map { .value($0) }
  }

  /// The raw value (`= "x"`), parsed when read.
  public var rawValue: Expr? {
    get { rawValueStorage?.resolved }
    set { rawValueStorage = newValue.map { .value($0) } }
  }
}

/// One parameter of a function, initializer, subscript or macro.
public struct FunctionParameter: Hashable, Sendable {
  /// The argument label (`_` when there is none). When only one name is written, it is the label
  /// of a function's, an initializer's or a macro's parameter, and a subscript's has none.
  public var label: String
  public var name: String
  public var type: TypeSyntax?
  var defaultValueStorage: Deferred<Expr>?
  public var attributes: [Attribute]

  public init(label: String, name: String, type: TypeSyntax?, defaultValue: Expr?, attributes: [Attribute]) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValueStorage = defaultValue.map { .value($0) }
    self.attributes = attributes
  }

  /// A parameter as the parser finds it, its default value still to be parsed.
  init(label: String, name: String, type: TypeSyntax?, defaultValueStorage: Deferred<Expr>?, attributes: [Attribute]) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValueStorage = defaultValueStorage
    self.attributes = attributes
  }

  /// The default argument (`= 3`), parsed when read.
  public var defaultValue: Expr? {
    get { defaultValueStorage?.resolved }
    set { defaultValueStorage = newValue.map { .value($0) } }
  }
}
