//
//  ModernSyntax.swift
//  FieldNotes
//
//  Swift 6.2 syntax in App Intents code: isolated and `nonisolated` conformances, value generics
//  and `InlineArray` (with its `[4 of Int]` sugar), `isolated` parameters and
//  `nonisolated(nonsending)` function types; Swift 6.3 module selectors (`AppIntents::AppIntent`).
//

import AppIntents

// MARK: - Conformances

struct OpenRecentNoteIntent: @MainActor AppIntent {
  static let title: LocalizedStringResource = "Open Recent Note"
  static let openAppWhenRun = true

  @MainActor
  func perform() async throws -> some IntentResult { .result() }
}

extension NoteEntity: nonisolated CustomStringConvertible {
  var description: String { title }
}

struct SyncCursor: nonisolated Sendable, @MainActor Hashable {
  var position = 0
}

// MARK: - Value generics

struct RecentNotes {
  var slots: InlineArray<4, NoteEntity.ID?> = [nil, nil, nil, nil]
  static let empty = InlineArray<2, Int>(repeating: 0)
  var scores: [4 of Double]
  var grid: [2 of [3 of Int]]
  var inferred: [_ of Int] = [1, 2]
  var offset: Window<-1>
  var range: Span<0, -1>
  let capacity = 4
}

// MARK: - Isolation in types

enum NoteSync {
  static func run(
    on actor: isolated (any Actor)? = #isolation,
    _ body: nonisolated(nonsending) @escaping () async -> Void
  ) async {
    await body()
  }

  typealias Step = nonisolated(nonsending) () async -> Void
}

// MARK: - Module selectors (Swift 6.3)

struct ArchiveNoteIntent: AppIntents::AppIntent {
  static let title: LocalizedStringResource = "Archive Note"
  @AppIntents::Parameter(title: "Note") var note: NoteEntity
  static let retries = Swift::max(1, 3)

  func perform() async throws -> some IntentResult { .result() }
}

extension Swift::Int {
  var isRetryable: Bool { self > 0 }
}
