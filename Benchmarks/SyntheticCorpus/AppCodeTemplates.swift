// Templates for ordinary app code: stores, models, protocols and generics, views, parsing helpers
// and classes, full of the syntax a scanner must get through (comments, literals, `#if`, operators).

extension FileBuilder {
  /// The imports at the top of an ordinary Swift file, sometimes behind `#if canImport`.
  mutating func appCodeImports() {
    if chance(1, in: 4) {
      emit("//\n//  Generated for intentgen benchmarks. Module \(module.index).\n//\n\n")
    }
    emit("import Foundation\n")
    if chance(1, in: 2) { emit("import SwiftUI\n") }
    if chance(1, in: 3) { emit("import OSLog\n") }
    if chance(1, in: 4) {
      emit("#if canImport(UIKit)\n  import UIKit\n#elseif canImport(AppKit)\n  import AppKit\n#endif\n")
    }
    blank()
  }

  /// One unit of ordinary code, chosen at random.
  @discardableResult
  mutating func appCodeUnit() -> String {
    switch rng.below(8) {
    case 0: library()
    case 1: model()
    case 2: protocolsAndGenerics()
    case 3: view()
    case 4: parsingHelpers()
    case 5: stateMachine()
    case 6: viewModel()
    default: syncCoordinator()
    }
  }

  // MARK: - Stores

