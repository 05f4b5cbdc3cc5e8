import AppIntents
import Foundation

/// Values created with an implicit `.init(…)`: the property's type annotation names the type, as
/// in the compiler's const values.
enum Garden {
  struct PlantEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Plant") }

    static var defaultQuery: Garden.PlantQuery { .init() }

    let id: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
  }

  struct PlantQuery: EntityQuery {
    func entities(for identifiers: [PlantEntity.ID]) async throws -> [PlantEntity] { [] }
  }
}

struct FolderEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Folder")

  static let defaultQuery: FolderQuery = .init()

  let id: UUID

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id.uuidString)") }
}

struct FolderQuery: EntityQuery {
  func entities(for identifiers: [FolderEntity.ID]) async throws -> [FolderEntity] { [] }
}
