//
//  PhotoSchema.swift
//  Fixture: macros-schema
//
//  Schema conformances declared with the `@AppEntity`, `@AppIntent` and `@AppEnum` macros, in the
//  `.photos` domain. `PhotoAssetEntity`, `ImportTrailPhotosIntent` and `PhotoAssetType` have no
//  App Intents protocol in their inheritance clause: the macro adds the conformance.
//  The entity has the `.photos.asset` shape of the 27 SDKs, which added properties to it, so it
//  and everything that uses it are available from the 27 releases; the enum schemas date from 18.
//  `.photos.openAsset` is deprecated in 27 but still builds (with a warning).
//

import AppIntents
import Foundation
import GeoToolbox

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppEntity(schema: .photos.asset)
struct PhotoAssetEntity {
  static let defaultQuery = PhotoAssetQuery()

  let id: String

  /// Not part of the schema; extra entity properties are allowed.
  @Property(title: "Title")
  var title: String?

  var creationDate: Date?
  var location: PlaceDescriptor?
  var assetType: PhotoAssetType?
  var isFavorite: Bool
  var isHidden: Bool
  var hasSuggestedEdits: Bool
  var aperture: Double?
  var exposure: Double?
  var saturation: Double?
  var warmth: Double?
  var filter: PhotoFilter?
  var isPortraitModeEnabled: Bool?

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title ?? "Untitled")")
  }

  /// The macro wraps the schema properties, so the memberwise initializer is gone: assign the
  /// plain stored property first, then the wrapped ones.
  init(_ photo: TrailPhoto) {
    id = photo.id
    title = photo.caption
    creationDate = photo.takenAt
    location = nil
    assetType = photo.isVideo ? .video : .photo
    isFavorite = photo.isFavorite
    isHidden = photo.isHidden
    hasSuggestedEdits = false
    aperture = nil
    exposure = nil
    saturation = nil
    warmth = nil
    filter = nil
    isPortraitModeEnabled = nil
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
struct PhotoAssetQuery: EntityQuery {
  func entities(for identifiers: [PhotoAssetEntity.ID]) async throws -> [PhotoAssetEntity] {
    await TrailPhotoLibrary.shared.photos(ids: identifiers).map(PhotoAssetEntity.init)
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppIntent(schema: .photos.openAsset)
struct OpenPhotoAssetIntent: OpenIntent {
  var target: PhotoAssetEntity

  @MainActor
  func perform() async throws -> some IntentResult {
    PhotoNavigator.shared.selectedPhotoID = target.id
    return .result()
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
@AppIntent(schema: .photos.createAssets)
struct ImportTrailPhotosIntent {
  var files: [IntentFile]

  func perform() async throws -> some ReturnsValue<[PhotoAssetEntity]> {
    let photos = try await TrailPhotoLibrary.shared.importFiles(files)
    return .result(value: photos.map(PhotoAssetEntity.init))
  }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@AppEnum(schema: .photos.assetType)
enum PhotoAssetType: String {
  case photo
  case video

  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .photo: "Photo",
    .video: "Video",
  ]
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@AppEnum(schema: .photos.filterType)
enum PhotoFilter: String, AppEnum {
  case original
  case vivid
  case dramatic
  case mono

  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .original: "Original",
    .vivid: "Vivid",
    .dramatic: "Dramatic",
    .mono: "Mono",
  ]
}
