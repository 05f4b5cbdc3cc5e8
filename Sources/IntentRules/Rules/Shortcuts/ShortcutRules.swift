/// The rules about App Shortcuts and their phrases.
enum ShortcutRules {
  static let all: [any Rule.Type] = [
    PhraseApplicationNameRule.self,
    PhraseParameterTypeRule.self,
    PhraseParameterCountRule.self,
    AppShortcutsLimitRule.self,
    SingleShortcutsProviderRule.self,
    InlinePhrasesRule.self,
    DuplicatePhraseRule.self,
    PhraseBudgetRule.self,
    ParameterizedPhrasesOnlyRule.self,
    LocalizedPhraseRule.self,
    UnusedPhraseKeyRule.self,
  ]
}