  /// An actor or class that loads and saves records, with a random selection of methods.
  @discardableResult
  mutating func library() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let role = pick(Vocabulary.roles)
    let name = "\(topic.noun)\(role)\(number)"
    let record = "\(topic.noun)Record\(number)"
    let introducer: String
    switch rng.below(3) {
    case 0: introducer = "actor \(name)"
    case 1: introducer = "@MainActor\nfinal class \(name)"
    default: introducer = "final class \(name): @unchecked Sendable"
    }
    emit(
      #"""
      /// Keeps every \#(topic.lowercased) in memory and persists changes to disk.
      ///
      /// - Note: Changes are written in batches of \#(integerLiteral()); call ``flush()`` before
      ///   the app is suspended.
      \#(introducer) {
        static let shared = \#(name)()

        private var cache: [UUID: \#(record)] = [:]
        private let fileURL: URL
        private var generation = 0
        private let maximumBatch = \#(integerLiteral())

        init(directory: URL = .documentsDirectory) {
          fileURL = directory.appending(path: "\#(topic.plural).json")
        }

        /// Every \#(topic.lowercased), oldest first.
        func allRecords() async throws -> [\#(record)] {
          if cache.isEmpty {
            try await reload()
          }
          return cache.values.sorted { $0.createdAt < $1.createdAt }
        }

        func reload() async throws {
          let data = try Data(contentsOf: fileURL)
          let decoded = try JSONDecoder().decode([\#(record)].self, from: data)
          cache = Dictionary(uniqueKeysWithValues: decoded.map { ($0.id, $0) })
          generation &+= 1
        }

      """#
    )
    for method in distinctIndices(int(2...5), below: 7) {
      switch method {
      case 0:
        emit(
          #"""
            func insert(_ record: \#(record)) {
              cache[record.id] = record
              if cache.count.isMultiple(of: maximumBatch) {
                Task { try? await self.flush() }
              }
            }

          """#
        )
      case 1:
        emit(
          #"""
            @discardableResult
            func remove(id: UUID) -> \#(record)? {
              defer { generation += 1 }
              return cache.removeValue(forKey: id)
            }

          """#
        )
      case 2:
        emit(
          #"""
            func flush() async throws {
              let encoder = JSONEncoder()
              encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
              encoder.dateEncodingStrategy = .iso8601
              let data = try encoder.encode(Array(cache.values))
              try data.write(to: fileURL, options: .atomic)
            }

          """#
        )
      case 3:
        emit(
          #"""
            func records(matching query: String, limit: Int = \#(int(10...50))) -> [\#(record)] {
              guard !query.isEmpty else { return Array(cache.values.prefix(limit)) }
              var matches: [\#(record)] = []
              for record in cache.values {
                if record.title.localizedCaseInsensitiveContains(query) {
                  matches.append(record)
                } else if record.tags.contains(where: { $0.hasPrefix(query) }) {
                  matches.append(record)
                }
                if matches.count >= limit { break }
              }
              return matches
            }

          """#
        )
      case 4:
        emit(
          #"""
            func statistics() -> (count: Int, averageLength: Double, newest: Date?) {
              let lengths = cache.values.map { Double($0.title.count) }
              let average = lengths.isEmpty ? 0 : lengths.reduce(0, +) / Double(lengths.count)
              return (cache.count, (average * 100).rounded() / 100, cache.values.map(\.createdAt).max())
            }

          """#
        )
      case 5:
        emit(
          #"""
            func migrate(from version: Int) throws {
              switch version {
              case ..<2:
                for (id, var record) in cache {
                  record.tags = record.tags.map { $0.lowercased() }
                  cache[id] = record
                }
                fallthrough
              case 2:
                generation = max(generation, \#(int(2...9)))
              case 3...:
                break
              default:
                throw CocoaError(.fileReadCorruptFile)
              }
            }

          """#
        )
      default:
        emit(
          #"""
            subscript(id: UUID) -> \#(record)? {
              get { cache[id] }
              set {
                if let newValue {
                  cache[id] = newValue
                } else {
                  cache[id] = nil
                }
              }
            }

          """#
        )
      }
    }
    emit("}\n\n")
    return name
  }

  // MARK: - Models

  /// A `Codable` record with coding keys, a custom decoder and a few extensions.
  @discardableResult
  mutating func model() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(topic.noun)Record\(number)"
    let fieldIndices = distinctIndices(int(2...5), below: Vocabulary.fields.count)
    emit(
      #"""
      /// The stored form of \#(topic.withArticle); what `\#(topic.noun)Library` reads and writes.
      struct \#(name): Codable, Hashable, Identifiable, Sendable {
        let id: UUID
        var title: String
        var tags: [String]
        var createdAt: Date

      """#
    )
    for index in fieldIndices {
      let field = Vocabulary.fields[index]
      if ["tags", "createdAt"].contains(field.name) { continue }
      emit("  var \(field.name): \(field.type) = \(field.sample)\n")
    }
    emit(
      #"""

        enum CodingKeys: String, CodingKey {
          case id
          case title = "name"
          case tags
          case createdAt = "created_at"
        }

        init(id: UUID = UUID(), title: String, tags: [String] = [], createdAt: Date = .now) {
          self.id = id
          self.title = title
          self.tags = tags
          self.createdAt = createdAt
        }

        init(from decoder: any Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          id = try container.decode(UUID.self, forKey: .id)
          title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
          tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
          createdAt = try container.decode(Date.self, forKey: .createdAt)
        }
      }

      extension \#(name): Comparable {
        static func < (lhs: Self, rhs: Self) -> Bool {
          (lhs.createdAt, lhs.title) < (rhs.createdAt, rhs.title)
        }
      }


      """#
    )
    if chance(1, in: 2) {
      emit(
        #"""
        extension \#(name): CustomStringConvertible {
          var description: String {
            """
            \#(topic.noun) “\(title)”
              id: \(id.uuidString)
              tags: \(tags.isEmpty ? "none" : tags.joined(separator: ", "))
              created: \(createdAt.formatted(.iso8601))
            """
          }
        }


        """#
      )
    }
    if chance(1, in: 2) {
      emit(
        #"""
        extension \#(name) {
          /// Sample data for previews and tests.
          static let samples: [\#(name)] = [
            \#(name)(title: "\#(pick(Vocabulary.phrases))", tags: ["\#(pick(Vocabulary.nouns))"]),
            \#(name)(title: "\#(pick(Vocabulary.phrases))"),
            \#(name)(title: #"Quoted "\#(topic.noun)" with \backslash"#, tags: ["raw", "string"]),
          ]
        }


