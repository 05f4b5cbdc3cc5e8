import IntentModel
import SwiftScan

/// The `// intentgen:disable …` / `// intentgen:enable …` commands of a target's files, and the
/// lines each rule is disabled on.
///
/// Syntax (SwiftLint's): `// intentgen:disable[:next|:this|:previous] <rule…|all> [- reason]` and
/// `// intentgen:enable[:next|:this|:previous] <rule…|all>`, at the start of a line or block
/// comment (`/* intentgen:disable:this rule */`). Rule ids are separated by whitespace; ` - `
/// starts the reason.
///
/// - `disable` turns the rules off from the comment's line on, until an `enable` names them (or
///   `all`); `enable` after `disable all` can turn single rules back on.
/// - `:next`, `:this` and `:previous` apply to the line after the comment (after its last line,
///   for a block comment), the comment's line, or the line before it, and to no other line.
/// - Commands are read from comments only, never from string literals.
///
/// Unknown rule ids and malformed commands are reported as violations of
/// `invalid_intentgen_command` (warnings, at the comment), which can themselves be disabled.
public struct SuppressionIndex: Sendable {
  /// The rule id of the violations for malformed commands and unknown rule ids.
  public static let invalidCommandRuleID = "invalid_intentgen_command"

  /// Violations for malformed commands and unknown rule ids, sorted.
  public private(set) var invalidCommands: [Violation] = []

  private var files: [String: FileSuppressions] = [:]

  public init(files: [ParsedFile], knownRules: Set<String>) {
    let parser = SuppressionCommandParser(knownRules: knownRules.union([Self.invalidCommandRuleID]))
    var commandsByPath: [String: [SuppressionCommand]] = [:]
    var problems: [Violation] = []
    for file in files where SuppressionCommandParser.mayContainCommand(file.source.bytes) {
      let source = file.source
      CommentScanner.forEachComment(in: file) { comment in
        guard let text = SuppressionCommandParser.commandText(source.bytes, comment: comment) else { return }
        let start = source.location(of: comment.range.lowerBound)
        let endLine = source.location(of: max(comment.range.lowerBound, comment.range.upperBound - 1)).line
        let result = parser.parse(commandText: text, startLine: start.line, endLine: endLine)
        if let command = result.command { commandsByPath[source.path, default: []].append(command) }
        for message in result.problems {
          problems.append(
            Violation(
              ruleID: Self.invalidCommandRuleID,
              severity: .warning,
              location: ModelLocation(path: source.path, line: start.line, column: start.column),
              message: message
            )
          )
        }
      }
    }
    for (path, commands) in commandsByPath {
      self.files[path] = FileSuppressions(commands: commands)
    }
    invalidCommands = problems.filter {
      !isSuppressed(Self.invalidCommandRuleID, path: $0.location.path, line: $0.location.line)
    }
    .sorted()
  }

  /// Whether `rule` is disabled on `line` of the file at `path`.
  public func isSuppressed(_ rule: String, path: String, line: Int) -> Bool {
    guard let file = files[path] else { return false }
    return file.isSuppressed(rule, line: line)
  }
}
