// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

// Foundation API that Apple platforms have and the Linux Foundation (swift-corelibs-foundation,
// Swift 6.3) lacks, used by the examples' ordinary code next to their App Intents types. It is NOT
// App Intents API: it is here, beside `FoundationShims.swift`, only so that the examples type-check
// unchanged against the stubs on Linux. Keep it to what an example needs, with Foundation's shapes.
//
// A declaration of the module being compiled shadows these: an example that brings its own
// `#if !canImport(Darwin)` equivalent (FieldNotes' `URL.applicationSupportDirectory`) still compiles.
#if !canImport(Darwin)

extension URL {
  /// The Application Support directory of the user domain (`URL.applicationSupportDirectory`).
  public static var applicationSupportDirectory: URL {
    stubTrap("URL.applicationSupportDirectory")
  }
}

/// How a measurement's unit is chosen for display (`MeasurementFormatUnitUsage`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
  /// The unit preferred for the locale.
  public static var general: Self { Self() }
  /// The measurement's own unit.
  public static var asProvided: Self { Self() }
}

extension Measurement where UnitType: Dimension {
  /// A measurement format style (`Measurement<UnitType>.FormatStyle`).
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    public struct UnitWidth: Codable, Hashable, Sendable {
      public static var wide: Self { Self() }
      public static var abbreviated: Self { Self() }
      public static var narrow: Self { Self() }
    }

    public var width: UnitWidth
    public var locale: Locale
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?

    public init(
      width: UnitWidth,
      locale: Locale = .autoupdatingCurrent,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    public func format(_ value: Measurement<UnitType>) -> String {
      stubTrap("Measurement.FormatStyle.format(_:)")
    }
  }

  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == Measurement<UnitType> {
    style.format(self)
  }
}

extension FormatStyle {
  /// `.measurement(width:usage:numberFormatStyle:)`.
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth,
    usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}

#endif
