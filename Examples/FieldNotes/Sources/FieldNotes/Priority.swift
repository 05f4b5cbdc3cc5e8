//
//  Priority.swift
//  FieldNotes
//

import AppIntents
import Foundation

/// How urgent a note is. The raw values are stored on disk, so they never change.
enum Priority: String, AppEnum, Codable, Sendable {
  case low
  case normal
  case high

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Priority")

  static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
    .low: DisplayRepresentation(title: "Low", image: .init(systemName: "arrow.down")),
    .normal: DisplayRepresentation(title: "Normal", image: .init(systemName: "minus")),
    .high: DisplayRepresentation(title: "High", subtitle: "Listed first", image: .init(systemName: "flag.fill")),
  ]
}
