// libFuzzer entry point for the scanner. Compiled together with Sources/SwiftScan by Fuzz/run.sh
// (`swiftc -sanitize=fuzzer,address`), so it is part of the same module and needs no import.

/// Lexes and parses arbitrary bytes (every deferred value included), trapping if an invariant breaks: tokens must tile the input,
/// every diagnostic must point inside it, and nothing may crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lexed = Lexer.lex(SourceFile(path: "fuzz.swift", bytes: bytes))
  var expected: UInt32 = 0
  for token in lexed.tokens {
    precondition(token.fullStart == expected, "tokens must tile the input")
    precondition(token.fullStart <= token.start && token.start <= token.end && token.end <= token.fullEnd)
    expected = token.fullEnd
  }
  precondition(expected == UInt32(size), "tokens must cover the input")
  precondition(lexed.tokens.last?.kind == .endOfFile, "the last token is the end of file")
  let parsed = DeclarationParser.parse(lexed)
  for diagnostic in parsed.diagnostics {
    precondition(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= size)
  }
  // Values are parsed on demand: read them all, so the expression and statement parsers run too.
  _ = resolveAllSyntax(parsed.declarations)
  // A skipped parameter clause reads as the parser reads it.
  var clauses = 0
  if let disagreement = firstParameterClauseDisagreement(in: parsed, sameEnd: false, clauses: &clauses) {
    preconditionFailure(disagreement)
  }
  return 0
}
