// Type-checking stub of Apple's FoundationModels framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

/// A capability a language model can call during a session (`Tool`). The SDK's protocol also has
/// `Arguments` and `Output` associated types and `call(arguments:)`; code intentgen generates
/// only passes tools to a session, so the stub keeps the identifying members.
public protocol Tool: Sendable {
  /// The name the model calls the tool by.
  var name: String { get }
  /// What the tool does, in the model's words.
  var description: String { get }
}

/// A conversation with the on-device language model (`LanguageModelSession`).
public final class LanguageModelSession: @unchecked Sendable {
  public init(tools: [any Tool] = [], instructions: String? = nil) {}
}

/// Traps with a message naming the stubbed API: these stubs exist to type-check code, never to run it.
func stubTrap(_ api: String) -> Never {
  fatalError("\(api) is a type-checking stub of Apple's FoundationModels; it cannot run on this platform")
}