        """#
      )
    }
    return name
  }

  // MARK: - Protocols and generics

  /// A protocol with an associated type, constrained extensions and generic functions.
  @discardableResult
  mutating func protocolsAndGenerics() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(topic.noun)Presentable\(number)"
    let noun = pick(Vocabulary.nouns)
    emit(
      #"""
      /// Something that can be shown in a list of \#(topic.plural.lowercased()).
      protocol \#(name) {
        associatedtype Identifier: Hashable & Sendable
        var identifier: Identifier { get }
        var title: String { get }
        func matches(_ query: String) -> Bool
      }

      extension \#(name) where Self: Identifiable, ID == Identifier {
        var identifier: Identifier { id }
      }

      extension \#(name) {
        func matches(_ query: String) -> Bool {
          title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
      }

      extension Array where Element: \#(name) {
        /// The \#(topic.plural.lowercased()) grouped by `key`, groups in key order.
        func grouped<Key>(by key: (Element) throws -> Key) rethrows -> [(Key, [Element])]
        where Key: Hashable & Comparable {
          try Dictionary(grouping: self, by: key).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
      }

      /// Keeps the first \#(noun) for every key, preserving order.
      func deduplicated\#(number)<S: Sequence, Key: Hashable>(
        _ sequence: S,
        by key: (S.Element) -> Key
      ) -> [S.Element] {
        var seen = Set<Key>()
        return sequence.filter { seen.insert(key($0)).inserted }
      }

      /// A type-erased box around any \#(name).
      struct Any\#(name)<Identifier: Hashable & Sendable>: \#(name) {
        let identifier: Identifier
        let title: String
        private let matcher: @Sendable (String) -> Bool

        init<Base: \#(name)>(_ base: Base) where Base.Identifier == Identifier {
          identifier = base.identifier
          title = base.title
          let copy = base.title
          matcher = { query in copy.contains(query) }
        }

        func matches(_ query: String) -> Bool { matcher(query) }
      }


      """#
    )
    if chance(1, in: 2) {
      emit(
        #"""
        /// Pairs up two sequences of \#(topic.plural.lowercased()) by identifier.
        func zipByIdentifier\#(number)<A: \#(name), B: \#(name)>(_ a: [A], _ b: [B]) -> [(A, B)]
        where A.Identifier == B.Identifier {
          let index = Dictionary(b.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
          return a.compactMap { element in index[element.identifier].map { (element, $0) } }
        }


        """#
      )
    }
    return name
  }

  // MARK: - Views

  /// A SwiftUI row view with state, environment values, trailing closures and a preview.
  @discardableResult
  mutating func view() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(pick(Vocabulary.adjectives))\(topic.noun)Row\(number)"
    let color = pick(Vocabulary.colors)
    emit(
      #"""
      /// One \#(topic.lowercased) in a list, expandable to show details.
      struct \#(name): View {
        let title: String
        var subtitle: String? = nil
        @State private var isExpanded = false
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.dynamicTypeSize) private var typeSize

        var body: some View {
          HStack(alignment: .firstTextBaseline, spacing: \#(int(4...16))) {
            Image(systemName: "\#(topic.symbol)")
              .foregroundStyle(colorScheme == .dark ? .\#(color) : .primary)
              .frame(width: \#(int(20...44)), height: \#(int(20...44)))
            VStack(alignment: .leading, spacing: 2) {
              Text(title)
                .font(.headline)
                .lineLimit(typeSize.isAccessibilitySize ? nil : 1)
              if let subtitle, isExpanded {
                Text(subtitle)
                  .font(.caption)
                  .foregroundStyle(.secondary)
              }
            }
            Spacer(minLength: 0)
            Button {
              withAnimation(.spring(duration: \#(floatLiteral()))) {
                isExpanded.toggle()
              }
            } label: {
              Label(isExpanded ? "Less" : "More", systemImage: isExpanded ? "chevron.up" : "chevron.down")
                .labelStyle(.iconOnly)
            }
            .buttonStyle(.borderless)
          }
          .padding(.vertical, \#(int(2...12)))
          .contentShape(Rectangle())
          .accessibilityElement(children: .combine)
        }
      }


      """#
    )
    if chance(1, in: 2) {
      emit(
        #"""
        #if DEBUG
          #Preview("\#(topic.noun) row") {
            List {
              \#(name)(title: "\#(pick(Vocabulary.phrases))", subtitle: "\#(pick(Vocabulary.phrases))")
              \#(name)(title: "Second \#(topic.lowercased)")
            }
          }
        #endif


        """#
      )
    }
    return name
  }

  // MARK: - Parsing helpers

  /// Regex and raw-string literals, multi-line strings, numeric literals, nested block comments,
  /// operator declarations and `#if` blocks.
  @discardableResult
  mutating func parsingHelpers() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(topic.noun)Parsing\(number)"
    emit(
      ##"""
      /* Parsing helpers for \##(topic.plural.lowercased()).
         Block comments /* nest */ in Swift, and may contain "quotes" or `code`. */
      enum \##(name) {
        static let digits = \##(pick(Self.regexLiterals))
        static let keyValue = #/(?<key>\w+)\s*=\s*(?<value>[^;]+)/#
        static let mask: UInt32 = \##(radixLiteral())
        static let limit = \##(integerLiteral())
        static let ratio = \##(floatLiteral())
        static let flags = \##(radixLiteral())

      """##
    )
    for index in distinctIndices(int(2...6), below: Self.literalMembers.count) {
      emit(Self.literalMembers[index])
    }
    emit(
      ##"""

        static let template = """
          Name: \(String(describing: Self.self))
          Limit: \(limit), ratio: \(ratio)
          Escaped: \"\"\" and \\ and \t tab
          """

        /// Every number in `text`, in order.
        static func numbers(in text: String) -> [Int] {
          text.matches(of: digits).compactMap { Int($0.output) }
        }

        static func pairs(in text: String) -> [(key: Substring, value: Substring)] {
          text.matches(of: keyValue).map { ($0.output.key, $0.output.value) }
        }

        static func clamp(_ value: Int) -> Int {
          value < 0 ? 0 : value > limit ? limit : value
        }

        static func checksum(_ bytes: [UInt8]) -> UInt32 {
          var hash: UInt32 = 2_166_136_261
          for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
          }
          return hash & mask | UInt32(truncatingIfNeeded: flags) << 1
        }
      }


      """##
    )
    let op = pick(["<~>", "|>", "<+>", "~~>", "=~"])
    if chance(1, in: 2) {
      emit(
        #"""
        precedencegroup \#(topic.noun)PipePrecedence\#(number) {
          associativity: left
          higherThan: AssignmentPrecedence
        }

        infix operator \#(op) : \#(topic.noun)PipePrecedence\#(number)

        func \#(op) <Value, Result>(value: Value, transform: (Value) throws -> Result) rethrows -> Result {
          try transform(value)
        }

        prefix operator √

        prefix func √ (value: Double) -> Double { value.squareRoot() }


        """#
      )
    }
    emit(
      #"""
      #if os(iOS) || os(visionOS)
        typealias \#(topic.noun)PlatformColor\#(number) = UIColor
      #elseif os(macOS)
        typealias \#(topic.noun)PlatformColor\#(number) = NSColor
      #else
        typealias \#(topic.noun)PlatformColor\#(number) = Never
      #endif

      extension \#(name) {
        static func describe(_ value: Int?) -> String {
          guard let value, value != 0 else { return "zero" }
          let magnitude = abs(value)
          let scaled = Double(magnitude) / \#(floatLiteral()) * (value < 0 ? -1 : 1)
          return magnitude >= \#(integerLiteral()) ? "many (\(scaled))" : "\(value)"
        }

        static let bitPattern = (0..<\#(int(4...16))).reduce(0) { $0 << 1 | ($1 & 1) }
        static let range = 1...\#(int(5...50))
        static let halfOpen = 0..<\#(int(5...50))
      }


      """#
    )
    return name
  }

  /// Regex literals of increasing difficulty for a lexer (a bare `/` is also division).
  static let regexLiterals: [String] = [
    #"/\d+/"#, #"/[a-z]+\/[0-9]+/"#, #"#/\d{4}-\d{2}-\d{2}/#"#, #"/(?i)hello|bonjour/"#,
    #"/\s+(?<word>\w+)\s*$/"#, ##"#/"\d+"/#"##,
  ]

  /// Member declarations full of literals; a few are picked for each helpers enum.
  static let literalMembers: [Code] = [
    ##"""
      static let windowsPath = #"C:\Users\\#(NSUserName())\Documents"#

    """##,
    ##"""
      static let quoted = ##"She said "#hello" and left."##

    """##,
    "  static let epsilon = 1e-9\n",
    "  static let hexFloat = 0x1.8p3\n",
    "  static let million = 1_000_000\n",
    "  static let negative = -0x7F\n",
    "  static let scientific = 6.022_140_76e23\n",
    #"""
      static let escapes = "tab\tnewline\nquote\"unicode\u{1F600}nul\0"

    """#,
    #"""
      static let emoji = "Grüße 👋🏽 — ¿qué tal?"

    """#,
    #"""
      static let json = #"{"key": "value", "list": [1, 2, 3], "nested": {"ok": true}}"#

    """#,
    #"""
      static let extended = #/
        (?<year> \d{4}) -
        (?<month> \d{2}) -
        (?<day> \d{2})
      /#

    """#,
    ##"""
      static let rawMultiline = #"""
        Raw \(not interpolated) but \#(limit) is
        """#

    """##,
    #"""
      static let division = limit / 2 / max(1, Int(ratio))

    """#,
  ]

  // MARK: - Classes

  /// An `NSObject` subclass with observed properties, a lazy closure, weak delegates and `deinit`.
  @discardableResult
  mutating func syncCoordinator() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(topic.noun)SyncCoordinator\(number)"
    let delegate = "\(topic.noun)SyncDelegate\(number)"
    emit(
      #"""
      /// Receives progress from a `\#(name)`.
      protocol \#(delegate): AnyObject {
        func coordinator(_ coordinator: \#(name), didSync count: Int)
        func coordinator(_ coordinator: \#(name), didFailWith error: any Error)
      }

      /// Coordinates syncing \#(topic.plural.lowercased()) with the server.
      ///
      /// ```swift
      /// let coordinator = \#(name)()
      /// await coordinator.sync()
      /// ```
      @MainActor
      final class \#(name): NSObject, ObservableObject {
        @Published private(set) var isSyncing = false
        @Published var lastError: (any Error)?
        weak var delegate: (any \#(delegate))?
        private var tasks: [UUID: Task<Void, Never>] = [:]
        private let retryLimit = \#(int(2...6))

        private lazy var session: URLSession = {
          let configuration = URLSessionConfiguration.default
          configuration.timeoutIntervalForRequest = \#(floatLiteral())
          configuration.httpAdditionalHeaders = ["Accept": "application/json"]
          return URLSession(configuration: configuration)
        }()

        override init() {
          super.init()
        }

        convenience init(delegate: any \#(delegate)) {
          self.init()
          self.delegate = delegate
        }

        func sync(endpoint: URL = URL(string: "https://example.com/api/v\#(int(1...3))/\#(topic.plural.lowercased())")!) async {
          guard !isSyncing else { return }
          isSyncing = true
          defer { isSyncing = false }
          var attempt = 0
          repeat {
            attempt += 1
            do {
              let (data, response) = try await session.data(from: endpoint)
              guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
              }
              let count = data.split(separator: UInt8(ascii: "\n")).count
              delegate?.coordinator(self, didSync: count)
              return
            } catch is CancellationError {
              return
            } catch {
              lastError = error
              try? await Task.sleep(for: .milliseconds(\#(int(100...900)) * attempt))
            }
          } while attempt < retryLimit
          if let lastError {
            delegate?.coordinator(self, didFailWith: lastError)
          }
        }

        func cancelAll() {
          for (_, task) in tasks { task.cancel() }
          tasks.removeAll(keepingCapacity: true)
        }

        override var description: String {
          "<\#(name) syncing=\(isSyncing) tasks=\(tasks.count)>"
        }
      }


      """#
    )
    return name
  }

  // MARK: - State machines

  /// A property wrapper and an enum with associated values, matched by pattern.
  @discardableResult
  mutating func stateMachine() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(topic.noun)LoadState\(number)"
    let wrapper = "Clamped\(number)"
    emit(
      #"""
      /// Keeps a comparable value within `range`.
      @propertyWrapper
      struct \#(wrapper)<Value: Comparable & Sendable>: Sendable {
        private var value: Value
        let range: ClosedRange<Value>

        init(wrappedValue: Value, _ range: ClosedRange<Value>) {
          self.range = range
          value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        }

        var wrappedValue: Value {
          get { value }
          set { value = min(max(newValue, range.lowerBound), range.upperBound) }
        }

        var projectedValue: ClosedRange<Value> { range }
      }

      /// Where loading \#(topic.plural.lowercased()) stands.
      indirect enum \#(name): Equatable, Sendable {
        case idle
        case loading(progress: Double)
        case loaded(count: Int, from: Date)
        case failed(message: String, retryAfter: Duration?)
        case retrying(previous: \#(name))

        var isTerminal: Bool {
          switch self {
          case .idle, .loading: false
          case .loaded, .failed: true
          case .retrying(let previous): previous.isTerminal
          }
        }

        /// The state after `event`; impossible transitions keep the current state.
        func next(after event: Event) -> Self {
          switch (self, event) {
          case (.idle, .start), (.failed, .start):
            return .loading(progress: 0)
          case (.loading(let progress), .progress(let delta)) where progress + delta < 1:
            return .loading(progress: progress + delta)
          case (.loading, .finish(let count)):
            return .loaded(count: count, from: .now)
          case (.loading, .fail(let message)):
            return .failed(message: message, retryAfter: .seconds(\#(int(1...30))))
          case (let state, .retry) where !state.isTerminal:
            return .retrying(previous: state)
          case (_, _):
            return self
          }
        }

        enum Event: Sendable {
          case start, retry
          case progress(Double)
          case finish(Int)
          case fail(String)
        }
      }

      struct \#(topic.noun)Settings\#(number) {
        @\#(wrapper)(0...\#(int(5...100))) var pageSize = \#(int(5...20))
        @\#(wrapper)(0.0...1.0) var opacity = \#(floatLiteral())
        var label: String { "page size \($pageSize.lowerBound)–\($pageSize.upperBound)" }
      }


      """#
    )
    return name
  }

  // MARK: - View models

  /// An `@Observable` view model with async loading, sorting closures and key paths.
  @discardableResult
  mutating func viewModel() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(pick(Vocabulary.adjectives))\(topic.plural)Model\(number)"
    let record = "\(topic.noun)Record\(number)"
    emit(
      #"""
      /// Drives the \#(topic.plural.lowercased()) screen: loading, filtering and sorting.
      @Observable
      @MainActor
      final class \#(name) {
        enum Sort: String, CaseIterable, Identifiable {
          case title, newest, oldest
          var id: Self { self }
        }

        private(set) var items: [\#(record)] = []
        var searchText = ""
        var sort: Sort = .\#(pick(["title", "newest", "oldest"]))
        @ObservationIgnored private var loadTask: Task<Void, Never>?
        @ObservationIgnored private let load: @Sendable () async throws -> [\#(record)]

        init(load: @escaping @Sendable () async throws -> [\#(record)]) {
          self.load = load
        }

        var visibleItems: [\#(record)] {
          let filtered = searchText.isEmpty ? items : items.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
          }
          switch sort {
          case .title: return filtered.sorted(using: KeyPathComparator(\.title))
          case .newest: return filtered.sorted { $0.createdAt > $1.createdAt }
          case .oldest: return filtered.sorted { $0.createdAt < $1.createdAt }
          }
        }

        func refresh() {
          loadTask?.cancel()
          loadTask = Task { [weak self, load] in
            do {
              let loaded = try await load()
              guard !Task.isCancelled else { return }
              self?.items = loaded
            } catch {
              self?.items = []
            }
          }
        }

        func move(fromOffsets source: IndexSet, toOffset destination: Int) {
          items.move(fromOffsets: source, toOffset: destination)
        }

        func title(at index: Int) -> String? {
          items.indices.contains(index) ? items[index].title : nil
        }
      }


      """#
    )
    return name
  }
}
