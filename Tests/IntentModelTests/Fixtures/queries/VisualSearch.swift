//
//  VisualSearch.swift
//  Fixture: queries
//
//  Visual intelligence sends a SemanticContentDescriptor and gets trails back.
//

import AppIntents
import VisualIntelligence

@available(iOS 26.0, *)
struct TrailVisualSearchQuery: IntentValueQuery {
  func values(for input: SemanticContentDescriptor) async throws -> [TrailEntity] {
    []
  }
}
