/// A SplitMix64 pseudo-random number generator (Steele, Lea and Flood, 2014).
///
/// Deliberately not `RandomNumberGenerator`-driven helpers from the standard library: those make
/// no promise about which values they draw, so the corpus would change between Swift versions.
/// Every helper here is defined in terms of `next()` alone, so a seed names the same output forever.
public struct SplitMix64: Sendable {
  /// The generator's whole state; advanced by the golden-ratio increment on every draw.
  public private(set) var state: UInt64

  /// A generator whose first output is determined by `seed` alone.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 uniformly distributed bits.
  @inline(__always)
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (`bound` must be positive), by Lemire's multiply-shift with rejection.
  @inline(__always)
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return Int(product.high)
  }

  /// A value in `range`.
  @inline(__always)
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// `true` with probability `numerator / denominator`.
  @inline(__always)
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// A uniformly chosen element of a non-empty array.
  @inline(__always)
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// A generator for an independent stream, seeded from this one (used per file, so files do not
  /// depend on how many values earlier files happened to draw).
  public mutating func fork() -> SplitMix64 {
    SplitMix64(seed: next())
  }
}
