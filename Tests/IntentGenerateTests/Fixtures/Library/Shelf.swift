import AppIntents
import Foundation

/// A shelf: `defaultQuery` names a nested `Query` the target does not declare, so intentgen
/// generates it (no directive needed). Not indexed, and no `@Property` strings: the provider must
/// implement text search itself.
struct ShelfEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shelf")

  static let defaultQuery = Query()

  let id: UUID

  @Property(title: "Position")
  var position: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "Shelf \(position)")
  }
}

struct ShelfStore: ShelfEntityProvider {
  func entities(for identifiers: [ShelfEntity.ID]) async throws -> [ShelfEntity] { [] }
  func allEntities() async throws -> [ShelfEntity] { [] }
  func search(matching string: String) async throws -> [ShelfEntity] { [] }
}
