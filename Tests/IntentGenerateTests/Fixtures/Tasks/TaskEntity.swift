import AppIntents
import CoreSpotlight
import Foundation

/// A task on a list: every kind of property a generated property query knows, and some it skips.
///
/// intentgen:query TaskQuery enumerable properties
struct TaskEntity: IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Task")

  static let defaultQuery = TaskQuery()

  let id: String

  @Property(title: "Title", indexingKey: \.title)
  var title: String

  @Property(title: "Notes", indexingKey: \.contentDescription)
  var notes: String?

  @Property(title: "Tags", indexingKey: \.keywords)
  var tags: [String]

  @Property(title: "Done")
  var isDone: Bool

  /// How long the task should take.
  ///
  /// unit: minutes
  @Property(title: "Estimate", customIndexingKey: TaskIndexKeys.estimate)
  var estimateMinutes: Int

  @Property(title: "Effort \"points\"", indexingKey: \.rating)
  var effort: Double

  @Property(title: "Due", indexingKey: \.dueDate)
  var dueDate: Date

  @Property(title: "Completed", indexingKey: \.completionDate)
  var completedAt: Date?

  @Property(title: "Priority")
  var priority: TaskPriority

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)")
  }
}

/// The app's custom Spotlight keys.
enum TaskIndexKeys {
  nonisolated(unsafe) static let estimate = CSCustomAttributeKey(keyName: "com_example_tasks_estimate")!
}
