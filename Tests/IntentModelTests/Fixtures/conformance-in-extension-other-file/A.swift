//
//  A.swift
//  Fixture: conformance-in-extension-other-file
//
//  `Trail` is declared here as a plain model type. Nothing in this file mentions App Intents;
//  B.swift adds the `AppEntity` conformance in an extension.
//

import Foundation

struct Trail: Identifiable, Hashable, Sendable {
  let id: UUID
  var name: String
  var region: String
}

/// Where the query in B.swift looks trails up.
actor TrailLibrary {
  static let shared = TrailLibrary()

  private var trails: [UUID: Trail] = [:]

  func trails(ids: [UUID]) -> [Trail] {
    ids.compactMap { trails[$0] }
  }
}
