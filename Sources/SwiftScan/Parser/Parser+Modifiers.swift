extension Parser {
  /// Whether `token` is a declaration modifier here (`public`, `static`, `class func`, `nonisolated`…).
  mutating func modifierKind(_ token: Token) -> Keyword? {
    switch token.keyword {
    case .public, .private, .fileprivate, .internal, .static:
      return token.keyword
    case .class:
      // `class func`, `class var`, `class override func`: a modifier; `class Name`: a declaration.
      let next = peek()
      if next.kind == .keyword {
        return [.func, .var, .let, .subscript, .class, .static].contains(next.keyword) ? .class : nil
      }
      return next.kind == .identifier && isModifierWord(next.keyword) ? .class : nil
    case .async:
      // `async let`: the only declaration `async` modifies.
      return token.kind == .identifier && peek().kind == .keyword && peek().keyword == .let ? .async : nil
    case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .optional,
      .required, .convenience, .dynamic, .indirect, .nonisolated, .isolated, .distributed, .prefix, .postfix,
      .infix, .consuming, .borrowing, .preconcurrency, .sending, .reasync, .__consuming, .__setter_access, ._const,
      ._local:
      guard token.kind == .identifier else { return nil }
      // A contextual modifier must be followed by another word (or `(set)`-like details).
      let next = peek()
      switch next.kind {
      case .keyword, .identifier, .atSign: return token.keyword
      case .leftParen: return isModifierDetail(at: 1) ? token.keyword : nil
      default: return nil
      }
    default:
      return nil
    }
  }

  mutating func isModifierWord(_ keyword: Keyword) -> Bool {
    switch keyword {
    case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .optional,
      .required, .convenience, .dynamic, .indirect, .nonisolated, .isolated, .distributed, .prefix, .postfix,
      .infix, .consuming, .borrowing, .sending, .reasync, .__consuming, .__setter_access, ._const, ._local:
      true
    default: false
    }
  }

  /// Whether the tokens from `offset` on are a modifier's detail: one of the words Swift allows
  /// there, in parentheses, as in `private(set)`, `nonisolated(unsafe)` or
  /// `__setter_access(private)`. Any other word makes a call (`static let mode =⏎ open(path)`).
  mutating func isModifierDetail(at offset: Int) -> Bool {
    let word = peek(offset + 1)
    guard
      peek(offset).kind == .leftParen && (word.kind == .identifier || word.kind == .keyword)
        && peek(offset + 2).kind == .rightParen
    else { return false }
    if word.kind == .keyword {
      // The access levels `__setter_access` takes.
      return [.public, .private, .fileprivate, .internal].contains(word.keyword)
    }
    return [.set, .open, .package].contains(word.keyword) || textEquals(word, "safe") || textEquals(word, "unsafe")
      || textEquals(word, "nonsending")
  }

  /// Consumes a modifier with its detail, such as `private(set)` or `nonisolated(unsafe)`.
  mutating func parseModifier() -> String {
    let start = index
    advance()
    guard at(.leftParen) else { return text(tokens[start]) }
    if at(.leftParen) && isModifierDetail(at: 0) {
      advance()
      advance()
      advance()
    }
    return tokenText(from: start, to: index)
  }

  /// `@Name`, `@Module.Name`, `@Module::Name`, `@Name<T>`, each with an optional argument list.
  mutating func parseAttribute() -> Attribute {
    let start = currentStart
    advance()
    var name = ""
    if kind == .identifier || kind == .keyword {
      name = self.name(current)
      advance()
      if let selected = parseModuleSelection(after: name) { name = selected }
      while at(.period) && (peek().kind == .identifier) && !current.flags.contains(.leadingTrivia) {
        advance()
        name += "." + self.name(current)
        advance()
      }
    } else {
      diagnose("expected an attribute name after '@'", at: start..<(start + 1))
    }
    if atOperatorByte(UInt8(ascii: "<")) && !current.flags.contains(.leadingTrivia) {
      _ = skipAngleBrackets()
    }
    var arguments: DeferredSyntax?
    // Arguments must touch the name: in `@Sendable () -> Void` the parentheses are a type.
    if at(.leftParen) && !current.flags.contains(.leadingTrivia) && previousEnd == currentStart {
      arguments = deferGroup()
    }
    return Attribute(name: name, argumentSyntax: arguments, range: start..<previousEnd)
  }
}
