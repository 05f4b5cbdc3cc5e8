/// Names to numbers (a type index's entries), for names kept elsewhere: an open-addressing table
/// of 8-byte slots (half the name's hash and its number), hashed by a few multiplications per
/// eight bytes of the name.
///
/// A `[String: Int32]` would keep a second reference to every name — counted when stored and when
/// freed, mostly out of the cache by then — hash it with SipHash, and spread its buckets over
/// several times more memory.
struct NameTable {
  /// `tag` is the high half of the name's hash (never 0 in a used slot), `number` the name's
  /// number (-1 in a free slot).
  private struct Slot {
    var tag: UInt32 = 0
    var number: Int32 = -1
  }

  private var slots: [Slot]
  private(set) var count = 0

  /// A table with room for `capacity` names before it grows.
  init(capacity: Int = 0) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Slot](repeating: Slot(), count: size)
  }

  /// The number of `name`, if it was inserted; `isName(number)` tells whether the name with that
  /// number is `name` (asked only when the hashes agree).
  func number(of name: String, isName: (Int32) -> Bool) -> Int32? {
    number(tag: Self.tag(name), isName: isName)
  }

  /// `number(of:isName:)` by the name's tag, made once for a lookup and an insertion.
  func number(tag: UInt32, isName: (Int32) -> Bool) -> Int32? {
    let mask = slots.count - 1
    var position = Int(tag) & mask
    while true {
      let slot = slots[position]
      if slot.number < 0 { return nil }
      if slot.tag == tag && isName(slot.number) { return slot.number }
      position = (position + 1) & mask
    }
  }

  /// Adds the name with this tag and `number`; the name must not be in the table yet.
  mutating func insert(tag: UInt32, number: Int32) {
    if (count + 1) * 2 > slots.count { grow() }
    place(Slot(tag: tag, number: number))
    count += 1
  }

  /// Puts a slot at the first free position from its tag.
  private mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var position = Int(slot.tag) & mask
    while slots[position].number >= 0 { position = (position + 1) & mask }
    slots[position] = slot
  }

  /// Doubles the table; slots are placed again by their tags, without their names.
  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    for slot in old where slot.number >= 0 { place(slot) }
  }

  /// The high half of the name's hash, never 0: kept in its slot, and where the slot goes.
  static func tag(_ name: String) -> UInt32 {
    max(1, UInt32(truncatingIfNeeded: hash(name) >> 32))
  }

  /// A hash of the name's bytes, eight at a time.
  static func hash(_ name: String) -> UInt64 {
    var name = name
    return name.withUTF8 { bytes -> UInt64 in
      var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
      var index = 0
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
        hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
        index += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while index < bytes.count {
        tail |= UInt64(bytes[index]) << shift
        shift += 8
        index += 1
      }
      hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 31
      return hash
    }
  }
}
