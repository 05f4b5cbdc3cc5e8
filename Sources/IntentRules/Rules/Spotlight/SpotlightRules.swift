/// The rules about Spotlight indexing: indexing keys against the attribute catalog, indexed entities
/// without mapped properties, one index per target, and deletion from the index.
enum SpotlightRules {
  static let all: [any Rule.Type] = [
    UnknownIndexingKeyRule.self,
    IndexingKeyTypeMismatchRule.self,
    UnmappedIndexedEntityRule.self,
    MultipleSpotlightIndexesRule.self,
    IndexedEntityNeverDeletedRule.self,
  ]
}
