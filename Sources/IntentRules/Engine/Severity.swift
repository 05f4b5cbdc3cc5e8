/// How serious a finding is. `error` fails the build (and `intentgen lint`); `warning` fails only
/// with `--strict`; `note` is advice.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
