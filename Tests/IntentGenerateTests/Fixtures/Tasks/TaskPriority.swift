import AppIntents

enum TaskPriority: String, AppEnum, Sendable {
  case low
  case high

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Priority")

  static let caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] = [
    .low: "Low",
    .high: "High",
  ]
}
