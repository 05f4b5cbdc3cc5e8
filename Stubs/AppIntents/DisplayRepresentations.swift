// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// How the system names a type: "Note", "5 notes" (`TypeDisplayRepresentation`).
///
/// Expressible by a plain string literal, as in the SDK (whose documentation lists
/// `ExpressibleByStringLiteral`, not `ExpressibleByStringInterpolation`).
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
  public var name: LocalizedStringResource
  public var numericFormat: LocalizedStringResource?
  public var synonyms: [LocalizedStringResource]

  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
    self.synonyms = []
  }

  public init(
    name: LocalizedStringResource,
    numericFormat: LocalizedStringResource? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.name = name
    self.numericFormat = numericFormat
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(stringLiteral: value))
  }
}

/// How the system shows one value: title, subtitle, image (`DisplayRepresentation`).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public typealias StringInterpolation = LocalizedStringResource.StringInterpolation

  /// An image shown with a display representation (`DisplayRepresentation.Image`).
  public struct Image: Sendable {
    /// How an image is drawn: as given, or clipped to a circle (`DisplayStyle`).
    public struct DisplayStyle: Hashable, Sendable {
      public static let `default` = DisplayStyle()
      public static let circular = DisplayStyle()
    }

    public init(named name: String, isTemplate: Bool? = nil) {}
    public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {}
    public init(systemName name: String, isTemplate: Bool? = nil) {}
    public init(data: Data, isTemplate: Bool? = nil) {}
    public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {}
    public init(url: URL, isTemplate: Bool? = nil) {}
    public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {}
    public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {}
  }

  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public var image: Image?
  public var synonyms: [LocalizedStringResource]

  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = []
  }

  public init(
    title: LocalizedStringResource,
    subtitle: LocalizedStringResource? = nil,
    image: Image? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  public init(stringInterpolation: StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// A type with a display name of its own (`TypeDisplayRepresentable`).
public protocol TypeDisplayRepresentable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A type whose instances describe themselves (`InstanceDisplayRepresentable`).
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
  var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// Both of the above (`DisplayRepresentable`).
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A closed set of values, each with its own display representation (`CaseDisplayRepresentable`).
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title ?? ""
  }
}

/// A type display name plus case display representations (`StaticDisplayRepresentable`).
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
