//
//  B.swift
//  Fixture: conformance-in-extension-other-file
//
//  The extension below makes `Trail` (declared in A.swift) an app entity.
//

import AppIntents
import Foundation

extension Trail: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")

  static let defaultQuery = TrailQuery()

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(region)")
  }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [Trail.ID]) async throws -> [Trail] {
    await TrailLibrary.shared.trails(ids: identifiers)
  }
}
