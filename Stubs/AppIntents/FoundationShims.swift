// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

// Foundation on Apple platforms declares `LocalizedStringResource`, `String.LocalizationValue` and
// `CustomLocalizedStringResourceConvertible`; the Linux Foundation does not. App Intents code uses
// them everywhere (every title is a `LocalizedStringResource`), so the stub supplies them here, with
// Foundation's shapes, only where Foundation lacks them. Consequence for const extraction: their
// types print as `AppIntents.LocalizedStringResource` here, `Foundation.LocalizedStringResource` in
// Xcode.
#if !canImport(Darwin)

extension String {
  /// A localizable string value with interpolated arguments (`String.LocalizationValue`).
  public struct LocalizationValue: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
    /// The placeholder types of `\(placeholder: .int)` in a localizable string.
    public enum Placeholder: Hashable, Sendable {
      case int
      case uint
      case float
      case double
      case object
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) {}
      public mutating func appendInterpolation(_ string: String) {}
      public mutating func appendInterpolation(_ substring: Substring) {}
      public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {}
      public mutating func appendInterpolation(_ value: Double) {}
      public mutating func appendInterpolation(_ value: Float) {}
      public mutating func appendInterpolation(_ value: AttributedString) {}
      public mutating func appendInterpolation(_ value: LocalizedStringResource) {}
      public mutating func appendInterpolation(_ value: some CustomLocalizedStringResourceConvertible) {}
      public mutating func appendInterpolation(_ value: Date, format: Date.FormatStyle) {}
      public mutating func appendInterpolation(placeholder: Placeholder) {}
    }

    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
  }
}

/// A reference to a localizable string, resolved at runtime (`LocalizedStringResource`).
public struct LocalizedStringResource: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

  /// Where the string table lives: the main bundle, a bundle at a URL, or the bundle of a class.
  public enum BundleDescription: Hashable, Codable, Sendable {
    case main
    case atURL(URL)
    case forClass(String)
  }

  public var key: String
  public var defaultValue: String.LocalizationValue
  public var table: String?
  public var locale: Locale
  public var bundle: BundleDescription

  public init(
    _ keyAndValue: String.LocalizationValue,
    table: String? = nil,
    locale: Locale = .current,
    bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    self.key = ""
    self.defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(
    _ key: StaticString,
    defaultValue: String.LocalizationValue,
    table: String? = nil,
    locale: Locale = .current,
    bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  public init(stringInterpolation: StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public var description: String { key }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.table == rhs.table }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
  public init(from decoder: any Decoder) throws { stubTrap("LocalizedStringResource.init(from:)") }
  public func encode(to encoder: any Encoder) throws { stubTrap("LocalizedStringResource.encode(to:)") }
}

/// A type that describes itself with a localizable string (`CustomLocalizedStringResourceConvertible`).
public protocol CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { get }
}

extension String {
  /// Resolves a localizable string (`String(localized:)`); the stub returns an empty string.
  public init(localized resource: LocalizedStringResource) {
    self = resource.key
  }

  public init(
    localized keyAndValue: String.LocalizationValue,
    table: String? = nil,
    bundle: Bundle? = nil,
    locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self = ""
  }
}

#endif
