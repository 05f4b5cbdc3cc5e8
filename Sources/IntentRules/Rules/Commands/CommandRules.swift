/// The rules about intentgen's own commands in comments (`// intentgen:disable …`).
enum CommandRules {
  static let all: [any Rule.Type] = [
    InvalidCommandRule.self
  ]
}
