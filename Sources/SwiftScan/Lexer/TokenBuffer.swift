/// A growable buffer of tokens that the lexer appends to without the uniqueness and capacity
/// bookkeeping of `Array.append`.
///
/// It starts on storage it is lent — the uninitialized storage of the `[Token]` being built — so
/// that in the usual case the tokens are lexed in place and never copied. Only when a file has
/// more tokens than that storage holds does the buffer move to storage of its own.
struct TokenBuffer {
  private var storage: UnsafeMutablePointer<Token>
  private(set) var count = 0
  private var capacity: Int
  /// Whether `storage` is the lent storage (not to be freed by the buffer).
  private(set) var isLent: Bool

  /// A buffer writing into `lent`, which it never frees.
  init(lent: UnsafeMutableBufferPointer<Token>) {
    storage = lent.baseAddress ?? .allocate(capacity: 1)
    capacity = lent.baseAddress == nil ? 1 : lent.count
    isLent = lent.baseAddress != nil
  }

  @_transparent
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (storage + count).initialize(to: token)
    count += 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Token>.allocate(capacity: max(16, capacity * 2))
    larger.moveInitialize(from: storage, count: count)
    if !isLent { storage.deallocate() }
    isLent = false
    storage = larger
    capacity = max(16, capacity * 2)
  }

  var isEmpty: Bool { count == 0 }

  var last: Token? { count > 0 ? storage[count - 1] : nil }

  subscript(index: Int) -> Token {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  /// The tokens, when they outgrew the lent storage. Frees the buffer's own storage: afterwards
  /// the buffer is empty and owns nothing (appending to it would allocate anew).
  mutating func takeOwnTokens() -> [Token] {
    precondition(!isLent)
    let tokens = Array(UnsafeBufferPointer(start: storage, count: count))
    storage.deinitialize(count: count)
    storage.deallocate()
    isLent = true
    capacity = 0
    count = 0
    return tokens
  }
}
