//
//  NoteQueries.swift
//  FieldNotes
//
//  Every query shape the app uses for notes: identifier lookup, text search, property filters,
//  visual-intelligence lookups, and the dynamic options behind the folder picker.
//

import AppIntents
import Foundation
#if canImport(VisualIntelligence)
import VisualIntelligence
#endif

// MARK: - EntityQuery + EntityStringQuery

/// Resolves identifiers back into notes and suggests recent ones in pickers.
struct NoteEntityQuery: EntityQuery {
  typealias Entity = NoteEntity

  @Dependency private var store: NoteStore

  init() {}

  func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
    // One indexed lookup per identifier: the system usually asks for one or two.
    var found: [NoteEntity] = []
    for id in identifiers {
      if let note = await store.note(id: id) { found.append(NoteEntity(note)) }
    }
    return found
  }

  func suggestedEntities() async throws -> [NoteEntity] {
    await store.allNotes()
      .sorted { lhs, rhs in
        if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
        return lhs.modifiedAt > rhs.modifiedAt
      }
      .prefix(12)
      .map(NoteEntity.init)
  }
}

extension NoteEntityQuery: EntityStringQuery {
  func entities(matching string: String) async throws -> [NoteEntity] {
    let needle = string.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !needle.isEmpty else { return try await suggestedEntities() }
    return await store.allNotes()
      .filter { note in
        note.title.localizedStandardContains(needle)
          || note.tags.contains { $0.localizedStandardContains(needle) }
      }
      .map(NoteEntity.init)
  }
}

// MARK: - EntityPropertyQuery

/// Powers the "Find Notes" action: filter by title, pin state and dates, then sort.
struct NotePropertyQuery: EntityPropertyQuery {
  static var properties = QueryProperties {
    Property(\NoteEntity.$title) {
      EqualToComparator { NSPredicate(format: "title ==[cd] %@", $0) }
      ContainsComparator { NSPredicate(format: "title CONTAINS[cd] %@", $0) }
      HasPrefixComparator { NSPredicate(format: "title BEGINSWITH[cd] %@", $0) }
    }
    Property(\NoteEntity.$isPinned) {
      EqualToComparator { NSPredicate(format: "isPinned == %@", NSNumber(value: $0)) }
    }
    Property(\NoteEntity.$createdAt) {
      LessThanComparator { NSPredicate(format: "createdAt < %@", $0 as NSDate) }
      GreaterThanComparator { NSPredicate(format: "createdAt > %@", $0 as NSDate) }
    }
  }

  static var sortingOptions = SortingOptions {
    SortableBy(\NoteEntity.$title)
    SortableBy(\NoteEntity.$createdAt)
    SortableBy(\NoteEntity.$modifiedAt)
  }

  static var findIntentDescription: IntentDescription? {
    IntentDescription("Finds notes by title, pin state or date.", categoryName: "Notes")
  }

  func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
    await NoteStore.shared.notes(ids: identifiers).map(NoteEntity.init)
  }

  func suggestedEntities() async throws -> [NoteEntity] {
    try await NoteEntityQuery().suggestedEntities()
  }

  func entities(
    matching comparators: [NSPredicate],
    mode: ComparatorMode,
    sortedBy: [EntityQuerySort<NoteEntity>],
    limit: Int?
  ) async throws -> [NoteEntity] {
    let predicate: NSPredicate = switch mode {
    case .and: NSCompoundPredicate(andPredicateWithSubpredicates: comparators)
    case .or: NSCompoundPredicate(orPredicateWithSubpredicates: comparators)
    }
    var matches = await NoteStore.shared.allNotes()
      .map(NoteEntity.init)
      .filter { predicate.evaluate(with: $0.predicateFields) }

    // Apply the least significant sort first so the first sort wins.
    for sort in sortedBy.reversed() {
      let ascending = sort.order == .ascending
      if sort.by == \NoteEntity.$title {
        matches.sort { ascending ? $0.title < $1.title : $0.title > $1.title }
      } else if sort.by == \NoteEntity.$createdAt {
        matches.sort { ascending ? $0.createdAt < $1.createdAt : $0.createdAt > $1.createdAt }
      } else if sort.by == \NoteEntity.$modifiedAt {
        matches.sort { ascending ? $0.modifiedAt < $1.modifiedAt : $0.modifiedAt > $1.modifiedAt }
      }
    }
    return limit.map { Array(matches.prefix($0)) } ?? matches
  }
}

private extension NoteEntity {
  /// The key-value view `NSPredicate` evaluates against.
  var predicateFields: [String: Any] {
    ["title": title, "isPinned": isPinned, "createdAt": createdAt as NSDate]
  }
}

// MARK: - Dynamic options

/// Supplies the folder names for `MoveNoteIntent.folder`.
struct FolderOptionsProvider: DynamicOptionsProvider {
  @Dependency private var store: NoteStore

  func results() async throws -> [String] {
    await store.folders()
      .map(\.name)
      .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
  }

  func defaultResult() async -> String? { "Inbox" }
}

/// Options for a plain `Int` parameter: the page sizes the export supports.
struct PageSizeOptionsProvider: DynamicOptionsProvider {
  func results() async throws -> [Int] { [10, 25, 50, 100] }
}

// MARK: - Visual intelligence

#if canImport(VisualIntelligence)
/// What a camera search can return: a note, or a whole folder whose name matches a label.
@UnionValue
enum FieldNotesVisualResult {
  case note(NoteEntity)
  case folder(FolderEntity)
}

@available(iOS 26.0, macOS 27.0, *)
struct NoteVisualSearchQuery: IntentValueQuery {
  func values(for input: SemanticContentDescriptor) async throws -> [FieldNotesVisualResult] {
    let labels = Set(input.labels.map { $0.lowercased() })
    guard !labels.isEmpty else { return [] }

    let notes = await NoteStore.shared.allNotes()
      .filter { note in note.tags.contains { labels.contains($0.lowercased()) } }
      .prefix(20)
      .map { FieldNotesVisualResult.note(NoteEntity($0)) }

    let folders = try await FolderEntity.Query().allEntities()
      .filter { labels.contains($0.name.lowercased()) }
      .map(FieldNotesVisualResult.folder)

    return Array(notes) + folders
  }
}
#endif
