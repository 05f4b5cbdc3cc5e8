//
//  RealIntent.swift
//  Fixture: lookalikes
//
//  The one real App Intents declaration in this folder. Its summary's `Summary` is App Intents'
//  own type; `HikeStats.Summary` is nested and does not shadow it.
//

import AppIntents
import Foundation

struct LogHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Hike"

  @Parameter(title: "Trail Name")
  var trailName: String

  @Parameter(title: "Minutes", default: 60)
  var minutes: Int

  static var parameterSummary: some ParameterSummary {
    Summary("Log a hike on \(\.$trailName)") {
      \.$minutes
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let stats = HikeStats.summarize([(kilometers: 0, minutes: minutes)])
    return .result(dialog: "Logged \(stats.minutes) minutes on \(trailName).")
  }
}
