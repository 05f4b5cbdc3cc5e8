//
//  DebugIntents.swift
//  Fixture: conformance-inside-if
//
//  A whole intent declared inside `#if DEBUG`: it exists only in debug builds.
//

import AppIntents

#if DEBUG
struct ResetTrailsIntent: AppIntent {
  static let title: LocalizedStringResource = "Reset Trails (Debug)"
  static let isDiscoverable = false

  func perform() async throws -> some IntentResult {
    .result()
  }
}
#endif
