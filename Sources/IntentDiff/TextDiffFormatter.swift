import IntentEmit

/// Plain text for a terminal: one line per change, `severity kind change subject: message`,
/// then a summary line.
///
///     breaking parameter renamed CreateNoteIntent.noteTitle: Saved shortcuts that use …
///     1 breaking change
///
/// Subjects and messages quote titles and phrases from the code, so, as in the xcode lint
/// reporter, their line breaks become spaces and other control characters are written visibly
/// (`VisibleText`): a title cannot add a forged line such as `breaking intent removed …`.
enum TextDiffFormatter {
  static func format(_ changes: [SurfaceChange]) -> String {
    var lines = changes.map { change in
      let line =
        "\(change.severity.rawValue) \(change.kind.rawValue) \(change.change.rawValue) \(change.subject): "
        + change.message
      return VisibleText.escaped(line, lineBreaks: .space)
    }
    lines.append(DiffReport.tally(changes))
    return lines.joined(separator: "\n") + "\n"
  }
}
