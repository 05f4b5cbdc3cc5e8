/// Compares every parameter clause the scan skipped (`deferParameterClause`) with what the parser
/// reads from the same token (`parseParameterClause`), for the property tests and the fuzz
/// target: a read must give the parser's parameters, and in a file without diagnostics the skip
/// must end where the parse ends. In broken code the two may end apart while reading the same
/// parameters: in `message: T@escaping () = { "" })` the parser's recovery stops at the `{` where
/// the skip goes on to the `)`, and in `[Item(ty.ID])` the skip's `]` closes the `(` too (as
/// `skipBalanced` closes inner brackets) where the parser's recovery goes on to the body.
///
/// Returns the first disagreement, described, or `nil`; `clauses` counts the clauses compared.
func firstParameterClauseDisagreement(in parsed: ParsedFile, clauses: inout Int) -> String? {
  let isValid = parsed.diagnostics.isEmpty
  var pending = parsed.declarations[...]
  var stack: [Declaration] = []
  while let declaration = pending.popFirst() ?? stack.popLast() {
    stack.append(contentsOf: declaration.members)
    guard case .syntax(let syntax) = declaration.storage.fields.parameterStorage else { continue }
    clauses += 1
    let (parameters, end) = syntax.context.tokens.withUnsafeBufferPointer { tokens in
      syntax.context.source.bytes.withUnsafeBufferPointer { bytes in
        var parser = Parser(context: syntax.context, tokens: tokens, bytes: bytes)
        parser.index = syntax.tokenRange.lowerBound
        parser.depth = Int(syntax.depth) - 1
        let parameters = parser.parseParameterClause(oneNameIsLabel: declaration.kind != .subscript)
        return (parameters, parser.index)
      }
    }
    let skipped = syntax.tokenRange.upperBound
    guard declaration.parameters != parameters || (isValid && end != skipped) else { continue }
    let location = parsed.source.location(of: declaration.nameRange.lowerBound)
    return "the parameter clause of '\(declaration.name)' at \(parsed.source.path):\(location): skipped to token "
      + "\(skipped), parsed to \(end); parameters read \(declaration.parameters.map(\.name)), "
      + "parsed \(parameters.map(\.name))"
  }
  return nil
}
