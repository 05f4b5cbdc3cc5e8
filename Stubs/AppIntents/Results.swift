// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.
//
// Snippet views need SwiftUI, which Linux lacks: `ShowsSnippetView` is declared, but the
// `result(…, view:)` / `result(…, content:)` functions of the SwiftUI overlay are not.

import Foundation

/// What `perform()` returns: optionally a value, a dialog, a snippet, an intent to open
/// (`IntentResult`).
public protocol IntentResult: Sendable {
  associatedtype Value: _IntentValue = Never
  associatedtype Dialog = Never
  associatedtype Snippet = Never

  var value: Value? { get }
}

/// A result that returns a value to the next action of a shortcut (`ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
}

/// A result that shows or speaks a dialog (`ProvidesDialog`).
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result that shows a snippet view (`ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult where Snippet == _SnippetViewContainer {}

/// A result that runs another intent after this one (`OpensIntent`).
public protocol OpensIntent: IntentResult {
  associatedtype OpensAppIntent: AppIntent

  var opensIntent: OpensAppIntent? { get }
}

/// The snippet view of a result, type-erased.
public struct _SnippetViewContainer: Sendable {}

/// The concrete result the `result(…)` functions build (`IntentResultContainer`).
///
/// The SDK constrains `OpensAppIntent: AppIntent` (with `Never` as an app intent); the stub leaves it
/// unconstrained and makes the `OpensIntent` conformance conditional instead.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult, ReturnsValue
where Value: _IntentValue {
  public var value: Value? { stubTrap("IntentResultContainer.value") }
  public var dialog: IntentDialog? { stubTrap("IntentResultContainer.dialog") }

  init() {}
}

extension IntentResultContainer: @unchecked Sendable {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}

extension IntentResultContainer: OpensIntent where OpensAppIntent: AppIntent {
  public var opensIntent: OpensAppIntent? { stubTrap("IntentResultContainer.opensIntent") }
}

extension IntentResult {
  /// Finished, with nothing to report.
  public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer()
  }

  public static func result(
    dialog: IntentDialog
  ) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer()
  }

  public static func result<Value>(
    value: Value
  ) -> Self where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
    IntentResultContainer()
  }

  public static func result<Value>(
    value: Value,
    dialog: IntentDialog
  ) -> Self where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue {
    IntentResultContainer()
  }

  public static func result<OpensAppIntent>(
    opensIntent: OpensAppIntent
  ) -> Self where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>, OpensAppIntent: AppIntent {
    IntentResultContainer()
  }

  public static func result<OpensAppIntent>(
    opensIntent: OpensAppIntent,
    dialog: IntentDialog
  ) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog>, OpensAppIntent: AppIntent {
    IntentResultContainer()
  }

  public static func result<Value, OpensAppIntent>(
    value: Value,
    opensIntent: OpensAppIntent
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, Never, Never>, Value: _IntentValue, OpensAppIntent: AppIntent
  {
    IntentResultContainer()
  }

  public static func result<Value, OpensAppIntent>(
    value: Value,
    opensIntent: OpensAppIntent,
    dialog: IntentDialog
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog>, Value: _IntentValue,
    OpensAppIntent: AppIntent
  {
    IntentResultContainer()
  }
}
