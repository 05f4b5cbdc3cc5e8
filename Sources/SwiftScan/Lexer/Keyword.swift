/// Swift's reserved words and the contextual keywords the parser looks for.
///
/// Reserved words lex as `.keyword` tokens; contextual ones (`actor`, `get`, `some`…) lex as
/// identifiers that carry their `Keyword`, because they remain usable as names.
public enum Keyword: UInt8, Sendable, CaseIterable {
  case none = 0
  // Reserved: declarations.
  case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`
  case `init`, `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`
  case `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
  // Reserved: statements.
  case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
  case `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
  // Reserved: expressions and types.
  case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
  case wildcard
  // Contextual.
  case actor, macro, mutating, nonmutating, override, convenience, dynamic, final, lazy, optional
  case required, weak, unowned, indirect, infix, prefix, postfix, open, package, get, set, willSet
  case didSet, some, any, async, await, nonisolated, isolated, distributed, consuming, borrowing
  case sending, each, consume, `_modify`, `_read`, modify, read, `Type`, `Protocol`
  case unsafe, preconcurrency, attached, freestanding
  // Contextual: the underscored and legacy declaration modifiers of the standard library and of
  // module interfaces (`__consuming func`, `_const let`).
  case __consuming, __setter_access, _const, _local, reasync

  /// Whether the word is reserved (lexed as `.keyword`) rather than contextual.
  public var isReserved: Bool { rawValue != 0 && rawValue <= Keyword.wildcard.rawValue }

  /// The word as written in source.
  public var text: String {
    switch self {
    case .none: ""
    case .wildcard: "_"
    default: String(describing: self)
    }
  }
}

/// An open-addressed table from a word's bytes (packed into two integers) to its `Keyword`.
///
/// One table is made per process (`shared`) and never freed. It is kept in raw storage rather than
/// arrays: the lexer reads it once or twice per identifier, and in an unoptimized build (a build
/// tool plugin's executable) each array read retained and released the array.
struct KeywordTable: @unchecked Sendable {
  static let shared = KeywordTable()

  private struct Entry {
    var low: UInt64
    var high: UInt64
    var count: UInt8
    var keyword: Keyword
  }

  private static let size = 512
  private let entries: UnsafeMutablePointer<Entry>
  /// For each first byte, a bit per word length that some keyword has: most identifiers are
  /// rejected by this one lookup, before any hashing.
  private let lengthMasks: UnsafeMutablePointer<UInt32>

  private init() {
    entries = .allocate(capacity: Self.size)
    entries.initialize(repeating: Entry(low: 0, high: 0, count: 0, keyword: .none), count: Self.size)
    lengthMasks = .allocate(capacity: 256)
    lengthMasks.initialize(repeating: 0, count: 256)
    for keyword in Keyword.allCases where keyword != .none {
      let bytes = Array(keyword.text.utf8)
      lengthMasks[Int(bytes[0])] |= 1 << UInt32(bytes.count)
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let (low, high) = Self.pack(base, count: bytes.count)
        var slot = Self.hash(low, high, bytes.count)
        while entries[slot].count != 0 { slot = (slot + 1) & (Self.size - 1) }
        entries[slot] = Entry(low: low, high: high, count: UInt8(bytes.count), keyword: keyword)
      }
    }
  }

  @_transparent
  private static func pack(_ base: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var index = 0
    while index < count && index < 8 {
      low |= UInt64(base[index]) << (UInt64(index) &* 8)
      index += 1
    }
    while index < count {
      high |= UInt64(base[index]) << (UInt64(index - 8) &* 8)
      index += 1
    }
    return (low, high)
  }

  /// `pack` by two unaligned loads, masked to `count` bytes; `base` must have 16 readable bytes.
  @_transparent
  private static func load(_ base: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
    let raw = UnsafeRawPointer(base)
    let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    if count >= 16 { return (low, high) }
    if count >= 8 { return (low, high & Self.mask(count &- 8)) }
    return (low & Self.mask(count), 0)
  }

  /// The low `count` bytes set, for `count` in 0..<8.
  @_transparent
  private static func mask(_ count: Int) -> UInt64 { (1 << (UInt64(truncatingIfNeeded: count) &* 8)) &- 1 }

  @_transparent
  private static func hash(_ low: UInt64, _ high: UInt64, _ count: Int) -> Int {
    let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> 55)
  }

  /// Whether some keyword starts with `first` and has `count` bytes.
  @_transparent
  func mayBeKeyword(first: UInt8, count: Int) -> Bool {
    count < 32 && lengthMasks[Int(first)] & (1 << UInt32(count)) != 0
  }

  /// The keyword spelled by the `count` bytes at `base`, or `.none`. `readable` bytes from `base`
  /// may be read: with 16 or more, the word is packed with two loads rather than byte by byte.
  @_transparent
  func lookup(_ base: UnsafePointer<UInt8>, count: Int, readable: Int) -> Keyword {
    guard count >= 1 && count <= 16 else { return .none }
    let (low, high) = readable >= 16 ? Self.load(base, count: count) : Self.pack(base, count: count)
    var slot = Self.hash(low, high, count)
    while true {
      let entry = entries[slot]
      if entry.count == 0 { return .none }
      if entry.low == low && entry.high == high && Int(entry.count) == count { return entry.keyword }
      slot = (slot + 1) & (Self.size - 1)
    }
  }
}
