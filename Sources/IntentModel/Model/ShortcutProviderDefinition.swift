/// An `AppShortcutsProvider` and the App Shortcuts its builder declares.
public struct ShortcutProviderDefinition: Hashable, Sendable {
  public var name: String
  public var location: ModelLocation
  public var shortcuts: [ShortcutDefinition]
  public var shortcutTileColor: ModelValue?
  public var negativePhrases: ModelValue?
  /// Whether `appShortcuts` was found and read as a builder of `AppShortcut(…)` calls.
  public var hasReadableShortcuts: Bool
  /// `AppShortcut(…)` calls in `appShortcuts` that the compiler's const extraction does not record,
  /// so Apple's metadata processor never sees them: added to an array in code
  /// (`shortcuts.append(AppShortcut(…))`, `shortcuts += […]`) or inside a larger expression.
  public var unextractedShortcuts: [ModelLocation] = []

  public init(name: String, location: ModelLocation) {
    self.name = name
    self.location = location
    self.shortcuts = []
    self.hasReadableShortcuts = false
  }
}

/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
public struct ShortcutDefinition: Hashable, Sendable {
  public var location: ModelLocation
  /// The intent type of `intent: CreateNoteIntent(…)`.
  public var intent: String?
  /// The intent initializer's arguments.
  public var intentArguments: [ModelArgument]
  /// The phrases, normalized (`${applicationName}`, `${note}`); a non-literal when the array is
  /// not written inline.
  public var phrases: [ModelValue]
  /// Where each phrase is written, parallel to `phrases`.
  public var phraseLocations: [ModelLocation] = []
  /// Whether `phrases:` is an inline array literal (Apple drops shortcuts whose phrases are not).
  public var hasInlinePhrases: Bool
  public var shortTitle: ModelValue?
  public var systemImageName: ModelValue?
  /// The `if` conditions around the shortcut in the builder (`#available(iOS 18, *)`).
  public var builderConditions: [String]

  public init(location: ModelLocation) {
    self.location = location
    self.intentArguments = []
    self.phrases = []
    self.hasInlinePhrases = false
    self.builderConditions = []
  }
}
