//
//  Protocols.swift
//  Fixture: conformance-through-refinement
//
//  App-defined protocols that refine `AppIntent`. The intents in Intents.swift name only these
//  protocols (or a framework refinement such as `OpenIntent`), never `AppIntent` itself.
//

import AppIntents

/// Every Trails intent. Refines `AppIntent` directly.
protocol TrailsIntent: AppIntent {}

extension TrailsIntent {
  /// Shared by every Trails intent; a protocol extension adds behaviour, not conformances.
  func trailLibrary() -> TrailLibrary {
    TrailLibrary.shared
  }
}

/// Intents that act on one trail. Refines `AppIntent` two levels down, through `TrailsIntent`.
protocol TrailActionIntent: TrailsIntent {
  var trail: TrailEntity { get }
}

/// Not an App Intents protocol: conforming to it makes nothing an intent.
protocol TrailsLogging {
  func log(_ message: String)
}
