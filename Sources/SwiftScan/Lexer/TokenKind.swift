/// What a token is. Contextual keywords (`actor`, `some`, `get`…) are identifiers; see `Keyword`.
public enum TokenKind: UInt8, Sendable, CaseIterable {
  case endOfFile
  /// An identifier, including backticked (`` `default` ``) and Unicode ones.
  case identifier
  /// `$0`, `$name`: closure shorthand arguments and property-wrapper projections.
  case dollarIdentifier
  /// A reserved word (`struct`, `func`, `if`…); `Token.keyword` says which.
  case keyword
  case integerLiteral
  case floatLiteral
  /// `"` opening or closing a single-line string literal.
  case stringQuote
  /// `"""` opening or closing a multi-line string literal.
  case multilineStringQuote
  /// The `#`s around a raw string literal.
  case rawStringDelimiter
  /// Literal text between quotes and interpolations, escapes included as written.
  case stringSegment
  /// `\(` (or `\#(` in a raw string) starting an interpolation.
  case interpolationStart
  /// The `)` that ends an interpolation.
  case interpolationEnd
  /// A whole regex literal: `/…/`, `#/…/#`, or a multi-line extended `#/ … /#`.
  case regexLiteral
  case leftParen
  case rightParen
  case leftBrace
  case rightBrace
  case leftSquare
  case rightSquare
  case comma
  case colon
  /// `::` between a module name and a name in it: a module selector (`Swift::Int`, SE-0491).
  case colonColon
  case semicolon
  case period
  case equal
  case arrow
  case atSign
  case backslash
  /// A lone `#` (for example in a macro-expansion written `# name`), or `#` before a raw regex that failed.
  case pound
  case poundIf
  case poundElseif
  case poundElse
  case poundEndif
  case poundAvailable
  case poundUnavailable
  case poundSourceLocation
  /// `#name`: a freestanding macro expansion or an object literal (`#selector`, `#Preview`, `#URL`…).
  case macroExpansion
  case prefixOperator
  case postfixOperator
  case binaryOperator
  /// Bytes that start no token: stray characters, invalid UTF-8. Always comes with a diagnostic.
  case unknown

  /// The name used in `intentgen scan --tokens` output.
  public var name: String {
    switch self {
    case .endOfFile: "endOfFile"
    case .identifier: "identifier"
    case .dollarIdentifier: "dollarIdentifier"
    case .keyword: "keyword"
    case .integerLiteral: "integerLiteral"
    case .floatLiteral: "floatLiteral"
    case .stringQuote: "stringQuote"
    case .multilineStringQuote: "multilineStringQuote"
    case .rawStringDelimiter: "rawStringDelimiter"
    case .stringSegment: "stringSegment"
    case .interpolationStart: "interpolationStart"
    case .interpolationEnd: "interpolationEnd"
    case .regexLiteral: "regexLiteral"
    case .leftParen: "leftParen"
    case .rightParen: "rightParen"
    case .leftBrace: "leftBrace"
    case .rightBrace: "rightBrace"
    case .leftSquare: "leftSquare"
    case .rightSquare: "rightSquare"
    case .comma: "comma"
    case .colon: "colon"
    case .colonColon: "colonColon"
    case .semicolon: "semicolon"
    case .period: "period"
    case .equal: "equal"
    case .arrow: "arrow"
    case .atSign: "atSign"
    case .backslash: "backslash"
    case .pound: "pound"
    case .poundIf: "poundIf"
    case .poundElseif: "poundElseif"
    case .poundElse: "poundElse"
    case .poundEndif: "poundEndif"
    case .poundAvailable: "poundAvailable"
    case .poundUnavailable: "poundUnavailable"
    case .poundSourceLocation: "poundSourceLocation"
    case .macroExpansion: "macroExpansion"
    case .prefixOperator: "prefixOperator"
    case .postfixOperator: "postfixOperator"
    case .binaryOperator: "binaryOperator"
    case .unknown: "unknown"
    }
  }
}

extension TokenKind {
  /// Whether two kinds are the same case, comparing their bytes. Declared for unoptimized builds
  /// (the build plugin's): without it, `kind == .leftParen` is a generic call through `Equatable`'s
  /// witness table, and the parser makes several per token.
  @_transparent public static func == (lhs: TokenKind, rhs: TokenKind) -> Bool {
    unsafeBitCast(lhs, to: UInt8.self) == unsafeBitCast(rhs, to: UInt8.self)
  }
}
