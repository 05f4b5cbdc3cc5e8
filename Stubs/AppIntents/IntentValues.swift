// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// The values App Intents can pass around: parameter and property types, results, query results.
///
/// Underscored in the SDK too. `ValueType` is the value without optionality or collection
/// (`String?` and `[String]` both have `ValueType == String`); `UnwrappedType` is the value without
/// optionality. `@Parameter(default:)` takes an `UnwrappedType?`.
public protocol _IntentValue {
  associatedtype ValueType = Self
  associatedtype UnwrappedType = Self
}

extension String: _IntentValue {}
extension Substring: _IntentValue {}
extension Int: _IntentValue {}
extension Int8: _IntentValue {}
extension Int16: _IntentValue {}
extension Int32: _IntentValue {}
extension Int64: _IntentValue {}
extension UInt: _IntentValue {}
extension Double: _IntentValue {}
extension Float: _IntentValue {}
extension Bool: _IntentValue {}
extension Decimal: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension Data: _IntentValue {}
extension AttributedString: _IntentValue {}
extension Duration: _IntentValue {}
extension Measurement: _IntentValue {}

/// `Never` is the value of results and options that carry none.
extension Never: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
  public typealias ValueType = Wrapped.ValueType
  public typealias UnwrappedType = Wrapped
}

extension Array: _IntentValue where Element: _IntentValue {
  public typealias ValueType = Element.ValueType
  public typealias UnwrappedType = [Element]
}

/// Types with a stable identifier the system stores in its metadata (`PersistentlyIdentifiable`).
public protocol PersistentlyIdentifiable {
  /// The identifier; defaults to the type's name.
  static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// Types whose `@Dependency` properties the system resolves before using them.
public protocol _SupportsAppDependencies {}

/// Identifier types an app entity can use: strings, integers, UUIDs…
public protocol EntityIdentifierConvertible {
  var entityIdentifierString: String { get }
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

/// The base of conceptual value types used in app intents: entities and enums (`AppValue`).
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// An error the system understands, thrown from `perform()` (`AppIntentError`).
public struct AppIntentError: Error, Sendable {
  public static let restartPerform = AppIntentError()
  public static let userActionRequired = AppIntentError()
  public static let permissionRequired = AppIntentError()
  public static let unrecoverableError = AppIntentError()
}
