//
//  Intents.swift
//  Fixture: conformance-through-refinement
//

import AppIntents
import Foundation

/// An intent through `TrailsIntent`.
struct SyncTrailsIntent: TrailsIntent {
  static let title: LocalizedStringResource = "Sync Trails"

  func perform() async throws -> some IntentResult {
    try await trailLibrary().sync()
    return .result()
  }
}

/// An intent through `TrailActionIntent`, which refines `TrailsIntent`, which refines `AppIntent`.
struct MarkTrailHikedIntent: TrailActionIntent, TrailsLogging {
  static let title: LocalizedStringResource = "Mark Trail as Hiked"

  @Parameter(title: "Trail")
  var trail: TrailEntity

  func perform() async throws -> some IntentResult {
    try await trailLibrary().markHiked(id: trail.id)
    log("Marked \(trail.name) as hiked")
    return .result()
  }

  func log(_ message: String) {
    print(message)
  }
}

/// An intent through a framework refinement: `OpenIntent` refines `AppIntent`.
struct OpenTrailIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Trail"

  @Parameter(title: "Trail")
  var target: TrailEntity

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// Conforms only to the app's logging protocol, so it is not an intent despite its name.
struct TrailsDiagnosticsIntent: TrailsLogging {
  func log(_ message: String) {
    print("[diagnostics] \(message)")
  }
}
