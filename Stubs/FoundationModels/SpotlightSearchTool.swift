// Type-checking stub of the Core Spotlight + Foundation Models cross-import overlay (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation.
// See Stubs/README.md.
//
// In the SDK, SpotlightSearchTool is declared by the overlay module `_CoreSpotlight_FoundationModels`,
// which exists once a file imports both CoreSpotlight and FoundationModels. The stub declares it in
// FoundationModels, which therefore imports CoreSpotlight; code that imports both sees the same names.

import CoreSpotlight

/// A tool that lets a language model search the app's Core Spotlight index (`SpotlightSearchTool`,
/// iOS, macOS and visionOS 27; SDK: `public struct SpotlightSearchTool : FoundationModels.Tool, Sendable`).
public struct SpotlightSearchTool: Tool {
  public var name: String { "spotlight_search" }
  public var description: String { stubTrap("SpotlightSearchTool.description") }

  public init(configuration: Configuration = Configuration(sources: [.coreSpotlight()])) {}

  /// Where the tool searches and how it guides the model (`SpotlightSearchTool.Configuration`).
  public struct Configuration: Sendable {
    public init(
      sources: [SearchSource] = [],
      guide: Guide? = nil,
      contactResolver: (any ContactResolver)? = nil,
      customStages: [any CustomStage] = [],
      maximumResponseSize: Int? = nil
    ) {}
  }

  /// Resolves people the model names to contacts (`SpotlightSearchTool.ContactResolver`); not stubbed further.
  public protocol ContactResolver: Sendable {}

  /// A custom stage of the search pipeline (`SpotlightSearchTool.CustomStage`); not stubbed further.
  public protocol CustomStage: Sendable {}

  /// A place the tool searches (`SpotlightSearchTool.SearchSource`).
  public struct SearchSource: Sendable {
    /// The app's Core Spotlight index.
    public static func coreSpotlight(_ source: CoreSpotlightSource = CoreSpotlightSource()) -> SearchSource {
      SearchSource()
    }
  }

  /// The Core Spotlight source: the delegate that hydrates items and the attributes to fetch.
  public struct CoreSpotlightSource: Sendable {
    public init(
      searchableIndexDelegate: (any CSSearchableIndexDelegate)? = nil,
      fetchAttributes: [SearchableItemAttribute] = []
    ) {}
  }

  /// How much the tool tells the model about its search capabilities (`SpotlightSearchTool.Guide`).
  public struct Guide: Sendable {
    public init(level: GuidanceLevel, format: FormatLevel = .structured) {}

    /// Every capability: for models with a large context.
    public static var complete: Guide { Guide(level: .complete) }

    /// The capabilities for one kind of content: for on-device models.
    public static func focused(_ domain: ContentDomain = .items) -> Guide { Guide(level: .focused(domain)) }

    /// The capabilities a profile enables.
    public static func dynamic(_ profile: GuidanceProfile) -> Guide { Guide(level: .dynamic(profile)) }
  }

  /// The guidance levels (`SpotlightSearchTool.GuidanceLevel`).
  public enum GuidanceLevel: Sendable {
    case complete
    case focused(ContentDomain = .items)
    case dynamic(GuidanceProfile)
  }

  /// How search results are formatted for the model (`SpotlightSearchTool.FormatLevel`).
  public enum FormatLevel: Sendable {
    case structured
    case compact
  }

  /// The kind of content focused guidance covers (`SpotlightSearchTool.ContentDomain`).
  public enum ContentDomain: Sendable {
    case items
  }

  /// The search capabilities and attributes dynamic guidance describes (`GuidanceProfile`).
  public struct GuidanceProfile: Sendable {
    public init(
      textMatch: Bool? = nil,
      similarityMatch: Bool? = nil,
      numericMatch: Bool? = nil,
      dates: Bool? = nil,
      people: Bool? = nil,
      contentType: Bool? = nil,
      attributes: [SearchableItemAttribute]? = nil
    ) {}
  }
}
