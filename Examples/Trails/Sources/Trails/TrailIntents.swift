//
//  TrailIntents.swift
//  Trails
//
//  Intents about trails in the library: opening one, and picking one to hike.
//

import AppIntents
import Foundation

/// Opens a trail in the app. Spotlight runs it when someone taps a trail in the results.
struct OpenTrailIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Trail"
  static let description = IntentDescription("Shows a trail's map and details.", categoryName: "Trails")

  @Parameter(title: "Trail", requestValueDialog: "Which trail?")
  var target: TrailEntity

  static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$target)")
  }

  init() {}

  init(trail: TrailEntity) {
    target = trail
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    TrailNavigator.shared.selectedTrailID = target.id
    return .result()
  }
}

/// Picks a trail from the library that fits the time and energy someone has today.
struct SuggestTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Suggest a Trail"

  static let description = IntentDescription(
    "Suggests a trail of the chosen difficulty that you haven't hiked for a while.",
    categoryName: "Trails",
    searchKeywords: ["recommend", "pick", "hike"]
  )

  static let supportedModes: IntentModes = .background

  @Parameter(title: "Difficulty", default: .moderate)
  var difficulty: TrailDifficulty

  @Parameter(title: "Maximum Distance (km)", default: 10)
  var maximumDistance: Double

  @Parameter(title: "Wheelchair Accessible Only", default: false)
  var accessibleOnly: Bool

  @Dependency private var store: TrailStore

  /// Trails marks only easy trails as wheelchair accessible, so the switch appears only for them.
  static var parameterSummary: some ParameterSummary {
    Switch(\.$difficulty) {
      Case(.easy) {
        Summary("Suggest an easy trail up to \(\.$maximumDistance) km") {
          \.$accessibleOnly
        }
      }
      DefaultCase {
        Summary("Suggest a \(\.$difficulty) trail up to \(\.$maximumDistance) km")
      }
    }
  }

  init() {}

  init(difficulty: TrailDifficulty) {
    self.difficulty = difficulty
  }

  func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity?> & ProvidesDialog {
    let trail = await store.suggestion(
      difficulty: difficulty,
      maximumDistance: maximumDistance,
      accessibleOnly: difficulty == .easy && accessibleOnly
    )
    guard let trail else {
      return .result(value: nil, dialog: "No trail in your library fits. Try a longer distance.")
    }
    let entity = TrailEntity(trail)
    return .result(value: entity, dialog: "How about \(trail.name)? It's \(entity.formattedDistance).")
  }
}
