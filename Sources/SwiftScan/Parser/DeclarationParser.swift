/// Parses declarations out of a lexed file: types, extensions, functions, properties, enum cases
/// and the rest, at any depth, with attributes, modifiers and `#if` conditions. Never fails: what
/// it cannot parse becomes a diagnostic and parsing resumes at the next declaration.
public enum DeclarationParser {
  public static func parse(_ lexed: LexedFile) -> ParsedFile {
    let context = SyntaxContext(source: lexed.source, tokens: lexed.tokens)
    let (declarations, diagnostics) = context.tokens.withUnsafeBufferPointer { tokens in
      context.source.bytes.withUnsafeBufferPointer { bytes in
        var parser = Parser(context: context, tokens: tokens, bytes: bytes)
        let declarations = parser.parseSourceFile()
        return (declarations, parser.diagnostics)
      }
    }
    var all = lexed.diagnostics + diagnostics
    all.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    return ParsedFile(source: lexed.source, tokens: lexed.tokens, declarations: declarations, diagnostics: all)
  }
}

extension Parser {
  mutating func parseSourceFile() -> [Declaration] {
    var declarations: [Declaration] = []
    parseMembers(into: &declarations, inType: nil)
    while !atEnd {
      // A stray `}` at the top level: report it and keep going.
      diagnoseStrayCloser()
      advance()
      parseMembers(into: &declarations, inType: nil)
    }
    closeOpenRegions(downTo: 0)
    return declarations
  }

  /// Parses declarations until `}` or the end of the file. `inType` names the enclosing type, whose
  /// body may contain only declarations; at the top level, statements are skipped silently.
  mutating func parseMembers(into members: inout [Declaration], inType: String?) {
    let regionDepth = conditions.count
    // Attributes read before a `#if` directive, for the declaration after it.
    var pending: PendingAttributes?
    defer {
      if let pending {
        diagnose("expected a declaration after its attributes and modifiers", at: tokens[pending.firstIndex].range)
      }
    }
    while !atEnd {
      switch kind {
      case .rightBrace:
        closeOpenRegions(downTo: regionDepth)
        return
      case .semicolon:
        advance()
      case .poundIf, .poundElseif, .poundElse, .poundEndif:
        parseIfConfigDirective(regionDepth: regionDepth)
      case .poundSourceLocation, .macroExpansion:
        // Attributes left pending by a `#if` before a freestanding macro are the macro's.
        if kind == .macroExpansion { pending = nil }
        skipMacroExpansion()
      default:
        let before = index
        if let declaration = parseDeclaration(pending: &pending) {
          // Types have several members: start with room for eight rather than growing from one.
          if members.isEmpty { members.reserveCapacity(8) }
          members.append(declaration)
        } else {
          if index == before {
            skipStatement(reportIn: inType)
          }
        }
      }
    }
    closeOpenRegions(downTo: regionDepth)
  }

  /// Skips `#name<T>(…) { … }` (a freestanding macro at declaration level, `#Index<Book>([\.name])`)
  /// or `#sourceLocation(…)`.
  mutating func skipMacroExpansion() {
    advance()
    // `#Module::name(…)`: a macro named through its module.
    if at(.colonColon) && peek().kind == .identifier {
      advance()
      advance()
    }
    _ = parseGenericArgumentsInExpression()
    if at(.leftParen) && !current.isAtStartOfLine { skipBalanced() }
    while at(.leftBrace) && !current.isAtStartOfLine { skipBalanced() }
  }

  /// Skips code that is not a declaration, up to the next line that starts a declaration or
  /// directive, or the `}` that closes the block.
  mutating func skipStatement(reportIn type: String?) {
    let start = current
    if let type {
      diagnose("expected a declaration in the body of '\(type)'; remove the stray code", at: start.range)
    }
    // Outside any bracket, a `)` or `]` closes nothing: the first is reported (in a type, the
    // report above names the stray code).
    var reported = type != nil
    repeat {
      if Self.isOpener(kind) {
        skipBalanced()
      } else if kind == .rightBrace {
        return
      } else {
        if !reported && (kind == .rightParen || kind == .rightSquare) {
          reported = true
          diagnoseStrayCloser()
        }
        advance()
      }
    } while !atEnd && !(current.isAtStartOfLine && startsDeclarationOrDirective)
  }

  /// Whether the current token can begin a declaration or a `#if` directive.
  var startsDeclarationOrDirective: Bool {
    mutating get {
      switch kind {
      case .atSign, .poundIf, .poundElseif, .poundElse, .poundEndif, .rightBrace: return true
      case .keyword:
        switch current.keyword {
        case .struct, .class, .enum, .protocol, .extension, .typealias, .associatedtype, .func, .`init`, .deinit,
          .subscript, .var, .let, .case, .import, .operator, .precedencegroup, .public, .private, .fileprivate,
          .internal, .static:
          return true
        default: return false
        }
      case .identifier:
        return modifierKind(current) != nil || isContextualDeclarationStart
      default: return false
      }
    }
  }

  /// `actor Name` and `macro name` start declarations; the words are otherwise ordinary identifiers.
  var isContextualDeclarationStart: Bool {
    mutating get {
      guard kind == .identifier else { return false }
      let next = peek()
      guard next.kind == .identifier else { return false }
      return current.keyword == .actor || current.keyword == .macro
    }
  }
}
