/// What earlier files of the same module declared, so later files can refer to it.
struct ModuleState {
  struct Entity {
    var name: String
    var topic: Vocabulary.Topic
  }

  struct AppEnum {
    var name: String
    var group: Int
  }

  struct Intent {
    var name: String
    var verb: String
    var topic: Vocabulary.Topic
    var symbol: String
  }

  var index: Int
  var entities: [Entity] = []
  var enums: [AppEnum] = []
  var intents: [Intent] = []

  init(index: Int) {
    self.index = index
  }
}

/// The state threaded through the templates while one file is written: its random stream, its
/// bytes, the module it belongs to and the counter that keeps declared names unique.
struct FileBuilder {
  var rng: SplitMix64
  var out: SourceBuffer
  var module: ModuleState
  var counter: Int

  init(rng: SplitMix64, capacity: Int, module: ModuleState, counter: Int) {
    self.rng = rng
    self.out = SourceBuffer(capacity: capacity)
    self.module = module
    self.counter = counter
  }

  /// A fresh number for a declared name.
  mutating func nextNumber() -> Int {
    counter += 1
    return counter
  }

  mutating func emit(_ code: Code) {
    out.emit(code)
  }

  mutating func blank() {
    out.blank()
  }

  // MARK: - Small random pieces

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    rng.pick(elements)
  }

  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    rng.chance(numerator, in: denominator)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    rng.int(in: range)
  }

  /// `count` distinct indices below `bound`, in random order (a partial Fisher–Yates shuffle).
  mutating func distinctIndices(_ count: Int, below bound: Int) -> [Int] {
    var indices = Array(0..<bound)
    let wanted = min(count, bound)
    for position in 0..<wanted {
      let other = position + rng.below(bound - position)
      indices.swapAt(position, other)
    }
    return Array(indices[0..<wanted])
  }

  /// A decimal literal, sometimes with digit separators: `42`, `1_500`, `86_400`.
  mutating func integerLiteral() -> String {
    switch rng.below(6) {
    case 0: return String(rng.int(in: 0...9))
    case 1: return String(rng.int(in: 10...999))
    case 2: return "1_000"
    case 3: return "\(rng.int(in: 1...99))_\(threeDigits(rng.below(1000)))"
    case 4: return "86_400"
    default: return String(rng.int(in: 2...64))
    }
  }

  /// A hexadecimal, binary or octal literal.
  mutating func radixLiteral() -> String {
    switch rng.below(4) {
    case 0:
      return
        "0x\(hexDigits(rng.next(), count: 2))_\(hexDigits(rng.next(), count: 2))_\(hexDigits(rng.next(), count: 2))"
    case 1: return "0xFF"
    case 2: return "0b\(binaryDigits(rng.next(), count: 4))_\(binaryDigits(rng.next(), count: 4))"
    default: return "0o\(rng.int(in: 1...7))\(rng.int(in: 0...7))\(rng.int(in: 0...7))"
    }
  }

  /// A floating-point literal, built from integers (never by printing a `Double`).
  mutating func floatLiteral() -> String {
    switch rng.below(5) {
    case 0: return "\(rng.int(in: 0...9)).\(rng.int(in: 1...99))"
    case 1: return "\(rng.int(in: 1...9))e-\(rng.int(in: 1...9))"
    case 2: return "1_\(threeDigits(rng.below(1000))).5"
    case 3: return "0.\(threeDigits(rng.below(1000)))_\(threeDigits(rng.below(1000)))"
    default: return "\(rng.int(in: 1...60)).0"
    }
  }

  private func threeDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: 3 - digits.utf8.count) + digits
  }

  private func hexDigits(_ bits: UInt64, count: Int) -> String {
    let alphabet = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    var remaining = bits
    for _ in 0..<count {
      bytes.append(alphabet[Int(remaining & 0xF)])
      remaining >>= 4
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func binaryDigits(_ bits: UInt64, count: Int) -> String {
    var bytes: [UInt8] = []
    var remaining = bits
    for _ in 0..<count {
      bytes.append(remaining & 1 == 0 ? UInt8(ascii: "0") : UInt8(ascii: "1"))
      remaining >>= 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
