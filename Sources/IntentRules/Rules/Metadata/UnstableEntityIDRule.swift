import IntentModel

/// An entity's `id` is not computed from display fields, positions or hashes.
public struct UnstableEntityIDRule: Rule {
  public static let description = RuleDescription(
    identifier: "unstable_entity_id",
    name: "Unstable Entity ID",
    description: """
      An entity's computed `id` is not built from display fields (`name`, `title`…), positions \
      (`index`, `offset`) or hashes and descriptions (`hashValue`, `.description`).
      """,
    rationale: """
      "The id must be persistent and re-resolvable": the system stores entity identifiers in saved \
      shortcuts, Spotlight and suggestions, and later calls entities(for:) to turn them back into \
      entities. "An array index is catastrophically wrong. A hash of the title is wrong the first time a \
      user renames something." — an unstable id "breaks every saved shortcut after a reorder or rename". \
      `hashValue` is also seeded per launch.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        #"""
        struct ShoppingItemEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
          static let defaultQuery = ShoppingItemQuery()

          var name: String
          var listIndex: Int
          var ↓id: String { "\(name)-\(listIndex)" }

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct PlaylistEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
          static let defaultQuery = PlaylistQuery()

          let playlist: Playlist
          var ↓id: Int { playlist.title.hashValue }

          var displayRepresentation: DisplayRepresentation { "\(playlist.title)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct VegetableEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Vegetable"
          static let defaultQuery = VegetableQuery()

          let vegetableName: String
          var ↓id: String { vegetableName }

          var displayRepresentation: DisplayRepresentation { "\(vegetableName)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct DeviceEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Device"
          static let defaultQuery = DeviceQuery()

          let device: Device
          var ↓id: String { device.description }

          var displayRepresentation: DisplayRepresentation { "Device" }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()

          let note: Note
          var id: UUID { note.id }

          var displayRepresentation: DisplayRepresentation { "\(note.title)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct TrackEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Track"
          static let defaultQuery = TrackQuery()

          let albumID: String
          let trackNumber: Int
          var id: String { "\(albumID)/\(trackNumber)" }
          let recordName: String

          var displayRepresentation: DisplayRepresentation { "Track \(trackNumber)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SymbolEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Symbol"
          static let defaultQuery = SymbolQuery()

          let symbolName: String
          var id: String { symbolName }

          var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(symbolName)", image: .init(systemName: symbolName))
          }
        }
        """#
      ),
      RuleExample(
        #"""
        struct FolderEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
          static let defaultQuery = FolderQuery()

          let record: FolderRecord
          var id: String { record.uuid.uuidString }

          var displayRepresentation: DisplayRepresentation { "\(record.name)" }
        }
        """#
      ),
    ]
  )

  /// Display fields: they change when the user renames something.
  static let displayFields: Set<String> = [
    "name", "title", "displayName", "subtitle", "label", "caption", "text", "localizedName", "localizedTitle",
    "fullName", "firstName", "lastName", "nickname", "fileName", "filename", "headline", "summary",
  ]
  /// Positions: they change when the user reorders or deletes something.
  static let positions: Set<String> = ["index", "offset", "position", "indexPath"]
  /// What a name ending in `Name` names when it is an identifier rather than a display field:
  /// CloudKit's `recordName` and `zoneName`, an SF Symbol's `symbolName` or `systemName`, a font's
  /// PostScript `fontName`, an asset's `imageName`. `displayName` or `playlistName` still count as
  /// display fields.
  static let stableNameKinds = [
    "record", "zone", "type", "bundle", "symbol", "system", "icon", "image", "asset", "font", "class",
    "module", "key", "host", "domain", "table", "column", "entity", "property", "service", "queue",
    "package", "internal", "machine", "canonical", "unique", "resource", "scheme", "route",
  ]
  /// Hashes and descriptions: seeded per launch, or free-form text.
  static let hashes: Set<String> = ["hashValue", "hash", "hashCode", "Hasher"]
  static let descriptions: Set<String> = ["description", "debugDescription", "describing"]

  public init() {}

  /// Why a computed `id` body is unstable, or `nil`: hashes first, then descriptions, positions and
  /// display fields.
  static func problem(in body: String) -> String? {
    let identifiers = MetadataSupport.identifiers(in: body)
    if let hash = identifiers.first(where: { hashes.contains($0.name) }) {
      return "a hash ('\(hash.name)', which also changes between launches)"
    }
    for (position, identifier) in identifiers.enumerated() where descriptions.contains(identifier.name) {
      guard identifier.isMember || identifier.name == "describing" else { continue }
      // `uuid.description` and `String(describing: record.id)` are the identifier's own text.
      let subject = identifier.isMember ? position - 1 : position + 1
      let lowered = identifiers.indices.contains(subject) ? identifiers[subject].name.lowercased() : ""
      if identifier.isMember, lowered.hasSuffix("id") || lowered.hasSuffix("identifier") { continue }
      if !identifier.isMember,
        identifiers.dropFirst(position + 1).last.map({ $0.name.lowercased().hasSuffix("id") }) == true
      {
        continue
      }
      return "a description ('\(identifier.name)')"
    }
    for identifier in identifiers {
      let name = identifier.name
      let lowered = name.lowercased()
      if positions.contains(name) || lowered.hasSuffix("index") || lowered.hasSuffix("position")
        || lowered.hasSuffix("offset")
      {
        return "a position ('\(name)')"
      }
    }
    for identifier in identifiers {
      let name = identifier.name
      let lowered = name.lowercased()
      if isStableName(name) { continue }
      if displayFields.contains(name) || lowered.hasSuffix("name") || lowered.hasSuffix("title") {
        return "a display field ('\(name)')"
      }
    }
    return nil
  }

  /// Whether a name ending in `name` names an identifier: the word before `Name` is one of
  /// `stableNameKinds` (`symbolName`, `sfSymbolName`, `record_name`), a whole word, so that
  /// `vegetableName` is not a `tableName`.
  static func isStableName(_ name: String) -> Bool {
    var before = Array(name.utf8)
    guard before.count > 4, String(decoding: before.suffix(4), as: UTF8.self).lowercased() == "name" else {
      return false
    }
    before.removeLast(4)
    while before.last == UInt8(ascii: "_") { before.removeLast() }
    for kind in stableNameKinds {
      let start = before.count - kind.utf8.count
      guard start >= 0,
        zip(before[start...], kind.utf8).allSatisfy({ $0 | 0x20 == $1 })
      else { continue }
      if start == 0 || before[start] < UInt8(ascii: "a") || before[start - 1] == UInt8(ascii: "_") { return true }
    }
    return false
  }

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for entity in context.model.entities {
      guard let identifier = entity.identifier, case .computed(let body) = identifier.declaration,
        let problem = Self.problem(in: body)
      else { continue }
      violations.append(
        violation(
          at: identifier.location,
          """
          \(entity.name).id is computed from \(problem), so saved shortcuts and Spotlight results stop resolving \
          when it changes; use a persistent identifier from the data layer, such as the record's UUID
          """
        )
      )
    }
    return violations
  }
}
