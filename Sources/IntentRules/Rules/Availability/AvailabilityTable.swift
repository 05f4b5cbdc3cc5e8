import IntentModel

/// The App Intents APIs the availability rules check, with the release each first appeared in per
/// platform: the data of `api_availability` and the fallback of `schema_availability`.
///
/// Versions come from the references: the FieldNotes guide's platform table ("New in 26", "26.4",
/// "27" for iOS, iPadOS, macOS, watchOS and visionOS; "Not available" platforms are left out, since
/// they are a matter of `#if os(…)`, not of versions), the Spotlight guide's SDK-verified floors
/// (`IndexedEntity` and `indexAppEntities` at iOS 18 / macOS 15 / visionOS 2, `@Property(indexingKey:)`
/// at iOS 18.4 / macOS 15.4) and schema-domains.md §1.2. iPadOS and Mac Catalyst follow iOS unless
/// listed.
enum AvailabilityTable {
  typealias Versions = [String: String]

  static let all26: Versions = ["iOS": "26.0", "macOS": "26.0", "watchOS": "26.0", "visionOS": "26.0"]
  static let all26_4: Versions = ["iOS": "26.4", "macOS": "26.4", "watchOS": "26.4", "visionOS": "26.4"]
  static let all27: Versions = ["iOS": "27.0", "macOS": "27.0", "watchOS": "27.0", "visionOS": "27.0"]
  static let spotlightFloor: Versions = ["iOS": "18.0", "macOS": "15.0", "visionOS": "2.0"]

  /// Protocols an intent, entity or query adopts.
  static let protocols: [String: Versions] = [
    "IndexedEntity": spotlightFloor,
    "IndexedEntityQuery": ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0"],
    "SyncableEntity": all27,
    "LongRunningIntent": all27,
    "CancellableIntent": all26_4,
    "UndoableIntent": all26,
  ]

  /// Static properties of an intent (`static let supportedModes: IntentModes`), with how the model
  /// tells whether an intent declares them, in a fixed order.
  static let intentProperties:
    [(name: String, value: @Sendable (IntentDefinition) -> ModelValue?, versions: Versions)] = [
      ("supportedModes", { $0.supportedModes }, all26)
    ]

  /// Functions and methods, found at their call sites (`name(` or `name {`).
  static let calls: [String: Versions] = [
    "performBackgroundTask": all27,
    "indexAppEntities": spotlightFloor,
    "deleteAppEntities": spotlightFloor,
  ]

  /// Entity property macros, whatever their arguments: `@ComputedProperty` and `@DeferredProperty`
  /// (iOS, iPadOS, macOS and visionOS 26 in Apple's documentation of each of their forms).
  static let propertyMacros: [String: Versions] = [
    "ComputedProperty": ["iOS": "26.0", "macOS": "26.0", "visionOS": "26.0"],
    "DeferredProperty": ["iOS": "26.0", "macOS": "26.0", "visionOS": "26.0"],
  ]

  /// Arguments of an entity's `@Property(…)` (the property-level Spotlight mapping).
  static let propertyArguments: [String: Versions] = [
    "indexingKey": ["iOS": "18.4", "macOS": "15.4"],
    "customIndexingKey": ["iOS": "18.4", "macOS": "15.4"],
  ]

  /// Schema domains, when the schema catalog (`Schemas/domains/*.yaml`) has no availability for a
  /// member or its domain.
  static let schemaDomains: [String: Versions] = {
    let ios18: Versions = ["iOS": "18.0", "macOS": "15.0", "visionOS": "2.0", "macCatalyst": "18.0"]
    let ios27: Versions = ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0", "macCatalyst": "27.0"]
    var table: [String: Versions] = [:]
    for domain in [
      "mail", "photos", "books", "browser", "camera", "files", "journal", "presentation", "reader", "spreadsheet",
      "whiteboard", "wordProcessor", "system",
    ] {
      table[domain] = ios18
    }
    for domain in ["audio", "calendar", "clock", "maps", "messages", "notes", "phone", "reminders"] {
      table[domain] = ios27
    }
    table["visualIntelligence"] = ["iOS": "26.0"]
    table["assistant"] = ["iOS": "26.2", "macCatalyst": "26.2"]
    return table
  }()

  /// Schema members newer than their domain, when the schema catalog does not say.
  static let schemaMembers: [String: Versions] = [
    "system.searchInApp": ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0"],
    "system.open": ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0"],
    "mail.openDraft": ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0"],
    "mail.openMessage": ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0"],
    "mail.thread": ["iOS": "27.0", "macOS": "27.0", "visionOS": "27.0"],
  ]
}
