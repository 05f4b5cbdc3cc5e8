extension Parser {
  /// Handles one `#if`, `#elseif`, `#else` or `#endif` line. Every branch is parsed; what it
  /// contains records the branch in its `conditions`. `regionDepth` is the number of regions open
  /// outside the current block, which a directive inside the block may not close.
  mutating func parseIfConfigDirective(regionDepth: Int) {
    let directive = current
    advance()
    let conditionStart = index
    while !atEnd && !current.isAtStartOfLine { advance() }
    let condition = tokenText(from: conditionStart, to: index)
    switch directive.kind {
    case .poundIf:
      conditions.append(
        IfConfigCondition(
          directive: .if,
          condition: condition,
          regionStart: Int(directive.start),
          precedingConditions: []
        )
      )
      regionHistory.append([])
    case .poundElseif, .poundElse:
      guard conditions.count > regionDepth, let last = conditions.last else {
        diagnose("\(text(directive)) without a matching #if; remove it or add the #if", at: directive.range)
        return
      }
      var history = regionHistory.removeLast()
      history.append(last.condition)
      regionHistory.append(history)
      let isElse = directive.kind == .poundElse
      conditions[conditions.count - 1] = IfConfigCondition(
        directive: isElse ? .else : .elseif,
        condition: isElse ? "" : condition,
        regionStart: last.regionStart,
        precedingConditions: history
      )
    default:
      guard conditions.count > regionDepth else {
        diagnose("#endif without a matching #if; remove it or add the #if", at: directive.range)
        return
      }
      conditions.removeLast()
      regionHistory.removeLast()
    }
  }

  /// Closes the regions opened inside a block that ends, diagnosing each missing `#endif`.
  mutating func closeOpenRegions(downTo depth: Int) {
    while conditions.count > depth {
      let region = conditions.removeLast()
      regionHistory.removeLast()
      diagnose(
        "missing #endif for this #if; add #endif before the end of the block",
        at: region.regionStart..<(region.regionStart + 3)
      )
    }
  }

  /// The conditions opened since `depth`, for statements inside a body.
  mutating func conditions(since depth: Int) -> [IfConfigCondition] {
    conditions.count > depth ? Array(conditions[depth...]) : []
  }
}
