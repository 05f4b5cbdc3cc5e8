import SwiftScan

/// The places in a target's files that construct a struct through its memberwise initializer,
/// spelled with the type's name (`NoteEntity(id: note.id, title: note.title)`,
/// `NoteEntity.init(title: "Draft")`), and whether each passes a given argument.
///
/// `minted_entity_id` asks it about a `var id = UUID()` default: the memberwise initializer takes
/// `id` as a parameter, so the default is used only where a construction leaves the argument out.
/// Constructions spelled otherwise (`Self(…)`, `.init(…)`, decoding) are not seen.
struct MemberwiseConstructions {
  /// A construction: where the type's name is written, and whether the argument is passed.
  struct Site {
    var file: ParsedFile
    var nameOffset: Int
    var passesArgument: Bool
  }

  var sites: [Site] = []

  /// The constructions of the type named `typeName` (its last component when qualified) in
  /// `files`, and whether each passes an argument labelled `label`.
  init(of typeName: String, passing label: String, in files: [ParsedFile]) {
    let name = Array((typeName.split(separator: ".").last.map(String.init) ?? typeName).utf8)
    let label = Array(label.utf8)
    for file in files where Self.mayMention(name, in: file.source.bytes) {
      let tokens = file.tokens
      let bytes = file.source.bytes
      func spells(_ index: Int, _ word: [UInt8]) -> Bool {
        let token = tokens[index]
        return Int(token.end - token.start) == word.count && bytes[token.range].elementsEqual(word)
      }
      for index in tokens.indices where tokens[index].kind == .identifier && spells(index, name) {
        // `Name(` or `Name.init(`, not the name a declaration introduces (`func Name(`).
        var open = index + 1
        if open + 1 < tokens.count, tokens[open].kind == .period, tokens[open + 1].keyword == .`init` { open += 2 }
        guard open < tokens.count, tokens[open].kind == .leftParen else { continue }
        if index > 0, Self.declares(tokens[index - 1]) { continue }
        let passes = Self.argumentLabels(after: open, in: tokens).contains { spells($0, label) }
        sites.append(Site(file: file, nameOffset: Int(tokens[index].start), passesArgument: passes))
      }
    }
  }

  /// Whether `token` introduces a declaration's name (`func`, `struct`, `case`…).
  private static func declares(_ token: Token) -> Bool {
    switch token.keyword {
    case .func, .struct, .class, .enum, .extension, .protocol, .typealias, .case, .actor, .macro: true
    default: false
    }
  }

  /// Whether `bytes` contain `name` at all: most files do not, and need no pass over their tokens.
  private static func mayMention(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
    guard let first = name.first, bytes.count >= name.count else { return false }
    var index = 0
    let last = bytes.count - name.count
    while index <= last {
      if bytes[index] == first && bytes[index..<(index + name.count)].elementsEqual(name) { return true }
      index += 1
    }
    return false
  }

  /// The indices of the argument labels of the call whose `(` is at `open`: a name followed by
  /// `:` that starts an argument at the call's own depth.
  private static func argumentLabels(after open: Int, in tokens: [Token]) -> [Int] {
    var labels: [Int] = []
    var depth = 0
    var index = open
    while index < tokens.count {
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart:
        depth += 1
      case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
        depth -= 1
        if depth == 0 { return labels }
      case .identifier, .keyword:
        let startsArgument = tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma
        if depth == 1, startsArgument, index + 1 < tokens.count, tokens[index + 1].kind == .colon {
          labels.append(index)
        }
      case .endOfFile:
        return labels
      default:
        break
      }
      index += 1
    }
    return labels
  }
}
