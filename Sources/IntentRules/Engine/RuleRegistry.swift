/// Every built-in rule. Adding a rule means adding its file under `Rules/<family>/` and one line
/// in that family's list.
public enum RuleRegistry {
  public static let builtIn: [any Rule.Type] =
    ShortcutRules.all + MetadataRules.all + SchemaRules.all + SpotlightRules.all + AvailabilityRules.all
    + GenerationRules.all + CommandRules.all

  /// The rule with this identifier, if any.
  public static func rule(_ identifier: String) -> (any Rule.Type)? {
    builtIn.first { $0.description.identifier == identifier }
  }

  /// Every rule identifier, sorted.
  public static var identifiers: [String] { builtIn.map { $0.description.identifier }.sorted() }
}
