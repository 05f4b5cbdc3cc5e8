import SwiftScan

/// Finds Spotlight call sites by their tokens, function bodies included: named and default
/// indexes, `indexAppEntities` and `deleteAppEntities`, and the same calls through the generated
/// index owner (`<Module>SpotlightIndex.index(_:)`, `.remove(ids:of:)`, `.removeAll(of:)`).
enum SpotlightScanner {
  static func facts(in file: ParsedFile, module: String) -> [SpotlightFact] {
    facts(in: file, owner: ownerName(module: module))
  }

  /// The name of the generated index owner of `module`, as `facts(in:owner:)` takes it: work out
  /// once per target, not once per file.
  static func ownerName(module: String) -> [UInt8] {
    Array(GeneratedNames.spotlightIndexOwner(module: module).utf8)
  }

  static func facts(in file: ParsedFile, owner: [UInt8]) -> [SpotlightFact] {
    facts(in: file, owner: owner, needles: needles(owner: owner))
  }

  /// What a file must contain to have a call site: `Searchable` (of `CSSearchableIndex` and
  /// `deleteAllSearchableItems`), `AppEntities` (of `indexAppEntities` and `deleteAppEntities`) or
  /// the index `owner`. `Searchable` also lets through the files of indexed entities' attribute
  /// sets, whose token pass costs less than a fourth needle would cost every file (2 MB corpus,
  /// release: +1.3 M instructions for the extraction against +3.5 M).
  static func needles(owner: [UInt8]) -> ByteNeedles {
    ByteNeedles([Array("Searchable".utf8), Array("AppEntities".utf8), owner].filter { !$0.isEmpty })
  }

  /// `facts(in:owner:)` with the `needles` of the owner, made once per target. Most files have no
  /// call site: their bytes, not their (far larger) tokens, are what rules them out.
  static func facts(in file: ParsedFile, owner: [UInt8], needles: ByteNeedles) -> [SpotlightFact] {
    #if DEBUG
    // Unoptimized, vector code is many times slower than the token scan: debug builds (what the
    // build plugin runs) scan the tokens alone, with the same result.
    return scanTokens(of: file, owner: owner)
    #else
    return needles.occur(in: file.source.bytes) ? scanTokens(of: file, owner: owner) : []
    #endif
  }

