//
//  TrailStrings.swift
//  Fixture: non-literal-values
//
//  Strings and settings defined away from the intents that use them. Every use of these in
//  NonLiteralIntents.swift is something Apple's metadata extractor cannot read.
//

import AppIntents
import Foundation

enum TrailStrings {
  static let endHikeTitle: LocalizedStringResource = "End Hike"
  static let trailParameterTitle: LocalizedStringResource = "Trail"
}

/// Builds a title from a key in the app's Intents string table.
func intentTitle(_ key: String.LocalizationValue) -> LocalizedStringResource {
  LocalizedStringResource(key, table: "Intents")
}

/// The shape of a symbol Xcode generates from a string catalog.
extension LocalizedStringResource {
  static let rateTrailTitle = LocalizedStringResource("Rate Trail", table: "Intents")
}

enum TrailsFeatures {
  static let isExportInBeta = true
  static let opensAppForExport = false
  static let defaultCheckInMinutes = 30
}
