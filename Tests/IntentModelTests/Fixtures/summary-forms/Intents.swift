//
//  Intents.swift
//  Fixture: summary-forms
//
//  One intent per parameter-summary form. The `perform()` bodies are trivial on purpose.
//

import AppIntents
import Foundation

// MARK: - No summary at all

struct OpenTrailsIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Trails"
  static let openAppWhenRun = true

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - Summary("…")

struct StartHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Hike"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  static var parameterSummary: some ParameterSummary {
    Summary("Start hiking \(\.$trail)")
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - Summary("…") { \.$a; \.$b }

struct LogHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Hike"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  @Parameter(title: "Minutes", default: 60)
  var minutes: Int

  @Parameter(title: "Notes")
  var notes: String?

  static var parameterSummary: some ParameterSummary {
    Summary("Log a hike on \(\.$trail)") { \.$minutes; \.$notes }
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - When(…) { } otherwise: { }

struct ShareLocationIntent: AppIntent {
  static let title: LocalizedStringResource = "Share Hike Location"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  @Parameter(title: "Share with a Contact", default: false)
  var sharesWithContact: Bool

  @Parameter(title: "Contact")
  var contact: IntentPerson?

  static var parameterSummary: some ParameterSummary {
    When(\.$sharesWithContact, .equalTo, true) {
      Summary("Share my location on \(\.$trail) with \(\.$contact)")
    } otherwise: {
      Summary("Show my location on \(\.$trail)") {
        \.$sharesWithContact
      }
    }
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - When(…, .hasAnyValue) { } otherwise: { }

struct PlanHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan Hike"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  @Parameter(title: "Date")
  var date: Date?

  static var parameterSummary: some ParameterSummary {
    When(\.$date, .hasAnyValue) {
      Summary("Plan a hike on \(\.$trail) for \(\.$date)")
    } otherwise: {
      Summary("Plan a hike on \(\.$trail)") {
        \.$date
      }
    }
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - When(…, { }, otherwise: { }) with a comparison operator and closure arguments

struct SetCheckInIntervalIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Check-In Interval"

  @Parameter(title: "Minutes", default: 30)
  var intervalMinutes: Int

  @Parameter(title: "Remind Before Sunset", default: true)
  var remindsBeforeSunset: Bool

  static var parameterSummary: some ParameterSummary {
    When(\.$intervalMinutes, .greaterThanOrEqualTo, 60, {
      Summary("Check in every \(\.$intervalMinutes) minutes") {
        \.$remindsBeforeSunset
      }
    }, otherwise: {
      Summary("Check in every \(\.$intervalMinutes) minutes")
    })
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - Switch(\.$x) { Case(.a) { } DefaultCase { } }

struct ShowDistanceIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Trail Distance"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  @Parameter(title: "Unit", default: .kilometers)
  var unit: DistanceUnit

  @Parameter(title: "Round to Whole Numbers", default: false)
  var rounds: Bool

  static var parameterSummary: some ParameterSummary {
    Switch(\.$unit) {
      Case(.kilometers) {
        Summary("Show the length of \(\.$trail) in kilometers")
      }
      Case(.miles) {
        Summary("Show the length of \(\.$trail) in miles") {
          \.$rounds
        }
      }
      DefaultCase {
        Summary("Show the length of \(\.$trail) in \(\.$unit)")
      }
    }
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

// MARK: - Switch with a When nested inside a Case, and a Case over several values

struct ExportTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Export Trail"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  @Parameter(title: "Format", default: .gpx)
  var format: ExportFormat

  @Parameter(title: "Include Waypoints", default: true)
  var includesWaypoints: Bool

  @Parameter(title: "Include Elevation", default: true)
  var includesElevation: Bool

  static var parameterSummary: some ParameterSummary {
    Switch(\.$format) {
      Case(.gpx) {
        When(\.$includesWaypoints, .equalTo, true) {
          Summary("Export \(\.$trail) as GPX with waypoints") {
            \.$includesWaypoints
            \.$includesElevation
          }
        } otherwise: {
          Summary("Export \(\.$trail) as a GPX track") {
            \.$includesWaypoints
          }
        }
      }
      Case([.csv, .pdf]) {
        Summary("Export a \(\.$format) report for \(\.$trail)")
      }
      DefaultCase {
        Summary("Export \(\.$trail) as \(\.$format)")
      }
    }
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}
