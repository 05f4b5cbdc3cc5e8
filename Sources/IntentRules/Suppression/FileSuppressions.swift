/// The suppression commands of one file, arranged for line lookups.
///
/// Commands without a modifier make a timeline of states, each in force from its line on; the
/// commands with `:next`, `:this` or `:previous` are overrides for their single line, applied in
/// source order on top of the timeline's state at that line. (SwiftLint expands the modifiers into
/// a command pair, so that `disable:next` inside a disabled region re-enables the rule after the
/// line; here a one-line command never changes the lines around it.)
struct FileSuppressions: Sendable {
  /// Lines at which the state changes, ascending, with the state from that line on.
  private var changeLines: [Int] = []
  private var states: [RuleSwitchState] = []
  /// One-line commands by the line they apply to.
  private var overrides: [Int: [SuppressionCommand]] = [:]

  /// Builds the lookup from commands in source order.
  init(commands: [SuppressionCommand]) {
    var state = RuleSwitchState()
    // A stable sort by line keeps source order among commands of one line (a block comment
    // spanning lines can put a later command on an earlier line only through `:previous`, which
    // is an override, so the onward commands are already in order; sorting is a safeguard).
    let onward = commands.enumerated().filter { $0.element.scope == .onward }
      .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
    for (_, command) in onward {
      state.apply(command)
      if changeLines.last == command.line {
        states[states.count - 1] = state
      } else {
        changeLines.append(command.line)
        states.append(state)
      }
    }
    for command in commands where command.scope != .onward {
      overrides[command.line, default: []].append(command)
    }
  }

  /// Whether the file has no command at all.
  var isEmpty: Bool { changeLines.isEmpty && overrides.isEmpty }

  func isSuppressed(_ rule: String, line: Int) -> Bool {
    var state = self.state(at: line)
    if let commands = overrides[line] {
      for command in commands { state.apply(command) }
    }
    return state.isDisabled(rule)
  }

  /// The timeline's state on `line`: that of the last change at or before it.
  private func state(at line: Int) -> RuleSwitchState {
    var low = 0
    var high = changeLines.count
    while low < high {
      let mid = (low + high) / 2
      if changeLines[mid] <= line { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? RuleSwitchState() : states[low - 1]
  }
}
