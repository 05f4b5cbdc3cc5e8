/// Text from bytes that must be UTF-8: `nil` when they are not, rather than text with U+FFFD in
/// place of the bad bytes.
///
/// The standard library's `String(validating:as:)` does the same but needs macOS 15; the package
/// builds for macOS 13.
public enum UTF8Text {
  /// The text of `bytes`, or `nil` when they are not valid UTF-8.
  public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces each invalid sequence with U+FFFD, whose three bytes differ from it.
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Whether `lhs` sorts before `rhs` in the byte order of their UTF-8: what
  /// `lhs.utf8.lexicographicallyPrecedes(rhs.utf8)` answers, without the generic path an
  /// unoptimized build (the build plugin's `intentgen`) takes for it, a hundred instructions and
  /// more per byte compared.
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        let shorter = min(left.count, right.count)
        var index = 0
        while index < shorter {
          if left[index] != right[index] { return left[index] < right[index] }
          index += 1
        }
        return left.count < right.count
      }
    }
  }
}
