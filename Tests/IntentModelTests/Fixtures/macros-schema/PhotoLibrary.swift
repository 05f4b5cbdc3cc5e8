//
//  PhotoLibrary.swift
//  Fixture: macros-schema
//
//  The app's own photo model and store; PhotoSchema.swift exposes them through the `.photos`
//  schema domain.
//

import AppIntents
import Foundation
import Observation
import UniformTypeIdentifiers

struct TrailPhoto: Identifiable, Hashable, Sendable {
  let id: String
  var caption: String?
  var takenAt: Date?
  var isVideo: Bool
  var isFavorite: Bool
  var isHidden: Bool
}

actor TrailPhotoLibrary {
  static let shared = TrailPhotoLibrary()

  private var photosByID: [String: TrailPhoto] = [:]

  func photos(ids: [String]) -> [TrailPhoto] {
    ids.compactMap { photosByID[$0] }
  }

  func importFiles(_ files: [IntentFile]) async throws -> [TrailPhoto] {
    let imported = files.map { file in
      TrailPhoto(
        id: UUID().uuidString,
        caption: file.filename,
        takenAt: .now,
        isVideo: file.type?.conforms(to: .movie) ?? false,
        isFavorite: false,
        isHidden: false
      )
    }
    for photo in imported {
      photosByID[photo.id] = photo
    }
    return imported
  }
}

@MainActor
@Observable
final class PhotoNavigator {
  static let shared = PhotoNavigator()

  var selectedPhotoID: String?
}