  /// The call sites among a file's tokens.
  static func scanTokens(of file: ParsedFile, owner: [UInt8]) -> [SpotlightFact] {
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
    // The text of a single-line string literal without interpolations (raw or not, escapes
    // resolved) that starts at `start`: what the app names its index.
    func literal(at start: Int) -> String? {
      var quote = start
      var pounds = 0
      if kind(quote) == .rawStringDelimiter {
        pounds = Int(tokens[quote].end - tokens[quote].start)
        quote += 1
      }
      guard kind(quote) == .stringQuote else { return nil }
      if kind(quote + 1) == .stringQuote { return "" }
      guard kind(quote + 1) == .stringSegment, kind(quote + 2) == .stringQuote else { return nil }
      return file.source.bytes.withUnsafeBufferPointer { bytes in
        StringLiteral.resolvingEscapes(
          UnsafeBufferPointer(rebasing: bytes[tokens[quote + 1].range]),
          rawDelimiterCount: pounds
        )
      }
    }
    // `of: Entity.self` at the top level of the call whose arguments start at `start`: the type
    // as written, qualified or not (`Notes.NoteEntity`), without `.self`.
    func typeArgument(_ label: String, from start: Int) -> String? {
      var probe = start
      var nesting = 0
      while probe < tokens.count && (nesting > 0 || kind(probe) != .rightParen) {
        if kind(probe) == .leftParen { nesting += 1 }
        if kind(probe) == .rightParen { nesting -= 1 }
        if nesting == 0 && text(probe) == label && kind(probe + 1) == .colon {
          var end = probe + 3
          while isNamePart(end) && !(kind(end) == .period && text(end + 1) == "self") { end += 1 }
          return (probe + 2..<end).map(text).joined()
        }
        probe += 1
      }
      return nil
    }
    let bytes = file.source.bytes
    for index in candidateIndices(tokens, bytes, owner: owner) {
      let token = tokens[index]
      if Int(token.end - token.start) == owner.count && kind(index + 1) == .period && kind(index + 3) == .leftParen
        && bytes[Int(token.start)..<Int(token.end)].elementsEqual(owner)
      {
        let location = reader.location(of: tokens[index + 2].range)
        var fact: SpotlightFact
        switch text(index + 2) {
        case "index": fact = SpotlightFact(kind: .indexAppEntities, location: location, detail: nil)
        case "remove", "removeAll":
          fact = SpotlightFact(
            kind: .deleteAppEntities,
            location: location,
            detail: typeArgument("of", from: index + 4)
          )
        default: continue
        }
        fact.isThroughGeneratedOwner = true
        facts.append(fact)
        continue
      }
      let name = text(index)
      let location = { reader.location(of: tokens[index].range) }
      switch name {
      case "CSSearchableIndex":
        if kind(index + 1) == .leftParen && text(index + 2) == "name" && kind(index + 3) == .colon {
          // The name literal, or the source of the expression that gives it (`indexName`).
          var fact = SpotlightFact(kind: .namedIndex, location: location(), detail: nil)
          if let name = literal(at: index + 4) {
            fact.detail = name
            fact.isLiteral = true
            fact.resolvedName = name
          } else if isNamePart(index + 4) {
            var end = index + 4
            while isNamePart(end) { end += 1 }
            fact.detail = (index + 4..<end).map(text).joined()
            // Only a whole argument may name a constant: `name: prefix + suffix` does not.
            if kind(end) == .rightParen || kind(end) == .comma { fact.constantChainOffset = Int(tokens[index].start) }
          }
          facts.append(fact)
        } else if kind(index + 1) == .period && text(index + 2) == "default" && kind(index + 3) == .leftParen {
          facts.append(SpotlightFact(kind: .defaultIndex, location: location(), detail: nil))
        }
      case "indexAppEntities" where kind(index + 1) == .leftParen:
        facts.append(SpotlightFact(kind: .indexAppEntities, location: location(), detail: nil))
      case "deleteAppEntities" where kind(index + 1) == .leftParen:
        let detail = typeArgument("ofType", from: index + 2)
        facts.append(SpotlightFact(kind: .deleteAppEntities, location: location(), detail: detail))
      case "deleteAllSearchableItems" where kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace:
        facts.append(SpotlightFact(kind: .deleteAllSearchableItems, location: location(), detail: nil))
      default:
        break
      }
    }
    return facts
  }

  /// The identifiers that may be one of the four names (`CSSearchableIndex`, `indexAppEntities`,
  /// `deleteAppEntities`, `deleteAllSearchableItems`) or the generated index `owner`: of their lengths and first letters. One
  /// tight pass over every token.
  static func candidateIndices(_ tokens: [Token], _ bytes: [UInt8], owner: [UInt8]) -> [Int] {
    let ownerLength = UInt32(truncatingIfNeeded: owner.count)
    let ownerFirst = owner.first ?? 0
    return tokens.withUnsafeBufferPointer { tokens in
      var candidates: [Int] = []
      for index in tokens.indices {
        let token = tokens[index]
        guard token.kind == .identifier else { continue }
        // The length first: most identifiers are ruled out without reading the source.
        let length = token.end &- token.start
        guard length == 17 || length == 16 || length == 24 || length == ownerLength else { continue }
        let first = bytes[Int(token.start)]
        if length == 17 || length == 16 {
          if first == UInt8(ascii: "C") || first == UInt8(ascii: "i") || first == UInt8(ascii: "d") {
            candidates.append(index)
            continue
          }
        }
        if length == 24 && first == UInt8(ascii: "d") {
          candidates.append(index)
          continue
        }
        if length == ownerLength && first == ownerFirst { candidates.append(index) }
      }
      return candidates
    }
  }
}
