/// Up to three byte strings ("needles") looked for together in a file's bytes, to rule out a file
/// before a pass over its tokens: a file that contains none of them has no token spelled as one.
///
/// Sixteen positions are tested at a time by each needle's first and last bytes (two vector
/// comparisons, after Wojciech Muła's SIMD substring search); the rare positions where both match
/// are then compared in full. One pass over the bytes, several times cheaper than one over the
/// tokens, which are far larger. Optimized builds only: unoptimized, the vector operations cost
/// far more than the token pass they save.
struct ByteNeedles {
  /// A needle's first and last bytes repeated across a vector, and the distance between them.
  private struct Ends {
    var first: SIMD16<UInt8>
    var last: SIMD16<UInt8>
    var lastOffset: Int

    init(_ needle: [UInt8]) {
      first = SIMD16(repeating: needle[0])
      last = SIMD16(repeating: needle[needle.count - 1])
      lastOffset = needle.count - 1
    }

    /// All ones in the lanes of `block` (the bytes at `position`…) where the needle may start.
    @inline(__always)
    func hits(_ block: SIMD16<UInt8>, _ position: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
      let ends = UnsafeRawPointer(position + lastOffset).loadUnaligned(as: SIMD16<UInt8>.self)
      // Lanes of a comparison are all ones or all zeros: combined as bytes, not as masks, which
      // Swift would keep normalizing lane by lane.
      return unsafeBitCast(block .== first, to: SIMD16<UInt8>.self)
        & unsafeBitCast(ends .== last, to: SIMD16<UInt8>.self)
    }
  }

  private let needles: [[UInt8]]
  /// The ends of three needles: fewer are padded by repeating the first, so that the scan is one
  /// fixed sequence of vector operations.
  private let ends: (Ends, Ends, Ends)
  /// The longest needle's length: a block of 16 positions is tested when that many bytes follow it.
  private let span: Int

  /// One to three needles, none empty.
  init(_ needles: [[UInt8]]) {
    precondition((1...3).contains(needles.count) && needles.allSatisfy { !$0.isEmpty }, "one to three needles")
    self.needles = needles
    let padded = needles + Array(repeating: needles[0], count: 3 - needles.count)
    ends = (Ends(padded[0]), Ends(padded[1]), Ends(padded[2]))
    span = needles.map(\.count).max() ?? 0
  }

  /// Whether one of the needles occurs in `bytes`.
  func occur(in bytes: [UInt8]) -> Bool {
    let (a, b, c) = ends
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      let count = buffer.count
      var start = 0
      // Whole blocks: every needle that starts in the block ends inside the buffer.
      while start + 16 + span - 1 <= count {
        let position = base + start
        let block = UnsafeRawPointer(position).loadUnaligned(as: SIMD16<UInt8>.self)
        let hits = a.hits(block, position) | b.hits(block, position) | c.hits(block, position)
        let words = unsafeBitCast(hits, to: SIMD2<UInt64>.self)
        // The lanes that matched, lowest first, by the bits of the two halves (lanes are whole
        // bytes of ones).
        if words[0] != 0 && matchesAny(buffer, lanesOf: words[0], at: start) { return true }
        if words[1] != 0 && matchesAny(buffer, lanesOf: words[1], at: start + 8) { return true }
        start += 16
      }
      // The rest, one position at a time.
      while start < count {
        if matches(buffer, at: start) { return true }
        start += 1
      }
      return false
    }
  }

  /// Whether a needle starts at one of the positions `start + lane` whose lane byte of `word` is
  /// set (all ones).
  private func matchesAny(_ buffer: UnsafeBufferPointer<UInt8>, lanesOf word: UInt64, at start: Int) -> Bool {
    var bits = word
    while bits != 0 {
      let lane = bits.trailingZeroBitCount / 8
      if matches(buffer, at: start + lane) { return true }
      bits &= ~(0xFF << UInt64(8 * lane))
    }
    return false
  }

  /// Whether a needle starts at `position`.
  private func matches(_ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    for needle in needles where position + needle.count <= buffer.count {
      if buffer[position] == needle[0]
        && needle.withUnsafeBufferPointer({ $0.elementsEqual(buffer[position..<position + $0.count]) })
      {
        return true
      }
    }
    return false
  }
}
