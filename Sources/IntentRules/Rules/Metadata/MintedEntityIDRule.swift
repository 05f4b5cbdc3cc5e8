import IntentModel

/// An entity's `id` is not a fresh `UUID()` for every instance.
public struct MintedEntityIDRule: Rule {
  public static let description = RuleDescription(
    identifier: "minted_entity_id",
    name: "Minted Entity ID",
    description: """
      An entity's `id` is not defaulted or computed to a new value (`let id = UUID()`, \
      `var id = UUID().uuidString`, `var id: UUID { UUID() }`): every instance would get a new identity.
      """,
    rationale: """
      The system stores an entity's identifier and later asks the query for the entity with that \
      identifier ("The id must be persistent and re-resolvable"). An identifier minted when the value is \
      created differs every time the query builds the entity, so no saved shortcut, Spotlight result or \
      suggestion can ever be resolved again.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let ↓id = UUID()
          var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          var ↓id: String = UUID().uuidString
          var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          var ↓id: UUID { UUID() }
          var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let id: UUID
          var name: String

          init(_ recipe: Recipe) {
            id = recipe.id
            name = recipe.name
          }

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SettingsEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
          static let defaultQuery = SettingsQuery()

          var id: String = "settings"

          var displayRepresentation: DisplayRepresentation { "Settings" }
        }
        """#
      ),
    ]
  )

  public init() {}

  /// The minting expression in an `id`'s default or getter, or `nil`.
  static func mintedValue(_ source: String) -> String? {
    let identifiers = MetadataSupport.identifiers(in: source)
    let compact = source.filter { !$0.isWhitespace }
    if compact.contains("UUID()") || compact.hasPrefix(".init()") { return "UUID()" }
    if identifiers.contains(where: { $0.name == "globallyUniqueString" }) { return "globallyUniqueString" }
    if identifiers.contains(where: { $0.name == "random" && $0.isMember }) { return "a random value" }
    if compact.contains("Date()") || compact.contains("Date.now") || compact.contains(".now") {
      return "the current date"
    }
    return nil
  }

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for entity in context.model.entities {
      guard let identifier = entity.identifier else { continue }
      let source: String
      let form: String
      switch identifier.declaration {
      case .stored: continue
      case .storedWithDefault(let value):
        source = value
        form = "defaults to"
      case .computed(let body):
        source = body
        form = "returns"
      }
      guard var minted = Self.mintedValue(source) else { continue }
      if minted == "UUID()" && source.filter({ !$0.isWhitespace }).hasPrefix(".init()") { minted = ".init()" }
      violations.append(
        violation(
          at: identifier.location,
          """
          \(entity.name).id \(form) \(minted), a new identity for every instance, so the query can never \
          return the entity the system stored; take the id from the underlying record (let id: UUID, set in init)
          """
        )
      )
    }
    return violations
  }
}
