import IntentModel
import SwiftScan

/// An entity's `defaultQuery` returns another type, or a query returns a type of the target that is
/// not an entity.
public struct QueryEntityMismatchRule: Rule {
  public static let description = RuleDescription(
    identifier: "query_entity_mismatch",
    name: "Query Entity Mismatch",
    description: """
      The query an entity names as its `defaultQuery` returns that entity, and every entity query of the \
      target returns an `AppEntity`.
      """,
    rationale: """
      The system resolves an entity's identifiers, suggestions and searches through its default query, \
      so `AppEntity` requires `DefaultQuery.Entity == Self`. A query copied from another entity and not \
      adapted fails late, in a full compile, with a generic-constraint error far from the cause, and \
      Apple's metadata step rejects "an entity without a matching default query". A query returning a \
      type that is not an `AppEntity` cannot be a query at all. Queries whose entity is written as \
      `Entity`, entities declared outside the linted target, and the `@UnionValue` enums an \
      `IntentValueQuery` may return (several entity types in one result) are not checked, nor the values \
      a `DynamicOptionsProvider` that is no entity query lists (enum cases, strings, numbers).
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      // Only an IntentValueQuery may return a `@UnionValue` enum; an EntityQuery returns entities.
      RuleExample(
        #"""
        @UnionValue
        enum SearchResult {
          case note(NoteEntity)
          case notebook(NotebookEntity)
        }

        struct ↓SearchResultQuery: EntityQuery {
          func entities(for identifiers: [String]) async throws -> [SearchResult] { [] }
        }
        """#
      ),
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
          static let ↓defaultQuery = FolderQuery()
          let id: UUID
          var title: String
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
        }

        struct FolderEntity: AppEntity {
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Folder")
          static let defaultQuery = FolderQuery()
          let id: UUID
          var name: String
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        }

        struct FolderQuery: EntityQuery {
          func entities(for identifiers: [FolderEntity.ID]) async throws -> [FolderEntity] { [] }
          func suggestedEntities() async throws -> [FolderEntity] { [] }
        }
        """#
      ),
      RuleExample(
        #"""
        struct Recipe {
          let id: UUID
          var name: String
        }

        struct ↓RecipeQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [Recipe] { [] }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      // A DynamicOptionsProvider that is no EntityQuery lists the values of a parameter of any
      // type: here the cases of an AppEnum.
      RuleExample(
        #"""
        enum CardLayout: String, AppEnum {
          case compact, detailed
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Card Layout"
          static let caseDisplayRepresentations: [CardLayout: DisplayRepresentation] = [
            .compact: "Compact", .detailed: "Detailed",
          ]
        }

        struct CardLayoutOptionsProvider: DynamicOptionsProvider {
          func results() async throws -> [CardLayout] { [.compact, .detailed] }
        }
        """#
      ),
      // An IntentValueQuery may return a `@UnionValue` enum of entities.
      RuleExample(
        #"""
        @UnionValue
        enum VisualSearchResult {
          case note(NoteEntity)
          case notebook(NotebookEntity)
        }

        struct VisualSearchQuery: IntentValueQuery {
          func values(for input: SemanticContentDescriptor) async throws -> [VisualSearchResult] { [] }
        }
        """#
      ),
      RuleExample(
        #"""
        struct TrailEntity: AppEntity {
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
          static let defaultQuery = Query()
          let id: UUID
          var name: String
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

          struct Query: EntityStringQuery {
            func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] { [] }
            func entities(matching string: String) async throws -> [TrailEntity] { [] }
          }
        }
        """#
      ),
      // The entity is written through the associated type, and the query's own entity lives elsewhere.
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
          static let defaultQuery = NoteQuery()
          let id: UUID
          var displayRepresentation: DisplayRepresentation { "Note" }
        }

        struct NoteQuery: EntityQuery {
          typealias Entity = NoteEntity
          func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
        }

        struct SharedPlaylistQuery: EntityQuery {
          func entities(for identifiers: [String]) async throws -> [SharedKit.PlaylistEntity] { [] }
        }
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    let lookup = context.lookup
    let model = context.model
    for index in model.entities.indices {
      guard let queryName = model.entities[index].defaultQueryTypeName ?? model.entities[index].defaultQueryType,
        let query = lookup.query(named: queryName),
        let returned = Self.checkableEntity(query.entity),
        Self.bareName(returned) != Self.bareName(model.entities[index].name)
      else { continue }
      let entity = model.entities[index]
      violations.append(
        violation(
          at: MetadataSupport.propertyLocation("defaultQuery", of: entity.name, in: context.declarations)
            ?? entity.location,
          """
          \(entity.name)'s defaultQuery is \(query.name), which returns \(returned): AppEntity requires a \
          default query whose Entity is \(entity.name); give \(entity.name) a query of its own or make \
          \(query.name) return \(entity.name)
          """
        )
      )
    }
    // Queries are read field by field, in place: binding one to a variable would copy it.
    for index in model.queries.indices {
      // A DynamicOptionsProvider that is no EntityQuery lists values of any type (enum cases, strings).
      let conformances = model.queries[index].conformances
      if !conformances.contains("EntityQuery") && !conformances.contains("IntentValueQuery") { continue }
      guard let returned = Self.checkableEntity(model.queries[index].entity),
        !lookup.hasEntity(named: returned),
        case let declarations = context.declarations.declarations(of: returned), !declarations.isEmpty,
        // An IntentValueQuery may return a `@UnionValue` enum that wraps several entity types.
        !(model.queries[index].conformances.contains("IntentValueQuery")
          && declarations.contains(where: { $0.declaration.attributes.contains(where: Self.isUnionValue) }))
      else { continue }
      let query = model.queries[index]
      violations.append(
        violation(
          at: query.location,
          """
          \(query.name) returns \(returned), which is not an AppEntity: conform \(returned) to AppEntity \
          (with an id, typeDisplayRepresentation, displayRepresentation and this defaultQuery)
          """
        )
      )
    }
    return violations
  }

  /// Whether an attribute is the `@UnionValue` macro (also written `@AppIntents.UnionValue` or
  /// `@AppIntents::UnionValue`).
  static func isUnionValue(_ attribute: Attribute) -> Bool {
    AppIntentsProtocol.withoutModule(attribute.name) == "UnionValue"
  }

  /// Whether an ASCII byte is a letter or a digit (non-ASCII bytes are identifier characters).
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The last dotted component of a type name, without copying it (`TrailEntity.Query` → `Query`).
  static func bareName(_ name: String) -> Substring {
    // By bytes for ASCII names (a backward walk by characters costs far more); by characters
    // otherwise, where a combining mark after `.` makes it no separator.
    var copy = name
    let asciiDot: Int?? = copy.withUTF8 { bytes in
      bytes.allSatisfy({ $0 < 0x80 }) ? .some(bytes.lastIndex(of: UInt8(ascii: "."))) : .none
    }
    if let asciiDot {
      return asciiDot.map { name[name.utf8.index(name.utf8.startIndex, offsetBy: $0 + 1)...] } ?? name[...]
    }
    return name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
  }

  /// The entity type a query returns, when it is named (not `Entity`, `Self.Entity` or generic).
  static func checkableEntity(_ written: String?) -> String? {
    guard let written else { return nil }
    var name = ModelLookup.withoutOptionality(written)
    guard !name.isEmpty, name != "Entity", !name.hasSuffix(".Entity"), name != "Self",
      name.withUTF8({ bytes in
        bytes.allSatisfy { $0 >= 0x80 || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || isAlphanumeric($0) }
      })
    else { return nil }
    return name
  }
}
