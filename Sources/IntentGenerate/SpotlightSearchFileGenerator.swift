import IntentModel

/// Writes what an on-device language model needs to search the app's Spotlight index with
/// `SpotlightSearchTool` (iOS 27): the attributes to fetch — every mapped property, custom keys
/// through `SearchableItemAttribute(rawValue:)` — and instructions that describe each attribute
/// with its title and unit, as Apple's own sample does.
enum SpotlightSearchFileGenerator {
  /// The tool lives in the Core Spotlight and Foundation Models overlay, which watchOS and tvOS lack.
  static let condition = "canImport(CoreSpotlight) && canImport(FoundationModels) && !os(watchOS) && !os(tvOS)"

  static func file(for plan: SpotlightPlan, module: String, options: GenerationOptions) -> GeneratedFile {
    let name = GeneratedNames.spotlightSearch(module: module)
    var writer = SwiftCodeWriter()
    let nouns = plan.entities.map { EntityNoun($0.entity).plural }
    writer.documentation(
      "What an on-device model needs to search the app's Spotlight index (\(nouns.joined(separator: ", ")))",
      "with `SpotlightSearchTool`: the attributes to fetch, and instructions that explain them."
    )
    if let availability = options.availability(major: 27, platforms: ["iOS", "macOS", "visionOS"]) {
      writer.line(availability)
    }
    let access = plan.access
    writer.block("\(access)enum \(name)") { writer in
      var seen: Set<String> = []
      let perEntity = plan.entities.map { ($0.entity, SearchAttribute.attributes(of: $0.entity)) }
      writer.documentation("Every attribute the indexed entities donate, for `CoreSpotlightSource(fetchAttributes:)`.")
      writer.line("\(access)static let fetchAttributes: [SearchableItemAttribute] = [")
      for (_, attributes) in perEntity {
        for attribute in attributes where seen.insert(attribute.expression).inserted {
          writer.line("  \(attribute.expression),")
        }
      }
      writer.line("]")
      writer.line()
      writer.documentation(
        "Instructions for the `LanguageModelSession`: every indexed attribute with its meaning and unit.",
        "Add what only the app knows: synonyms, and attributes that are deliberately not indexed."
      )
      writer.line("\(access)static let instructions = \"\"\"")
      writer.line("  Use the spotlight_search tool to search the app's content before answering; never answer from")
      writer.line("  memory.")
      for (entity, attributes) in perEntity {
        writer.line(
          "  Each \(SwiftStringLiteral.escaped(EntityNoun(entity).singular)) in the index has these attributes:"
        )
        for attribute in attributes {
          writer.line("  - \(attribute.nameInInstructions): \(attribute.meaning)")
        }
      }
      writer.line("  If a question is about something not listed here, say plainly that the data is not available")
      writer.line("  instead of inventing values.")
      writer.line("  \"\"\"")
      writer.line()
      writer.documentation(
        "A `SpotlightSearchTool` over the app's index that fetches `fetchAttributes`. Focused guidance",
        "fits an on-device model's small context; complete guidance suits a larger model."
      )
      writer.line("\(access)static func makeTool(")
      writer.line("  searchableIndexDelegate: (any CSSearchableIndexDelegate)? = nil,")
      writer.line("  onDevice: Bool = true")
      writer.block(") -> SpotlightSearchTool") { writer in
        writer.lines([
          "SpotlightSearchTool(",
          "  configuration: .init(",
          "    sources: [",
          "      .coreSpotlight(",
          "        .init(searchableIndexDelegate: searchableIndexDelegate, fetchAttributes: fetchAttributes)",
          "      )",
          "    ],",
          "    guide: onDevice ? .focused() : .complete",
          "  )",
          ")",
        ])
      }
    }
    return GeneratedFile(
      name: name + ".swift",
      imports: ["CoreSpotlight", "FoundationModels"],
      condition: condition,
      body: writer.text
    )
  }
}
