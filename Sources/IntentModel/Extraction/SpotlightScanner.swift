import SwiftScan

/// Finds Spotlight call sites by their tokens, function bodies included: named and default
/// indexes, `indexAppEntities` and `deleteAppEntities`.
enum SpotlightScanner {
  static func facts(in file: ParsedFile) -> [SpotlightFact] {
    let reader = SourceReader(file: file)
    let tokens = file.tokens
    var facts: [SpotlightFact] = []
    func text(_ index: Int) -> String { index < tokens.count ? file.source.text(tokens[index].range) : "" }
    func kind(_ index: Int) -> TokenKind { index < tokens.count ? tokens[index].kind : .endOfFile }
    // A name expression: `indexName`, `Indexes.notes`, `Self.indexName`, `self.name`.
    func isNamePart(_ index: Int) -> Bool {
      switch kind(index) {
      case .identifier, .period: return true
      case .keyword: return tokens[index].keyword == .Self || tokens[index].keyword == .self
      default: return false
      }
    }
    for index in candidateIndices(tokens, file.source.bytes) {
      let name = text(index)
      let location = { reader.location(of: tokens[index].range) }
      switch name {
      case "CSSearchableIndex":
        if kind(index + 1) == .leftParen && text(index + 2) == "name" && kind(index + 3) == .colon {
          // The name literal, or the source of the expression that gives it (`indexName`).
          var detail: String?
          if kind(index + 4) == .stringQuote && kind(index + 5) == .stringSegment && kind(index + 6) == .stringQuote {
            detail = text(index + 5)
          } else if isNamePart(index + 4) {
            var end = index + 4
            while isNamePart(end) { end += 1 }
            detail = (index + 4..<end).map(text).joined()
          }
          facts.append(SpotlightFact(kind: .namedIndex, location: location(), detail: detail))
        } else if kind(index + 1) == .period && text(index + 2) == "default" && kind(index + 3) == .leftParen {
          facts.append(SpotlightFact(kind: .defaultIndex, location: location(), detail: nil))
        }
      case "indexAppEntities" where kind(index + 1) == .leftParen:
        facts.append(SpotlightFact(kind: .indexAppEntities, location: location(), detail: nil))
      case "deleteAppEntities" where kind(index + 1) == .leftParen:
        var detail: String?
        var probe = index + 2
        var nesting = 0
        while probe < tokens.count && (nesting > 0 || kind(probe) != .rightParen) {
          if kind(probe) == .leftParen { nesting += 1 }
          if kind(probe) == .rightParen { nesting -= 1 }
          if nesting == 0 && text(probe) == "ofType" && kind(probe + 1) == .colon {
            detail = text(probe + 2)
          }
          probe += 1
        }
        facts.append(SpotlightFact(kind: .deleteAppEntities, location: location(), detail: detail))
      default:
        break
      }
    }
    return facts
  }

  /// The identifiers that may be one of the three names (`CSSearchableIndex`, `indexAppEntities`,
  /// `deleteAppEntities`): of their lengths and first letters. One tight pass over every token.
  static func candidateIndices(_ tokens: [Token], _ bytes: [UInt8]) -> [Int] {
    tokens.withUnsafeBufferPointer { tokens in
      var candidates: [Int] = []
      for index in tokens.indices {
        let token = tokens[index]
        let length = token.end &- token.start
        guard token.kind == .identifier, length == 17 || length == 16 else { continue }
        let first = bytes[Int(token.start)]
        if first == UInt8(ascii: "C") || first == UInt8(ascii: "i") || first == UInt8(ascii: "d") {
          candidates.append(index)
        }
      }
      return candidates
    }
  }
}
