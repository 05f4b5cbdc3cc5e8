//
//  Entities.swift
//  Fixture: entity-ids
//
//  Four ways to declare an entity's `id`. Only the first and the last are stable across
//  launches; the other two are here because real code writes them.
//

import AppIntents
import Foundation

/// A stored `let` with an explicit type: the recommended form.
struct TrailEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
  static let defaultQuery = TrailQuery()

  let id: UUID

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }
}

/// A stored `var` whose type is inferred from its initial value. Every new instance gets a
/// fresh identifier, so an entity rebuilt from the model no longer matches a saved one.
struct CheckpointEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Checkpoint")
  static let defaultQuery = CheckpointQuery()

  var id = UUID()

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  init(name: String) {
    self.name = name
  }
}

/// A computed `String` built from a name and a position: it changes when either changes.
struct SegmentEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Segment")
  static let defaultQuery = SegmentQuery()

  var trailName: String
  var index: Int

  var id: String { "\(trailName)-\(index)" }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(trailName), segment \(index + 1)")
  }
}

/// The model a summit entity wraps.
struct Peak: Identifiable, Hashable, Sendable {
  let id: Int
  var name: String
  var elevationMeters: Int
}

/// A computed `id` that forwards to the wrapped model's identifier. Its declared type is
/// `Peak.ID`, which is `Int` through `Peak`'s `let id: Int`.
struct SummitEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Summit")
  static let defaultQuery = SummitQuery()

  let peak: Peak

  var id: Peak.ID { peak.id }

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(peak.name)", subtitle: "\(peak.elevationMeters) m")
  }
}
