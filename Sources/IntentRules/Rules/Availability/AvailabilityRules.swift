/// The rules about API and schema availability against the configuration's `deployment_target`.
enum AvailabilityRules {
  static let all: [any Rule.Type] = [
    APIAvailabilityRule.self,
    SchemaAvailabilityRule.self,
  ]
}
