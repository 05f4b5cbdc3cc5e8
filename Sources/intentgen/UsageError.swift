/// A mistake on the command line. The message is printed to stderr with the usage of the command
/// it concerns, and `intentgen` exits with status 64.
struct UsageError: Error, Equatable {
  /// Lowercase, names the problem, no final period: `unknown option '--frmat'`.
  var message: String
  /// The usage lines to print after the message.
  var usage: String

  init(_ message: String, usage: String) {
    self.message = message
    self.usage = usage
  }
}
