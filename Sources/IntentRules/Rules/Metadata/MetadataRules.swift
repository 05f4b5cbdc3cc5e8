/// The rules about intents', entities', queries' and enums' metadata: parameter summaries, static
/// values, structure and entity identifiers.
enum MetadataRules {
  static let all: [any Rule.Type] = [
    ParameterSummaryCoverageRule.self,
    MissingParameterSummaryRule.self,
    SummaryUnknownParameterRule.self,
    StaticMetadataRule.self,
    MistypedRequirementRule.self,
    CaseDisplayCoverageRule.self,
    IntentRequirementsRule.self,
    EntityRequirementsRule.self,
    DuplicateBareNameRule.self,
    UnstableEntityIDRule.self,
    MintedEntityIDRule.self,
    TransientIndexedEntityRule.self,
    OpenAppWhenRunRule.self,
    QueryEntityMismatchRule.self,
    UnsupportedParameterTypeRule.self,
  ]
}
