/// Plain text for a terminal: one line per change, `severity kind change subject: message`,
/// then a summary line.
///
///     breaking parameter renamed CreateNoteIntent.noteTitle: Saved shortcuts that use …
///     1 breaking change
enum TextDiffFormatter {
  static func format(_ changes: [SurfaceChange]) -> String {
    var lines = changes.map { change in
      "\(change.severity.rawValue) \(change.kind.rawValue) \(change.change.rawValue) \(change.subject): "
        + change.message
    }
    lines.append(DiffReport.tally(changes))
    return lines.joined(separator: "\n") + "\n"
  }
}
