import IntentModel
import SwiftScan

/// An entity's `id` is not a fresh `UUID()` for every instance.
public struct MintedEntityIDRule: Rule {
  public static let description = RuleDescription(
    identifier: "minted_entity_id",
    name: "Minted Entity ID",
    description: """
      An entity's `id` is not defaulted or computed to a new value (`let id = UUID()`, \
      `var id = UUID().uuidString`, `var id: UUID { UUID() }`): every instance would get a new identity.
      """,
    rationale: """
      The system stores an entity's identifier and later asks the query for the entity with that \
      identifier ("The id must be persistent and re-resolvable"). An identifier minted when the value is \
      created differs every time the query builds the entity, so no saved shortcut, Spotlight result or \
      suggestion can ever be resolved again. A `var id` default that every initializer declared in the \
      type replaces, or that every construction through the memberwise initializer passes \
      (`NoteEntity(id: note.id, …)`), is never used, and is not reported.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let ↓id = UUID()
          var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          var ↓id: String = UUID().uuidString
          var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          var ↓id: UUID { UUID() }
          var name: String

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct LogEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Log"
          static let defaultQuery = LogQuery()

          var ↓id: String { "\(Date.now.timeIntervalSince1970)" }
          var displayRepresentation: DisplayRepresentation { "Log" }
        }

        struct ClipEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Clip"
          static let defaultQuery = ClipQuery()

          var ↓id: Date = .now
          var displayRepresentation: DisplayRepresentation { "Clip" }
        }

        struct MarkEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mark"
          static let defaultQuery = MarkQuery()

          var ↓id: String { Foundation.Date().ISO8601Format() }
          var displayRepresentation: DisplayRepresentation { "Mark" }
        }
        """#
      ),
      // An initializer that leaves the default in place mints it.
      RuleExample(
        #"""
        struct TaskEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
          static let defaultQuery = TaskQuery()

          var ↓id = UUID()
          var title: String

          init(task: TaskItem) {
            self.id = task.id
            title = task.title
          }
          init(title: String) { self.title = title }

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }
        """#
      ),
      // A construction through the memberwise initializer that leaves `id` out mints it.
      RuleExample(
        #"""
        struct BookEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
          static let defaultQuery = BookQuery()

