/// The size cap of the Markdown reports (`lint --reporter markdown`, `diff --format markdown`):
/// GitHub rejects a comment body over 65,536 characters, and a large target can have thousands
/// of violations.
///
/// The cap counts UTF-8 bytes, not characters: a character is at least one byte (and at least
/// one UTF-16 code unit is at most as many bytes), so a text within the cap is within GitHub's
/// limit however it counts characters. A report keeps its head (the verdict and the counts),
/// then as many table rows as fit in order, then a line saying how many rows were left out and
/// how to see them all. The same input always gives the same output.
public enum MarkdownLimit {
  /// The most UTF-8 bytes a Markdown report takes: 60,000, leaving room for a heading a workflow
  /// adds around it.
  public static let byteLimit = 60_000

  /// One table row, and the text that must come before it when it is the first row shown of its
  /// table (a heading and the table's header), or `""`.
  public struct Row: Sendable {
    public var heading: String
    public var text: String

    public init(heading: String = "", text: String) {
      self.heading = heading
      self.text = text
    }
  }

  /// `head`, then the rows (each a whole line with its line break) that fit within `limit` bytes
  /// together with `omission(count)` for the `count` rows left out, then that omission line. The
  /// head is always kept.
  public static func fit(
    head: String,
    rows: [Row],
    limit: Int = byteLimit,
    omission: (Int) -> String
  ) -> String {
    let whole = rows.reduce(head.utf8.count) { $0 + $1.heading.utf8.count + $1.text.utf8.count }
    var output = head
    var size = head.utf8.count
    var shown = 0
    for row in rows {
      let piece = row.heading + row.text
      let remaining = rows.count - shown - 1
      // Without a cut there is no omission line to make room for.
      let reserve = whole <= limit || remaining == 0 ? 0 : omission(remaining).utf8.count
      guard size + piece.utf8.count + reserve <= limit else { break }
      output += piece
      size += piece.utf8.count
      shown += 1
    }
    if shown < rows.count { output += omission(rows.count - shown) }
    return output
  }
}
