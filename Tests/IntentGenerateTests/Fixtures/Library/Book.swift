import AppIntents
import CoreSpotlight
import Foundation

/// An indexed book with a hand-written enumerable query: intentgen adds only the reindexing.
struct BookEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Book")

  static let defaultQuery = BookQuery()

  let id: UUID

  @Property(title: "Title", indexingKey: \.title)
  var title: String

  /// unit: pages
  @Property(title: "Length", indexingKey: \.pageCount)
  var pageCount: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)")
  }
}

struct BookQuery: EnumerableEntityQuery {
  func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] { [] }
  func allEntities() async throws -> [BookEntity] { [] }
}

/// An indexed author whose query cannot list every author: no reindexing is generated (a warning).
struct AuthorEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Author")

  static let defaultQuery = AuthorQuery()

  let id: UUID

  @Property(title: "Name", indexingKey: \.displayName)
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }
}

struct AuthorQuery: EntityQuery {
  func entities(for identifiers: [AuthorEntity.ID]) async throws -> [AuthorEntity] { [] }
}

/// An indexed series whose query already answers reindexing requests: left alone.
struct SeriesEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Series")

  static let defaultQuery = SeriesQuery()

  let id: UUID

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "Series")
  }
}

struct SeriesQuery: EntityQuery {
  func entities(for identifiers: [SeriesEntity.ID]) async throws -> [SeriesEntity] { [] }
}

@available(iOS 27, macOS 27, visionOS 27, *)
extension SeriesQuery: IndexedEntityQuery {
  func reindexEntities(for identifiers: [SeriesEntity.ID], indexDescription: CSSearchableIndexDescription) async throws {}
  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
}

enum LibraryIndex {
  static var legacy: CSSearchableIndex { CSSearchableIndex(name: "Library-Books") }
}
