/// SARIF's `primaryLocationLineHash`: a hash of the rule, the path and the trimmed text of the
/// violation's line, so an alert keeps its identity when lines are inserted above it or the line is
/// re-indented, followed by `:n` for the n-th violation with the same hash in one report.
///
/// The hash is 64-bit FNV-1a over UTF-8, written as 16 lowercase hex digits: the same on every
/// platform and in every run.
public enum LineFingerprint {
  /// The hash of rule, path and line text (whitespace around the line removed).
  public static func hash(rule: String, path: String, lineText: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      hash ^= 0
      hash = hash &* 0x0000_0100_0000_01b3
    }
    mix(rule)
    mix(path)
    mix(trimmed(lineText))
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: max(0, 16 - digits.utf8.count)) + digits
  }

  private static func trimmed(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }),
      let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(decoding: bytes[start...end], as: UTF8.self)
  }
}
