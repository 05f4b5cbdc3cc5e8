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
}
