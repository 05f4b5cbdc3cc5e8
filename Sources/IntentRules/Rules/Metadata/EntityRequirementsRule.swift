import IntentModel
import SwiftScan

/// An entity has a default query, a type display representation and a display representation.
public struct EntityRequirementsRule: Rule {
  public static let description = RuleDescription(
    identifier: "entity_requirements",
    name: "Entity Requirements",
    description: """
      An `AppEntity` declares `defaultQuery` (transient entities need none), `typeDisplayRepresentation` \
      (schema entities get theirs from the schema) and `displayRepresentation` (a `UniqueAppEntity` gets \
      a default one).
      """,
    rationale: """
      The system resolves stored entity identifiers through the default query and shows entities through \
      their display representations; Apple's tooling and metadata generators reject an entity without a \
      matching default query or type display representation. A requirement lost when a type is split \
      across extensions or `#if` branches compiles on one platform and fails on another. A \
      `displayRepresentation` implemented by an extension of one of the target's protocols that the entity \
      adopts, or by its superclass, counts, unless that extension is constrained (`where Self == …`) or in \
      a `#if` branch the entity is not in; the static requirements are read from the entity itself.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      // A protocol extension in a `#if` branch the entity is not in: other platforms lack the member.
      RuleExample(
        #"""
        protocol CatalogEntity: AppEntity where ID == String {
          var title: String { get }
        }

        #if os(iOS)
        extension CatalogEntity {
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        }
        #endif

        struct ↓RecipeEntity: CatalogEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let id: String
          var title: String
        }
        """#
      ),
      // An extension constrained to another adopter serves only that one.
      RuleExample(
        #"""
        protocol CatalogEntity: AppEntity where ID == String {
          var title: String { get }
        }

        extension CatalogEntity where Self == RecipeEntity {
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        }

        struct ↓BookEntity: CatalogEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
          static let defaultQuery = BookQuery()

          let id: String
          var title: String
        }
        """#
      ),
      RuleExample(
        #"""
        struct ↓RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"

          let id: UUID
          var name: String

          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ↓↓RecipeEntity: AppEntity {
          static let defaultQuery = RecipeQuery()

          let id: UUID
          var name: String
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      // A UniqueAppEntity (one instance, such as the app's settings) has a default displayRepresentation.
      RuleExample(
        #"""
        struct PreferencesEntity: UniqueAppEntity {
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Preferences")
          static let defaultQuery = UniqueAppEntityProvider<Self>()

          @ComputedProperty
          var units: String { UserDefaults.standard.string(forKey: "units") ?? "metric" }
        }
        """#
      ),
      // A stored display representation, set by the initializer, satisfies the requirement.
      RuleExample(
        #"""
        struct ItemEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
          static let defaultQuery = ItemQuery()

          let id: String
          let displayRepresentation: DisplayRepresentation

          init(id: String, title: String) {
            self.id = id
            displayRepresentation = DisplayRepresentation(title: "\(title)")
          }
        }
        """#
      ),
      // A superclass implements the display representation.
      RuleExample(
        #"""
        class CatalogItem {
          var title = ""
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        }

        final class RecipeEntity: CatalogItem, AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let id: String

          init(id: String) {
            self.id = id
          }
        }
        """#
      ),
      // A protocol of the target implements the display representation for every entity adopting it.
      RuleExample(
        #"""
        protocol CatalogEntity: AppEntity where ID == String {
          var title: String { get }
        }

        extension CatalogEntity {
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        }

        struct RecipeEntity: CatalogEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let id: String
          var title: String
        }
        """#
      ),
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let id: UUID
          var name: String
        }

        extension RecipeEntity {
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        }
        """#
      ),
      RuleExample(
        #"""
        @AppEntity(schema: .notes.note)
        struct SiriNoteEntity {
          static let defaultQuery = SiriNoteEntityQuery()

          let id: UUID
          var name: AttributedString

          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        }
        """#
      ),
      RuleExample(
        #"""
        struct ImportSummary: TransientAppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Import Summary"

          @Property(title: "Imported") var importedCount: Int

          var displayRepresentation: DisplayRepresentation { "\(importedCount) notes imported" }

          init() {}
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    // Entities are read field by field, in place: binding one to a variable would copy it.
    let entities = context.model.entities
    for index in entities.indices {
      // Read only for a violation.
      var name: String { entities[index].name }
      var location: ModelLocation { entities[index].location }
      let isTransient = entities[index].conformances.contains("TransientAppEntity")
      let missesQuery = entities[index].defaultQuery == nil && !isTransient
      let missesType = entities[index].typeDisplayRepresentation == nil && entities[index].schema == nil
      // UniqueAppEntity implements displayRepresentation (and id) for its one instance.
      let missesDisplay =
        entities[index].displayRepresentation == nil && !entities[index].conformances.contains("UniqueAppEntity")
      guard missesQuery || missesType || missesDisplay else { continue }
      // Looked up only when it is missing: a protocol or superclass of the target may implement it.
      // (Static metadata is read from the type itself, as `title` is for intents.)
      func isDisplayRepresentation(_ member: Declaration) -> Bool {
        (member.kind == .var || member.kind == .let) && !member.isStatic
          && member.bindings.contains { $0.name == "displayRepresentation" }
      }
      // A stored one (set by an initializer) has no value in the model, but is declared.
      func declaresDisplayRepresentation() -> Bool {
        var declared = false
        MetadataSupport.forEachDeclaration(of: name, in: context.declarations) { declaration, _ in
          if declaration.members.contains(where: isDisplayRepresentation) { declared = true }
        }
        return declared
      }
      func inheritsDisplayRepresentation() -> Bool {
        MetadataSupport.inheritsMember(of: name, in: context.declarations, where: isDisplayRepresentation)
      }
      if missesQuery {
        violations.append(
          violation(
            at: location,
            """
            \(name) has no defaultQuery, so the system cannot resolve its identifiers; add static let \
            defaultQuery = … with an EntityQuery whose Entity is \(name)
            """
          )
        )
      }
      if missesType {
        violations.append(
          violation(
            at: location,
            """
            \(name) has no typeDisplayRepresentation; add static let typeDisplayRepresentation: \
            TypeDisplayRepresentation = "…"
            """
          )
        )
      }
      if missesDisplay && !declaresDisplayRepresentation() && !inheritsDisplayRepresentation() {
        violations.append(
          violation(
            at: location,
            """
            \(name) has no displayRepresentation; add var displayRepresentation: DisplayRepresentation \
            that shows the instance
            """
          )
        )
      }
    }
    return violations
  }
}
