#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the command in a comment: `intentgen:disable[:next|:this|:previous] <rule…|all> [- reason]`
/// or `intentgen:enable…`, written at the start of the comment.
///
/// Rule ids are separated by whitespace; a lone `-` starts the reason. Problems (an unknown
/// action, modifier or rule id, no rule at all) come back as messages for
/// `invalid_intentgen_command`; a command with unknown ids still applies to the ids it knows.
struct SuppressionCommandParser {
  /// The pseudo rule id that names every rule.
  static let allRules = "all"
  /// What starts a command.
  static let prefix: [UInt8] = Array("intentgen:".utf8)

  /// The outcome of parsing a comment that starts with `intentgen:`.
  struct Result: Hashable, Sendable {
    /// `nil` when the command is malformed beyond use.
    var command: SuppressionCommand?
    /// Messages for `invalid_intentgen_command`, lowercase and without a final period.
    var problems: [String]
  }

  /// Commands that belong to the code generator (`intentgen:query` on an entity, see
  /// `intentgen help generate`): not suppression commands, and not mistakes either.
  static let generatorDirectives: Set<String> = ["query"]

  /// Rule ids the commands may name, besides `all`.
  var knownRules: Set<String>

  /// Whether `intentgen:` occurs anywhere in `bytes`: a file without it has no command, and its
  /// comments need not be looked at. The C library's `memchr` finds each colon (one in tens of
  /// bytes of Swift), many bytes at a time; only colons get a closer look.
  static func mayContainCommand(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      let prefix = Self.prefix
      let length = prefix.count
      // The command's colon is at least `length - 1` bytes in.
      var position = length - 1
      while position < buffer.count,
        let found = memchr(base + position, Int32(UInt8(ascii: ":")), buffer.count - position)
      {
        let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        // Most colons follow something other than the `n` of `intentgen`: one byte rules them out.
        if buffer[colon - 1] == UInt8(ascii: "n")
          && UnsafeBufferPointer(rebasing: buffer[(colon + 1 - length)...colon]).elementsEqual(prefix)
        {
          return true
        }
        position = colon + 1
      }
      return false
    }
  }

  /// What follows `intentgen:` in the comment at `comment` of `bytes`, or `nil` when the comment
  /// is no command (most comments, which this rejects without allocating).
  static func commandText(_ bytes: [UInt8], comment: CommentScanner.Comment) -> String? {
    let end = min(comment.range.upperBound, bytes.count)
    var bodyEnd = end
    if comment.isBlock && bodyEnd - comment.range.lowerBound >= 4 && bytes[bodyEnd - 2] == UInt8(ascii: "*")
      && bytes[bodyEnd - 1] == UInt8(ascii: "/")
    {
      bodyEnd -= 2
    }
    // Skip the delimiter (`//`, `///`, `/*`, `/**`) and the spaces after it.
    var position = comment.range.lowerBound + 2
    let decoration = comment.isBlock ? UInt8(ascii: "*") : UInt8(ascii: "/")
    while position < bodyEnd && bytes[position] == decoration { position += 1 }
    while position < bodyEnd && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")) {
      position += 1
    }
    guard bodyEnd - position >= Self.prefix.count,
      bytes[position..<(position + Self.prefix.count)].elementsEqual(Self.prefix)
    else { return nil }
    return String(decoding: bytes[(position + Self.prefix.count)..<bodyEnd], as: UTF8.self)
  }

  /// Parses what follows `intentgen:`. `startLine` and `endLine` are the lines of the comment's
  /// first and last byte.
  func parse(commandText text: String, startLine: Int, endLine: Int) -> Result {
    let words = text.split(whereSeparator: \.isWhitespace)
    if text.first?.isWhitespace ?? true {
      return Result(
        command: nil,
        problems: ["incomplete command 'intentgen:'; write intentgen:disable or intentgen:enable, without spaces"]
      )
    }
    let head = words.first.map(String.init) ?? ""
    let written = "intentgen:" + head
    let parts = head.split(separator: ":", omittingEmptySubsequences: false)

    if Self.generatorDirectives.contains(head) { return Result(command: nil, problems: []) }
    guard let actionName = parts.first, let action = SuppressionCommand.Action(rawValue: String(actionName)) else {
      return Result(
        command: nil,
        problems: ["unknown command '\(written)'; use intentgen:disable or intentgen:enable"]
      )
    }
    let scope: SuppressionCommand.Scope
    switch parts.count {
    case 1: scope = .onward
    case 2:
      switch parts[1] {
      case "next": scope = .next
      case "this": scope = .this
      case "previous": scope = .previous
      default:
        return Result(
          command: nil,
          problems: ["unknown modifier ':\(parts[1])' in \(written); use :next, :this or :previous"]
        )
      }
    default:
      return Result(
        command: nil,
        problems: [
          "unknown modifier ':\(parts.dropFirst().joined(separator: ":"))' in \(written); use :next, :this or :previous"
        ]
      )
    }

    var rules: [String] = []
    var problems: [String] = []
    var reasonWords: [Substring]?
    var named = 0
    for word in words.dropFirst() {
      if reasonWords != nil {
        reasonWords?.append(word)
        continue
      }
      if word == "-" {
        reasonWords = []
        continue
      }
      let id = String(word)
      named += 1
      if id == Self.allRules || knownRules.contains(id) {
        if !rules.contains(id) { rules.append(id) }
      } else {
        problems.append(unknownRuleMessage(id, in: written))
      }
    }
    if named == 0 {
      return Result(
        command: nil,
        problems: ["\(written) names no rule; list rule ids or 'all' after it"]
      )
    }
    guard !rules.isEmpty else { return Result(command: nil, problems: problems) }

    let line: Int
    switch scope {
    case .onward, .this: line = startLine
    case .next: line = endLine + 1
    case .previous: line = startLine - 1
    }
    let reason = reasonWords.flatMap { $0.isEmpty ? nil : $0.joined(separator: " ") }
    let command = SuppressionCommand(action: action, scope: scope, rules: rules, reason: reason, line: line)
    return Result(command: command, problems: problems)
  }

  private func unknownRuleMessage(_ id: String, in written: String) -> String {
    if id.contains(",") {
      return "unknown rule '\(id)' in \(written); separate rule ids with spaces, not commas"
    }
    if let suggestion = NameSuggestion.closest(to: id, among: knownRules) {
      return "unknown rule '\(id)' in \(written); did you mean '\(suggestion)'? run 'intentgen rules' for the list"
    }
    return "unknown rule '\(id)' in \(written); run 'intentgen rules' for the list"
  }
}
