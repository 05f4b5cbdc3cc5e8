//
//  NonLiteralIntents.swift
//  Fixture: non-literal-values
//
//  Metadata the extractor needs as a literal or a direct initializer call, written in ways
//  that compile but that it rejects. `LiteralControlIntent` is the accepted contrast.
//

import AppIntents
import Foundation

// MARK: - Accepted: literals and direct initializer calls

struct LiteralControlIntent: AppIntent {
  static let title = LocalizedStringResource("Start Hike", table: "Intents")
  static let description = IntentDescription("Starts tracking a hike.", categoryName: "Hiking")
  static let openAppWhenRun = false

  @Parameter(title: "Minutes", default: 30)
  var minutes: Int

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - Rejected

/// The title comes from a function call.
struct LogHikeIntent: AppIntent {
  static let title: LocalizedStringResource = intentTitle("Log Hike")

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// The title, and a parameter title, are constants defined in another file.
struct EndHikeIntent: AppIntent {
  static let title = TrailStrings.endHikeTitle

  @Parameter(title: TrailStrings.trailParameterTitle)
  var trailName: String

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// The title is a member reference in the style of Xcode's generated string-catalog symbols.
struct RateTrailIntent: AppIntent {
  static let title: LocalizedStringResource = .rateTrailTitle

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// The title is computed and returns a non-literal expression, and so is `openAppWhenRun`.
struct ExportTrailIntent: AppIntent {
  static var title: LocalizedStringResource {
    TrailsFeatures.isExportInBeta ? "Export Trail (Beta)" : "Export Trail"
  }

  static var openAppWhenRun: Bool {
    TrailsFeatures.opensAppForExport
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// The description's text is a variable that holds a string literal, not the literal itself,
/// and a parameter default is a constant.
struct SetCheckInIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Check-In Interval"

  private static let descriptionText: LocalizedStringResource = "Sets how often the app checks in on a hike."
  static let description = IntentDescription(descriptionText)

  @Parameter(title: "Minutes", default: TrailsFeatures.defaultCheckInMinutes)
  var minutes: Int

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// `caseDisplayRepresentations` is built at run time, and `typeDisplayRepresentation` is
/// computed through a helper call.
enum TrailSurface: String, AppEnum {
  case dirt
  case gravel
  case paved

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: intentTitle("Surface"))
  }

  static let caseDisplayRepresentations: [TrailSurface: DisplayRepresentation] = Dictionary(
    uniqueKeysWithValues: allCases.map { surface in
      (surface, DisplayRepresentation(title: "\(surface.rawValue.capitalized)"))
    }
  )
}
