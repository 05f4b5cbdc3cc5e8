/// Compares every parameter clause the scan skipped (`deferParameterClause`) with what the parser
/// reads from the same token (`parseParameterClause`), for the property tests and the fuzz
/// target: a read must give the parser's parameters, and the parse must end within the skipped
/// tokens — at their end when `sameEnd` is asked, as it is for valid code. (In code that is not
/// Swift the skip may end later: in `message: T@escaping () -> String = { "" })` the parser's
/// recovery stops at the `{`, where the skip goes on to the `)`. A clause the skip finds broken
/// is parsed during the scan, so it is not compared.) A skipped clause whose parse ends where the
/// skip ended must parse without a diagnostic: one would be lost, as the scan never reports it.
///
/// Returns the first disagreement, described, or `nil`; `clauses` counts the clauses compared.
func firstParameterClauseDisagreement(in parsed: ParsedFile, sameEnd: Bool, clauses: inout Int) -> String? {
  var pending = parsed.declarations[...]
  var stack: [Declaration] = []
  while let declaration = pending.popFirst() ?? stack.popLast() {
    stack.append(contentsOf: declaration.members)
    guard case .syntax(let syntax) = declaration.storage.fields.parameterStorage else { continue }
    clauses += 1
    let (parameters, end, diagnostic) = syntax.context.tokens.withUnsafeBufferPointer { tokens in
      syntax.context.source.bytes.withUnsafeBufferPointer { bytes in
        var parser = Parser(context: syntax.context, tokens: tokens, bytes: bytes)
        parser.index = syntax.tokenRange.lowerBound
        parser.depth = Int(syntax.depth) - 1
        let parameters = parser.parseParameterClause(oneNameIsLabel: declaration.kind != .subscript)
        return (parameters, parser.index, parser.diagnostics.first)
      }
    }
    let skipped = syntax.tokenRange.upperBound
    if let diagnostic, end == skipped {
      let location = parsed.source.location(of: diagnostic.range.lowerBound)
      return "the parameter clause of '\(declaration.name)' was skipped, but the parser reports "
        + "'\(diagnostic.message)' at \(parsed.source.path):\(location): the scan lost that diagnostic"
    }
    guard declaration.parameters != parameters || end > skipped || (sameEnd && end != skipped) else { continue }
    let location = parsed.source.location(of: declaration.nameRange.lowerBound)
    return "the parameter clause of '\(declaration.name)' at \(parsed.source.path):\(location): skipped to token "
      + "\(skipped), parsed to \(end); parameters read \(declaration.parameters.map(\.name)), "
      + "parsed \(parameters.map(\.name))"
  }
  return nil
}
