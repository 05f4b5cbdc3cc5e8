//
//  Trail+Platform.swift
//  Fixture: conformance-inside-if
//
//  Spotlight indexing on iOS, a URL representation on macOS, and nothing extra elsewhere.
//

import AppIntents

#if os(iOS)
extension TrailEntity: IndexedEntity {}
#elseif os(macOS)
extension TrailEntity: URLRepresentableEntity {
  static var urlRepresentation: URLRepresentation {
    "https://trails.example.com/trails/\(.id)"
  }
}
#endif
