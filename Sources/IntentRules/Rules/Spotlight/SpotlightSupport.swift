import IntentModel
import SwiftScan

/// Helpers shared by the Spotlight rules: reading the call sites the model records
/// (`model.spotlight`) back in their files' tokens.
enum SpotlightSupport {
  /// Whether the entity is an `IndexedEntity`, under conditions or not.
  static func isIndexed(_ entity: EntityDefinition) -> Bool {
    entity.conformances.contains("IndexedEntity")
  }

  /// The index of the token that starts at `location`, if any.
  static func tokenIndex(at location: ModelLocation, in file: ParsedFile) -> Int? {
    let starts = file.source.lineStarts
    guard location.line >= 1, location.line <= starts.count else { return nil }
    let offset = Int(starts[location.line - 1]) + location.column - 1
    let index = file.firstTokenIndex(startingAtOrAfter: offset)
    guard index < file.tokens.count, Int(file.tokens[index].start) == offset else { return nil }
    return index
  }

  /// The token indices inside the parentheses of the call whose name is the token at `index`
  /// (`name(…)`), without the parentheses.
  static func argumentTokens(ofCallAt index: Int, in file: ParsedFile) -> Range<Int>? {
    let tokens = file.tokens
    guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen else { return nil }
    var depth = 0
    var probe = index + 1
    while probe < tokens.count {
      switch tokens[probe].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace:
        depth -= 1
        if depth == 0 { return (index + 2)..<probe }
      case .endOfFile: return nil
      default: break
      }
      probe += 1
    }
    return nil
  }

  /// The entities of the target that a call's arguments name as types: `NoteEntity.self`,
  /// `NoteEntity.init`, `NoteEntity(note)`, `[TrailEntity]`… (the longest dotted chain that starts
  /// with a capital letter and names an entity). `nil` when the call is not found.
  static func namedEntities(
    inCallAt location: ModelLocation,
    files: [String: ParsedFile],
    lookup: ModelLookup
  ) -> [String]? {
    guard let file = files[location.path], let index = tokenIndex(at: location, in: file),
      let arguments = argumentTokens(ofCallAt: index, in: file)
    else { return nil }
    let tokens = file.tokens
    var result: [String] = []
    var probe = arguments.lowerBound
    while probe < arguments.upperBound {
      guard tokens[probe].kind == .identifier, probe == arguments.lowerBound || tokens[probe - 1].kind != .period else {
        probe += 1
        continue
      }
      // A dotted chain `A.B.c`.
      var components = [file.source.text(tokens[probe].range)]
      var end = probe + 1
      while end + 1 < arguments.upperBound && tokens[end].kind == .period
        && (tokens[end + 1].kind == .identifier || tokens[end + 1].kind == .keyword)
      {
        components.append(file.source.text(tokens[end + 1].range))
        end += 2
      }
      if components[0].first?.isUppercase == true {
        var found: String?
        for count in stride(from: components.count, through: 1, by: -1) {
          if let entity = lookup.entity(named: components.prefix(count).joined(separator: ".")) {
            found = entity.name
            break
          }
        }
        if let found, !result.contains(found) { result.append(found) }
      }
      probe = end
    }
    return result
  }
}
