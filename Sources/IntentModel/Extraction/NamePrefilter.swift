/// A cheap first test of whether a name may be one of a few known names, by its first byte and
/// its length, so that most other names are ruled out without hashing them for a table lookup.
///
/// `mayContain` has no false negatives: a name it rules out is not among the known names.
struct NamePrefilter {
  /// For each first byte, bit `n` is set when a known name of `n` bytes starts with it.
  private var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)
  /// Whether a known name is 64 bytes or longer; those are not in the bit sets.
  private var hasLongNames = false

  init<Names: Sequence<String>>(_ names: Names) {
    for name in names { insert(name) }
  }

  mutating func insert(_ name: String) {
    let count = name.utf8.count
    guard count < 64, let first = name.utf8.first else {
      hasLongNames = true
      return
    }
    lengthsByFirstByte[Int(first)] |= 1 << UInt64(count)
  }

  func mayContain(_ name: String) -> Bool {
    let count = name.utf8.count
    guard count < 64, let first = name.utf8.first else { return hasLongNames || count == 0 }
    return lengthsByFirstByte[Int(first)] & (1 << UInt64(count)) != 0
  }
}
