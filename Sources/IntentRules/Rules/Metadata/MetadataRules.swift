/// The rules about intents', entities', queries' and enums' metadata: parameter summaries, static
/// values, structure and entity identifiers.
enum MetadataRules {
  static let all: [any Rule.Type] = []
}
