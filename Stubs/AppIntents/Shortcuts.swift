// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// The app's App Shortcuts: available as soon as the app is installed (`AppShortcutsProvider`).
public protocol AppShortcutsProvider: Sendable {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
  public static var shortcutTileColor: ShortcutTileColor { .navy }

  /// Phrases that should never run one of the app's shortcuts (iOS 17).
  public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases() }

  /// Asks the system to fetch the parameter values of parameterized phrases again.
  public static func updateAppShortcutParameters() {}
}

/// An intent, the phrases that run it, a title and an image (`AppShortcut`).
public struct AppShortcut: Sendable {
  public init<Intent: AppIntent>(
    intent: Intent,
    phrases: [AppShortcutPhrase<Intent>],
    shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {}

  public init<Intent: AppIntent, Value: _IntentValue & Sendable>(
    intent: Intent,
    phrases: [AppShortcutPhrase<Intent>],
    shortTitle: LocalizedStringResource,
    systemImageName: String,
    parameterPresentation: AppShortcutParameterPresentation<Intent, Value>
  ) {}
}

/// How the Shortcuts app presents one App Shortcut per value of a parameter
/// (`AppShortcutParameterPresentation`; the SDK type has four generic parameters).
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: _IntentValue & Sendable>: Sendable {
  public init(
    for keyPath: KeyPath<Intent, IntentParameter<Value>>,
    summary: AppShortcutParameterPresentationSummary<Intent>
  ) {}
}

/// The summary of a parameter presentation: "Open \(\.$note)".
public struct AppShortcutParameterPresentationSummary<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  public typealias StringInterpolation = AppShortcutPhrase<Intent>.StringInterpolation

  public init(_ summaryString: AppShortcutPhrase<Intent>, table: StaticString? = nil) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// A phrase that runs an App Shortcut: `"Create a note in \(.applicationName)"`, optionally with a
/// parameter, `"Open \(\.$note) in \(.applicationName)"` (`AppShortcutPhrase`).
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {}
  }

  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// The tokens a phrase can contain (`AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Hashable, Sendable {
  /// The app's name, or one of its synonyms; every phrase must contain it once.
  case applicationName
}

/// Builds `appShortcuts` from `AppShortcut` expressions and `if #available` blocks
/// (`AppShortcutsBuilder`).
///
/// `buildOptional` accepts only what `buildLimitedAvailability` produces, so a plain `if` does not
/// compile, as in the SDK: App Shortcuts must be statically known. (Swift 6.3 reports that mistake
/// as "failed to produce diagnostic for expression".)
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildBlock() -> [AppShortcut] { [] }
  /// The iOS 16 form. Disfavored in the stub so that the iOS 17.4 array form (which also allows
  /// `if #available`) is chosen; the SDK's own tie-break between the two is not documented.
  @_disfavoredOverload
  public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
  @_disfavoredOverload
  public static func buildExpression(_ component: AppShortcut) -> AppShortcut { component }
  public static func buildExpression(_ component: AppShortcut) -> [AppShortcut] { [component] }

  public static func buildLimitedAvailability(
    _ components: [AppShortcut]
  ) -> any _AppShortcutsContentMarker & _LimitedAvailabilityAppShortcutsContentMarker {
    _LimitedAvailabilityAppShortcuts(shortcuts: components)
  }

  public static func buildOptional(
    _ component: (any _AppShortcutsContentMarker & _LimitedAvailabilityAppShortcutsContentMarker)?
  ) -> [AppShortcut] {
    []
  }
}

public protocol _AppShortcutsContentMarker {}
public protocol _LimitedAvailabilityAppShortcutsContentMarker {}

struct _LimitedAvailabilityAppShortcuts: _AppShortcutsContentMarker, _LimitedAvailabilityAppShortcutsContentMarker {
  var shortcuts: [AppShortcut]
}

/// The colors of an app's tiles in the Shortcuts app (`ShortcutTileColor`).
public enum ShortcutTileColor: Sendable {
  case red
  case orange
  case tangerine
  case yellow
  case lime
  case teal
  case lightBlue
  case blue
  case navy
  case grape
  case purple
  case pink
  case grayBlue
  case grayGreen
  case grayBrown
}

/// A phrase that should not run any of the app's shortcuts (`NegativeAppShortcutPhrase`, iOS 17).
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
  }

  public init(_ phraseKey: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// The app's negative phrases (`NegativeAppShortcutPhrases`).
public struct NegativeAppShortcutPhrases: Sendable {
  public init() {}
  public init(@NegativeAppShortcutPhrasesBuilder _ phrases: () -> [NegativeAppShortcutPhrase]) {}
}

@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
  public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> NegativeAppShortcutPhrase {
    phrase
  }

  public static func buildBlock(_ components: NegativeAppShortcutPhrase...) -> [NegativeAppShortcutPhrase] {
    components
  }
}
