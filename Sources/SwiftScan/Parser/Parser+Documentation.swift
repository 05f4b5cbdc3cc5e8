extension Parser {
  /// The documentation comment right before `token`: the last run of `///` lines, or the last
  /// `/** … */` block, in its leading trivia, without the comment markers.
  mutating func documentationComment(before token: Token) -> String? {
    lineDocumentationComment(before: token)
  }

  /// `documentationComment(before:)` for trivia without block comments (it hands trivia with
  /// one to `documentationCommentWithBlocks`): finds the last run of `///` lines, then copies
  /// their text once, without a string per line.
  mutating func lineDocumentationComment(before token: Token) -> String? {
    let start = Int(token.fullStart)
    let end = Int(token.start)
    var runStart: Int?
    var runEnd = start
    var blankLineSeen = false
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/") && position + 1 < end && bytes[position + 1] == UInt8(ascii: "/") {
        let lineEnd = endOfCommentLine(from: position, to: end)
        if position + 2 < lineEnd && bytes[position + 2] == UInt8(ascii: "/") {
          if blankLineSeen { runStart = nil }
          blankLineSeen = false
          if runStart == nil { runStart = position }
          runEnd = lineEnd
        } else {
          runStart = nil
        }
        position = lineEnd
      } else if byte == UInt8(ascii: "/") && position + 1 < end && bytes[position + 1] == UInt8(ascii: "*") {
        return documentationCommentWithBlocks(before: token)
      } else if byte == UInt8(ascii: "\n") {
        // Two line breaks in a row separate a comment from the declaration.
        var next = position + 1
        while next < end && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")) { next += 1 }
        if next < end && bytes[next] == UInt8(ascii: "\n") { blankLineSeen = true }
        position += 1
      } else {
        position += 1
      }
    }
    guard !blankLineSeen, let runStart else { return nil }
    // Invalid UTF-8 is repaired as `String(decoding:)` repairs it line by line: line breaks end
    // any broken sequence.
    return String(unsafeUninitializedCapacity: runEnd - runStart) { output in
      var written = 0
      var position = runStart
      while position < runEnd {
        guard bytes[position] == UInt8(ascii: "/") else {
          position += 1
          continue
        }
        // A `///` line: its text after the slashes and one space, lines joined by `\n`.
        let lineEnd = endOfCommentLine(from: position, to: runEnd)
        var textStart = position + 3
        if textStart < lineEnd && bytes[textStart] == UInt8(ascii: " ") { textStart += 1 }
        if position > runStart {
          output[written] = UInt8(ascii: "\n")
          written += 1
        }
        let length = max(0, lineEnd - textStart)
        if length > 0, let destination = output.baseAddress, let source = bytes.baseAddress {
          (destination + written).initialize(from: source + textStart, count: length)
          written += length
        }
        position = lineEnd
      }
      return written
    }
  }

  /// The end of a `//` comment line starting at `start`: the next line break, or `end`.
  func endOfCommentLine(from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    return lineEnd(in: base, from: start, to: end)
  }

  /// The documentation comment before `token` when its trivia has block comments.
  mutating func documentationCommentWithBlocks(before token: Token) -> String? {
    var lines: [String] = []
    var position = Int(token.fullStart)
    let end = Int(token.start)
    var blankLineSeen = false
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/") && position + 1 < end && bytes[position + 1] == UInt8(ascii: "/") {
        let lineEnd = endOfCommentLine(from: position, to: end)
        if position + 2 < lineEnd && bytes[position + 2] == UInt8(ascii: "/") {
          if blankLineSeen { lines.removeAll() }
          blankLineSeen = false
          var textStart = position + 3
          if textStart < lineEnd && bytes[textStart] == UInt8(ascii: " ") { textStart += 1 }
          lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<lineEnd]), as: UTF8.self))
        } else {
          lines.removeAll()
        }
        position = lineEnd
      } else if byte == UInt8(ascii: "/") && position + 1 < end && bytes[position + 1] == UInt8(ascii: "*") {
        var commentEnd = position + 2
        while commentEnd + 1 < end
          && !(bytes[commentEnd] == UInt8(ascii: "*") && bytes[commentEnd + 1] == UInt8(ascii: "/"))
        {
          commentEnd += 1
        }
        let isDoc = position + 2 < end && bytes[position + 2] == UInt8(ascii: "*") && commentEnd > position + 2
        lines.removeAll()
        if isDoc {
          let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 3)..<commentEnd]), as: UTF8.self)
          lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = line.drop { $0 == " " || $0 == "\t" }
            if text.first == "*" { text = text.dropFirst() }
            if text.first == " " { text = text.dropFirst() }
            return String(text)
          }
          while lines.first?.allSatisfy({ $0 == " " }) == true { lines.removeFirst() }
          while lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
        }
        position = min(end, commentEnd + 2)
        blankLineSeen = false
      } else if byte == UInt8(ascii: "\n") {
        // Two line breaks in a row separate a comment from the declaration.
        var next = position + 1
        while next < end && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")) { next += 1 }
        if next < end && bytes[next] == UInt8(ascii: "\n") { blankLineSeen = true }
        position += 1
      } else {
        position += 1
      }
    }
    if blankLineSeen { return nil }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
