/// The output of `git cat-file --batch --follow-symlinks`, one answer per request, in order.
///
/// Each answer is a header line, then for most of them a body of the size the header gives and a
/// line break: `<object> blob <size>` (the contents), `symlink <size>` (a link out of the
/// repository: its target), `dangling`, `loop` or `notdir <size>` (the request, echoed), and
/// `<request> missing` or `<request> ambiguous` without a body.
struct GitBatchOutput {
  /// What git answered for one request.
  enum Answer: Equatable {
    /// A file's contents.
    case blob([UInt8])
    /// An object that is not a file (a directory, for a link to one).
    case otherObject(type: String)
    /// A symbolic link that leads out of the repository, to `target`.
    case linkOutOfRepository(target: String)
    /// A symbolic link to nothing, in a loop, or through a file: `dangling`, `loop`, `notdir`.
    case brokenLink(reason: String)
    /// No such object or path: `missing`, `ambiguous`.
    case notFound(reason: String)
  }

  /// Why the output could not be read: it ended early or a header was not one git writes.
  struct Malformed: Error {}

  /// The answers, in the order of the requests; throws when the output is cut short or garbled.
  static func answers(in output: [UInt8]) throws(Malformed) -> [Answer] {
    var answers: [Answer] = []
    var position = 0
    while position < output.count {
      guard let lineEnd = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { throw Malformed() }
      let fields = output[position..<lineEnd].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
      position = lineEnd + 1
      guard let last = fields.last.map({ String(decoding: $0, as: UTF8.self) }) else { throw Malformed() }
      if last == "missing" || last == "ambiguous" {
        answers.append(.notFound(reason: last))
        continue
      }
      // Every other header ends with the size of a body that follows, then a line break.
      guard let size = Int(last), size >= 0, size <= output.count - position - 1,
        output[position + size] == UInt8(ascii: "\n")
      else { throw Malformed() }
      let body = Array(output[position..<(position + size)])
      position += size + 1
      let first = String(decoding: fields[0], as: UTF8.self)
      switch (fields.count, first) {
      case (2, "symlink"):
        answers.append(.linkOutOfRepository(target: String(decoding: body, as: UTF8.self)))
      case (2, "dangling"), (2, "loop"), (2, "notdir"):
        answers.append(.brokenLink(reason: first))
      case (3, _):
        let type = String(decoding: fields[1], as: UTF8.self)
        answers.append(type == "blob" ? .blob(body) : .otherObject(type: type))
      default:
        throw Malformed()
      }
    }
    return answers
  }
}
