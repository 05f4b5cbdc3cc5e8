/// A growable buffer of tokens that the lexer appends to without the uniqueness and capacity
/// bookkeeping of `Array.append`; `makeArray()` hands the tokens over at the end.
struct TokenBuffer {
  private var storage: UnsafeMutablePointer<Token>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(16, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (storage + count).initialize(to: token)
    count += 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }

  var isEmpty: Bool { count == 0 }

  var last: Token? { count > 0 ? storage[count - 1] : nil }

  subscript(index: Int) -> Token {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  /// Copies the tokens into an array and frees the buffer; the buffer is empty afterwards.
  mutating func makeArray() -> [Token] {
    let tokens = Array(UnsafeBufferPointer(start: storage, count: count))
    storage.deinitialize(count: count)
    storage.deallocate()
    storage = .allocate(capacity: 1)
    capacity = 1
    count = 0
    return tokens
  }

  /// Frees the storage.
  mutating func release() {
    storage.deinitialize(count: count)
    storage.deallocate()
    count = 0
    capacity = 0
  }
}