          var ↓id = UUID()
          var title: String

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }

        struct BookQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
            Library.shared.books(with: identifiers).map { BookEntity(id: $0.id, title: $0.title) }
          }

          func suggestedEntities() async throws -> [BookEntity] {
            [BookEntity(title: "Untitled")]
          }
        }
        """#
      ),
      // An assignment in a comment assigns nothing.
      RuleExample(
        #"""
        struct NoteEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
          static let defaultQuery = NoteQuery()

          var ↓id = UUID()
          var title: String

          init(note: Note) {
            // self.id = note.id, once notes have identifiers
            title = note.title
          }

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct RecipeEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
          static let defaultQuery = RecipeQuery()

          let id: UUID
          var name: String

          init(_ recipe: Recipe) {
            id = recipe.id
            name = recipe.name
          }

          var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct SettingsEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
          static let defaultQuery = SettingsQuery()

          var id: String = "settings"

          var displayRepresentation: DisplayRepresentation { "Settings" }
        }
        """#
      ),
      // Every initializer of the type sets the id: the default is never used.
      RuleExample(
        #"""
        struct TaskEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
          static let defaultQuery = TaskQuery()

          var id: UUID = UUID()
          var title: String

          init(task: TaskItem) {
            id = task.id
            title = task.title
          }
          init(id: UUID, title: String) {
            self.id = id
            self.title = title
          }
          init(record: TaskRecord) { self.init(id: record.uuid, title: record.name) }

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }
        """#
      ),
      // Every construction through the memberwise initializer passes the id: the default is never used.
      RuleExample(
        #"""
        struct BookEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
          static let defaultQuery = BookQuery()

          var id = UUID()
          var title: String

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }

        struct BookQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
            Library.shared.books(with: identifiers).map { BookEntity(id: $0.id, title: $0.title) }
          }

          func suggestedEntities() async throws -> [BookEntity] {
            Library.shared.recentBooks.map { book in
              return BookEntity.init(id: book.id, title: book.title)
            }
          }
        }
        """#
      ),
      // Members named like a date (`.nowPlaying`, `startDate()`) are not the current date.
      RuleExample(
        #"""
        struct ScreenEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Screen"
          static let defaultQuery = ScreenQuery()

          var id: String { Screen.nowPlaying.rawValue }

          var displayRepresentation: DisplayRepresentation { "Now Playing" }
        }
        """#
      ),
      RuleExample(
        #"""
        struct EventEntity: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Event"
          static let defaultQuery = EventQuery()

          let event: Event
          var id: String { "\(event.calendarID)-\(event.startDate().timeIntervalSince1970)" }

          var displayRepresentation: DisplayRepresentation { "\(event.title)" }
        }
        """#
      ),
    ]
  )

  public init() {}

  /// The minting expression in an `id`'s default or getter, or `nil`.
  static func mintedValue(_ source: String) -> String? {
    let identifiers = MetadataSupport.identifiers(in: source)
    let compact = source.filter { !$0.isWhitespace }
    if compact.contains("UUID()") || compact.hasPrefix(".init()") { return "UUID()" }
    if identifiers.contains(where: { $0.name == "globallyUniqueString" }) { return "globallyUniqueString" }
    if identifiers.contains(where: { $0.name == "random" && $0.isMember }) { return "a random value" }
    // The member `now` (`Date.now`, `.now`) or a call of `Date()` itself: not `.nowPlaying`, `startDate()`.
    if identifiers.contains(where: { $0.name == "now" && $0.isMember }) || callsDate(compact) {
      return "the current date"
    }
    return nil
  }

  /// Whether the type's own body declares initializers (so there is no memberwise one) and each
  /// sets a `var id` or delegates to another: the default value is then never used.
  static func everyInitializerSetsID(of typeName: String, in index: DeclarationIndex) -> Bool {
    for entry in index.declarations(of: typeName) where entry.declaration.kind != .extension {
      let members = entry.declaration.members
      let isVariable = members.contains { $0.kind == .var && $0.bindings.contains { $0.name == "id" } }
      let initializers = members.filter { $0.kind == .`init` }
      guard isVariable, !initializers.isEmpty else { return false }
      return initializers.allSatisfy { initializer in
        initializer.body.map { setsID(in: $0, of: entry.file) } ?? false
      }
    }
    return false
  }

  /// The constructions of a struct that has a memberwise initializer taking a `var id` (it declares
  /// no initializer of its own), or `nil` when the type has none.
  static func memberwiseConstructions(of typeName: String, in context: LintContext) -> MemberwiseConstructions? {
    guard
      let entry = context.declarations.declarations(of: typeName).first(where: { $0.declaration.kind != .extension }),
      entry.declaration.kind == .struct
    else { return nil }
    let members = entry.declaration.members
    guard members.contains(where: { $0.kind == .var && $0.bindings.contains { $0.name == "id" } }),
      !members.contains(where: { $0.kind == .`init` })
    else { return nil }
    return MemberwiseConstructions(of: typeName, passing: "id", in: context.files)
  }

  /// Whether the initializer body at `body` in `file` assigns `id` (`self.id = …`, or `id = …`
  /// starting a statement) or calls `self.init(…)`. Read from the file's tokens, so that an
  /// `id = …` in a comment or a string does not count.
  static func setsID(in body: Range<Int>, of file: ParsedFile) -> Bool {
    let tokens = file.tokens
    func text(_ index: Int) -> Substring {
      index >= 0 && index < tokens.count ? file.source.text(tokens[index].range)[...] : ""
    }
    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }
    var index = file.firstTokenIndex(startingAtOrAfter: body.lowerBound)
    while index < tokens.count && Int(tokens[index].start) < body.upperBound {
      defer { index += 1 }
      let afterSelf = kind(index - 1) == .period && text(index - 2) == "self"
      if text(index) == "init" && afterSelf && kind(index + 1) == .leftParen { return true }
      guard text(index) == "id", kind(index + 1) == .equal else { continue }
      let startsStatement =
        tokens[index].isAtStartOfLine || kind(index - 1) == .leftBrace || kind(index - 1) == .semicolon
      if afterSelf || startsStatement { return true }
    }
    return false
  }

  /// Whether whitespace-free source calls `Date()`, not a function whose name ends in `Date`.
  static func callsDate(_ compact: String) -> Bool {
    var rest = Substring(compact)
    while let found = rest.range(of: "Date()") {
      let before = rest[..<found.lowerBound].last
      if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    for entity in context.model.entities {
      guard let identifier = entity.identifier else { continue }
      let source: String
      let form: String
      var omission: MemberwiseConstructions.Site?
      switch identifier.declaration {
      case .stored: continue
      case .storedWithDefault(let value):
        if Self.everyInitializerSetsID(of: entity.name, in: context.declarations) { continue }
        if let constructions = Self.memberwiseConstructions(of: entity.name, in: context) {
          omission = constructions.sites.first { !$0.passesArgument }
          if !constructions.sites.isEmpty && omission == nil { continue }
        }
        source = value
        form = "defaults to"
      case .computed(let body):
        source = body
        form = "returns"
      }
      guard var minted = Self.mintedValue(source) else { continue }
      if minted == "UUID()" && source.filter({ !$0.isWhitespace }).hasPrefix(".init()") { minted = ".init()" }
      var message = """
        \(entity.name).id \(form) \(minted), a new identity for every instance, so the query can never \
        return the entity the system stored; take the id from the underlying record (let id: UUID, set in init)
        """
      if let omission {
        let location = omission.file.source.location(of: omission.nameOffset)
        message += "; the construction at \(omission.file.source.path):\(location) leaves id to the default"
      }
      violations.append(violation(at: identifier.location, message))
    }
    return violations
  }
}
