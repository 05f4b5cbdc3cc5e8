import AppIntents

// Deliberately broken: see README.md.
struct RecipeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static let defaultQuery = RecipeQuery()

  let id = UUID()
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct IngredientEntity: AppEntity {
  let id: String
  var name: String
}

enum Course: String, AppEnum {
  case starter, main, dessert

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
  static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
    .starter: "Starter",
    .main: "Main",
  ]
}

struct RecipeQuery: EntityQuery {
  func entities(for identifiers: [IngredientEntity.ID]) async throws -> [IngredientEntity] { [] }
}

enum Difficulty: String {
  case easy, hard
}
