//
//  HikeIntents.swift
//  Trails
//
//  Starting and ending a tracked hike. Both run without opening the app, so they work the same
//  from Siri, Shortcuts and the Action button.
//

import AppIntents
import Foundation

/// Starts tracking a hike on a trail, with optional safety check-ins.
struct StartHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Hike"

  static let description = IntentDescription(
    "Starts tracking a hike, run or walk on one of your trails.",
    categoryName: "Hiking",
    searchKeywords: ["track", "begin", "go"]
  )

  static let supportedModes: IntentModes = .background

  @Parameter(title: "Trail", requestValueDialog: "Which trail are you on?")
  var trail: TrailEntity

  @Parameter(title: "Activity", default: .hike)
  var activity: HikeActivity

  @Parameter(title: "Safety Check-Ins", default: false)
  var checksIn: Bool

  @Parameter(title: "Check-In Interval (minutes)", default: 30, inclusiveRange: (5, 240))
  var checkInMinutes: Int

  @Dependency private var store: TrailStore
  @Dependency private var tracker: HikeTracker

  /// The interval only matters when check-ins are on, so it only appears then.
  static var parameterSummary: some ParameterSummary {
    When(\.$checksIn, .equalTo, true) {
      Summary("Start a \(\.$activity) on \(\.$trail) with check-ins every \(\.$checkInMinutes) minutes") {
        \.$checksIn
      }
    } otherwise: {
      Summary("Start a \(\.$activity) on \(\.$trail)") {
        \.$checksIn
      }
    }
  }

  init() {}

  init(trail: TrailEntity, activity: HikeActivity = .hike) {
    self.trail = trail
    self.activity = activity
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let model = await store.trail(id: trail.id) else {
      throw TrailStoreError.trailNotFound
    }

    let hike = await tracker.start(trail: model, activity: activity, checkInMinutes: checksIn ? checkInMinutes : nil)
    _ = try await store.markHiked(id: model.id, at: hike.startedAt)

    let backBy = hike.expectedBackAt.formatted(date: .omitted, time: .shortened)
    return .result(dialog: "Tracking started on \(model.name). Expect to be back around \(backBy).")
  }
}

/// Ends the hike in progress and reports how long it took.
struct EndHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "End Hike"
  static let description = IntentDescription("Stops tracking the current hike.", categoryName: "Hiking")
  static let supportedModes: IntentModes = .background

  @Dependency private var tracker: HikeTracker

  static var parameterSummary: some ParameterSummary {
    Summary("End the current hike")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let hike = await tracker.end(), let endedAt = hike.endedAt else {
      return .result(dialog: "You're not tracking a hike right now.")
    }
    let duration = Duration.seconds(endedAt.timeIntervalSince(hike.startedAt))
      .formatted(.units(allowed: [.hours, .minutes], width: .wide))
    return .result(dialog: "Finished \(hike.trailName) in \(duration).")
  }
}
