/// A type as written, with a structured form for the shapes App Intents code uses.
public struct TypeSyntax: Hashable, Sendable {
  /// The type's source text with whitespace runs collapsed (`[String: Int]`, `some ParameterSummary`).
  public var text: String
  public var shape: TypeShape
  public var range: Range<Int>

  public init(text: String, shape: TypeShape, range: Range<Int>) {
    self.text = text
    self.shape = shape
    self.range = range
  }

  /// The innermost named type, looking through optionals: `NoteEntity` for `NoteEntity?`.
  public var baseName: String? {
    switch shape {
    case .named(let name, _): name
    case .optional(let wrapped, _): wrapped.baseName
    default: nil
    }
  }

  /// Whether the type is `T?` or `T!`.
  @inlinable public var isOptional: Bool {
    if case .optional = shape { return true }
    return false
  }
}

/// The structure of a type: `T`, `A.B<C>`, `T?`, `[T]`, `[K: V]`, or something else kept as text.
public enum TypeShape: Hashable, Sendable {
  /// A possibly qualified name with generic arguments: `String`, `Swift.Int`, `ReturnsValue<Note>`.
  case named(String, genericArguments: [TypeSyntax])
  /// `T?`, or `T!` when `implicitlyUnwrapped`.
  indirect case optional(TypeSyntax, implicitlyUnwrapped: Bool)
  indirect case array(TypeSyntax)
  indirect case dictionary(key: TypeSyntax, value: TypeSyntax)
  /// `some P` / `any P`.
  indirect case opaque(keyword: String, constraint: TypeSyntax)
  /// `A & B`.
  case composition([TypeSyntax])
  /// Tuples, function types and anything else: only the text is kept.
  case other
}
