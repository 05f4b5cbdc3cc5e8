/// Which rules are disabled at a point of a file: either "none but these" or "all but these".
struct RuleSwitchState: Hashable, Sendable {
  /// Whether `disable all` is in force.
  private var allDisabled = false
  /// The rules whose state differs from `allDisabled`.
  private var exceptions: Set<String> = []

  /// Whether any rule is disabled at all (a fast path for the common case).
  var isEmpty: Bool { !allDisabled && exceptions.isEmpty }

  func isDisabled(_ rule: String) -> Bool {
    allDisabled != exceptions.contains(rule)
  }

  /// Applies a command's action to the rules it names.
  mutating func apply(_ command: SuppressionCommand) {
    let disable = command.action == .disable
    if command.isAll {
      allDisabled = disable
      exceptions = []
      return
    }
    for rule in command.rules {
      // An exception means "disabled" when nothing else is, "enabled" under `disable all`.
      if disable != allDisabled {
        exceptions.insert(rule)
      } else {
        exceptions.remove(rule)
      }
    }
  }
}
