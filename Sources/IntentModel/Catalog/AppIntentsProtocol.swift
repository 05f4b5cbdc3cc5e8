/// The App Intents protocols intentgen recognizes, what each one makes a type, and which base
/// protocols it implies (an `OpenIntent` is an `AppIntent`, an `EntityStringQuery` an `EntityQuery`).
public struct AppIntentsProtocol: Hashable, Sendable {
  /// What conforming to a protocol makes a type.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    case entity, intent, query, appEnum, shortcutsProvider, package

    // By case: the default for an enum with raw values compares and hashes the raw strings,
    // and extraction asks a set of roles for each role of each type.

    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.ordinal == rhs.ordinal }

    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    fileprivate var ordinal: Int {
      switch self {
      case .entity: 0
      case .intent: 1
      case .query: 2
      case .appEnum: 3
      case .shortcutsProvider: 4
      case .package: 5
      }
    }
  }

  public var name: String
  public var role: Role
  /// Protocols this one refines, transitively included in a conformer's `conformances`.
  public var implies: [String]

  public init(_ name: String, _ role: Role, implies: [String] = []) {
    self.name = name
    self.role = role
    self.implies = implies
  }

  /// Every recognized protocol, by name.
  public static let all: [String: AppIntentsProtocol] = {
    var table: [String: AppIntentsProtocol] = [:]
    func add(_ names: [String], _ role: Role, implies: [String]) {
      for name in names { table[name] = AppIntentsProtocol(name, role, implies: implies) }
    }
    add(["AppEntity"], .entity, implies: [])
    add(
      [
        "IndexedEntity", "TransientAppEntity", "UniqueAppEntity", "FileEntity", "SyncableEntity",
        "URLRepresentableEntity",
      ],
      .entity,
      implies: ["AppEntity"]
    )
    add(["AppIntent"], .intent, implies: [])
    add(
      [
        "OpenIntent", "DeleteIntent", "SnippetIntent", "LongRunningIntent", "CancellableIntent", "UndoableIntent",
        "ForegroundContinuableIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "ShowInAppSearchResultsIntent",
        "WidgetConfigurationIntent", "ControlConfigurationIntent", "PredictableIntent", "SystemIntent",
        "URLRepresentableIntent", "ProgressReportingIntent", "CameraCaptureIntent", "SetValueIntent",
        "PushToTalkTransmissionIntent", "LiveActivityIntent", "LiveActivityStartingIntent", "SetFocusFilterIntent",
        "AudioStartingIntent", "CustomIntentMigratedAppIntent", "TargetContentProvidingIntent",
      ],
      .intent,
      implies: ["AppIntent"]
    )
    // UIKit's overlay declares `protocol UISceneAppIntent: TargetContentProvidingIntent`.
    add(["UISceneAppIntent"], .intent, implies: ["TargetContentProvidingIntent"])
    // The SDK declares `protocol EntityQuery: DynamicOptionsProvider, …`.
    add(["EntityQuery"], .query, implies: ["DynamicOptionsProvider"])
    add(
      [
        "EntityStringQuery", "EntityPropertyQuery", "EnumerableEntityQuery", "IndexedEntityQuery",
        "UniqueAppEntityQuery",
      ],
      .query,
      implies: ["EntityQuery"]
    )
    add(["IntentValueQuery", "DynamicOptionsProvider"], .query, implies: [])
    add(["AppEnum"], .appEnum, implies: [])
    add(["AppShortcutsProvider"], .shortcutsProvider, implies: [])
    add(["AppIntentsPackage"], .package, implies: [])
    return table
  }()

  /// Each recognized protocol's name with every protocol it implies, transitively (`OpenIntent` →
  /// `OpenIntent`, `AppIntent`), so that a conformance resolves with one lookup.
  public static let namesImplied: [String: Set<String>] = {
    func closure(_ name: String) -> Set<String> {
      guard let known = all[name] else { return [] }
      return known.implies.reduce(into: [known.name]) { $0.formUnion(closure($1)) }
    }
    return Dictionary(uniqueKeysWithValues: all.keys.map { ($0, closure($0)) })
  }()

  /// `namesImplied` of the recognized protocol a written type name refers to, if any.
  public static func namesImplied(by written: String) -> Set<String>? {
    namesImplied[withoutModule(written)]
  }

  public static func named(_ written: String) -> AppIntentsProtocol? {
    all[withoutModule(written)]
  }

  /// A written name without its `AppIntents.` qualifier or `AppIntents::` module selector.
  public static func withoutModule(_ written: String) -> String {
    if written.hasPrefix("AppIntents.") { return String(written.dropFirst("AppIntents.".count)) }
    if written.hasPrefix("AppIntents::") { return String(written.dropFirst("AppIntents::".count)) }
    return written
  }

  /// Roles as one byte: a type's roles are asked for once per role, and a `Set` would hash each.
  public struct RoleSet: Hashable, Sendable {
    private var bits: UInt8 = 0

    public init() {}

    public var isEmpty: Bool { bits == 0 }

    public func contains(_ role: Role) -> Bool { bits & Self.bit(role) != 0 }

    public mutating func insert(_ role: Role) { bits |= Self.bit(role) }

    public mutating func formUnion(_ other: RoleSet) { bits |= other.bits }

    private static func bit(_ role: Role) -> UInt8 { 1 << UInt8(role.ordinal) }
  }

  /// `namesImplied` with the roles and sorted names of each, made once (see `ImpliedConformances`).
  public static let implied: [String: ImpliedConformances] = namesImplied.mapValues { ImpliedConformances($0) }

  /// The protocol a schema macro of `role` implies (`@AppEntity(schema:)` → `AppEntity`).
  public static func baseProtocol(of role: Role) -> String {
    switch role {
    case .entity: "AppEntity"
    case .intent: "AppIntent"
    case .query: "EntityQuery"
    case .appEnum: "AppEnum"
    case .shortcutsProvider: "AppShortcutsProvider"
    case .package: "AppIntentsPackage"
    }
  }

  /// The macros that declare a schema conformance (`@AppEntity(schema: .photos.asset)`), by role.
  public static let schemaMacros: [String: Role] = [
    "AppEntity": .entity, "AssistantEntity": .entity, "AppIntent": .intent, "AssistantIntent": .intent,
    "AppEnum": .appEnum, "AssistantEnum": .appEnum,
  ]
}
