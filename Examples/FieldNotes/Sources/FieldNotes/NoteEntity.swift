//
//  NoteEntity.swift
//  FieldNotes
//

import AppIntents
import CoreSpotlight
import Foundation

/// A note as Siri, Shortcuts and Spotlight see it: a projection of `Note`, not the model.
///
/// The identifier is the note's own UUID, so a shortcut that remembers a note still finds it
/// after the note is renamed, and Spotlight results stay valid across launches.
///
/// Its query, `NoteEntityQuery`, is generated (Generated/NoteEntityQuery.swift) and reads notes
/// from `NoteStore` through the generated `NoteEntityProvider` protocol:
///
/// intentgen:query enumerable
struct NoteEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Note",
    numericFormat: "\(placeholder: .int) notes"
  )

  static let defaultQuery = NoteEntityQuery()

  let id: UUID

  @Property(title: "Title", indexingKey: \.title)
  var title: String

  @Property(title: "Body", indexingKey: \.contentDescription)
  var body: String

  @Property(title: "Pinned")
  var isPinned: Bool

  @Property(title: "Priority")
  var priority: Priority

  @Property(title: "Created", indexingKey: \.contentCreationDate)
  var createdAt: Date

  @Property(title: "Modified", indexingKey: \.contentModificationDate)
  var modifiedAt: Date

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(title)",
      subtitle: "\(excerpt)",
      image: .init(systemName: isPinned ? "pin.fill" : "note.text")
    )
  }

  /// Adds keywords that no `@Property` maps to, so searches for "pinned" or "high" match.
  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    var keywords = ["note", priority.rawValue]
    if isPinned { keywords.append("pinned") }
    attributes.keywords = keywords
    return attributes
  }

  /// The first line of the body, shortened for subtitles.
  var excerpt: String {
    let firstLine = body.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    return firstLine.count > 80 ? String(firstLine.prefix(79)) + "…" : firstLine
  }

  init(_ note: Note) {
    id = note.id
    title = note.title
    body = note.body
    isPinned = note.isPinned
    priority = note.priority
    createdAt = note.createdAt
    modifiedAt = note.modifiedAt
  }
}
