// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

/// Traps with a message naming the stubbed API: these stubs exist to type-check code, never to run it.
func stubTrap(_ api: String) -> Never {
  fatalError("\(api) is a type-checking stub of Apple's AppIntents; it cannot run on this platform")
}
