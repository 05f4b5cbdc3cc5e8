import IntentModel
import SwiftScan

/// The `// intentgen:disable …` / `// intentgen:enable …` commands of a target's files, and the
/// lines each rule is disabled on.
///
/// Syntax (SwiftLint's): `// intentgen:disable[:next|:this|:previous] <rule…|all> [- reason]` and
/// `// intentgen:enable[:next|:this|:previous] <rule…|all>`. Unknown rule ids are reported as
/// violations of `invalid_intentgen_command`.
public struct SuppressionIndex: Sendable {
  /// Violations for malformed commands and unknown rule ids.
  public private(set) var invalidCommands: [Violation] = []

  public init(files: [ParsedFile], knownRules: Set<String>) {
    // Filled in by the suppression implementation.
  }

  /// Whether `rule` is disabled on `line` of the file at `path`.
  public func isSuppressed(_ rule: String, path: String, line: Int) -> Bool {
    false
  }
}
