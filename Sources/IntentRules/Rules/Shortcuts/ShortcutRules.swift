/// The rules about App Shortcuts and their phrases.
enum ShortcutRules {
  static let all: [any Rule.Type] = [
    PhraseApplicationNameRule.self
  ]
}
