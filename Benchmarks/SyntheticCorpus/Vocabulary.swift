/// The word lists that names, titles and symbols are drawn from. Arrays only, never dictionaries
/// or sets, so that picking by index is the same on every machine.
enum Vocabulary {
  /// A kind of thing an app manages: the seed of an entity, its store, its intents and its views.
  struct Topic: Sendable {
    var noun: String
    var plural: String
    var lowercased: String
    var symbol: String
    var category: String

    /// "a note", "an expense".
    var withArticle: String {
      let vowel = lowercased.utf8.first.map { "aeiou".utf8.contains($0) } ?? false
      return (vowel ? "an " : "a ") + lowercased
    }
  }

  /// A stored property an entity can have.
  struct Field: Sendable {
    var name: String
    var type: String
    var title: String
    /// An expression of `type` used in initializers and sample data.
    var sample: String
    /// Whether the field can take an `indexingKey:`.
    var indexingKey: String?
  }

  static let topics: [Topic] = [
    Topic(noun: "Note", plural: "Notes", lowercased: "note", symbol: "note.text", category: "Notes"),
    Topic(noun: "Recipe", plural: "Recipes", lowercased: "recipe", symbol: "fork.knife", category: "Cooking"),
    Topic(noun: "Trip", plural: "Trips", lowercased: "trip", symbol: "airplane", category: "Travel"),
    Topic(noun: "Workout", plural: "Workouts", lowercased: "workout", symbol: "figure.run", category: "Fitness"),
    Topic(noun: "Book", plural: "Books", lowercased: "book", symbol: "book.closed", category: "Reading"),
    Topic(noun: "Task", plural: "Tasks", lowercased: "task", symbol: "checkmark.circle", category: "Productivity"),
    Topic(noun: "Playlist", plural: "Playlists", lowercased: "playlist", symbol: "music.note.list", category: "Music"),
    Topic(noun: "Contact", plural: "Contacts", lowercased: "contact", symbol: "person.crop.circle", category: "People"),
    Topic(noun: "Invoice", plural: "Invoices", lowercased: "invoice", symbol: "doc.text", category: "Finance"),
    Topic(noun: "Habit", plural: "Habits", lowercased: "habit", symbol: "repeat", category: "Health"),
    Topic(noun: "Plant", plural: "Plants", lowercased: "plant", symbol: "leaf", category: "Garden"),
    Topic(noun: "Meeting", plural: "Meetings", lowercased: "meeting", symbol: "calendar", category: "Calendar"),
    Topic(noun: "Photo", plural: "Photos", lowercased: "photo", symbol: "photo", category: "Media"),
    Topic(noun: "Podcast", plural: "Podcasts", lowercased: "podcast", symbol: "mic", category: "Audio"),
    Topic(noun: "Expense", plural: "Expenses", lowercased: "expense", symbol: "creditcard", category: "Finance"),
    Topic(noun: "Project", plural: "Projects", lowercased: "project", symbol: "folder", category: "Work"),
    Topic(noun: "Bookmark", plural: "Bookmarks", lowercased: "bookmark", symbol: "bookmark", category: "Browsing"),
    Topic(noun: "Timer", plural: "Timers", lowercased: "timer", symbol: "timer", category: "Clock"),
    Topic(noun: "Journal", plural: "Journals", lowercased: "journal", symbol: "book", category: "Writing"),
    Topic(
      noun: "Flashcard",
      plural: "Flashcards",
      lowercased: "flashcard",
      symbol: "rectangle.stack",
      category: "Learning"
    ),
    Topic(noun: "Device", plural: "Devices", lowercased: "device", symbol: "lightbulb", category: "Home"),
    Topic(noun: "Ticket", plural: "Tickets", lowercased: "ticket", symbol: "ticket", category: "Support"),
    Topic(noun: "Route", plural: "Routes", lowercased: "route", symbol: "map", category: "Navigation"),
    Topic(noun: "Medication", plural: "Medications", lowercased: "medication", symbol: "pills", category: "Health"),
    Topic(noun: "Snippet", plural: "Snippets", lowercased: "snippet", symbol: "curlybraces", category: "Developer"),
    Topic(noun: "Episode", plural: "Episodes", lowercased: "episode", symbol: "play.rectangle", category: "Video"),
  ]

  static let fields: [Field] = [
    Field(name: "createdAt", type: "Date", title: "Created", sample: "Date()", indexingKey: nil),
    Field(name: "modifiedAt", type: "Date", title: "Last Modified", sample: "Date.now", indexingKey: nil),
    Field(name: "isFavorite", type: "Bool", title: "Favorite", sample: "false", indexingKey: nil),
    Field(name: "isArchived", type: "Bool", title: "Archived", sample: "false", indexingKey: nil),
    Field(name: "rating", type: "Int", title: "Rating", sample: "3", indexingKey: "rating"),
    Field(name: "priority", type: "Int", title: "Priority", sample: "0", indexingKey: nil),
    Field(name: "notes", type: "String?", title: "Notes", sample: "nil", indexingKey: "contentDescription"),
    Field(name: "summary", type: "String", title: "Summary", sample: "\"\"", indexingKey: "contentDescription"),
    Field(name: "tags", type: "[String]", title: "Tags", sample: "[]", indexingKey: "keywords"),
    Field(name: "duration", type: "Double", title: "Duration", sample: "1_800.0", indexingKey: "duration"),
    Field(name: "location", type: "String?", title: "Location", sample: "nil", indexingKey: "namedLocation"),
    Field(name: "author", type: "String", title: "Author", sample: "\"Me\"", indexingKey: "authorNames"),
    Field(name: "url", type: "URL?", title: "Link", sample: "nil", indexingKey: "url"),
    Field(name: "dueDate", type: "Date?", title: "Due Date", sample: "nil", indexingKey: "dueDate"),
    Field(name: "amount", type: "Decimal", title: "Amount", sample: "Decimal(12.5)", indexingKey: nil),
    Field(name: "count", type: "Int", title: "Count", sample: "1_000", indexingKey: nil),
    Field(name: "colorHex", type: "UInt32", title: "Color", sample: "0xFF_A0_3C", indexingKey: nil),
    Field(name: "progress", type: "Double", title: "Progress", sample: "0.25", indexingKey: nil),
    Field(name: "folder", type: "String", title: "Folder", sample: "\"Inbox\"", indexingKey: "containerDisplayName"),
    Field(name: "language", type: "String", title: "Language", sample: "\"en-US\"", indexingKey: nil),
  ]

