// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// A verb of the app that Siri, Shortcuts, Spotlight and widgets can run (`AppIntent`).
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
  /// What `perform()` returns: `some IntentResult`, possibly `& ReturnsValue<T> & ProvidesDialog`…
  associatedtype PerformResult: IntentResult
  /// The type of `parameterSummary`.
  associatedtype SummaryContent: ParameterSummary

  static var title: LocalizedStringResource { get }
  static var description: IntentDescription? { get }
  static var parameterSummary: SummaryContent { get }
  static var openAppWhenRun: Bool { get }
  static var isDiscoverable: Bool { get }
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  /// Whether the intent runs in the background, the foreground, or may move between them (iOS 26).
  static var supportedModes: IntentModes { get }

  /// The system creates an intent with `init()`, then sets its parameters.
  init()

  func perform() async throws -> PerformResult
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var isDiscoverable: Bool { true }
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
  public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }

  /// `@Parameter` inside an intent is `IntentParameter`.
  public typealias Parameter = IntentParameter
  public typealias Summary = IntentParameterSummary<Self>
  public typealias When<WhenCondition, Otherwise> = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
  where WhenCondition: ParameterSummary, Otherwise: ParameterSummary
  public typealias Switch<Value, CaseCondition> = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
  where Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
  public typealias Case = ParameterSummaryCaseCondition
  public typealias DefaultCase = ParameterSummaryDefaultCaseCondition

  /// Moves the app to the foreground, after asking the person if needed (iOS 26).
  public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
    stubTrap("AppIntent.continueInForeground(_:alwaysConfirm:)")
  }

  /// An error that asks the person to continue in the foreground (iOS 26).
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    alwaysConfirm: Bool = true
  ) -> AppIntentError {
    stubTrap("AppIntent.needsToContinueInForegroundError(_:alwaysConfirm:)")
  }

  /// Asks the person to confirm before the intent goes on.
  public func requestConfirmation(
    actionName: ConfirmationActionName = .go,
    dialog: IntentDialog? = nil
  ) async throws {
    stubTrap("AppIntent.requestConfirmation(actionName:dialog:)")
  }
}

extension AppIntent {
  /// Without a declared summary, the intent's parameter summary is empty. An opaque default, as in
  /// the SDK: the const-values `SummaryContent` of such an intent is `some AppIntents.ParameterSummary`.
  public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }
}

/// The verb a confirmation prompt uses (`ConfirmationActionName`).
public struct ConfirmationActionName: Sendable {
  public static let add = ConfirmationActionName()
  public static let addData = ConfirmationActionName()
  public static let book = ConfirmationActionName()
  public static let buy = ConfirmationActionName()
  public static let call = ConfirmationActionName()
  public static let checkIn = ConfirmationActionName()
  public static let `continue` = ConfirmationActionName()
  public static let create = ConfirmationActionName()
  public static let go = ConfirmationActionName()
  public static let log = ConfirmationActionName()
  public static let order = ConfirmationActionName()
  public static let pay = ConfirmationActionName()
  public static let play = ConfirmationActionName()
  public static let request = ConfirmationActionName()
  public static let run = ConfirmationActionName()
  public static let search = ConfirmationActionName()
  public static let send = ConfirmationActionName()
  public static let set = ConfirmationActionName()
  public static let share = ConfirmationActionName()
  public static let start = ConfirmationActionName()
  public static let toggle = ConfirmationActionName()

  public static func custom(
    acceptLabel: LocalizedStringResource,
    acceptAlternatives: [LocalizedStringResource] = [],
    denyLabel: LocalizedStringResource,
    denyAlternatives: [LocalizedStringResource] = [],
    destructive: Bool
  ) -> ConfirmationActionName {
    ConfirmationActionName()
  }
}

/// An intent that opens the app to show a value (`OpenIntent`).
public protocol OpenIntent: AppIntent {
  /// The type of the value to open.
  associatedtype Value: AppValue

  var target: Value { get set }
}

extension OpenIntent {
  public static var openAppWhenRun: Bool { true }
}

/// An intent that sets a value, such as a toggle in a control (`SetValueIntent`).
public protocol SetValueIntent<ValueType>: AppIntent {
  associatedtype ValueType: _IntentValue

  var value: ValueType { get set }
}

/// An intent defined by the system, such as `OpenURLIntent` (`SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity (`LiveActivityIntent`).
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio (`AudioPlaybackIntent`).
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that reports its progress (`ProgressReportingIntent`).
public protocol ProgressReportingIntent: AppIntent {
  var progress: Progress { get }
}

extension ProgressReportingIntent {
  public var progress: Progress { stubTrap("ProgressReportingIntent.progress") }
}

/// An intent that deletes entities (`DeleteIntent`).
public protocol DeleteIntent: AppIntent {
  associatedtype Entity: AppEntity

  var entities: [Entity] { get set }
}

/// The authentication an intent requires before it runs (`IntentAuthenticationPolicy`).
public enum IntentAuthenticationPolicy: Sendable {
  case alwaysAllowed
  case requiresAuthentication
  case requiresLocalDeviceAuthentication
}

/// Where an intent runs: background, foreground, or background with a move to the foreground
/// (`IntentModes`, iOS 26).
public struct IntentModes: OptionSet, Sendable {
  /// When and how the app comes to the foreground (`IntentModes.ForegroundMode`).
  public struct ForegroundMode: Sendable {
    public static var immediate: ForegroundMode { ForegroundMode() }
    public static var dynamic: ForegroundMode { ForegroundMode() }
    public static var deferred: ForegroundMode { ForegroundMode() }
  }

  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static var background: IntentModes { IntentModes(rawValue: 1) }
  /// The same as `.foreground(.immediate)`.
  public static var foreground: IntentModes { IntentModes(rawValue: 2) }

  public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
    IntentModes(rawValue: 2)
  }
}

/// The description, category and search keywords of an intent (`IntentDescription`).
public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
  public var descriptionText: LocalizedStringResource
  public var categoryName: LocalizedStringResource?
  public var searchKeywords: [LocalizedStringResource]
  public var resultValueName: LocalizedStringResource?

  public init(
    _ descriptionText: LocalizedStringResource,
    categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }

  public init(
    _ descriptionText: LocalizedStringResource,
    categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [],
    resultValueName: LocalizedStringResource?
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
    self.resultValueName = resultValueName
  }

  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }
}

/// Text the system shows or speaks to the person (`IntentDialog`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
  public typealias StringInterpolation = LocalizedStringResource.StringInterpolation

  public init(_ fullDialog: LocalizedStringResource) {}
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {}
  public init(full: LocalizedStringResource, systemImageName: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}
