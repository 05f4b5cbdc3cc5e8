import AppIntents
import Foundation

/// The app's store: it provides the generated query's entities and uses the generated index.
actor TaskStore: TaskEntityProvider {
  static let shared = TaskStore()

  private var tasks: [TaskEntity] = []

  func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] {
    tasks.filter { identifiers.contains($0.id) }
  }

  func allEntities() async throws -> [TaskEntity] {
    tasks
  }

  func complete(_ task: TaskEntity) async throws {
    try await TasksSpotlightIndex.index([task])
  }

  func delete(_ id: TaskEntity.ID) async throws {
    try await TasksSpotlightIndex.remove(ids: [id], of: TaskEntity.self)
  }

  static func register() {
    AppDependencyManager.shared.add(dependency: TaskStore.shared as any TaskEntityProvider)
  }
}