  /// Adjectives that vary names: `RecentNoteList`, `PinnedTripCell`.
  static let adjectives: [String] = [
    "Recent", "Pinned", "Shared", "Archived", "Favorite", "Local", "Remote", "Cached", "Pending",
    "Smart", "Quick", "Daily", "Weekly", "Default", "Custom", "Primary", "Secondary", "Draft",
  ]

  /// Verbs for intents: `Open`, `Create`, `Toggle`…, with the dialog's past tense.
  static let verbs: [(verb: String, past: String)] = [
    ("Open", "Opened"), ("Create", "Created"), ("Delete", "Deleted"), ("Find", "Found"),
    ("Toggle", "Toggled"), ("Share", "Shared"), ("Duplicate", "Duplicated"), ("Archive", "Archived"),
    ("Rename", "Renamed"), ("Export", "Exported"), ("Start", "Started"), ("Stop", "Stopped"),
    ("Summarize", "Summarized"), ("Schedule", "Scheduled"), ("Pin", "Pinned"), ("Move", "Moved"),
  ]

  /// Suffixes for ordinary types: `NoteStore`, `TripFormatter`.
  static let roles: [String] = [
    "Store", "Service", "Manager", "Formatter", "Coordinator", "Repository", "Cache", "Loader",
    "Validator", "Importer", "Exporter", "Controller", "Provider", "Builder", "Resolver", "Router",
  ]

  /// Groups of enum cases: the enum's name suffix, then its cases with their titles and symbols.
  static let enumGroups: [(name: String, title: String, cases: [(name: String, title: String, symbol: String)])] = [
    (
      "Priority", "Priority",
      [
        ("low", "Low", "arrow.down"), ("medium", "Medium", "equal"), ("high", "High", "arrow.up"),
        ("urgent", "Urgent", "exclamationmark.triangle"),
      ]
    ),
    (
      "SortOrder", "Sort Order",
      [
        ("newest", "Newest First", "arrow.down"), ("oldest", "Oldest First", "arrow.up"),
        ("alphabetical", "A–Z", "textformat"), ("rating", "Highest Rated", "star"),
      ]
    ),
    (
      "Color", "Color",
      [
        ("red", "Red", "circle.fill"), ("orange", "Orange", "circle.fill"), ("yellow", "Yellow", "circle.fill"),
        ("green", "Green", "circle.fill"), ("blue", "Blue", "circle.fill"), ("purple", "Purple", "circle.fill"),
      ]
    ),
    (
      "Status", "Status",
      [
        ("draft", "Draft", "pencil"), ("active", "Active", "bolt"), ("done", "Done", "checkmark"),
        ("cancelled", "Cancelled", "xmark"),
      ]
    ),
    (
      "Period", "Period",
      [
        ("today", "Today", "sun.max"), ("thisWeek", "This Week", "calendar"),
        ("thisMonth", "This Month", "calendar.circle"), ("allTime", "All Time", "infinity"),
      ]
    ),
    ("Unit", "Unit System", [("metric", "Metric", "ruler"), ("imperial", "Imperial", "ruler.fill")]),
    (
      "Visibility", "Visibility",
      [("private", "Private", "lock"), ("team", "Team", "person.2"), ("public", "Public", "globe")]
    ),
    (
      "Mood", "Mood",
      [
        ("happy", "Happy 😀", "face.smiling"), ("calm", "Calm", "leaf"), ("tired", "Tired", "moon.zzz"),
        ("stressed", "Stressed", "bolt.heart"),
      ]
    ),
  ]

  /// Display strings with non-ASCII text, to keep UTF-8 handling honest.
  static let phrases: [String] = [
    "Café au lait", "Résumé review", "Crème brûlée", "Grüße aus München", "Año nuevo", "日記のメモ",
    "Ελληνικά", "Привет, мир", "Smörgåsbord", "Łódź trip", "Weekend ☀️ plans", "Ideas 💡",
    "Groceries", "Quarterly report", "Morning routine", "Reading list", "Home office", "Road trip",
  ]

  static let colors: [String] = ["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "gray"]

  static let tileColors: [String] = [
    "red", "tangerine", "orange", "yellow", "lime", "grape", "lightBlue", "navy", "teal", "pink", "purple",
  ]

  static let symbols: [String] = [
    "star", "heart", "bolt", "flag", "bell", "tag", "paperclip", "tray", "archivebox", "square.and.arrow.up",
    "plus.circle", "trash", "pencil", "magnifyingglass", "gearshape", "clock", "mappin", "link",
  ]

  /// Plausible domain words for locals and parameters.
  static let nouns: [String] = [
    "item", "entry", "record", "value", "result", "payload", "request", "response", "batch", "chunk",
    "element", "candidate", "match", "snapshot", "token", "draft", "change", "event", "update", "slot",
  ]
}

extension String {
  /// The string with its first character uppercased ("an expense" → "An expense").
  var capitalizedFirst: String {
    guard let first = first else { return self }
    return first.uppercased() + dropFirst()
  }
}
