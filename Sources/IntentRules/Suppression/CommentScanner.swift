import SwiftScan

/// Finds the comments of a lexed file. Comments live only in trivia, so text inside string
/// literals is never seen; every byte of trivia belongs to exactly one token, so no comment is
/// seen twice.
enum CommentScanner {
  /// The byte range of one comment, delimiters included.
  struct Comment: Hashable, Sendable {
    var range: Range<Int>
    /// `/* … */` rather than `// …`.
    var isBlock: Bool
  }

  /// Calls `body` with each comment of `file`, in source order.
  static func forEachComment(in file: ParsedFile, _ body: (Comment) -> Void) {
    let bytes = file.source.bytes
    for token in file.tokens {
      if token.flags.contains(.leadingComment) {
        scan(bytes, token.leadingTriviaRange, body)
      }
      if token.flags.contains(.trailingTrivia) {
        scan(bytes, token.trailingTriviaRange, body)
      }
    }
  }

  /// Walks one trivia range: whitespace, line comments, nested block comments, and a file header
  /// (byte-order mark, `#!` line), which are skipped.
  private static func scan(_ bytes: [UInt8], _ range: Range<Int>, _ body: (Comment) -> Void) {
    let end = min(range.upperBound, bytes.count)
    var position = max(0, range.lowerBound)
    while position < end {
      let byte = bytes[position]
      let next: UInt8 = position + 1 < end ? bytes[position + 1] : 0
      if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        let start = position
        position = endOfLine(bytes, from: position, end: end)
        body(Comment(range: start..<position, isBlock: false))
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        let start = position
        position = endOfBlockComment(bytes, from: position, end: end)
        body(Comment(range: start..<position, isBlock: true))
      } else if byte == UInt8(ascii: "#") && next == UInt8(ascii: "!") && position == 0 {
        position = endOfLine(bytes, from: position, end: end)
      } else {
        position += 1
      }
    }
  }

  private static func endOfLine(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
    var position = start
    while position < end && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") {
      position += 1
    }
    return position
  }

  /// The end of a block comment starting at `start`, nesting as Swift does; the end of the range
  /// when it is unterminated.
  private static func endOfBlockComment(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
    var position = start + 2
    var depth = 1
    while position < end {
      let byte = bytes[position]
      let next: UInt8 = position + 1 < end ? bytes[position + 1] : 0
      if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 { return position }
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        position += 2
        depth += 1
      } else {
        position += 1
      }
    }
    return end
  }
}
